import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// The stored seeds of the properties a run covers, replayed before the run explores
/// (as Hypothesis and proptest do): a bug found before is checked first, every time,
/// and a seed that fails again is a failure of the run. A bad file in the seeds folder
/// (one that is not a seed, a seed of no property, a link, a seed whose value is not of
/// its property's type) is a finding of its own, named by path: it never stops the run.
struct StoredSeedsFirst {
    /// The seeds of the run's properties, and the bad paths and warnings found among them.
    let collection: SeedCollection

    /// What replaying found.
    struct Replayed {
        /// The seeds that fail again, as counterexamples of the run.
        var failing: [RecordedCounterexample] = []
        /// One line per bad file, `path: what is wrong`.
        var badFiles: [String] = []
    }

    /// The stored seeds of `propertyIDs` under `directory` (none when it does not exist); a seed of a property
    /// outside `knownPropertyIDs` (the whole catalogue) is a bad file.
    init(directory: URL, propertyIDs: Set<String>, knownPropertyIDs: Set<String>) {
        guard FileManager.default.fileExists(atPath: directory.path) else {
            collection = SeedCollection()
            return
        }
        var all = SeedCollection.gather([directory.path], knownPropertyIDs: knownPropertyIDs)
        all.seeds = all.seeds.filter { propertyIDs.contains($0.seed.propertyID) }
        collection = all
    }

    /// Replays each seed (stopping early on a stop request); every bad file is printed as `BAD SEED FILE`.
    func replay(with replayer: SeedProcessReplayer, events: RunEventStream) -> Replayed {
        var outcome = Replayed(badFiles: collection.problems)
        for warning in collection.warnings { events.emit(.notice(warning)) }
        for loaded in collection.seeds where !StopRequest.isRequested {
            let verdict = replayer.replay(loaded.url, stopsOnRequest: true)
            // A stop cut the replay short: the seed is still stored, and nothing is concluded from it.
            if StopRequest.isRequested { break }
            let path = SeedCollection.displayPath(loaded.url)
            switch verdict.outcome {
            case .holds: continue
            case .bad: outcome.badFiles.append("\(path): \(verdict.summary)")
            case .fails:
                events.emit(
                    .storedSeedFailed(
                        StoredSeedFailure(
                            seedFile: path, kind: loaded.seed.kind.rawValue, propertyID: loaded.seed.propertyID, summary: verdict.summary)))
                outcome.failing.append(
                    RecordedCounterexample(
                        propertyID: loaded.seed.propertyID, kind: loaded.seed.kind.rawValue, message: verdict.summary,
                        caseIndex: loaded.seed.caseIndex, seedFile: path, isNew: false, picture: nil))
            }
        }
        for bad in outcome.badFiles { events.emit(.badSeedFile(bad)) }
        return outcome
    }
}
