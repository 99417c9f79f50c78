// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// What a name in a folder is, as `lstat` sees it: a link is a link, never what it leads to.
package enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case folder, file
    /// A symbolic link, and the path it holds.
    case link(String)
    /// A FIFO, a socket or a device: what it is, in words (`a FIFO (named pipe)`).
    case special(String)
    /// Nothing is there, or nothing can be learned of it: the error number.
    case missing(Int32)

    /// The kind that `st_mode` gives; `linkTarget` is asked only for a link.
    package init(mode: mode_t, linkTarget: () -> String) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG: self = .file
        case S_IFLNK: self = .link(linkTarget())
        case S_IFIFO: self = .special("a FIFO (named pipe)")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR, S_IFBLK: self = .special("a device")
        default: self = .special("a special file")
        }
    }

    /// What a path is, without following a link at its end.
    package init(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .missing(errno)
            return
        }
        self.init(mode: status.st_mode) {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            return count < 0 ? "?" : String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Whether nothing is there.
    package var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// How the kind is named in a message: `a folder`, `a symbolic link (to …), not followed`.
    package var description: String {
        switch self {
        case .folder: return "a folder"
        case .file: return "a regular file"
        case .link(let target): return "a symbolic link (to \(target)), not followed"
        case .special(let words): return words
        case .missing(let code): return String(cString: strerror(code))
        }
    }
}

/// A file operation that failed: the path, and why in words (`a symbolic link (to /etc), not followed`,
/// `No space left on device`).
package struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path, as shown.
    package var path: String
    /// Why, in words.
    package var reason: String
    /// The error number, when a call gave one.
    package var code: Int32?

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure of a call with error number `code`.
    package init(path: String, code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
        self.code = code
    }

    /// `PATH: REASON`.
    package var description: String { "\(path): \(reason)" }
}

extension FileSystemError {
    /// Any error of a file operation in words, never a Foundation error's dump: a ``FileSystemError``'s reason,
    /// the system's text for a Foundation error's POSIX cause, else Foundation's own sentence.
    package static func reason(of error: Error) -> String {
        if let error = error as? FileSystemError { return error.reason }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        guard nsError.domain == NSCocoaErrorDomain else { return nsError.localizedDescription }
        // Foundation's own file errors without a POSIX cause, in the system's words where there are some.
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteFileExistsError: return String(cString: strerror(EEXIST))
        case NSFileReadUnknownError, NSFileReadCorruptFileError: return "it cannot be read"
        default: return "it cannot be read or written (Foundation's file error \(nsError.code))"
        }
    }

    /// `error` as a sentence (see ``reason(of:)``), with its path when it has one.
    package static func describe(_ error: Error) -> String {
        (error as? FileSystemError)?.description ?? reason(of: error)
    }
}
