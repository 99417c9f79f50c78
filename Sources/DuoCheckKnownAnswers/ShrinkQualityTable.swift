import DuoCheckEngine
import Foundation

/// One standard shrinking problem over many seeds: how often the shrunk counterexample is the minimum, and what
/// shrinking cost beside Hypothesis's published mean.
public struct ShrinkQualityRow: Codable, Equatable, Sendable {
    /// The problem's name.
    public var problem: String
    /// Its known minimum, on one line.
    public var minimum: String
    /// How many seeds were run.
    public var seeds: Int
    /// How many of them shrank to the minimum.
    public var atMinimum: Int
    /// The mean evaluations of the property while shrinking.
    public var meanEvaluations: Double
    /// Hypothesis's published mean evaluations, where it publishes one.
    public var hypothesisMeanEvaluations: Double?

    /// Whether the row meets the targets: the minimum in 95% of the seeds or more, and at most twice Hypothesis's
    /// mean evaluations where it publishes one.
    public var meetsTargets: Bool {
        Double(atMinimum) >= 0.95 * Double(seeds) && hypothesisMeanEvaluations.map { meanEvaluations <= 2 * $0 } ?? true
    }
}

extension ShrinkQualityRow {
    /// The row of `problem` measured as `quality`.
    public init(problem: ShrinkProblem, quality: ShrinkQuality) {
        self.init(problem: problem.name, minimum: problem.minimum.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: ""),
                  seeds: quality.attempts.count, atMinimum: quality.attempts.filter(\.reachedMinimum).count,
                  meanEvaluations: quality.meanEvaluations, hypothesisMeanEvaluations: problem.hypothesisMeanEvaluations)
    }

    /// The table's two header lines.
    public static let markdownHeader = ["| problem | minimum | seeds at the minimum | mean evaluations | Hypothesis's mean | |", "|---|---|---:|---:|---:|---|"]

    /// The row as one line of the table.
    public var markdownLine: String {
        let hypothesis = hypothesisMeanEvaluations.map { String(format: "%.1f", $0) } ?? "–"
        return "| \(problem) | `\(minimum)` | \(atMinimum) of \(seeds) | \(String(format: "%.1f", meanEvaluations)) | \(hypothesis) | \(meetsTargets ? "met" : "**missed**") |"
    }
}

/// Measures every standard problem over seeds `1...seedCount`.
public func measureShrinkQuality(seedCount: Int, log: (String) -> Void = { _ in }) -> [ShrinkQualityRow] {
    StandardProblems.all.map { problem in
        log("  \(problem.name)...")
        return ShrinkQualityRow(problem: problem, quality: problem.measure(seeds: (1...seedCount).map(UInt64.init)))
    }
}

/// The table of ``measureShrinkQuality(seedCount:log:)``'s rows, one line each: what `duo-bench --only quality`
/// prints (over 100 seeds, or 20 with `--quick`) and `docs/engine.md` holds (20 seeds).
public func shrinkQualityMarkdown(_ rows: [ShrinkQualityRow]) -> [String] {
    ShrinkQualityRow.markdownHeader + rows.map(\.markdownLine)
}
