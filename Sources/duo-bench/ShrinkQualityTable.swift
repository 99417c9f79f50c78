import DuoCheckEngine
import DuoCheckKnownAnswers
import Foundation

/// One standard shrinking problem over many seeds: how often the shrunk counterexample is the minimum, and what
/// shrinking cost beside Hypothesis's published mean.
struct ShrinkQualityRow: Codable {
    var problem: String
    var minimum: String
    var seeds: Int
    var atMinimum: Int
    var meanEvaluations: Double
    var hypothesisMeanEvaluations: Double?

    /// Whether the row meets the targets: the minimum in 95% of the seeds or more, and at most twice Hypothesis's
    /// mean evaluations where it publishes one.
    var meetsTargets: Bool {
        Double(atMinimum) >= 0.95 * Double(seeds) && hypothesisMeanEvaluations.map { meanEvaluations <= 2 * $0 } ?? true
    }
}

/// Measures every standard problem over seeds `1...seedCount`.
func measureShrinkQuality(seedCount: Int, log: (String) -> Void) -> [ShrinkQualityRow] {
    StandardProblems.all.map { problem in
        log("  \(problem.name)...")
        let quality = problem.measure(seeds: (1...seedCount).map(UInt64.init))
        return ShrinkQualityRow(
            problem: problem.name, minimum: problem.minimum.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: ""),
            seeds: seedCount, atMinimum: quality.attempts.filter(\.reachedMinimum).count, meanEvaluations: quality.meanEvaluations,
            hypothesisMeanEvaluations: problem.hypothesisMeanEvaluations)
    }
}

/// The table of ``measureShrinkQuality(seedCount:log:)``'s rows.
func shrinkQualityMarkdown(_ rows: [ShrinkQualityRow]) -> [String] {
    var lines = ["| problem | minimum | seeds at the minimum | mean evaluations | Hypothesis's mean | |", "|---|---|---:|---:|---:|---|"]
    for row in rows {
        let hypothesis = row.hypothesisMeanEvaluations.map { String(format: "%.1f", $0) } ?? "–"
        lines.append("| \(row.problem) | `\(row.minimum)` | \(row.atMinimum) of \(row.seeds) | \(String(format: "%.1f", row.meanEvaluations)) | \(hypothesis) | \(row.meetsTargets ? "met" : "**missed**") |")
    }
    return lines
}
