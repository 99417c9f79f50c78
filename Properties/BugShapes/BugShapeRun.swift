import Foundation
import DuoCheckEngine

/// What running the suites against one bug shape found.
package struct BugShapeResult {
    /// The bug shape.
    package let shape: BugShape
    /// The first property (in catalogue order, the expected killer first) that failed, or nil: a survivor.
    package let killer: String?
    /// The failure, shrunk.
    package let failure: FailureReport?

    /// Whether some property killed the mutant.
    package var isKilled: Bool { killer != nil }
    /// The number of cases the killer needed to its first failure.
    package var casesToFailure: Int? { failure.map { $0.caseIndex + 1 } }
}

/// Runs the suites against bug shapes.
package enum BugShapeRun {
    /// Runs every property against `mutant`, the expected killer first, and stops at the first failure.
    package static func run(_ mutant: BugShape, configuration: RunConfiguration) -> BugShapeResult {
        let properties = PropertyCatalogue.properties(using: mutant.helpers)
        let ordered = properties.filter { $0.id == mutant.expectedKiller } + properties.filter { $0.id != mutant.expectedKiller }
        for property in ordered {
            if let failure = property.run(configuration).failure {
                return BugShapeResult(shape: mutant, killer: property.id, failure: failure)
            }
        }
        return BugShapeResult(shape: mutant, killer: nil, failure: nil)
    }

    /// The cases to first failure of `mutant`'s expected killer under each seed (nil where it survived).
    /// Only the first failure's index counts, so these runs neither shrink nor explain it.
    package static func casesToFailure(_ mutant: BugShape, seeds: [UInt64], cases: Int) -> [Int?] {
        guard let property = PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers) else { return seeds.map { _ in nil } }
        return seeds.map { seed in
            property.run(RunConfiguration(cases: cases, seed: seed, shrinkEvaluationBudget: 0).withoutExplaining).failure.map { $0.caseIndex + 1 }
        }
    }
}

/// One row of the mutation table.
package struct BugShapeTableRow {
    /// The mutant's result under the first seed.
    package let result: BugShapeResult
    /// Cases to first failure under each seed (nil where it survived).
    package let casesToFailure: [Int?]

    /// Creates a row from the first seed's result and every seed's cases to first failure.
    package init(result: BugShapeResult, casesToFailure: [Int?]) {
        self.result = result
        self.casesToFailure = casesToFailure
    }

    /// The cases to first failure under each seed, fewest first; a seed under which the mutant survived
    /// counts as `cases + 1`, past the case count.
    func sortedCasesToFailure(cases: Int) -> [Int] {
        casesToFailure.map { $0 ?? cases + 1 }.sorted()
    }

    /// The median number of cases to first failure over the seeds (survivals count as past the case count).
    package func medianCasesToFailure(cases: Int) -> Int {
        let sorted = sortedCasesToFailure(cases: cases)
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The fewest cases to first failure within which `fraction` of the seeds failed (nearest rank: 0.9
    /// is the 90th percentile, 1 the most any seed needed); survivals count as past the case count.
    package func casesToFailure(forFractionOfSeeds fraction: Double, cases: Int) -> Int {
        let sorted = sortedCasesToFailure(cases: cases)
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// The table's cell: the median, the 90th percentile and the most cases to first failure over the seeds,
    /// as "2 / 5 / 11"; a figure past the case count reads "> N" (some seed's run survived).
    package func casesToFailureSummary(cases: Int) -> String {
        let figures = [
            medianCasesToFailure(cases: cases), casesToFailure(forFractionOfSeeds: 0.9, cases: cases),
            casesToFailure(forFractionOfSeeds: 1, cases: cases)
        ]
        return
            figures
            .map { $0 > cases ? "> \(cases)" : "\($0)" }
            .joined(separator: " / ")
    }
}

extension BugShapeRun {
    /// The mutation table: every mutant run against the suites under `seeds[0]`, and its expected killer's
    /// cases to first failure under every seed. A line shows the shrunk counterexample, not the explanation, so
    /// no run explains.
    package static func table(_ mutants: [BugShape] = BugShape.all, seeds: [UInt64], cases: Int) -> [BugShapeTableRow] {
        mutants.map { mutant in
            BugShapeTableRow(
                result: run(mutant, configuration: RunConfiguration(cases: cases, seed: seeds.first ?? 0).withoutExplaining),
                casesToFailure: casesToFailure(mutant, seeds: seeds, cases: cases))
        }
    }

    /// The table's two header lines.
    package static let markdownHeader = [
        "| mutant | bug shape | killed by | cases to failure: median / 90% / most | shrunk counterexample |",
        "|---|---|---|---|---|"
    ]

    /// One mutant's line of the table: its bug shape, its killer, its cases to failure over the seeds (median, 90th
    /// percentile, most) and the shrunk counterexample. Every part is the same on every run and machine.
    package static func markdownLine(_ row: BugShapeTableRow, cases: Int) -> String {
        let result = row.result
        let shrunk = result.failure.map { summary(ofShrunkValue: $0.shrunk.valueText) + ": " + $0.message } ?? "survived"
        return
            "| \(result.shape.id)\(result.shape.isNamedInSpec ? " (spec)" : "") | \(result.shape.summary) | \(result.killer ?? "**survived**") | "
            + "\(row.casesToFailureSummary(cases: cases)) | \(shrunk.replacingOccurrences(of: "|", with: "/")) |"
    }

    /// The table as Markdown (the header, a line per mutant) and a closing score line: what `duo-fuzz mutants`
    /// prints and `docs/mutation.md` holds.
    package static func markdown(_ rows: [BugShapeTableRow], cases: Int) -> String {
        var lines = markdownHeader + rows.map { markdownLine($0, cases: cases) }
        lines.append("")
        lines.append("Mutation score: \(rows.filter(\.result.isKilled).count) of \(rows.count) killed.")
        return lines.joined(separator: "\n")
    }

    /// A one-line summary of a shrunk value: its layout's name and its other top-level numbers.
    static func summary(ofShrunkValue json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return json }
        var parts: [String] = []
        func visit(_ node: Any, depth: Int) {
            guard depth < 3, let dictionary = node as? [String: Any] else { return }
            for key in dictionary.keys.sorted() {
                let value = dictionary[key]!
                if key == "name", let name = value as? String {
                    parts.insert(name, at: 0)
                } else if value is NSNumber || value is String, key != "kind" {
                    parts.append("\(key) \(value)")
                } else if key == "sample" || key == "band" {
                    visit(value, depth: depth + 1)
                }
            }
        }
        if let array = object as? [Any] { return "\(array)" }
        visit(object, depth: 0)
        return parts.joined(separator: ", ")
    }
}
