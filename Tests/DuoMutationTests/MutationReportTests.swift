import Testing
@testable import DuoMutation

/// The end of a run: the table per operator, its score, and the survivors' diffs.
@Suite("Mutation report")
struct MutationReportTests {
    static let source = "func f(a: Int, b: Int) -> Bool {\n    a < b && a > 0\n}\n"

    /// A result for the `index`-th site of ``source`` with `outcome`, listed as equivalent or not.
    func result(_ index: Int, _ outcome: MutantOutcome, listed: Bool = false) -> MutantResult {
        let sites = SiteFinder(file: "Sources/DuoGeometry/F.swift", source: Array(Self.source.utf8)).sites()
        return MutantResult(
            site: sites[index % sites.count], outcome: outcome, killer: outcome == .killed ? "a-property" : nil, detail: nil,
            isListedEquivalent: listed, buildSeconds: 1, verdictSeconds: 0.5)
    }

    @Test(
        "the scores are killed (by the properties, or with the snapshots too) / (killed + survived + timed out); stillborn and listed mutants count apart"
    )
    func score() {
        let results = [
            result(0, .killed), result(0, .killed), result(0, .killedBySnapshots), result(0, .survived), result(0, .stillborn),
            result(0, .timedOut), result(0, .survived, listed: true), result(0, .killed, listed: true),
            result(0, .killedBySnapshots, listed: true)
        ]
        let (_, total) = MutationTable.tallies(results)
        #expect(
            total == MutationTable.Tally(killed: 2, killedBySnapshots: 1, survived: 1, stillborn: 1, timedOut: 1, equivalent: 1, wronglyListed: 2))
        #expect(total.scoreText == "40.0%" && total.scoreWithSnapshotsText == "60.0%")
        let table = MutationTable.markdown(results)
        #expect(
            table.hasPrefix(
                "| operator | killed | killed by snapshots only | survived | stillborn | timed out | equivalent | score: properties | score: with snapshots |"
            ))
        #expect(table.contains("| **total** | 2 | 1 | 1 | 1 | 1 | 1 | 40.0% | 60.0% |"))
        #expect(table.contains("wrongly listed"))
        #expect(MutationTable.Tally().scoreText == "-")
    }

    @Test("one row per operator that ran, in operator order")
    func rows() {
        let sites = SiteFinder(file: "Sources/DuoGeometry/F.swift", source: Array(Self.source.utf8)).sites()
        let operators = MutationTable.tallies((0..<sites.count).map { result($0, .killed) }).rows.map(\.0)
        #expect(operators == [.relational, .andOr, .positiveNonzero])
    }

    @Test("a survivor's diff shows its line before and after, under its id, file and line")
    func diff() {
        let survivor = result(0, .survived)
        let text = SurvivorDiff.markdown(survivor.site, original: Array(Self.source.utf8))
        #expect(
            text == """
                #### \(survivor.site.id)
                Sources/DuoGeometry/F.swift:2
                ```diff
                -    a < b && a > 0
                +    a <= b && a > 0
                ```
                """)
        #expect(survivor.isSurvivor && survivor.label == "survived")
        #expect(result(0, .killed, listed: true).label == "WRONGLY LISTED")
        #expect(result(0, .survived, listed: true).label == "equivalent")
    }
}
