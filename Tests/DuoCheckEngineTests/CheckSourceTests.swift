import Testing
@testable import DuoCheckEngine

/// Every check carries its source: the property's for its main check, the decision's for a decision check; the
/// report prints the failing check's, and a run of the specification's scope leaves decisions out.
@Suite struct CheckSourceTests {
    static let evenDecision = Decision("an odd value is read as the even one below it", because: "the rule says nothing of odd values")

    /// Rule 2 holds below 900; the decision holds for even values only.
    static let mixed = Property(
        "engine.source.mixed", source: .rule(2), generator: Gen.int(in: 0...1000),
        decisions: [DecisionCheck(evenDecision) { value in try require(value % 2 == 0, "\(value) is odd") }]
    ) { value in
        try require(value < 900, "\(value) reaches 900")
    }

    @Test("sources print as a report names them")
    func sourcesPrint() {
        #expect(CheckSource.rule(2).description == "rule 2" && CheckSource.rule(2).section == "Rule 2")
        #expect(CheckSource.section("Strips").description == "rule: Strips" && CheckSource.section("Strips").section == "Strips")
        #expect(CheckSource.bugShape("the left inset for both sides").description == "bug shape: the left inset for both sides")
        #expect(Self.evenDecision.source.description == "decision: an odd value is read as the even one below it")
        #expect(Self.evenDecision.source.section == "Decisions")
        #expect(Property("engine.source.named", rule: "sorting", generator: Gen.int(in: 0...1)) { _ in }.source == .section("sorting"))
    }

    @Test("a failing main check carries the property's source, a failing decision check the decision's")
    func failuresCarryTheirCheck() {
        #expect(Self.mixed.failure(checking: 950)?.source == .rule(2))
        #expect(Self.mixed.failure(checking: 951)?.source == .rule(2), "the main check runs first")
        #expect(Self.mixed.failure(checking: 3)?.source == Self.evenDecision.source)
        #expect(Self.mixed.failure(checking: 4) == nil)
    }

    @Test("the report's first line names the failing check's source")
    func reportNamesTheSource() throws {
        let decisionOnly = Property(
            "engine.source.decision", source: .rule(2), generator: Gen.int(in: 0...899),
            decisions: Self.mixed.decisions, check: Self.mixed.check)
        let decided = try #require(decisionOnly.run(RunConfiguration(cases: 200, seed: 3)).failure)
        #expect(decided.source == Self.evenDecision.source)
        #expect(decided.description.hasPrefix("Property \"engine.source.decision\" failed (decision: an odd value is read as the even one below it)"))
        let ruled = try #require(Self.mixed.checking(.specification).run(RunConfiguration(cases: 500, seed: 3)).failure)
        #expect(ruled.description.hasPrefix("Property \"engine.source.mixed\" failed (rule 2)"), "\(ruled)")
        #expect(ruled.message.hasSuffix("reaches 900"))
    }

    @Test("the specification's scope leaves every decision out, and a property whose source is a decision holds")
    func scopes() {
        let specification = Self.mixed.checking(.specification)
        #expect(specification.decisions.isEmpty && specification.failure(checking: 3) == nil)
        #expect(specification.failure(checking: 950)?.source == .rule(2))
        #expect(Self.mixed.checking(.specificationAndDecisions).failure(checking: 3)?.source == Self.evenDecision.source)
        let decided = Property("engine.source.decided", source: Self.evenDecision.source, generator: Gen.int(in: 0...9)) { value in
            try require(value % 2 == 0)
        }
        #expect(decided.failure(checking: 3)?.source == Self.evenDecision.source)
        #expect(decided.checking(.specification).failure(checking: 3) == nil)
        let erased = AnyProperty(Self.mixed)
        #expect(erased.decisions == [Self.evenDecision] && erased.rule == "Rule 2" && erased.checking(.specification).decisions.isEmpty)
        #expect(erased.checking(.specification).replay(choices: [3]).failure == nil && erased.replay(choices: [3]).failure != nil)
    }

    @Test("drawing alone checks nothing: neither the main check nor a decision, and the draws are the same")
    func drawingOnly() {
        let drawing = Self.mixed.checking(.drawingOnly)
        #expect(drawing.decisions.isEmpty && [3, 950, 951].allSatisfy { drawing.failure(checking: $0) == nil })
        let report = drawing.run(RunConfiguration(cases: 500, seed: 3))
        #expect(report.failure == nil && report.casesRun == 500)
        #expect(drawing.drawCase(caseSeed: 7).choices == Self.mixed.drawCase(caseSeed: 7).choices)
        #expect(AnyProperty(Self.mixed).checking(.drawingOnly).replay(choices: [951]).failure == nil)
    }

    @Test("a check marked as a decision inside a main check carries the decision, and the specification's scope skips it")
    func markedChecks() {
        let inline = Property("engine.source.inline", source: .rule(2), generator: Gen.int(in: 0...1000)) { value in
            try decided(Self.evenDecision) { try require(value % 2 == 0, "\(value) is odd") }
            try require(value < 900, "\(value) reaches 900")
        }
        #expect(inline.failure(checking: 3)?.source == Self.evenDecision.source)
        #expect(inline.failure(checking: 951)?.source == Self.evenDecision.source, "the marked check keeps its place")
        #expect(inline.failure(checking: 950)?.source == .rule(2))
        let specification = inline.checking(.specification)
        #expect(specification.failure(checking: 3) == nil && specification.failure(checking: 951)?.source == .rule(2))
        #expect(CheckScope.current == .specificationAndDecisions, "the scope is the run's only while a check runs")
    }

    @Test("a check that a decision bears on only for some values is the property's own check for the others")
    func conditionallyMarkedChecks() {
        // Rule 2 says values below 500 are even; the decision says the same of the others.
        let split = Property("engine.source.split", source: .rule(2), generator: Gen.int(in: 0...1000)) { value in
            try decided(Self.evenDecision, when: value >= 500) { try require(value % 2 == 0, "\(value) is odd") }
        }
        #expect(split.failure(checking: 3)?.source == .rule(2) && split.checking(.specification).failure(checking: 3)?.source == .rule(2))
        #expect(split.failure(checking: 503)?.source == Self.evenDecision.source)
        #expect(split.checking(.specification).failure(checking: 503) == nil)
    }

    @Test("a check whose decision only a costly reading tells asks for it only to name a failure, or in the specification's scope to skip")
    func checksMarkedByAReading() {
        // Values from 500 rest on the decision; the reading counts how often it is asked.
        final class Readings: @unchecked Sendable { var count = 0 }
        let readings = Readings()
        @Sendable func reading(_ value: Int) -> Decision? {
            readings.count += 1
            return value >= 500 ? Self.evenDecision : nil
        }
        let read = Property("engine.source.read", source: .rule(2), generator: Gen.int(in: 0...1000)) { value in
            try decided(by: reading(value)) { try require(value % 2 == 0, "\(value) is odd") }
        }
        #expect(read.failure(checking: 4) == nil && readings.count == 0, "a check that holds asks for no reading")
        #expect(read.failure(checking: 3)?.source == .rule(2) && read.failure(checking: 503)?.source == Self.evenDecision.source)
        #expect(readings.count == 2)
        let specification = read.checking(.specification)
        #expect(specification.failure(checking: 3)?.source == .rule(2) && specification.failure(checking: 503) == nil)
    }
}
