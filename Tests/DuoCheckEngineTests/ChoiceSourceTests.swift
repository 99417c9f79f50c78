import Testing
@testable import DuoCheckEngine

/// Replaying recorded choices rebuilds the value; any sequence is valid input.
@Suite struct ChoiceSourceTests {
    /// Draws with `generator` from several seeds, then replays each recorded
    /// sequence and expects the same value and the same choices back.
    func expectReplayRebuilds<Value>(_ generator: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation) {
        let source = ChoiceSource(seed: 0)
        for seed: UInt64 in 0..<50 {
            source.reset(seed: seed)
            let value = generator.run(source)
            let choices = source.choices
            let replay = ChoiceSource(replaying: choices)
            #expect("\(generator.run(replay))" == "\(value)", sourceLocation: sourceLocation)
            #expect(replay.choices == choices, sourceLocation: sourceLocation)
        }
    }

    @Test func replayRebuildsValuesOfEveryCombinator() {
        expectReplayRebuilds(Gen.int(in: -1000...1000, constants: [0, 42]))
        expectReplayRebuilds(Gen.int(in: Int.min...Int.max))
        expectReplayRebuilds(Gen.double(in: -10...10, resolution: .any, constants: [0.5]))
        expectReplayRebuilds(Gen.double(in: 0...1000, resolution: .half))
        expectReplayRebuilds(Gen.array(of: Gen.int(in: 0...9), count: 0...20))
        expectReplayRebuilds(Gen.int(in: 0...9).optional)
        expectReplayRebuilds(Gen.oneOf([Gen.always(-1), Gen.int(in: 0...100)]))
        expectReplayRebuilds(Gen.frequency([(1, Gen.always(-1)), (0, Gen.always(-2)), (5, Gen.int(in: 0...100))]))
        expectReplayRebuilds(Gen.int(in: 0...100).filter { $0 % 3 == 0 })
        expectReplayRebuilds(
            Gen.int(in: 1...50).flatMap { size in zip(Gen.int(in: 0...size), Gen.int(in: 0...size)) })
    }

    @Test func replayClampsToTheBoundAndRunsOutIntoZeros() {
        let generator = zip(Gen.int(in: 10...20), Gen.int(in: 10...20), Gen.int(in: 10...20))
        let source = ChoiceSource(replaying: [500, 3])
        #expect("\(generator.run(source))" == "(20, 13, 10)")
        #expect(source.choices == [10, 3, 0])
        #expect(source.isExhausted)
    }

    @Test func theEmptySequenceBuildsTheSimplestValue() {
        let source = ChoiceSource(replaying: [])
        #expect(Gen.array(of: Gen.int(in: 0...9), count: 2...5).run(source) == [0, 0])
        #expect(Gen.int(in: 3...9).optional.run(source) == nil)
        #expect(Gen.oneOf([Gen.always("first"), Gen.always("second")]).run(source) == "first")
        #expect(Gen.double(in: -4...4, resolution: .any).run(source) == 0)
        #expect(Gen<Bool>.bool.run(source) == false)
        #expect(source.choices.allSatisfy { $0 == 0 })
    }

    @Test func deletingAnElementSpanRemovesThatElement() {
        let generator = Gen.array(of: Gen.int(in: 0...9), count: 0...10)
        // Continue flag, element; continue flag, element; …
        #expect(generator.run(ChoiceSource(replaying: [1, 4, 1, 5, 1, 6])) == [4, 5, 6])
        #expect(generator.run(ChoiceSource(replaying: [1, 4, 1, 6])) == [4, 6])
    }

    @Test func anExhaustedFilterMarksTheCaseInvalid() {
        let source = ChoiceSource(seed: 1)
        _ = Gen.int(in: 0...1000).filter({ $0 < 0 }, maxAttempts: 5).run(source)
        #expect(source.isInvalid)
        #expect(source.choices.count == 5)
        // On replay the filter stops retrying once the choices run out.
        let replay = ChoiceSource(replaying: [7])
        _ = Gen.int(in: 0...1000).filter({ $0 < 0 }, maxAttempts: 100).run(replay)
        #expect(replay.isInvalid && replay.choices == [7, 0])
    }

    @Test func aRunawayGeneratorIsCutShortAtTheDrawLimit() {
        let runaway = Gen<Int> { source in
            var count = 0
            while !source.didOverrun { count += Int(source.draw(upTo: 5)) }
            return count
        }
        let source = ChoiceSource(seed: 2)
        _ = runaway.run(source)
        #expect(source.isInvalid)
        #expect(source.choices.count == ChoiceSource.defaultMaximumChoiceCount)
        source.reset(seed: 3)
        #expect(!source.isInvalid && source.choices.isEmpty)
    }

    @Test func drawsWithABoundOfZeroRecordTheirOnlyChoice() {
        let source = ChoiceSource(seed: 5)
        #expect(Gen.int(in: 4...4).run(source) == 4)
        #expect(Gen.element(of: ["only"]).run(source) == "only")
        #expect(source.choices == [0, 0])
    }
}
