import Foundation
import OperatingSystem

/// The one way seed files (and reports written by rename) reach the disk, with the folders made for them: the
/// content goes into a hidden temporary file beside the target, `.<name>.tmp-<pid>-<uuid>`, is flushed to storage,
/// takes the target's name in one step, and the folder is flushed after. A reader never sees half a file, and a
/// power loss after a write returned leaves the whole file under its name. A writer killed between the two steps
/// leaves only its temporary file, which ``isTemporaryName(_:)`` recognises and ``ownerProcessID(ofTemporaryName:)``
/// ties to its writer.
///
/// Every call is made relative to an open ``Folder``, so no link in the folder is followed: the temporary file is
/// made with `O_EXCL | O_NOFOLLOW`, named by `linkat` or `renameat` (which replaces a link, never writes through it),
/// and removed by `unlinkat`. Each flush is the operating-system home's ``flushToStorage(_:)``, which also empties
/// the drive's own cache on Apple's platforms, where `fsync` leaves the data in it.
package enum DurableFile {
    /// How the file takes its name.
    package enum Mode: Sendable {
        /// Only if nothing has the name: a hard link, which fails rather than replace anything (a rename is the
        /// fallback on a file system without hard links, after a last look).
        case createNew
        /// Replacing a file that has the name, in one rename.
        case replace
    }

    /// Writes `data` to `url` as `mode` says, the folder's path as given (a link there followed: it is the path asked
    /// for); `false` when `mode` is ``Mode/createNew`` and something has the name already (it is left alone). Throws a
    /// ``DurableFileError`` naming the path and the system's reason.
    @discardableResult
    package static func write(_ data: Data, to url: URL, mode: Mode) throws -> Bool {
        let folder: Folder
        do {
            folder = try Folder(path: url.deletingLastPathComponent().path)
        } catch let error as FileSystemError {
            throw DurableFileError(path: url.path, reason: error.reason, code: error.code ?? 0)
        }
        return try write(data, named: url.lastPathComponent, in: folder, mode: mode)
    }

    /// Writes `data` to the file `name` of `folder` as `mode` says (see ``write(_:to:mode:)``).
    @discardableResult
    package static func write(_ data: Data, named name: String, in folder: Folder, mode: Mode) throws -> Bool {
        let shown = folder.path(of: name)
        let temporary = temporaryName(for: name)
        let descriptor: Int32
        do {
            descriptor = try folder.createFile(temporary)
        } catch let error as FileSystemError {
            throw DurableFileError(path: shown, reason: error.reason, code: error.code ?? 0)
        }
        defer { folder.remove(temporary) }
        do {
            try FileDescriptor.writeAll(data, to: descriptor)
            guard flushToStorage(descriptor) == 0 else { throw DurableFileError(path: shown, errno: errno) }
        } catch let error as DurableFileError {
            close(descriptor)
            throw DurableFileError(path: shown, reason: error.reason, code: error.code)
        }
        guard close(descriptor) == 0 else { throw DurableFileError(path: shown, errno: errno) }
        do {
            switch mode {
            case .createNew:
                do {
                    try folder.link(temporary, as: name)
                } catch let error as FileSystemError {
                    if error.code == EEXIST || !folder.kind(of: name).isMissing { return false }
                    try folder.rename(temporary, to: name)
                }
            case .replace:
                try folder.rename(temporary, to: name)
            }
        } catch let error as FileSystemError {
            throw DurableFileError(path: shown, reason: error.reason, code: error.code ?? 0)
        }
        folder.sync()
        return true
    }

    /// Makes `folder`, with any parent it lacks, unless it is there already (the path as given); a folder made here
    /// is flushed into its parent, so that it, and a file then written into it, survive a power loss. Throws as
    /// `FileManager` does when the folder cannot be made (a file in its place, a parent that cannot be written).
    package static func makeFolder(_ folder: URL) throws {
        let isNew = !FileManager.default.fileExists(atPath: folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if isNew { syncFolder(folder.deletingLastPathComponent()) }
    }

    /// Flushes a folder, so that a name just made in it survives a power loss. A file system that cannot sync a
    /// folder (some report `EINVAL`) is left as it is: the file itself is flushed already.
    package static func syncFolder(_ folder: URL) {
        (try? Folder(path: folder.path))?.sync()
    }

    /// A fresh temporary name for a file that will be called `name`: `.<name>.tmp-<pid>-<uuid>`.
    package static func temporaryName(for name: String) -> String {
        ".\(name)\(temporaryMarker)\(getpid())-\(UUID().uuidString)"
    }

    /// What every temporary name holds after the target's name.
    static let temporaryMarker = ".tmp-"

    /// Whether `name` is exactly one of the temporary names this writer makes, `.<name>.tmp-<pid>-<uuid>`: a hidden
    /// file that only holds `.tmp-` somewhere is someone else's, and is never taken for a leftover.
    package static func isTemporaryName(_ name: String) -> Bool {
        ownerProcessID(ofTemporaryName: name) != nil
    }

    /// The process that made the temporary file `name`, or `nil` when `name` is not a temporary name of this writer.
    package static func ownerProcessID(ofTemporaryName name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker, options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        let tail = name[marker.upperBound...]
        guard let dash = tail.firstIndex(of: "-"), let owner = Int32(tail[..<dash]), owner > 0,
            UUID(uuidString: String(tail[tail.index(after: dash)...])) != nil
        else { return nil }
        return owner
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
        self.init(path: path, reason: String(cString: strerror(code)), code: code)
    }

    /// The error at `path` for `reason` (the system's words for `code`, or what was found instead).
    package init(path: String?, reason: String, code: Int32) {
        self.path = path
        self.code = code
        self.reason = reason
    }

    /// `cannot write PATH: REASON`.
    package var description: String { path.map { "cannot write \($0): \(reason)" } ?? reason }
}
