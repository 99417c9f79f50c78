import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// A seeds folder as the engine's counterexample database (``CounterexampleDatabase``): the key is a property's id,
/// its stored choice sequences are the failure seeds in the property's folder, and a new failure is saved as a seed
/// by ``SeedStore/save(_:)``, the one save path, with its one ``SeedStore/SaveOutcome``.
///
/// A fetch reads the folder as every seed replay reads one: walked by ``SeedTree`` (no link followed, wherever it
/// leads; a folder named like a seed file, a FIFO or a device named, never read), each file loaded through open
/// folders from the seeds folder down, a file of an older format read and translated as ``SeedReplay`` reads it.
/// Every file or entry that gives no seed is one of the fetch's problems, named by path, and the others still load.
/// Two kinds of seed are left to the seed replay (`swift test`'s "Seed replay", `duo-fuzz replay`), which replays
/// every file: a crash seed, since replaying it in the run's own process could end that process, and a seed of
/// another property filed in this folder (the replay warns that it is misplaced).
///
/// Saving is a choice, made when the database is made: a read-only database answers a save with the one line that
/// says how to make it save, and writes nothing (``fromEnvironment(directory:finder:environment:)``).
package struct SeedDatabase: CounterexampleDatabase {
    /// The variable that makes `swift test` save a new failure's shrunk seed into the seeds folder: `1`, `true` or `yes`.
    package static let saveVariable = "DUOCHECK_SAVE_SEEDS"

    /// The seeds folder.
    package let store: SeedStore
    /// Whether a save writes a seed; otherwise it writes nothing and says so.
    package let savesNewFailures: Bool
    /// What finds the failures it saves, as a seed's note names it (`swift test`).
    package let finder: String

    /// A database over the seeds folder `directory`, which saves new failures only if `savesNewFailures`.
    package init(directory: URL, savesNewFailures: Bool, finder: String = "swift test") {
        store = SeedStore(directory: directory)
        self.savesNewFailures = savesNewFailures
        self.finder = finder
    }

    /// A database over `directory` that saves new failures only when ``saveVariable`` is `1`, `true` or `yes`.
    ///
    /// `swift test` replays the checkout's stored seeds before it draws, but writes into the checkout only when asked:
    /// a property test run by a mutation test, a local experiment or a run under another seed must not leave files in
    /// `Seeds/`. An engineer fixing a failure reruns the test with the variable and the run seed the report prints
    /// (`DUOCHECK_SEED`), and the shrunk seed goes where it belongs, to be committed with the fix; a replay line
    /// (`DUOCHECK_REPLAY`) checks one case and saves nothing.
    package static func fromEnvironment(
        directory: URL, finder: String = "swift test", environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SeedDatabase {
        let value = environment[saveVariable]?.trimmingCharacters(in: .whitespaces)
        return SeedDatabase(directory: directory, savesNewFailures: RunConfiguration.isSet(value), finder: finder)
    }

    /// The failure seeds of `key` in its folder, with every entry there that gives no seed named.
    package func fetch(key: String) -> CounterexampleFetch {
        let folderName = SeedFile.directoryName(forPropertyID: key)
        let folderURL = store.directory.appendingPathComponent(folderName)
        let shown = SeedCollection.displayPath(folderURL)
        guard FileManager.default.fileExists(atPath: store.directory.path) else { return CounterexampleFetch() }
        do {
            switch try Folder(path: store.directory.path).kind(of: folderName) {
            case .folder: break
            case .missing: return CounterexampleFetch()
            case let other: return CounterexampleFetch(problems: ["\(shown): \(other), not a folder of seeds; nothing in it is replayed"])
            }
        } catch {
            return CounterexampleFetch(problems: ["\(SeedCollection.displayPath(store.directory)): \(FileSystemError.describe(error))"])
        }
        let tree = SeedTree.scan(folderURL)
        var fetch = CounterexampleFetch(problems: tree.problems.map { "\(SeedCollection.displayPath(URL(fileURLWithPath: $0.path))): \($0.reason)" })
        for file in tree.files {
            switch SeedStore.load(contentsOf: file, under: store.directory) {
            case .failed(let error):
                fetch.problems.append("\(SeedCollection.displayPath(file)): \(error.problem)")
            case .loaded(let loaded) where loaded.seed.kind == .failure && loaded.seed.propertyID == key:
                fetch.stored.append(StoredChoices(origin: SeedCollection.displayPath(file), choices: loaded.seed.choices))
            case .loaded:
                continue
            }
        }
        return fetch
    }

    /// Saves `failure` as a seed of `key` when this database saves; where it went, or why it did not.
    package func save(_ failure: FailureReport, key: String) -> String {
        var seed = SeedFile(failure: failure, note: "found by \(finder) under run seed \(failure.seed), case \(failure.caseIndex)")
        seed.propertyID = key
        let folder = SeedCollection.displayPath(store.directory.appendingPathComponent(SeedFile.directoryName(forPropertyID: key)))
        guard savesNewFailures else { return "not saved (\(Self.saveVariable)=1 saves it into \(folder)/)" }
        do {
            return Self.describe(try store.save(seed))
        } catch {
            return "NOT WRITTEN (\(error))"
        }
    }

    /// One line for what a save did: the seed file's path, and whether it is new.
    package static func describe(_ outcome: SeedStore.SaveOutcome) -> String {
        let path = SeedCollection.displayPath(outcome.url)
        switch outcome {
        case .stored: return "\(path) (new)"
        case .alreadyStored: return "\(path) (already stored)"
        case .storedBeside(_, let occupant, let reason):
            return "\(path) (new; stored beside \(SeedCollection.displayPath(occupant)), since \(reason))"
        }
    }
}
