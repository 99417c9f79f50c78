import DuoCheckEngine
import DuoProperties
import Testing

/// The explain phase names what matters in each spec bug shape's counterexample: the postures that fail, the
/// parts that are free, and the ranges of the rows. Each mutant runs as `duo-fuzz mutants` runs it under seed 1.
@Suite("Explanations")
struct ExplanationTests {
    /// The explanations of seven mutants, pinned whole.
    static let pinned: [String: [String]] = [
        "symmetric-left-inset": [
            "explained (46 evaluations):",
            "  sample: FP, synthetic foldable, inconsistent FP, FL, FR, UL fail the same way; iPhone 5/SE (1st) portrait, synthetic ordinary, UP pass",
            "  anchoredAtBottom, height (0…120), includesSafeInsets, margin (0…32): free, together"
        ],
        "band-sized-screen-centred": [
            "explained (47 evaluations):",
            "  anchoredAtBottom: true fails the same way; false pass",
            "  includesSafeInsets: true fails the same way; false pass",
            "  sample: FP, FR, UL fail the same way; iPhone 5/SE (1st) portrait, synthetic ordinary, synthetic foldable, inconsistent FP, FL, UP pass",
            "  height (0…120), margin (0…32): free, together"
        ],
        "mixed-status-heights": [
            "explained (46 evaluations):",
            "  sample: UP, synthetic islands, synthetic island fail the same way; FP pass",
            "  anchoredAtBottom, height (0…120), includesSafeInsets, margin (0…32): free, together"
        ],
        "fix-never-applied": [
            "explained (55 evaluations):",
            "  kind: anywhere, zero height, bottom edge, reversed, past the window's edges fail the same way; touching a block pass",
            "  maxY: any value in 0…384 fails the same way; 384.5 above pass",
            "  sample: FL, UP fail the same way; iPhone 6/7/8/SE portrait, synthetic ordinary, synthetic foldable, inconsistent synthetic foldable, FP, FR, UL pass",
            "  minY (0…466): free"
        ],
        "block-edge-off-by-one": [
            "explained (58 evaluations):",
            "  kind: anywhere, reversed, past the window's edges fail the same way; touching a block, zero height, bottom edge pass",
            "  maxY: any value in 0.5…300 fails the same way; 0 below pass",
            "  minY: any value in 0…0.5 fails the same way; 1 above pass",
            "  sample: some synthetic foldable fails the same way; FP, iPhone 5/SE (1st) portrait, synthetic ordinary, inconsistent FP pass"
        ],
        "hosted-lookup-ignores-orientation": [
            "explained (21 evaluations):",
            "  name: FL, FR fail the same way; iPhone 6/7/8/SE portrait, FP, UP, UL pass",
            "  orientation: portrait, portraitUpsideDown, landscapeRight fail the same way; landscapeLeft pass",
            "  size: [678,466] fails the same way; [679,466], [677,466], [678,300], [300,466] pass"
        ],
        "story-card-screen-centred": [
            "explained (23 evaluations):",
            "  name: \"synthetic iPad, square\" fails the same way; UP, FL, \"synthetic ordinary, square\", \"synthetic iPad, story card room around 0, landscape\" pass",
            "  layout: free"
        ]
    ]

    static func failure(of id: String) throws -> FailureReport {
        let mutant = try #require(BugShape.all.first { $0.id == id })
        return try #require(BugShapeRun.run(mutant, configuration: RunConfiguration(cases: 100, seed: 1)).failure)
    }

    @Test("a bug shape's explanation names the postures that fail, the free parts and the rows' ranges", arguments: pinned.keys.sorted())
    func explanationIsPinned(id: String) throws {
        let explanation = try #require(try Self.failure(of: id).explanation)
        #expect(explanation.lines == Self.pinned[id], "\(explanation.lines.joined(separator: "\n"))")
    }

    @Test(
        "every mutant's explanation takes at most 500 evaluations and names a part, and its report is at most 25 lines",
        arguments: BugShape.all.map(\.id))
    func everyMutantIsExplained(id: String) throws {
        let failure = try Self.failure(of: id)
        let explanation = try #require(failure.explanation)
        #expect(explanation.evaluations <= 500 && !explanation.budgetRanOut)
        #expect(!explanation.parts.isEmpty)
        #expect(failure.description.split(separator: "\n").count <= 25)
    }

    @Test("a budget too small to explain every part says so, and explains none past it")
    func smallBudgetIsReported() throws {
        let mutant = try #require(BugShape.all.first { $0.id == "block-edge-off-by-one" })
        let property = try #require(PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers))
        var configuration = RunConfiguration(cases: 100, seed: 1)
        configuration.explainBudget = 12
        let explanation = try #require(property.run(configuration).failure?.explanation)
        #expect(explanation.budgetRanOut && explanation.evaluations <= 13)
        #expect(explanation.lines.first == "explained (\(explanation.evaluations) evaluations, the budget ran out):")
        #expect(explanation.parts.contains { $0.finding == .unexplored })
    }
}
