import Foundation
import OperatingSystem

/// The folder of a run's plans, crash files and logs, `<tmp>/duo-fuzz-<pid>-<random>`, where `<tmp>` is
/// `TMPDIR` on every platform (``TemporaryFolder``), removed when the run ends. A run killed outright leaves its folder behind; the next
/// run removes every such folder whose process is gone.
enum WorkDirectory {
    /// A new folder's path for this process (not yet created).
    static func make() -> URL {
        TemporaryFolder.url.appendingPathComponent("duo-fuzz-\(getpid())-\(UUID().uuidString.prefix(8))")
    }

    /// Makes the folder `make()` named, inside a temporary folder that must exist: a `TMPDIR` that names no
    /// folder is an error that names it, never a folder made at the root of the file system.
    static func create(_ folder: URL) throws {
        _ = try TemporaryFolder.existing()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }

    /// Removes the folders of runs whose process no longer exists; returns their paths.
    @discardableResult
    static func removeAbandoned() -> [String] {
        let temporary = TemporaryFolder.url
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        var removed: [String] = []
        for name in names {
            let parts = name.split(separator: "-")
            guard parts.count == 4, parts[0] == "duo", parts[1] == "fuzz", let pid = pid_t(parts[2]), pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let url = temporary.appendingPathComponent(name)
            if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url.path) }
        }
        return removed
    }
}
