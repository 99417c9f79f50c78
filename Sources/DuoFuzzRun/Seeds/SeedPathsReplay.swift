import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// What `duo-fuzz replay` does: replays the seeds some paths name, each in a process of its own
/// (``SeedProcessReplayer``); each result, bad path or file, warning and leftover of a cut write is an event
/// (``ReplayEvent``), shown on the console and, with an event log, written there.
package struct SeedPathsReplay {
    /// The seed files and folders to replay.
    package var paths: [String]
    /// How long one seed may run.
    package var hangTimeout: Duration
    /// The properties the seeds may belong to.
    package var catalogue: FuzzCatalogue
    /// Where the results go.
    package var console: Console
    /// Where the event log goes, if anywhere.
    package var eventsPath: URL?

    /// A replay of the seeds under `paths`.
    package init(paths: [String], hangTimeout: Duration, catalogue: FuzzCatalogue, console: Console, eventsPath: URL? = nil) {
        self.paths = paths
        self.hangTimeout = hangTimeout
        self.catalogue = catalogue
        self.console = console
        self.eventsPath = eventsPath
    }

    /// Replays every seed, bad ones named first and counted last; the exit code, as docs/duo-fuzz.md gives it: 1
    /// when a seed fails again (a find decides, bad files or not), else 2 for a bad path or file (or an event log
    /// that cannot be written), else 0.
    package func run() -> ExitCode {
        let consoleRecorder = ReplayConsoleRecorder(console: console)
        var log: [JSONValue] = []
        func emit(_ event: ReplayEvent) {
            consoleRecorder.record(event)
            if eventsPath != nil { log.append(event.record) }
        }
        let collection = SeedCollection.gather(paths, knownPropertyIDs: catalogue.ids)
        let replayer = SeedProcessReplayer(includesDemos: catalogue.includesDemos, hangTimeout: hangTimeout)
        var totals = ReplayTotals(files: collection.seeds.count + collection.problems.count, holding: 0, failing: 0, bad: collection.problems.count)
        for problem in collection.problems { emit(.bad(problem)) }
        for warning in collection.warnings { emit(.warning(warning)) }
        for leftover in collection.leftovers { emit(.leftover(leftover)) }
        for loaded in collection.seeds {
            let verdict = replayer.replay(loaded.url)
            switch verdict.outcome {
            case .holds: totals.holding += 1
            case .fails: totals.failing += 1
            case .bad: totals.bad += 1
            }
            emit(
                .replayed(
                    ReplayedSeed(
                        path: SeedCollection.displayPath(loaded.url), kind: loaded.seed.kind.rawValue, propertyID: loaded.seed.propertyID,
                        verdict: verdict, explanation: loaded.seed.explanation?.lines)))
        }
        emit(.finished(totals))
        var unwritten = false
        if let eventsPath {
            do {
                try ReportFile.write(try ReportFile.eventLog(log), makingFolderOf: eventsPath)
            } catch {
                console.error("duo-fuzz: --events: \(ReportFileError.describe(error, path: eventsPath.relativePath))")
                unwritten = true
            }
        }
        if totals.failing > 0 { return .failure }
        return totals.bad > 0 || unwritten ? .usage : .success
    }
}
