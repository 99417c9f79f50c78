// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built only
// by the macOS and iOS jobs of .github/workflows/ci.yml.
import Foundation

/// Flushes what was written to an open file (or folder) through to the storage device, so that it survives a
/// power loss, not only a crash of the process.
///
/// On Linux `fsync(2)` does that. On Darwin `fsync` only hands the data to the drive, which may keep it in its
/// own cache and write it later, in any order; `fcntl(F_FULLFSYNC)` asks the drive to flush that cache too
/// (Apple's fsync(2) and fcntl(2) man pages). It can fail where a file system does not support it (some network
/// and FAT volumes), and then `fsync` is the fallback: the best that the volume offers.
///
/// Returns 0 on success, and -1 with `errno` set as `fsync` sets it.
package func flushToStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor)
}
