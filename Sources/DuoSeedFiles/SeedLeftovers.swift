import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// The temporary files that writers killed part way (a `kill -9` between writing a seed and naming it, see
/// ``DurableFile``) leave in a seeds folder. `run` removes those that are older than the run and whose writer has
/// ended; a writer still at work, in this run or a concurrent one, keeps its file, and so does any file newer than
/// the run's start. `replay` only names them.
package enum SeedLeftovers {
    /// Removes the abandoned leftovers under `directory` (see ``isAbandoned(_:in:olderThan:)``), each through its open
    /// folder; their paths. Only names that are exactly a temporary name of ``DurableFile`` are leftovers at all.
    package static func removeAbandoned(under directory: URL, olderThan start: Date) -> [URL] {
        let store = SeedStore(directory: directory)
        return SeedTree.scan(directory).leftovers.filter { url in
            guard let folder = try? store.folder(holding: url) else { return false }
            return isAbandoned(url.lastPathComponent, in: folder, olderThan: start) && folder.remove(url.lastPathComponent)
        }
    }

    /// Whether the leftover `name` in `folder` is a regular file last written before `start` by a process that no
    /// longer runs.
    static func isAbandoned(_ name: String, in folder: Folder, olderThan start: Date) -> Bool {
        guard folder.kind(of: name) == .file, let modified = folder.modificationDate(of: name), modified < start,
            let owner = DurableFile.ownerProcessID(ofTemporaryName: name)
        else { return false }
        return !isRunning(owner)
    }

    /// Whether process `pid` exists (one of another user counts: it may be writing).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
