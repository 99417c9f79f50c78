import Foundation
import DuoCheckCommandLine
import OperatingSystemFiles

/// `duo-fuzz dashboard`'s work: the page of one run or of a night's runs, read from their event logs (``Dashboard``'s
/// `reading(eventLog:)` and `merge(_:)`), written as `index.html` into a folder of its own.
package enum DashboardFolder {
    /// Checks `folder` as `--dashboard` and `--out` take it, and makes it: a link is refused (the page would be
    /// written where it leads), and so is a file or a folder that cannot be made or written.
    package static func prepare(_ folder: URL, option: String) throws {
        if case .link(let target) = FileKind(atPath: folder.path) {
            throw UsageError("\(option): \(folder.relativePath) is a symbolic link (to \(target)); give a folder of its own")
        }
        try RunOptions.prepareFolder(folder, option: option)
        let page = folder.appendingPathComponent("index.html")
        switch FileKind(atPath: page.path) {
        case .file, .link, .missing: break  // a link there is replaced, never followed
        case let kind: throw UsageError("\(option): \(page.relativePath) is \(kind.description); the page cannot be written there")
        }
    }

    /// The picture a log names as `named`, read from another machine's run: an SVG file at that relative path
    /// (no `..` in it) or, failing that, of that name beside the log, where a shard's artifact keeps it. Nothing
    /// else: an absolute path or one that climbs out could name any file, and the page would carry it.
    static func picture(named: String, besideLog: URL) -> String? {
        let name = URL(fileURLWithPath: named).lastPathComponent
        guard name.hasSuffix(".svg") else { return nil }
        if !named.hasPrefix("/"), !named.split(separator: "/").contains(".."), FileKind(atPath: named) == .file { return named }
        let beside = besideLog.appendingPathComponent(name).path
        return FileKind(atPath: beside) == .file ? beside : nil
    }

    /// Writes the page of the runs whose event logs are `logs` into `folder`. A finding's picture is read where its
    /// run wrote it, else from beside its event log, where a shard's artifact keeps both (``picture(named:besideLog:)``). Throws a usage error naming
    /// a log that is missing or not a run's.
    package static func write(logs: [String], into folder: URL) throws {
        var night = Dashboard()
        for path in logs {
            var dashboard: Dashboard
            do {
                dashboard = try Dashboard.reading(eventLog: Folder.readFile(atPath: path, atMost: Dashboard.largestLog))
            } catch let error as DashboardLogError {
                throw UsageError("\(path) is not a run's event log: \(error)")
            } catch {
                throw UsageError("cannot read \(path): \(FileSystemError.describe(error))")
            }
            let besideLog = URL(fileURLWithPath: path).deletingLastPathComponent()
            for index in dashboard.summary?.counterexamples.indices ?? 0..<0 {
                let named = dashboard.summary?.counterexamples[index].picture
                dashboard.summary?.counterexamples[index].picture = named.flatMap { picture(named: $0, besideLog: besideLog) }
            }
            night.merge(dashboard)
        }
        try prepare(folder, option: "--out")
        do {
            try DurableFile.write(Data(DashboardPage.html(night).utf8), named: "index.html", in: try Folder(path: folder.path), mode: .replace)
        } catch {
            throw UsageError("--out: cannot write \(folder.appendingPathComponent("index.html").relativePath): \(FileSystemError.describe(error))")
        }
    }
}
