import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// Writes a report where its path says (`run --junit` and `--summary`, `import --pr-body`, `mutate --json`,
/// `draw --out`), so that writing it never replaces what is not a report file:
///
/// - a new path, or a regular file, is replaced in one step (``DurableFile``): a reader sees the old report or
///   the new one, whole;
/// - a symbolic link is written through: the file it leads to is written by these same rules, and the link stays
///   a link; a link that leads nowhere is refused by name;
/// - the run's own standard output or error (`/dev/stdout`, `/dev/fd/2`, or the file or pipe they are) is
///   written to that stream, after what it holds already;
/// - any other special file (a device such as `/dev/null`, a FIFO, a socket) is written into, never replaced.
///
/// Every failure names the path and the system's reason (`cannot write /dev/full: No space left on device`).
package enum ReportFile {
    /// ``write(_:to:)``, making the folder it goes into first (with its parents): how every report and event log of
    /// a command is written.
    package static func write(_ data: Data, makingFolderOf url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(data, to: url)
    }

    /// The text of an event log: one record a line (``JSONFormat/oneLine``), each with its newline.
    package static func eventLog(_ records: [JSONValue]) throws -> Data {
        Data(try records.map { try JSONFormat.oneLine.text($0) + "\n" }.joined().utf8)
    }

    /// One record of an event log: the event's `type`, the log's `version` and the event's fields.
    package static func eventRecord(type: String, version: Int, _ fields: [String: JSONValue] = [:]) -> JSONValue {
        .object(fields.merging(["type": .string(type), "version": .integer(Int64(version))]) { $1 })
    }

    /// The members of `value`'s tree, for an event record's fields (none when it is not an object).
    package static func fields(of value: some Encodable) -> [String: JSONValue] {
        if case .object(let members)? = try? JSONValue(encoding: value) { return members }
        return [:]
    }
    /// Writes `data` to the report at `url` (shown as `url.relativePath`).
    package static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        let shown = url.relativePath
        var entry = stat()
        guard lstat(path, &entry) == 0 else {
            guard errno == ENOENT else { throw ReportFileError(path: shown, errno: errno) }
            return try replace(data, at: url, shownAs: shown)
        }
        let isLink = entry.st_mode & S_IFMT == S_IFLNK
        var target = stat()
        guard stat(path, &target) == 0 else {
            if isLink { throw ReportFileError(path: shown, reason: "a symbolic link that leads nowhere (\(String(cString: strerror(errno))))") }
            throw ReportFileError(path: shown, errno: errno)
        }
        if let stream = standardStream(of: target) { return try writeAll(data, to: stream, shownAs: shown) }
        switch target.st_mode & S_IFMT {
        case S_IFDIR:
            throw ReportFileError(path: shown, reason: "a folder")
        case S_IFREG:
            guard isLink else { return try replace(data, at: url, shownAs: shown) }
            guard let real = realpath(path, nil) else { throw ReportFileError(path: shown, errno: errno) }
            defer { free(real) }
            try replace(data, at: URL(fileURLWithPath: String(cString: real)), shownAs: shown)
        default:
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ReportFileError(path: shown, errno: errno) }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, shownAs: shown)
        }
    }

    /// The standard output or error of this process, when it is the file `target` describes.
    static func standardStream(of target: stat) -> Int32? {
        [STDOUT_FILENO, STDERR_FILENO].first { descriptor in
            var stream = stat()
            return fstat(descriptor, &stream) == 0 && stream.st_dev == target.st_dev && stream.st_ino == target.st_ino
        }
    }

    private static func replace(_ data: Data, at url: URL, shownAs shown: String) throws {
        do {
            try DurableFile.write(data, to: url, mode: .replace)
        } catch let error as DurableFileError {
            throw ReportFileError(path: shown, errno: error.code)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, shownAs shown: String) throws {
        do {
            try FileDescriptor.writeAll(data, to: descriptor)
        } catch let error as DurableFileError {
            throw ReportFileError(path: shown, errno: error.code)
        }
    }
}

/// A report that could not be written: its path as given, and why.
package struct ReportFileError: Error, Equatable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    /// `cannot write PATH: REASON`.
    package var description: String { "cannot write \(path): \(reason)" }

    /// `error`, a failure to write the report at `path`, in the same words: `cannot write PATH: REASON`.
    package static func describe(_ error: Error, path: String) -> String {
        (error as? ReportFileError)?.description ?? "cannot write \(path): \((error as NSError).localizedDescription)"
    }
}
