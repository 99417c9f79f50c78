import DuoFuzzSupport

/// The recorder of what a person watching `duo-fuzz run` reads: the header, the progress line on a terminal, each
/// finding as it comes, the harness's notes on standard error, and the table of totals.
final class ConsoleRunRecorder: RunRecorder {
    let console: Console
    var unwritten: String? { nil }
    /// A guided run's latest slice report of each property, and its core's branches, for the totals.
    private var latest: [String: GuidedSliceReport] = [:]
    private var branches: CoreBranches?

    init(console: Console) {
        self.console = console
    }

    func record(_ event: RunEvent) {
        switch event {
        case .started(let start): console.output(Self.header(start))
        case .progress(let progress): console.progress(Self.progressLine(progress))
        case .storedSeedFailed(let failure):
            console.output(
                "STORED SEED FAILS AGAIN: \(failure.seedFile) (\(failure.kind) of \(failure.propertyID)): \(failure.summary)\n"
                    + "  replay:    duo-fuzz replay \(failure.seedFile)")
        case .badSeedFile(let problem): console.output("BAD SEED FILE \(problem)")
        case .found(let finding): console.output(Self.lines(of: finding))
        case .foundAgain(let id, let seedFile, let caseIndex):
            console.output("\(id): another worker found the same counterexample (\(seedFile), case \(caseIndex))")
        case .sameCrash(let id, let kept, let other, let replaced):
            console.output(
                replaced
                    ? "\(id): the same crash as \(other), whose seed gives way to the simpler \(kept)"
                    : "\(id): the same crash as \(kept), which stands for both (it is the simpler)")
        case .stopping(_, atOnce: true): console.error("duo-fuzz: stopping at once; a failure being shrunk now is lost.")
        case .stopping(let signal, atOnce: false):
            console.error(
                "duo-fuzz: \(signal): stopping; workers finish the case (or shrink) in hand, and every failure found is kept; a check that has not returned \(DurationText.describe(RunStop.grace)) from now is kept as an unfinished hang candidate. Press Ctrl-C again to stop at once."
            )
        case .harnessEvent(let text): console.error("duo-fuzz: harness event: \(text)")
        case .harnessProblem(let text), .notice(let text): console.error("duo-fuzz: \(text)")
        case .finished(let summary): printTotals(summary)
        case .sliceEnded(let slice): latest[slice.report.propertyID] = slice.report
        case .coreBranches(let branches): self.branches = branches
        }
    }

    /// The header: what runs, the seed, and the stored seeds replayed first.
    static func header(_ start: RunStart) -> String {
        let storedSeeds = start.storedSeeds
        let replay =
            start.replaysSeeds
            ? "replaying the \(storedSeeds) stored seed\(storedSeeds == 1 ? "" : "s") of these properties first (--no-replay skips this)"
            : "not replaying the stored seeds (--no-replay)"
        return """
            duo-fuzz run: \(start.properties) properties, \(start.budget), \(start.workers) worker\(start.workers == 1 ? "" : "s"), shard \(start.shard)
            run seed \(start.seed)\(start.seedIsRandom ? " (random)" : ""); rerun with --seed \(start.seed)
            \(replay)
            """
    }

    /// The progress line: elapsed and remaining time, cases, rate, finds, and the property in hand.
    static func progressLine(_ progress: RunProgress) -> String {
        let remaining = progress.remainingSeconds.map { DurationText.describe(.milliseconds(Int64($0 * 1000))) } ?? "?"
        let rate = progress.elapsedSeconds > 0 ? Int(Double(progress.cases) / progress.elapsedSeconds) : 0
        return "\(DurationText.describe(.milliseconds(Int64(progress.elapsedSeconds * 1000)))) elapsed, \(remaining) left · "
            + "\(progress.cases) cases · \(rate) cases/s · \(progress.found) failure\(progress.found == 1 ? "" : "s") · \(progress.current)"
    }

