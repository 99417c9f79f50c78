import Foundation
import DuoCheckEngine

/// The temporary files that writers killed part way (a `kill -9` between writing a seed and naming it, see
/// ``DurableFile``) leave in a seeds folder. `run` removes those that are older than the run and whose writer has
/// ended; a writer still at work, in this run or a concurrent one, keeps its file, and so does any file newer than
/// the run's start. `replay` only names them.
package enum SeedLeftovers {
    /// Removes the abandoned leftovers under `directory` (see ``isAbandoned(_:olderThan:)``); their paths.
    package static func removeAbandoned(under directory: URL, olderThan start: Date) -> [URL] {
        SeedTree.scan(directory).leftovers.filter { isAbandoned($0, olderThan: start) && unlink($0.path) == 0 }
    }

    /// Whether the leftover at `url` was last written before `start` by a process that no longer runs (or one
    /// that its name does not give).
    static func isAbandoned(_ url: URL, olderThan start: Date) -> Bool {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
            modified < start
        else { return false }
        guard let owner = DurableFile.ownerProcessID(ofTemporaryName: url.lastPathComponent) else { return true }
        return !isRunning(owner)
    }

    /// Whether process `pid` exists (one of another user counts: it may be writing).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
