import Testing
@testable import DuoCheckEngine

/// The shrinker only ever moves down in shortlex order, and it ends.
@Suite struct ShrinkerTests {
    @Test func shortlexOrdersByLengthThenLexicographically() {
        #expect(ShortlexOrder.precedes([], [0]))
        #expect(ShortlexOrder.precedes([9, 9], [0, 0, 0]))
        #expect(ShortlexOrder.precedes([1, 2, 3], [1, 3, 0]))
        #expect(!ShortlexOrder.precedes([1, 2, 3], [1, 2, 3]))
        #expect(!ShortlexOrder.precedes([0, 0, 0, 0], [5]))
        #expect(ShortlexOrder.trimmingTrailingZeros([3, 0, 1, 0, 0]) == [3, 0, 1])
    }

    @Test func anAlwaysFailingPropertyShrinksToTheEmptySequence() throws {
        let generator = zip(
            Gen.array(of: Gen.int(in: 0...100), count: 0...20), Gen.double(in: -5...5, resolution: .any),
            Gen.int(in: 7...70).optional)
        let property = Property("engine.always-fails", rule: "test", generator: generator.map { "\($0)" }) { _ in
            try require(false, "always")
        }
        let report = property.run(RunConfiguration(cases: 10, seed: 99))
        let failure = try #require(report.failure)
        #expect(failure.shrunk.choices == [])
        #expect(failure.shrunk.value == .string("([], 0.0, nil)"))
        #expect(failure.caseIndex == 0 && report.casesRun == 1)
    }

    @Test("Lower together moves a related pair down as one at every distance within 8, not only odd ones")
    func relatedChoicesTwoApartLowerTogether() {
        // Two values that must stay within 2 of each other, with another draw between them: a double's steps
        // after their fractions look like this.
        let result = Shrinker(passes: [.lowerTogether]).shrink([0, 500, 0, 502]) { source in
            let choices = (0..<4).map { _ in source.draw(upTo: 1000) }
            return choices[1] != choices[3] && max(choices[1], choices[3]) - min(choices[1], choices[3]) <= 2
        }
        #expect(result.choices == [0, 0, 0, 2])
    }

    @Test func everyAcceptedStepIsShortlexSmaller() {
        let history = History()
        let recorder = ShrinkPass(name: "record") { context in history.sequences.append(context.current) }
        let passes = ShrinkPass.defaultPasses.flatMap { [$0, recorder] }
        // Fails when the sum of the choices is at least 100.
        let result = Shrinker(passes: passes).shrink([90, 3, 50, 7, 7, 60, 1]) { source in
            (0..<7).map { _ in source.draw(upTo: 1000) }.reduce(0, +) >= 100
        }
        // Every case takes seven draws, so the simplest puts the whole sum in the last.
        #expect(result.choices == [0, 0, 0, 0, 0, 0, 100])
        #expect(result.reachedFixedPoint)
        for (earlier, later) in zip(history.sequences, history.sequences.dropFirst()) where earlier != later {
            #expect(ShortlexOrder.precedes(later, earlier))
        }
        #expect(result.steps.count > 0 && result.steps.map(\.choiceCount).last == 7)
    }

    @Test func theShrinkerStopsAtItsEvaluationBudget() {
        let choices: [UInt64] = Array(repeating: 1000, count: 50)
        let failsWhileAllAreLarge: (ChoiceSource) -> Bool = { source in
            (0..<50).allSatisfy { _ in source.draw(upTo: 1000) >= 500 }
        }
        let result = Shrinker(evaluationBudget: 5).shrink(choices, failsTheSameWay: failsWhileAllAreLarge)
        #expect(result.evaluationCount == 5)
        #expect(!result.reachedFixedPoint)
        let unlimited = Shrinker().shrink(choices, failsTheSameWay: failsWhileAllAreLarge)
        #expect(unlimited.choices == Array(repeating: 500, count: 50) && unlimited.reachedFixedPoint)
        let timed = Shrinker(timeBudget: .zero).shrink(choices, failsTheSameWay: failsWhileAllAreLarge)
        #expect(timed.evaluationCount == 0 && timed.choices == choices)
    }

    @Test func aCandidateThatIsNotSmallerIsNeverEvaluated() {
        let evaluations = Counter()
        let context = ShrinkContext(
            choices: [5, 5], evaluationBudget: 100, deadline: .now + .seconds(10)
        ) { source in
            evaluations.count += 1
            return source.draw(upTo: 9) + source.draw(upTo: 9) > 0
        }
        #expect(!context.consider([5, 6]))
        #expect(!context.consider([5, 5, 0]))
        #expect(!context.consider([5, 5]))
        #expect(evaluations.count == 0)
        #expect(context.consider([5, 4]))
        #expect(evaluations.count == 1 && context.current == [5, 4])
    }

    @Test func aDifferentFailureIsNotAccepted() throws {
        // Two checks: the first fails for large values, the second for odd ones.
        // Shrinking the first failure must not slide into the second.
        let property = Property("engine.two-checks", rule: "test", generator: Gen.int(in: 0...10_000)) { value in
            try require(value % 2 == 0 || value < 10, "odd")
            try require(value < 5000, "large")
        }
        let report = property.run(RunConfiguration(cases: 500, seed: 4))
        let failure = try #require(report.failure)
        let value = try #require(failure.shrunk.value.integerValue)
        if failure.message == "large" {
            // Lowering by halves meets odd values, which fail the other check and are rejected.
            #expect(value >= 5000 && value % 2 == 0)
        } else {
            #expect(value == 11)
        }
    }

    @Test func anErrorThatIsNotACheckFailureIsLocatedAtTheProperty() throws {
        struct Oops: Error {}
        let property = Property("engine.throws", rule: "test", generator: Gen.int(in: 0...100)) { value in
            if value > 10 { throw Oops() }
        }
        let failure = try #require(property.run(RunConfiguration(cases: 100, seed: 1)).failure)
        #expect(failure.location == property.location)
        #expect(failure.shrunk.value == .integer(11))
        #expect(failure.message.contains("Oops"))
    }
}

/// Passes stay within the sequence when an accepted step shortens it.
@Suite struct ShrinkPassSafetyTests {
    @Test func passesSurviveSequencesThatShrinkUnderThem() {
        // The first choice says how many more are read, so lowering or moving
        // value out of it shortens what the replay consumes.
        let failsTheSameWay: (ChoiceSource) -> Bool = { source in
            let length = Int(source.draw(upTo: 6))
            let rest = (0..<length).map { _ in source.draw(upTo: 100) }
            return length >= 2 && rest.reduce(0, +) >= 50
        }
        let result = Shrinker().shrink([6, 90, 80, 70, 60, 50, 40], failsTheSameWay: failsTheSameWay)
        #expect(result.choices == [2, 0, 50])
        #expect(result.reachedFixedPoint)
    }
}