    /// A finding's report, then where its seed and picture went and how to replay it.
    static func lines(of finding: Finding) -> String {
        var lines = [finding.report]
        switch finding.storage {
        case .new: lines.append("  seed file: \(finding.seedFile) (new)")
        case .alreadyStored: lines.append("  seed file: \(finding.seedFile) (already stored)")
        case .storedBeside(let occupant, let reason):
            lines.append("  seed file: \(finding.seedFile) (new; stored beside \(occupant), since \(reason))")
        case .notWritten(let reason, let seed):
            lines.append("  seed file: NOT WRITTEN (\(reason)); the seed is printed here instead:")
            lines.append(seed)
        }
        if let picture = finding.picture { lines.append("  picture:   \(picture)") }
        lines.append("  replay:    duo-fuzz replay \(finding.seedFile)")
        return lines.joined(separator: "\n")
    }

    /// The table of totals, the closing line, each counterexample's replay command, and the harness's events and problems.
    func printTotals(_ summary: RunSummary) {
        console.clearProgress()
        let width = max(28, summary.properties.map(\.propertyID.count).max() ?? 0)
        // A guided run adds what each property's kept cases reach: its features and how many cases it keeps.
        let guided = !latest.isEmpty || branches != nil
        var lines = [
            "",
            "property".padding(toLength: width, withPad: " ", startingAt: 0) + "       cases     cases/s  failures"
                + (guided ? "  features      kept" : "")
        ]
        for property in summary.properties {
            let found = property.failures + property.crashes
            let coverage = latest[property.propertyID].map { Self.rightAligned($0.features, 10) + Self.rightAligned($0.corpusSize, 10) }
            lines.append(
                property.propertyID.padding(toLength: width, withPad: " ", startingAt: 0)
                    + Self.rightAligned(property.casesRun, 12) + Self.rightAligned(Int(property.casesPerSecond), 12)
                    + Self.rightAligned(found, 10) + (guided ? coverage ?? "         –         –" : "")
                    + (property.crashes > 0 ? " (\(property.crashes) crash\(property.crashes == 1 ? "" : "es"))" : "")
                    + (property.started ? "" : "  (not started)"))
        }
        let cases = summary.properties.reduce(0) { $0 + $1.casesRun }
        let failures = summary.properties.reduce(0) { $0 + $1.failures }
        let crashes = summary.properties.reduce(0) { $0 + $1.crashes }
        let rate = summary.seconds > 0 ? Int(Double(cases) / summary.seconds) : 0
        lines.append("")
        lines.append(
            "\(summary.status): \(cases) cases in \(DurationText.describe(.milliseconds(Int64(summary.seconds * 1000)))) (\(rate) cases/s), "
                + "\(failures) failure\(failures == 1 ? "" : "s"), \(crashes) crash\(crashes == 1 ? "" : "es"); run seed \(summary.seed)")
        for counterexample in summary.counterexamples {
            lines.append("  \(counterexample.kind) of \(counterexample.propertyID): duo-fuzz replay \(counterexample.seedFile)")
        }
        for bad in summary.badSeedFiles { lines.append("  bad seed file: \(bad)") }
        if let branches { lines.append(Self.branchLine(branches)) }
        console.output(lines.joined(separator: "\n"))
        if !summary.harnessEvents.isEmpty {
            console.error("duo-fuzz: \(summary.harnessEvents.count) harness event(s), listed above and in the summary")
        }
        for problem in summary.harnessProblems { console.error("duo-fuzz: harness problem: \(problem)") }
    }

    /// A guided run's line on the core's branches: how many of the build's it reached, or why it cannot tell.
    static func branchLine(_ branches: CoreBranches) -> String {
        if let reason = branches.unavailable { return "the core's branches: not measured (\(reason))" }
        let files = branches.neverReached.count
        return "the core's branches: \(branches.reachedCount) of \(branches.branches.count) reached; "
            + "the others, in \(files) file\(files == 1 ? "" : "s"), are listed by line on the dashboard (--dashboard)"
    }

    /// `number` right-aligned in `width` columns.
    private static func rightAligned(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
