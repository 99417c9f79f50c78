import Testing
@testable import DuoCheckEngine

/// Spans labelled by the combinator call that drew them, and the structural passes that read them.
@Suite struct CallSpanTests {
    /// A tree drawn by a function that calls itself through `oneOf`, with a depth counter.
    indirect enum Tree: Equatable {
        case leaf(Int)
        case pair(Tree, Tree)

        var leaves: [Int] {
            switch self {
            case .leaf(let value): return [value]
            case .pair(let a, let b): return a.leaves + b.leaves
            }
        }

        var depth: Int {
            guard case .pair(let a, let b) = self else { return 0 }
            return 1 + max(a.depth, b.depth)
        }
    }

    static func tree(depth: Int) -> Gen<Tree> {
        let leaf = Gen.int(in: 0...100).map(Tree.leaf)
        guard depth > 0 else { return leaf }
        let smaller = tree(depth: depth - 1)
        return .oneOf([leaf, zip(smaller, smaller).map(Tree.pair)])
    }

    static let trees = tree(depth: 4)

    @Test func everyLevelOfACallThatRecursesHasOneLabel() {
        let source = ChoiceSource(replaying: [1, 0, 7, 1, 0, 8, 0, 9])
        source.recordSpans(true)
        #expect(Self.trees.run(source) == .pair(.leaf(7), .pair(.leaf(8), .leaf(9))))
        let calls = source.recordedCallSpans
        #expect(calls.map(\.range) == [0..<8, 1..<3, 3..<8, 4..<6, 6..<8])
        #expect(calls.map(\.parent) == [nil, 0, 0, 2, 2])
        #expect(Set(calls.map(\.label)).count == 1)
        // The array and node spans are another record: a call adds none.
        #expect(source.recordedSpans.isEmpty)
    }

    @Test func twoCallsHaveTwoLabelsAndARandomRunRecordsNone() {
        let first = Gen.int(in: 0...3).then { value, _ in value }
        let second = Gen.int(in: 0...3).then { value, _ in value }
        let source = ChoiceSource(replaying: [1, 2])
        source.recordSpans(true)
        _ = zip(first, second).run(source)
        let calls = source.recordedCallSpans
        #expect(calls.map(\.range) == [0..<1, 1..<2])
        #expect(calls.count == 2 && calls[0].label != calls[1].label)
        let random = ChoiceSource(seed: 1)
        _ = zip(first, second).run(random)
        #expect(random.recordedCallSpans.isEmpty)
    }

    @Test func recordingTheSpansDrawsTheSameChoices() {
        for seed: UInt64 in 1...50 {
            let plain = ChoiceSource(seed: seed)
            let recording = ChoiceSource(seed: seed)
            recording.recordSpans(true)
            #expect(Self.trees.run(plain) == Self.trees.run(recording))
            #expect(plain.choices == recording.choices)
            #expect(!recording.recordedCallSpans.isEmpty)
        }
    }

    @Test func aSubtreeTakesItsAncestorsPlace() {
        // pair(pair(leaf 3, leaf 60), leaf 5) fails for its leaf of 50 or more, and so does that leaf alone.
        let shrinker = Shrinker(passes: [], structuralPasses: [.replaceSpanByDescendant])
        let result = shrinker.shrink([1, 1, 0, 3, 0, 60, 0, 5]) { source in Self.trees.run(source).leaves.contains { $0 >= 50 } }
        #expect(result.choices == [0, 60])
    }

    @Test func aPartTakesTheSimplestPartOfItsLabel() {
        // A tree at least two pairs deep, from pair(pair(4, 5), pair(pair(6, 7), 8)): each part that can goes to the
        // simplest part of the label in the tree, leaf 4, and what stays is pair(4, pair(4, 4)).
        let shrinker = Shrinker(passes: [], structuralPasses: [.replaceSpanBySimplest])
        let result = shrinker.shrink([1, 1, 0, 4, 0, 5, 1, 1, 0, 6, 0, 7, 0, 8]) { source in Self.trees.run(source).depth >= 2 }
        #expect(result.choices == [1, 0, 4, 1, 0, 4, 0, 4])
    }

    @Test func twoPartsOfOneLabelSwapPlaces() {
        // A tree two pairs deep reads simpler with its leaf first.
        let shrinker = Shrinker(passes: [], structuralPasses: [.swapSpans])
        let result = shrinker.shrink([1, 1, 0, 0, 0, 0, 0, 0]) { source in Self.trees.run(source).depth >= 2 }
        #expect(result.choices == [1, 0, 0, 1])
    }

    @Test func aGeneratorThatDrawsEachCallOnceCostsTheStructuralPassesNothing() {
        let pair = zip(Gen.int(in: 0...100).then { value, _ in value }, Gen.int(in: 0...100).then { value, _ in value })
        let result = Shrinker().shrink([70, 80]) { source in
            let (a, b) = pair.run(source)
            return a + b >= 100
        }
        #expect(result.choices == [0, 100])
        for pass in ShrinkPass.structuralPasses { #expect(result.evaluationsByPass[pass.name] == nil, "\(pass.name)") }
    }
}
