import Foundation
import DuoCheckEngine

/// The Markdown table of a run: one row per operator and a total, each counting its mutants by outcome.
///
/// Mutants on the reviewed equivalent list count only under "equivalent" (unless killed: then they are
/// wrongly listed, and counted under "wrongly listed" below the table). Over the rest there are two scores:
/// the properties alone, killed ÷ (killed + killed by snapshots + survived + timed out), and the properties
/// with the snapshots, (killed + killed by snapshots) ÷ the same. A stillborn mutant says nothing about the
/// checks, so it counts in neither part.
enum MutationTable {
    /// The tallies of one row.
    struct Tally: Equatable {
        var killed = 0
        var killedBySnapshots = 0
        var survived = 0
        var stillborn = 0
        var timedOut = 0
        var equivalent = 0
        var wronglyListed = 0

        /// Counts one result.
        mutating func add(_ result: MutantResult) {
            if result.isWronglyListed {
                wronglyListed += 1
                return
            }
            if result.isListedEquivalent {
                equivalent += 1
                return
            }
            switch result.outcome {
            case .killed: killed += 1
            case .killedBySnapshots: killedBySnapshots += 1
            case .survived: survived += 1
            case .stillborn: stillborn += 1
            case .timedOut: timedOut += 1
            }
        }

        /// The mutants that count toward the scores.
        var judged: Int { killed + killedBySnapshots + survived + timedOut }

        /// The properties' score: killed ÷ judged, or `nil` when nothing counts.
        var score: Double? {
            judged == 0 ? nil : Double(killed) / Double(judged)
        }

        /// The properties' and snapshots' score together, or `nil` when nothing counts.
        var scoreWithSnapshots: Double? {
            judged == 0 ? nil : Double(killed + killedBySnapshots) / Double(judged)
        }

        /// The properties' score as a percentage with one decimal, or `-`.
        var scoreText: String { Self.percent(score) }

        /// The score with the snapshots as a percentage with one decimal, or `-`.
        var scoreWithSnapshotsText: String { Self.percent(scoreWithSnapshots) }

        static func percent(_ value: Double?) -> String {
            value.map { DecimalText.fixed($0 * 100, places: 1) + "%" } ?? "-"
        }
    }

    /// The tally of each operator that has a result, in operator order, and the total.
    static func tallies(_ results: [MutantResult]) -> (rows: [(MutationOperator, Tally)], total: Tally) {
        var total = Tally()
        var rows: [(MutationOperator, Tally)] = []
        for mutationOperator in MutationOperator.allCases {
            let mine = results.filter { $0.site.mutationOperator == mutationOperator }
            guard !mine.isEmpty else { continue }
            var tally = Tally()
            for result in mine {
                tally.add(result)
                total.add(result)
            }
            rows.append((mutationOperator, tally))
        }
        return (rows, total)
    }

    /// The table in Markdown.
    static func markdown(_ results: [MutantResult]) -> String {
        let (rows, total) = tallies(results)
        var lines = [
            "| operator | killed | killed by snapshots only | survived | stillborn | timed out | equivalent | score: properties | score: with snapshots |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
        ]
        func line(_ name: String, _ tally: Tally) -> String {
            "| \(name) | \(tally.killed) | \(tally.killedBySnapshots) | \(tally.survived) | \(tally.stillborn) | \(tally.timedOut) | \(tally.equivalent) | \(tally.scoreText) | \(tally.scoreWithSnapshotsText) |"
        }
        for (mutationOperator, tally) in rows { lines.append(line(mutationOperator.name, tally)) }
        lines.append(line("**total**", total))
        if total.wronglyListed > 0 {
            lines.append("")
            lines.append("**\(total.wronglyListed) mutant(s) on the equivalent list were killed: wrongly listed.**")
            for result in results where result.isWronglyListed {
                lines.append("- \(result.site.id) (\(result.site.file):\(result.site.line)) killed by \(result.killer ?? "?")")
            }
        }
        return lines.joined(separator: "\n")
    }
}
