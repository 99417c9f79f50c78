// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built only
// by the macOS job of .github/workflows/ci.yml.
import Foundation

/// How a shared library is loaded into a child process ahead of the C library, so that a test can watch the
/// system calls it makes.
package enum LibraryPreload {
    /// The environment variable that names the library: `LD_PRELOAD` for glibc's loader (ld.so(8)). `nil` on
    /// Darwin, where `DYLD_INSERT_LIBRARIES` is dropped for protected binaries such as `/usr/bin/env`, so a test
    /// that needs it is skipped there.
    package static var environmentVariable: String? {
        #if os(Linux)
            return "LD_PRELOAD"
        #else
            return nil
        #endif
    }
}
