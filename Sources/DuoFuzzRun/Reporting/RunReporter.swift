import Foundation
import DuoFuzzSupport

/// What a run shows and writes: the header, the progress line on a terminal, the
/// table of totals, and the JUnit and JSON reports.
struct RunReporter {
    let options: RunOptions
    let propertyCount: Int
    let console: Console

    /// The time budget of each property, if the run has one: the duration split evenly.
    var perPropertySeconds: Double? {
        options.duration.map { $0.seconds / Double(max(propertyCount, 1)) }
    }

    /// The budget in words: `20m (5m per property)`, `500 cases per property`.
    var budget: String {
        let perProperty = perPropertySeconds.map { DurationText.describe(.milliseconds(Int64($0 * 1000))) } ?? ""
        switch (options.duration, options.cases) {
        case (let duration?, let cases?):
            return "up to \(cases) cases per property within \(DurationText.describe(duration)) (\(perProperty) per property)"
        case (let duration?, nil): return "\(DurationText.describe(duration)) (\(perProperty) per property)"
        case (nil, let cases?): return "\(cases) cases per property"
        case (nil, nil): return "no budget"
        }
    }

    /// The header: what runs, the seed, and the stored seeds replayed first. It is printed once the
    /// stop handlers are installed, so that whoever waits for it may signal the run from then on.
    func printHeader(storedSeeds: Int) {
        let replay =
            options.replaysSeeds
            ? "replaying the \(storedSeeds) stored seed\(storedSeeds == 1 ? "" : "s") of these properties first (--no-replay skips this)"
            : "not replaying the stored seeds (--no-replay)"
        console.output(
            """
            duo-fuzz run: \(propertyCount) properties, \(budget), \(options.workers) worker\(options.workers == 1 ? "" : "s"), shard \(options.shard)
            run seed \(options.seed)\(options.seedIsRandom ? " (random)" : ""); rerun with --seed \(options.seed)
            \(replay)
            """)
    }

    /// The progress line: elapsed and remaining time, cases, rate, finds, and the property in hand.
    func drawProgress(elapsed: Double, cases: Int, found: Int, remainingFraction: Double?, current: String) {
        var remaining = "?"
        if let duration = options.duration {
            remaining = DurationText.describe(.milliseconds(Int64(max(0, duration.seconds - elapsed) * 1000)))
        } else if let done = remainingFraction, done > 0 {
            remaining = DurationText.describe(.milliseconds(Int64(max(0, elapsed * (1 - done) / done) * 1000)))
        }
        let rate = elapsed > 0 ? Int(Double(cases) / elapsed) : 0
        console.progress(
            "\(DurationText.describe(.milliseconds(Int64(elapsed * 1000)))) elapsed, \(remaining) left · \(cases) cases · \(rate) cases/s · "
                + "\(found) failure\(found == 1 ? "" : "s") · \(current)")
    }

    /// The table of totals, the closing line, each counterexample's replay command, and the harness's events and problems.
    func printTotals(_ summary: RunSummary) {
        console.clearProgress()
        let width = max(28, summary.properties.map(\.propertyID.count).max() ?? 0)
        var lines = ["", "property".padding(toLength: width, withPad: " ", startingAt: 0) + "       cases     cases/s  failures"]
        for property in summary.properties {
            let found = property.failures + property.crashes
            lines.append(
                property.propertyID.padding(toLength: width, withPad: " ", startingAt: 0)
                    + Self.rightAligned(property.casesRun, 12) + Self.rightAligned(Int(property.casesPerSecond), 12)
                    + Self.rightAligned(found, 10) + (property.crashes > 0 ? " (\(property.crashes) crash\(property.crashes == 1 ? "" : "es"))" : "")
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
        console.output(lines.joined(separator: "\n"))
        if !summary.harnessEvents.isEmpty {
            console.error("duo-fuzz: \(summary.harnessEvents.count) harness event(s), listed above and in the summary")
        }
        for problem in summary.harnessProblems { console.error("duo-fuzz: harness problem: \(problem)") }
    }

    /// Writes the JSON summary and the JUnit report, where asked (see ``ReportFile``); each that could not be
    /// written is named on standard error, and the options of those are returned. One failing never stops the other.
    func writeReports(_ summary: RunSummary) -> [String] {
        var unwritten: [String] = []
        if let path = options.summaryPath, !write(path, option: "--summary", { try summary.encoded() }) { unwritten.append("--summary") }
        if let path = options.junitPath, !write(path, option: "--junit", { Data(JUnitReport.xml(for: summary).utf8) }) { unwritten.append("--junit") }
        return unwritten
    }

    /// Writes a report, saying so on standard error when it cannot; whether it was written.
    private func write(_ url: URL, option: String, _ content: () throws -> Data) -> Bool {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ReportFile.write(try content(), to: url)
            return true
        } catch {
            console.error("duo-fuzz: \(option): \(ReportFileError.describe(error, path: url.relativePath))")
            return false
        }
    }

    /// `number` right-aligned in `width` columns.
    private static func rightAligned(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
