// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation
import OperatingSystem

/// An open folder, and every file operation on a name in it, made relative to the folder's descriptor without
/// following a symbolic link: `openat` with `O_NOFOLLOW` (and `O_DIRECTORY` for a folder), `mkdirat`,
/// `linkat` without `AT_SYMLINK_FOLLOW`, `renameat`, `unlinkat`, `fstatat` with `AT_SYMLINK_NOFOLLOW`. A link
/// met by name is an error that says so, never a path into another folder, and a folder swapped for a link after
/// it was opened still gets every write. Only the folder first opened by path (``init(path:)``, the path a user
/// gave) follows a link, since that is the path asked for.
///
/// POSIX spells all of these the same on Linux and Darwin; only a file's modification time differs.
package final class Folder: @unchecked Sendable {
    /// The open descriptor (closed when the folder is released).
    package let descriptor: Int32
    /// The folder's path, for messages.
    package let path: String

    /// Opens the folder at `path`, following a link there (see the type's note).
    package init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, code: errno) }
        self.descriptor = descriptor
        self.path = path
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The path of `name` in this folder, for messages.
    package func path(of name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// The folder `name` in this one, never a link. With `creating`, a missing folder is made and synced into
    /// this one, so that it and what is written into it survive a power loss.
    package func folder(_ name: String, creating: Bool = false) throws -> Folder {
        if creating, mkdirat(descriptor, name, 0o777) == 0 { sync() }
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else { throw error(errno, name) }
        return Folder(descriptor: opened, path: path(of: name))
    }

    /// The folder at `relativePath` (names split at `/`), each step taken by ``folder(_:creating:)``.
    package func folder(atRelativePath relativePath: String, creating: Bool = false) throws -> Folder {
        try relativePath.split(separator: "/").reduce(self) { folder, name in try folder.folder(String(name), creating: creating) }
    }

    /// What `name` is, as the folder holds it: a link is a link.
    package func kind(of name: String) -> FileKind {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing(errno) }
        return FileKind(mode: status.st_mode) { linkTarget(of: name) }
    }

    /// The path a link `name` holds, or `?`.
    package func linkTarget(of name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in the folder, `.` and `..` left out, in no order.
    package func names() throws -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw FileSystemError(path: path, code: errno)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        guard errno == 0 else { throw FileSystemError(path: path, code: errno) }
        return names
    }

    /// The whole of the regular file `name`: a link, a folder, a FIFO or a device is refused by name, and a
    /// FIFO is never waited on.
    package func read(_ name: String, atMost largest: Int? = nil) throws -> Data {
        let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        return try Self.readRegular(opened, shownAs: path(of: name), atMost: largest) { error($0, name) }
    }

    /// The file at `relativePath` under this folder, read by ``read(_:atMost:)`` from folders opened by
    /// ``folder(_:creating:)``.
    package func read(atRelativePath relativePath: String, atMost largest: Int? = nil) throws -> Data {
        var names = relativePath.split(separator: "/").map(String.init)
        guard let last = names.popLast() else { throw FileSystemError(path: path, reason: "no file name") }
        return try folder(atRelativePath: names.joined(separator: "/")).read(last, atMost: largest)
    }

    /// The regular file at `path`, a link there followed (the path a user gave), a FIFO or device refused by name,
    /// of at most `largest` bytes when a limit is given.
    package static func readFile(atPath path: String, atMost largest: Int? = nil) throws -> Data {
        try readRegular(open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC), shownAs: path, atMost: largest) { FileSystemError(path: path, code: $0) }
    }

    /// The file `opened` (a descriptor or -1), a regular file of at most `largest` bytes when a limit is given.
    private static func readRegular(
        _ opened: Int32, shownAs shown: String, atMost largest: Int? = nil, failure: (Int32) -> FileSystemError
    ) throws -> Data {
        guard opened >= 0 else { throw failure(errno) }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else { throw failure(errno) }
        let kind = FileKind(mode: status.st_mode) { "?" }
        guard kind == .file else { throw FileSystemError(path: shown, reason: "\(kind), not a regular file") }
        if let largest, Int(status.st_size) > largest {
            throw FileSystemError(path: shown, reason: "it holds \(status.st_size) bytes, more than the \(largest) it may")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Foundation.read(opened, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count >= 0 else { throw failure(errno) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            // A file that grows while it is read is held to the limit too.
            if let largest, data.count > largest { throw FileSystemError(path: shown, reason: "it holds more than the \(largest) bytes it may") }
        }
    }

    /// Makes the new file `name` for writing (`O_EXCL`: nothing of that name, a link included, is opened); its descriptor.
    package func createFile(_ name: String) throws -> Int32 {
        let opened = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw error(errno, name) }
        return opened
    }

    /// Opens the regular file `name` for appending, made if missing; a link or a special file there is refused.
    package func openForAppending(_ name: String) throws -> Int32 {
        let opened = openat(descriptor, name, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw error(errno, name) }
        var status = stat()
        let kind = fstat(opened, &status) == 0 ? FileKind(mode: status.st_mode) { "?" } : .missing(errno)
        guard kind == .file else {
            close(opened)
            throw FileSystemError(path: path(of: name), reason: "\(kind), not a regular file")
        }
        return opened
    }

    /// Gives the file `existing` the further name `new` (`linkat`, a link itself linked, never followed); fails
    /// rather than replace what has the name.
    package func link(_ existing: String, as new: String) throws {
        guard linkat(descriptor, existing, descriptor, new, 0) == 0 else { throw FileSystemError(path: path(of: new), code: errno) }
    }

    /// Renames `old` to `new` in this folder in one step; a link named `new` is replaced, not written through.
    package func rename(_ old: String, to new: String) throws {
        guard renameat(descriptor, old, descriptor, new) == 0 else { throw FileSystemError(path: path(of: new), code: errno) }
    }

    /// Removes the file (or link) `name`; whether it went.
    @discardableResult
    package func remove(_ name: String) -> Bool { unlinkat(descriptor, name, 0) == 0 }

    /// The last modification of `name` (a link's own), or `nil`.
    package func modificationDate(of name: String) -> Date? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        #if os(Linux)
            let time = status.st_mtim
        #elseif canImport(Darwin)
            let time = status.st_mtimespec
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9)
    }

    /// Flushes the folder, so that names just made in it survive a power loss (``flushToStorage(_:)``).
    package func sync() { _ = flushToStorage(descriptor) }

    /// The error of a call on `name` that failed with `code`: what is there instead is named (a link met by
    /// `O_NOFOLLOW`, a file where a folder was asked for, a folder where a file was).
    private func error(_ code: Int32, _ name: String) -> FileSystemError {
        let found = kind(of: name)
        if case .link = found { return FileSystemError(path: path(of: name), reason: found.description) }
        if [ENOTDIR, EISDIR, ELOOP, ENXIO].contains(code), !found.isMissing {
            return FileSystemError(path: path(of: name), reason: found.description)
        }
        return FileSystemError(path: path(of: name), code: code)
    }
}
