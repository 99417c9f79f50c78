import Foundation
import DuoFuzzSupport
import DuoSeedFiles

/// What `duo-fuzz replay` does: replays the seeds some paths name, each in a process of its own
/// (``SeedProcessReplayer``), printing each result, the bad paths and files, the warnings and the leftovers of cut writes.
package struct SeedPathsReplay {
    /// The seed files and folders to replay.
    package var paths: [String]
    /// How long one seed may run.
    package var hangTimeout: Duration
    /// The properties the seeds may belong to.
    package var catalogue: FuzzCatalogue
    /// Where the results go.
    package var console: Console

    /// A replay of the seeds under `paths`.
    package init(paths: [String], hangTimeout: Duration, catalogue: FuzzCatalogue, console: Console) {
        self.paths = paths
        self.hangTimeout = hangTimeout
        self.catalogue = catalogue
        self.console = console
    }

    /// Replays every seed, bad ones named first and counted last; the exit code, as docs/duo-fuzz.md gives it: 1
    /// when a seed fails again (a find decides, bad files or not), else 2 for a bad path or file, else 0.
    package func run() -> ExitCode {
        let collection = SeedCollection.gather(paths, knownPropertyIDs: catalogue.ids)
        let replayer = SeedProcessReplayer(includesDemos: catalogue.includesDemos, hangTimeout: hangTimeout)
        var holding = 0
        var failing = 0
        var bad = collection.problems.count
        for problem in collection.problems { console.output("BAD    \(problem)") }
        for warning in collection.warnings { console.error(warning) }
        for leftover in collection.leftovers {
            console.error("leftover: \(leftover): the temporary file of a seed write cut short; run removes it once its writer has ended")
        }
        for loaded in collection.seeds {
            let shownPath = SeedCollection.displayPath(loaded.url)
            let verdict = replayer.replay(loaded.url)
            switch verdict.outcome {
            case .holds: holding += 1
            case .fails: failing += 1
            case .bad: bad += 1
            }
            let tag = ["holds": "ok    ", "fails": "FAILS ", "bad": "BAD   "][verdict.outcome.rawValue]!
            console.output("\(tag) \(shownPath) (\(loaded.seed.kind.rawValue) of \(loaded.seed.propertyID)): \(verdict.summary)")
            if verdict.outcome == .fails, let explanation = loaded.seed.explanation {
                console.output(explanation.lines.map { "       " + $0 }.joined(separator: "\n"))
            }
            if let drift = verdict.drift {
                console.output(drift.split(separator: "\n").map { "       " + $0 }.joined(separator: "\n"))
            }
        }
        let total = collection.seeds.count + collection.problems.count
        console.output("replayed \(total) seed file\(total == 1 ? "" : "s"): \(holding) hold, \(failing) fail, \(bad) bad")
        if failing > 0 { return .failure }
        return bad > 0 ? .usage : .success
    }
}
