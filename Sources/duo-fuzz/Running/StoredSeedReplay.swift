import Foundation
import DuoCheckEngine

/// The stored seeds of the properties a run covers, replayed before the run explores
/// (as Hypothesis and proptest do): a bug found before is checked first, every time,
/// and a seed that fails again is a failure of the run.
struct StoredSeedReplay {
    /// The seeds of the run's properties, and the bad paths and warnings found among them.
    let collection: SeedCollection

    /// The stored seeds of `propertyIDs` under `directory` (none when it does not exist).
    init(directory: URL, propertyIDs: Set<String>) {
        guard FileManager.default.fileExists(atPath: directory.path) else {
            collection = SeedCollection()
            return
        }
        var all = SeedCollection.gather([directory.path], knownPropertyIDs: nil)
        all.seeds = all.seeds.filter { propertyIDs.contains($0.seed.propertyID) }
        collection = all
    }

    /// Replays each seed (stopping early on a stop request) and returns the ones that fail again,
    /// as counterexamples of the run.
    func replay(with replayer: SeedReplayer, console: Console) -> [RecordedCounterexample] {
        for problem in collection.problems { console.error("duo-fuzz: bad seed file \(problem)") }
        for warning in collection.warnings { console.error("duo-fuzz: \(warning)") }
        var failing: [RecordedCounterexample] = []
        for loaded in collection.seeds where !StopRequest.isRequested {
            let verdict = replayer.replay(loaded.url)
            let path = SeedCollection.displayPath(loaded.url)
            guard verdict.outcome != .holds else { continue }
            console.output("STORED SEED FAILS AGAIN: \(path) (\(loaded.seed.kind.rawValue) of \(loaded.seed.propertyID)): \(verdict.summary)\n"
                + "  replay:    duo-fuzz replay \(path)")
            failing.append(RecordedCounterexample(
                propertyID: loaded.seed.propertyID, kind: loaded.seed.kind.rawValue, message: verdict.summary,
                caseIndex: loaded.seed.caseIndex, seedFile: path, isNew: false, picture: nil))
        }
        return failing
    }
}
