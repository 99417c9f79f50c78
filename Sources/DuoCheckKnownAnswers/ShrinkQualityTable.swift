import DuoCheckEngine
import Foundation

/// One standard shrinking problem over many seeds: how often the shrunk counterexample is the minimum, and what
/// shrinking cost beside Hypothesis's published mean.
package struct ShrinkQualityRow: Codable, Equatable, Sendable {
    /// The problem's name.
    package var problem: String
    /// Its known minimum, on one line.
    package var minimum: String
    /// How many seeds were run.
    package var seeds: Int
    /// How many of them shrank to the minimum.
    package var atMinimum: Int
    /// The mean evaluations of the property while shrinking.
    package var meanEvaluations: Double
    /// Hypothesis's published mean evaluations, where it publishes one.
    package var hypothesisMeanEvaluations: Double?
    /// The commonest counterexamples other than the minimum (at most three), with how many seeds shrank to each.
    package var misses: [ShrinkMiss] = []

    /// Whether the row meets the targets: the minimum in 95% of the seeds or more, and at most twice Hypothesis's
    /// mean evaluations where it publishes one.
    package var meetsTargets: Bool {
        Double(atMinimum) >= 0.95 * Double(seeds) && hypothesisMeanEvaluations.map { meanEvaluations <= 2 * $0 } ?? true
    }
}

extension ShrinkQualityRow {
    /// The row of `problem` measured as `quality`.
    package init(problem: ShrinkProblem, quality: ShrinkQuality) {
        self.init(
            problem: problem.name, minimum: problem.minimum.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: ""),
            seeds: quality.attempts.count, atMinimum: quality.attempts.filter(\.reachedMinimum).count,
            meanEvaluations: quality.meanEvaluations, hypothesisMeanEvaluations: problem.hypothesisMeanEvaluations,
            misses: quality.misses.prefix(3).map { ShrinkMiss(shrunk: $0.shrunk.replacingOccurrences(of: "\n", with: ""), seeds: $0.count) })
    }

    /// The row's misses as lines to print under the table: the problem, then each counterexample and its seeds.
    package var missLines: [String] {
        misses.map { "- \(problem): `\($0.shrunk.replacingOccurrences(of: "  ", with: ""))` from \($0.seeds) seeds" }
    }

    /// The table's two header lines.
    package static let markdownHeader = [
        "| problem | minimum | seeds at the minimum | mean evaluations | Hypothesis's mean | |", "|---|---|---:|---:|---:|---|"
    ]

    /// The row as one line of the table.
    package var markdownLine: String {
        let hypothesis = hypothesisMeanEvaluations.map { DecimalText.fixed($0, places: 1) } ?? "–"
        return
            "| \(problem) | `\(minimum)` | \(atMinimum) of \(seeds) | \(DecimalText.fixed(meanEvaluations, places: 1)) | \(hypothesis) | \(meetsTargets ? "met" : "**missed**") |"
    }
}

/// A counterexample that some seeds shrank to instead of a problem's minimum.
package struct ShrinkMiss: Codable, Equatable, Sendable {
    /// The counterexample, as JSON on one line.
    package var shrunk: String
    /// How many seeds shrank to it.
    package var seeds: Int
}

/// Measures every standard problem over seeds `1...seedCount`, or only those named in `only` where it names any.
package func measureShrinkQuality(seedCount: Int, only: [String] = [], log: (String) -> Void = { _ in }) -> [ShrinkQualityRow] {
    StandardProblems.all.filter { only.isEmpty || only.contains($0.name) }.map { problem in
        log("  \(problem.name)...")
        return ShrinkQualityRow(problem: problem, quality: problem.measure(seeds: (1...seedCount).map(UInt64.init)))
    }
}

/// The table of ``measureShrinkQuality(seedCount:only:log:)``'s rows, one line each: what `duo-bench --only quality`
/// prints (over 100 seeds, or 20 with `--quick`) and `docs/engine.md` holds (20 seeds).
package func shrinkQualityMarkdown(_ rows: [ShrinkQualityRow]) -> [String] {
    ShrinkQualityRow.markdownHeader + rows.map(\.markdownLine)
}
