import Foundation

extension ReportFile {
    /// Checks, before any work that the report would describe, that a report could be written at `url` by
    /// ``write(_:to:)``: throws the ``ReportFileError`` that writing would, so that a command refuses a bad path
    /// at its start (exit 2), not after its work is done.
    ///
    /// - a new path needs its nearest existing folder to be a folder it may write into (the missing ones are
    ///   made when the report is written);
    /// - a folder, a link that leads nowhere, or a regular file in a folder it may not write into is refused;
    /// - a character device (`/dev/full`, `/dev/null`) is opened and written zero bytes, which a device that
    ///   refuses every write refuses too; the run's own standard streams and FIFOs are left to the write.
    package static func check(_ url: URL) throws {
        let path = url.path
        let shown = url.relativePath
        var entry = stat()
        guard lstat(path, &entry) == 0 else {
            guard errno == ENOENT else { throw ReportFileError(path: shown, errno: errno) }
            return try checkFolder(containing: url, shownAs: shown)
        }
        var target = stat()
        guard stat(path, &target) == 0 else {
            if entry.st_mode & S_IFMT == S_IFLNK {
                throw ReportFileError(path: shown, reason: "a symbolic link that leads nowhere (\(String(cString: strerror(errno))))")
            }
            throw ReportFileError(path: shown, errno: errno)
        }
        guard standardStream(of: target) == nil else { return }
        switch target.st_mode & S_IFMT {
        case S_IFDIR: throw ReportFileError(path: shown, reason: "a folder")
        case S_IFREG:
            guard let real = realpath(path, nil) else { throw ReportFileError(path: shown, errno: errno) }
            defer { free(real) }
            try checkFolder(containing: URL(fileURLWithPath: String(cString: real)), shownAs: shown)
        case S_IFCHR:
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ReportFileError(path: shown, errno: errno) }
            defer { close(descriptor) }
            guard writeNothing(to: descriptor) >= 0 else { throw ReportFileError(path: shown, errno: errno) }
        default: return
        }
    }

    /// Checks that the nearest existing folder above `url` is a folder this process may write into.
    private static func checkFolder(containing url: URL, shownAs shown: String) throws {
        var folder = url.deletingLastPathComponent()
        var entry = stat()
        while stat(folder.path, &entry) != 0 {
            guard errno == ENOENT, folder.path != "/" else { throw ReportFileError(path: shown, errno: errno) }
            folder.deleteLastPathComponent()
        }
        guard entry.st_mode & S_IFMT == S_IFDIR else {
            throw ReportFileError(path: shown, reason: "\(folder.path) is not a folder")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw ReportFileError(path: shown, reason: "cannot write into \(folder.path) (\(String(cString: strerror(errno))))")
        }
    }
}

/// Writes zero bytes to `descriptor` (the system's `write`, which ``ReportFile``'s own `write` hides inside it).
private func writeNothing(to descriptor: Int32) -> Int {
    var none: UInt8 = 0
    return write(descriptor, &none, 0)
}
