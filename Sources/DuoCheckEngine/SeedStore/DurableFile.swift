import Foundation
import OperatingSystem

/// The one way seed files (and reports written by rename) reach the disk, with the folders made for them
/// (``makeFolder(_:)``): the content goes into a hidden temporary file beside the target,
/// `.<name>.tmp-<pid>-<uuid>`, is synced, takes the target's name in one step, and the folder is synced after. A
/// reader never sees half a file, and a power loss after a write returned leaves the whole file under its name. A
/// writer killed between the two steps leaves only its temporary file, which ``isTemporaryName(_:)`` recognises and
/// ``ownerProcessID(ofTemporaryName:)`` ties to its writer.
///
/// Only calls that POSIX defines with one spelling on every platform the package builds for are used (`open`, with `O_EXCL` and
/// `O_NOFOLLOW`, `write`, `link`, `rename`, `unlink`), and the operating-system home's ``flushToStorage(_:)`` for the
/// syncs, which also flushes the drive's own cache on Apple's platforms, where `fsync` leaves the data in it.
package enum DurableFile {
    /// How the file takes its name.
    package enum Mode: Sendable {
        /// Only if nothing has the name: a hard link, which fails rather than replace anything (a rename is the
        /// fallback on a file system without hard links, after a last look).
        case createNew
        /// Replacing a file that has the name, in one rename.
        case replace
    }

    /// Writes `data` to `url` as `mode` says; `false` when `mode` is ``Mode/createNew`` and something has the name
    /// already (it is left alone). Throws a ``DurableFileError`` naming the path and the system's reason.
    @discardableResult
    package static func write(_ data: Data, to url: URL, mode: Mode) throws -> Bool {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw DurableFileError(path: url.path, errno: errno) }
        defer { unlink(temporary.path) }
        do {
            try FileDescriptor.writeAll(data, to: descriptor)
            guard flushToStorage(descriptor) == 0 else { throw DurableFileError(path: url.path, errno: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw DurableFileError(path: url.path, errno: errno) }
        switch mode {
        case .createNew:
            if link(temporary.path, url.path) != 0 {
                let linkError = errno
                var status = stat()
                if linkError == EEXIST || lstat(url.path, &status) == 0 { return false }
                guard rename(temporary.path, url.path) == 0 else { throw DurableFileError(path: url.path, errno: errno) }
            }
        case .replace:
            guard rename(temporary.path, url.path) == 0 else { throw DurableFileError(path: url.path, errno: errno) }
        }
        syncFolder(folder)
        return true
    }

    /// Makes `folder`, with any parent it lacks, unless it is there already; a folder made here is synced into its
    /// parent, so that it, and a file then written into it, survive a power loss. Throws as `FileManager` does when
    /// the folder cannot be made (a file in its place, a parent that cannot be written).
    package static func makeFolder(_ folder: URL) throws {
        let isNew = !FileManager.default.fileExists(atPath: folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if isNew { syncFolder(folder.deletingLastPathComponent()) }
    }

    /// Syncs a folder, so that a name just made in it survives a power loss. A file system that cannot sync a
    /// folder (some report `EINVAL`) is left as it is: the file itself is synced already.
    package static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = flushToStorage(descriptor)
        close(descriptor)
    }

    /// A fresh temporary name for a file that will be called `name`: `.<name>.tmp-<pid>-<uuid>`.
    package static func temporaryName(for name: String) -> String {
        ".\(name)\(temporaryMarker)\(getpid())-\(UUID().uuidString)"
    }

    /// What every temporary name holds after the target's name.
    static let temporaryMarker = ".tmp-"

    /// Whether `name` is one of the temporary names this writer makes.
    package static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.range(of: temporaryMarker, options: .backwards) != nil
    }

    /// The process that made the temporary file `name`, or `nil` when the name does not say.
    package static func ownerProcessID(ofTemporaryName name: String) -> Int32? {
        guard isTemporaryName(name), let marker = name.range(of: temporaryMarker, options: .backwards) else { return nil }
        return Int32(name[marker.upperBound...].prefix { $0 != "-" })
    }
}

/// Raw writes to an open file (apart from ``DurableFile``, whose own `write` would hide the system's).
package enum FileDescriptor {
    /// Writes the whole of `data` to `descriptor`, going on after a partial write or an interrupted one; throws a
    /// ``DurableFileError`` (without a path) with the system's reason.
    package static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw DurableFileError(path: nil, errno: errno)
                }
                offset += written
            }
        }
    }
}

/// A file that ``DurableFile`` could not write: its path (when known) and the system's reason.
package struct DurableFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path, when known.
    package var path: String?
    /// The system's reason, as `strerror` words it (`No space left on device`).
    package var reason: String
    /// The error number.
    package var code: Int32

    /// The error `code` (an `errno`) for the file at `path`.
    package init(path: String?, errno code: Int32) {
        self.path = path
        self.code = code
        reason = String(cString: strerror(code))
    }

    /// `cannot write PATH: REASON`.
    package var description: String { path.map { "cannot write \($0): \(reason)" } ?? reason }
}
