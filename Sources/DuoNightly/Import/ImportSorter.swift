import DuoCheckEngine
import DuoFuzzRun

/// Sorts the seed files of nightly artifacts before anything is copied: pure logic, so
/// that the rules are tested without files.
///
/// - The same counterexample (the same property and choices, so the same file name)
///   found by several shards is one finding: the first in path order stands for it.
/// - A counterexample whose file is in `Seeds/` already is known.
/// - Crash seeds of one property with the same signal and message (its numbers
///   masked, see ``CrashSignature``) are one crash: a stored seed of that crash stands
///   for the group, else the one with the simplest choices. So an import done twice
///   adds nothing the second time.
enum ImportSorter {
    /// What became of one seed file.
    enum Fate: Equatable {
        /// A finding to replay and, if it still fails, copy.
        case candidate
        /// Its file is in the seeds folder already.
        case known
        /// Another shard's file holds the same counterexample (that file's path).
        case duplicate(of: String)
        /// The same crash as that file's (same property, signal and message).
        case sameCrash(as: String)
    }

    /// One seed file of an artifact.
    struct Entry: Equatable {
        /// Where it is (in the unpacked artifact).
        var path: String
        /// Its content.
        var seed: SeedFile
    }

    /// The fate of each entry, in the entries' order; `stored` holds the seeds in the seeds folder.
    static func sort(_ entries: [Entry], stored: [Entry]) -> [Fate] {
        let storedFiles = Set(stored.map(\.seed.relativePath))
        var storedCrashes: [String: String] = [:]
        for entry in stored where entry.seed.kind == .crash {
            storedCrashes[crashKey(entry.seed)] = storedCrashes[crashKey(entry.seed)] ?? entry.path
        }
        var firstByFile: [String: String] = [:]
        var fates: [Fate] = []
        for entry in entries {
            if storedFiles.contains(entry.seed.relativePath) {
                fates.append(.known)
            } else if let first = firstByFile[entry.seed.relativePath] {
                fates.append(.duplicate(of: first))
            } else {
                firstByFile[entry.seed.relativePath] = entry.path
                fates.append(.candidate)
            }
        }
        var groups: [String: Int] = [:]
        for index in entries.indices where fates[index] == .candidate && entries[index].seed.kind == .crash {
            let key = crashKey(entries[index].seed)
            if let storedPath = storedCrashes[key] {
                fates[index] = .sameCrash(as: storedPath)
                continue
            }
            guard let leader = groups[key] else {
                groups[key] = index
                continue
            }
            if ShortlexOrder.precedes(entries[index].seed.choices, entries[leader].seed.choices) {
                fates[leader] = .sameCrash(as: entries[index].path)
                groups[key] = index
                for other in entries.indices where fates[other] == .sameCrash(as: entries[leader].path) {
                    fates[other] = .sameCrash(as: entries[index].path)
                }
            } else {
                fates[index] = .sameCrash(as: entries[leader].path)
            }
        }
        return fates
    }

    /// What makes two crashes the same: the property, then the message with its numbers masked
    /// (the signal is part of the message: `crashed the worker with SIGILL (signal 4): …`).
    static func crashKey(_ seed: SeedFile) -> String {
        seed.propertyID + "\u{0}" + CrashSignature.maskingNumbers(seed.message)
    }
}
