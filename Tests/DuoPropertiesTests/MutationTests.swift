import Foundation
import Testing
import DuoCheckEngine
import DuoProperties

/// The mutation self-check: every mutant is killed within the default case count, by the property that
/// guards its rule, and every bug shape the spec names shrinks to its minimal counterexample.
@Suite("Mutation self-check")
struct MutationTests {
    /// The CI profile's cases and seed. These tests read the killer and the shrunk value, not the explanation
    /// (ExplanationTests pins that), so the runs skip the explain phase.
    static let configuration = RunConfiguration(cases: 100, seed: RunConfiguration.continuousIntegrationSeed).withoutExplaining

    @Test("Every mutant is killed within 100 cases by the property that guards its rule", arguments: BugShape.all.map(\.id))
    func mutantIsKilled(id: String) throws {
        let mutant = try #require(BugShape.all.first { $0.id == id })
        let result = BugShapeRun.run(mutant, configuration: Self.configuration)
        #expect(result.killer == mutant.expectedKiller, "\(id) survived or was killed by another property: \(result.killer ?? "none")")
        for message in [result.failure?.message, result.failure?.original.failure?.message].compactMap({ $0 }) {
            #expect(PlatformText.platformDescription(in: message) == nil, "\(id)'s failure shows a platform's own description: \(message)")
        }
    }

    @Test("docs/mutation.md holds each mutant's line of the table duo-fuzz mutants prints", arguments: BugShape.all.map(\.id))
    func documentedRowIsFresh(id: String) throws {
        let mutant = try #require(BugShape.all.first { $0.id == id })
        let row = try #require(BugShapeRun.table([mutant], seeds: Array(1...21), cases: 100).first)
        let line = BugShapeRun.markdownLine(row, cases: 100)
        #expect(try Self.documentedTable().contains(line), "docs/mutation.md's line for \(id) is not:\n\(line)\n(duo-fuzz mutants prints the table)")
    }

    @Test("docs/mutation.md's table has the header and one line per mutant, in order")
    func documentedTableHasEveryMutant() throws {
        let lines = try Self.documentedTable()
        #expect(Array(lines.prefix(2)) == BugShapeRun.markdownHeader)
        let ids = lines.dropFirst(2).prefix { $0.hasPrefix("|") }.map {
            $0.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(ids.map { $0.replacingOccurrences(of: " (spec)", with: "") } == BugShape.all.map(\.id))
    }

    /// The lines of the mutation table in `docs/mutation.md`.
    static func documentedTable() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/mutation.md"), encoding: .utf8)
        guard let begin = document.range(of: "<!-- BEGIN duo-fuzz mutants -->\n"), let end = document.range(of: "<!-- END duo-fuzz mutants -->")
        else { return [] }
        return document[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    /// What "minimal" means for each named bug shape: the simplest posture that shows it (FP before the others,
    /// as the generators list it), and every other drawn number at the bottom of its range.
    static let minimalCounterexamples: [String: [String: String]] = [
        "symmetric-left-inset": ["name": "FP", "margin": "0"],
        "band-sized-screen-centred": ["name": "FP", "margin": "0"],
        "trailing-control-left-inset": ["name": "FP", "margin": "0"],
        "full-screen-insets-ignored": ["name": "UP", "rowHeight": "16", "rowMinY": "0"],
        "mixed-status-heights": ["name": "UP", "margin": "0"],
        "cover-screen-while-unfolded": ["name": "UP"],
        "width-class-as-ipad": ["name": "UL"],
        "preview-negative-space": ["name": "FP", "height": "0"],
        "home-button-lift": ["name": "FP", "height": "0"],
        "parked-in-strip": ["name": "FP"],
        "fix-never-applied": ["name": "FL", "minY": "0", "maxY": "0"]
    ]

    @Test("Each bug shape the spec names shrinks to its minimal counterexample", arguments: BugShape.namedInSpec.map(\.id))
    func namedBugShapeShrinksToMinimum(id: String) throws {
        let mutant = try #require(BugShape.all.first { $0.id == id })
        let failure = try #require(BugShapeRun.run(mutant, configuration: Self.configuration).failure)
        let expected = try #require(Self.minimalCounterexamples[id], "no minimum written down for \(id)")
        let value = try JSONSerialization.jsonObject(with: failure.shrunk.value.encoded())
        for (key, wanted) in expected {
            #expect(
                firstValue(named: key, in: value).map { "\($0)" } == wanted,
                "\(id): \(key) shrank to \(firstValue(named: key, in: value) ?? "nothing"), not \(wanted)")
        }
    }

    @Test("The table's cases to failure are the median, the 90th percentile and the most over the seeds; a survival reads past the case count")
    func casesToFailureSummary() throws {
        let mutant = try #require(BugShape.all.first)
        let result = BugShapeRun.run(mutant, configuration: Self.configuration)
        let row = BugShapeTableRow(result: result, casesToFailure: [7, 1, nil, 3, 2, 9, 4, 5, 6, 8])
        #expect(row.medianCasesToFailure(cases: 100) == 6)
        #expect(row.casesToFailure(forFractionOfSeeds: 0.9, cases: 100) == 9)
        #expect(row.casesToFailure(forFractionOfSeeds: 1, cases: 100) == 101)
        #expect(row.casesToFailureSummary(cases: 100) == "6 / 9 / > 100")
        #expect(BugShapeTableRow(result: result, casesToFailure: [2]).casesToFailureSummary(cases: 100) == "2 / 2 / 2")
        #expect(BugShapeRun.markdown([row], cases: 100).contains("| 6 / 9 / > 100 |"))
    }

    @Test("Every bug shape the spec names has a mutant")
    func everyNamedShapeHasAMutant() {
        #expect(BugShape.namedInSpec.count == 11)
        #expect(Set(BugShape.all.map(\.id)).count == BugShape.all.count)
    }
}

/// The first value stored under `key` anywhere in a decoded JSON tree (breadth first).
private func firstValue(named key: String, in tree: Any) -> Any? {
    var queue: [Any] = [tree]
    while !queue.isEmpty {
        let node = queue.removeFirst()
        if let object = node as? [String: Any] {
            if let found = object[key] { return found }
            queue.append(contentsOf: object.keys.sorted().compactMap { object[$0] })
        } else if let array = node as? [Any] {
            queue.append(contentsOf: array)
        }
    }
    return nil
}
