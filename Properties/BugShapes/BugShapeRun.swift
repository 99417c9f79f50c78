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
        let shrunk = result.failure.map { summary(ofShrunkValue: $0.shrunk.value) + ": " + $0.message } ?? "survived"
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

    /// A one-line summary of a shrunk value, read from its tree: its layout's name first, then its other top-level
    /// numbers and strings (and those of its `sample` and `band`), by key. The cells keep the spelling they had when
    /// they were read from the value's text parsed back by `JSONSerialization`: a number as the text writes it (`-0`
    /// as `0`), a boolean as `1` or `0`, a value that is an array as Swift describes an array, and any other value that
    /// is not an object as its text.
    package static func summary(ofShrunkValue value: JSONValue) -> String {
        switch value {
        case .array(let items): return arrayText(items)
        case .object: break
        default: return value.text
        }
        var parts: [String] = []
        collect(value, depth: 0, into: &parts)
        return parts.joined(separator: ", ")
    }

    /// Adds the named parts of `node`, an object `depth` levels down, to `parts`.
    private static func collect(_ node: JSONValue, depth: Int, into parts: inout [String]) {
        guard depth < 3, case .object(let members) = node else { return }
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            if key == "name", case .string(let name) = value {
                parts.insert(name, at: 0)
            } else if key != "kind", let text = scalarText(value) {
                parts.append("\(key) \(text)")
            } else if key == "sample" || key == "band" {
                collect(value, depth: depth + 1, into: &parts)
            }
        }
    }

    /// A number, a boolean or a string as a cell spells it; nil for anything else.
    private static func scalarText(_ value: JSONValue) -> String? {
        switch value {
        case .bool(let truth): return truth ? "1" : "0"
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .number(let number) where !number.isFinite: return number.isNaN ? "nan" : number < 0 ? "-inf" : "inf"
        case .number(let number):
            let text = JSONFormat.numberText(number)
            return text == "-0" ? "0" : text
        case .string(let text): return text
        case .null, .array, .object: return nil
        }
    }

    /// An array as Swift describes an array of parsed JSON: `[1, 2.5, "x", <null>]`.
    private static func arrayText(_ items: [JSONValue]) -> String {
        let parts = items.map { item -> String in
            switch item {
            case .string(let text): return String(reflecting: text)
            case .null: return "<null>"
            case .array(let inner): return arrayText(inner)
            case .object(let members):
                let pairs = members.sorted { $0.key < $1.key }.map { key, value in
                    "\(String(reflecting: key)): \(arrayText([value]).dropFirst().dropLast())"
                }
                return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
            default: return scalarText(item) ?? ""
            }
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
