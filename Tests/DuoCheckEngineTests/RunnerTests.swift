import Testing
@testable import DuoCheckEngine

/// The runner: determinism, shards, reports, and the statistics problems.
@Suite struct RunnerTests {
    static let failing = Property(
        "engine.runner.failing", rule: "rule 0",
        generator: zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000))
            .map { [$0, $1] }
    ) { pair in
        try require(pair[0] + pair[1] < 1200, "the sum \(pair[0] + pair[1]) reaches 1200")
    }

    @Test func theSameConfigurationGivesTheSameReport() {
        let configuration = RunConfiguration(cases: 500, seed: 0xABCDEF)
        let first = Self.failing.run(configuration)
        let second = Self.failing.run(configuration)
        #expect(first.failure != nil)
        #expect(first.withoutTimings == second.withoutTimings)
    }

    @Test func shardsSplitTheCasesIntoDisjointParts() {
        let whole = RunConfiguration(cases: 101, seed: 5)
        let even = RunConfiguration(cases: 101, seed: 5, shard: (0, 2))
        let odd = RunConfiguration(cases: 101, seed: 5, shard: (1, 2))
        let evenIndices = Set(even.caseIndices)
        let oddIndices = Set(odd.caseIndices)
        #expect(evenIndices.isDisjoint(with: oddIndices))
        #expect(evenIndices.union(oddIndices) == Set(0..<101))
        #expect(Array(whole.caseIndices) == Array(0..<101))

        // Each case's value depends only on its index: the shards' labels add up to the whole run's.
        let property = Property(
            "engine.runner.labels", rule: "test", generator: Gen.int(in: 0...1_000_000_000),
            labels: { ["\($0)"] }
        ) { _ in }
        let wholeCounts = property.run(whole).labelCounts
        let evenCounts = property.run(even).labelCounts
        let oddCounts = property.run(odd).labelCounts
        #expect(evenCounts.merging(oddCounts, uniquingKeysWith: +) == wholeCounts)
        #expect(wholeCounts.values.reduce(0, +) == 101)
    }

    @Test func aTimeBudgetAloneRunsUntilTheTimeIsUsedUp() {
        let property = Property("engine.runner.timed", rule: "test", generator: Gen.int(in: 0...10)) { _ in }
        let report = property.run(RunConfiguration(cases: nil, timeBudget: .milliseconds(50)))
        #expect(report.passed)
        // The budget, not a count, ended the run: it ran more than one case and used the whole budget.
        // How many cases fit in it depends on the machine, so no count is asserted.
        #expect(report.casesRun > 1)
        #expect(report.duration >= .milliseconds(50))
    }

    @Test func anUnmetCoverageRequirementIsAProblemNamingTheLabel() {
        let property = Property(
            "engine.runner.coverage", rule: "test", generator: Gen.int(in: 0...1000),
            labels: { [$0 < 10 ? "small" : "large"] },
            coverage: [
                CoverageRequirement(label: "small", minimumFraction: 0.5),
                CoverageRequirement(label: "large", minimumFraction: 0.5)
            ]
        ) { _ in }
        let report = property.run(RunConfiguration(cases: 200, seed: 8))
        #expect(!report.passed && report.failure == nil)
        #expect(report.problems.count == 1)
        let problem = report.problems.first ?? ""
        #expect(problem.hasPrefix("coverage of \"engine.runner.coverage\": label \"small\" was drawn in "))
        #expect(problem.contains("% of 200 cases ("))
        #expect(problem.contains("below the required 50.0%"))
        // Too few cases to judge coverage: no problem.
        #expect(property.run(RunConfiguration(cases: 50, seed: 8)).problems.isEmpty)
    }

    @Test func aShortfallWithinChanceIsNotACoverageProblem() {
        // Labels drawn in about 2% of cases: a 3% requirement over 200 cases is within chance, 30% is not.
        func problems(requiring fraction: Double) -> [String] {
            Property(
                "engine.runner.chance", rule: "test", generator: Gen.int(in: 0...999),
                labels: { [$0 < 20 ? "rare" : "common"] }, coverage: [CoverageRequirement(label: "rare", minimumFraction: fraction)]
            ) { _ in }.run(RunConfiguration(cases: 200, seed: 8)).problems
        }
        #expect(problems(requiring: 0.03).isEmpty)
        #expect(problems(requiring: 0.3).count == 1)
        // None of 100 is no evidence against 1%; none of 3,000 is.
        #expect(CaseTally.upperConfidenceBound(count: 0, of: 100) > 0.1)
        #expect(CaseTally.upperConfidenceBound(count: 0, of: 3000) < 0.01)
        #expect(CaseTally.upperConfidenceBound(count: 100, of: 100) == 1)
    }

    @Test func anOverFilteringGeneratorIsAProblem() {
        let property = Property(
            "engine.runner.filtering", rule: "test",
            generator: Gen.int(in: 0...1000).filter({ $0 < 20 }, maxAttempts: 3)
        ) { _ in }
        let report = property.run(RunConfiguration(cases: 100, seed: 8))
        #expect(report.invalidCases > 50 && report.casesRun + report.invalidCases == 100)
        #expect(
            report.problems == [
                "generator of \"engine.runner.filtering\" discarded \(report.invalidCases) of 100 cases "
                    + "(\(report.invalidCases).0%, more than the allowed 50.0%); filter less or construct values directly"
            ])
    }

    @Test func aFailureReportNamesEverythingAndReplays() throws {
        let report = Self.failing.run(RunConfiguration(cases: 500, seed: 77))
        let failure = try #require(report.failure)
        #expect(failure.propertyID == "engine.runner.failing" && failure.source == .section("rule 0") && failure.seed == 77)
        #expect(failure.shrunk.choices == [200, 1000])
        #expect(failure.message == "the sum 1200 reaches 1200")
        #expect(failure.location.fileID == "DuoCheckEngineTests/RunnerTests.swift")
        #expect(
            failure.replayCommand
                == "DUOCHECK_PROPERTY=engine.runner.failing DUOCHECK_REPLAY=200,1000 swift test --filter engineRunnerFailing")
        for part in [
            "engine.runner.failing", "rule 0", "seed: 77", failure.replayCommand, failure.original.failure?.message ?? "?", "RunnerTests.swift:"
        ] {
            #expect(failure.description.contains(part), "\(part)")
        }
        let replayed = AnyProperty(Self.failing).replay(choices: failure.shrunk.choices)
        #expect(replayed.failure?.location == failure.location)
        #expect(replayed.value == failure.shrunk.value && replayed.choices == failure.shrunk.choices)
        let stored = try AnyProperty(Self.failing).checkStoredValue(failure.original.value)
        #expect(stored.failure?.location == failure.location && stored.choices.isEmpty && stored.value == failure.original.value)
    }

    @Test func nonFiniteValuesEncodeAndDecode() throws {
        let property = Property("engine.runner.nan", rule: "test", generator: Gen.element(of: [Double.nan, .infinity, -.infinity])) { value in
            try require(value.isFinite, "not finite")
        }
        #expect(property.value(forChoices: [0]) == .string("nan") && property.value(forChoices: [0]).text == "\"nan\"")
        let outcome = try property.checkStoredValue(.string("-inf"))
        #expect(outcome.failure?.message == "not finite" && outcome.valueText == "\"-inf\"")
    }
}

import Foundation

/// A run can start at any case index and keeps the whole run's indices and seeds.
@Suite struct FirstCaseIndexTests {
    @Test func aRunFromALaterIndexRunsTheSameCasesUnderTheirOwnIndices() {
        let whole = RunConfiguration(cases: 40, seed: 7, shard: (1, 3))
        let tail = RunConfiguration(cases: 20, firstCaseIndex: 20, seed: 7, shard: (1, 3))
        #expect(Array(tail.caseIndices) == Array(whole.caseIndices).filter { $0 >= 20 })
        #expect(tail.seed(forCase: 22) == whole.seed(forCase: 22))
        #expect(Array(RunConfiguration(cases: 5, firstCaseIndex: 10).caseIndices) == [10, 11, 12, 13, 14])
    }
}
