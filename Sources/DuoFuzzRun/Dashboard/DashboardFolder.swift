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
    }

    /// Writes the page of the runs whose event logs are `logs` into `folder`. A finding's picture is read where its
    /// run wrote it, else from beside its event log, where a shard's artifact keeps both. Throws a usage error naming
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
                guard let picture = dashboard.summary?.counterexamples[index].picture, !FileManager.default.fileExists(atPath: picture) else {
                    continue
                }
                let beside = besideLog.appendingPathComponent(URL(fileURLWithPath: picture).lastPathComponent).path
                if FileManager.default.fileExists(atPath: beside) { dashboard.summary?.counterexamples[index].picture = beside }
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
