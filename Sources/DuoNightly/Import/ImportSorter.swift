import Foundation
import DuoCheckEngine
import DuoFuzzRun
import DuoSeedFiles

/// Sorts the seed files of nightly artifacts in two stages, around the replays: pure logic, so that the rules are
/// tested without files or processes.
///
/// - Before any replay (``sort(_:stored:)``): the same counterexample (the same property and choices, so the same
///   file name) found by several shards is one finding, the first in path order standing for it; a
///   counterexample whose file is in `Seeds/` already is known. Every other file is a candidate, and each
///   candidate is replayed.
/// - After the replays (``group(_:reproducing:failingStored:)``): only candidates that failed again are grouped.
///   Crash seeds of one property with the same signal and message (its numbers masked, see ``CrashSignature``)
///   are one crash: a stored seed of that crash that still fails stands for the group, else its simplest
///   reproducing member does. A stale member never stands for a group (it would hide the group's real crash),
///   and neither does a stored seed whose bug was fixed. So an import done twice adds nothing the second time.
enum ImportSorter {
    /// What became of one seed file before any replay.
    enum Fate: Equatable {
        /// A finding to replay and, if it still fails, to group and copy.
        case candidate
        /// Its file is in the seeds folder already.
        case known
        /// Another shard's file holds the same counterexample (that file's path).
        case duplicate(of: String)
    }

    /// One seed file of an artifact or of the seeds folder.
    struct FoundSeed: Equatable {
        /// Where it is (in the unpacked artifact, or in the seeds folder).
        var path: String
        /// Its content.
        var seed: SeedFile
        /// The file to replay, when `path` (as shown) is not one: a ZIP entry's staged copy.
        var file: URL? = nil

        /// The file the replay reads.
        var replayFile: URL { file ?? URL(fileURLWithPath: path) }
    }

    /// The fate of each entry, in the entries' order; `stored` holds the seeds in the seeds folder.
    static func sort(_ entries: [FoundSeed], stored: [FoundSeed]) -> [Fate] {
        let storedFiles = Set(stored.map(\.seed.relativePath))
        var firstByFile: [String: String] = [:]
        return entries.map { entry in
            if storedFiles.contains(entry.seed.relativePath) { return .known }
            if let first = firstByFile[entry.seed.relativePath] { return .duplicate(of: first) }
            firstByFile[entry.seed.relativePath] = entry.path
            return .candidate
        }
    }

    /// The crash groups among the candidates that failed again (`reproducing`, indices into `entries`): for each
    /// member that another file stands for, that file's path. A member absent from the answer leads its group and
    /// is the one to copy. `failingStored` holds the stored crash seeds that were replayed and still fail.
    static func group(_ entries: [FoundSeed], reproducing: [Int], failingStored: [FoundSeed]) -> [Int: String] {
        var storedByKey: [String: String] = [:]
        for entry in failingStored where entry.seed.kind == .crash {
            storedByKey[crashKey(entry.seed)] = storedByKey[crashKey(entry.seed)] ?? entry.path
        }
        let crashes = reproducing.filter { entries[$0].seed.kind == .crash }
        var leaders: [String: Int] = [:]
        for index in crashes {
            let key = crashKey(entries[index].seed)
            if let leader = leaders[key], !ShortlexOrder.precedes(entries[index].seed.choices, entries[leader].seed.choices) { continue }
            leaders[key] = index
        }
        var standsFor: [Int: String] = [:]
        for index in crashes {
            let key = crashKey(entries[index].seed)
            if let stored = storedByKey[key] {
                standsFor[index] = stored
            } else if let leader = leaders[key], leader != index {
                standsFor[index] = entries[leader].path
            }
        }
        return standsFor
    }

    /// What makes two crashes the same: the property, then the message with its numbers masked
    /// (the signal is part of the message, a trap named as one on every processor: `crashed the worker with a trap: …`).
    static func crashKey(_ seed: SeedFile) -> String {
        seed.propertyID + "\u{0}" + CrashSignature.maskingNumbers(seed.message)
    }
}
