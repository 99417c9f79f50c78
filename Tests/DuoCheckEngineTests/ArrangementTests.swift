import Testing
@testable import DuoCheckEngine

/// The spans a generator written as one closure marks, and the structural passes that need no combinator: a count
/// lowered with a part it counted, and the parts of a tree put in another arrangement.
@Suite struct ArrangementTests {
    /// A binary heap: empty, or a key over two heaps whose keys are no smaller.
    indirect enum Heap: Equatable, Sendable {
        case empty
        case node(Int, Heap, Heap)

        /// The keys, a node before its right subtree and then its left.
        var keys: [Int] {
            guard case .node(let key, let left, let right) = self else { return [] }
            return [key] + right.keys + left.keys
        }

        static func merge(_ a: Heap, _ b: Heap) -> Heap {
            guard case .node(let x, let leftX, let rightX) = a else { return b }
            guard case .node(let y, let leftY, let rightY) = b else { return a }
            return x <= y ? .node(x, merge(rightX, b), leftX) : .node(y, merge(rightY, a), leftY)
        }

        /// Whether a buggy heap sort (the root, then the merged subtrees' keys as they lie) reads the keys in order.
        var sortsWell: Bool {
            guard case .node(let key, let left, let right) = self else { return true }
            let sorted = [key] + Heap.merge(left, right).keys
            return sorted == sorted.sorted()
        }
    }

    /// Empty three times in four, else a key at least `floor` over two such heaps: no depth limit.
    static func heap(atLeast floor: Int) -> Gen<Heap> {
        let node = Gen.int(in: floor...1000).flatMap { key in
            zip(heap(atLeast: key), heap(atLeast: key)).map { left, right in Heap.node(key, left, right) }
        }
        return .frequency([(3, .always(.empty)), (1, node)])
    }

    /// The same heaps drawn in one closure that runs itself for the children.
    static func closureHeap(atLeast floor: Int) -> Gen<Heap> {
        Gen { source in
            guard source.int(in: 0...3) == 3 else { return .empty }
            let key = source.int(in: floor...1000)
            return .node(key, closureHeap(atLeast: key).run(source), closureHeap(atLeast: key).run(source))
        }
    }

    /// Heaps as ``heap(atLeast:)`` draws them, but at most `depth` levels deep: below that, empty without a choice.
    static func limitedHeap(atLeast floor: Int, depth: Int) -> Gen<Heap> {
        guard depth > 0 else { return .always(.empty) }
        let node = Gen.int(in: floor...1000).flatMap { key in
            zip(limitedHeap(atLeast: key, depth: depth - 1), limitedHeap(atLeast: key, depth: depth - 1)).map { Heap.node(key, $0, $1) }
        }
        return .frequency([(3, .always(.empty)), (1, node)])
    }

    @Test func anAlignedReplayKeepsEachSpanToItsOwnChoices() throws {
        // A node one level above the limit is [3, key]: its children draw nothing. Put in the root's place, it reads
        // children there; aligned, they read 0 (empty) instead of the choices after it, and its leftover is skipped.
        let limited = Self.limitedHeap(atLeast: 0, depth: 3)
        let label = try #require(Self.labels(of: limited, replaying: [3, 0, 0, 0]).first)
        let source = ChoiceSource(replaying: [])
        source.reset(replaying: [3, 5, 3, 7], aligning: [AlignedSpan(start: 0, length: 2, label: label)])
        #expect(limited.run(source) == .node(5, .empty, .empty))
        #expect(source.choices == [3, 5, 0, 0])
        // Unaligned, the same choices read a second node as the first one's left child.
        #expect(limited.run(ChoiceSource(replaying: [3, 5, 3, 7])) == .node(5, .node(12, .empty, .empty), .empty))
    }

    @Test func aDrawWithNoChoiceTakesItsPlaceInASubstitutedSpan() throws {
        // The inner span, none of the spans kept to, draws the simplest choices of its label, [1, 0, 2], where its
        // middle draw has a bound of 0: that draw takes the 0 recorded for it, and the last draw reads 2.
        let inner = Gen<[Int]> { source in [source.int(in: 0...9), source.int(in: 4...4), source.int(in: 0...9)] }
        let outer = Gen<[Int]> { source in inner.run(source) }
        let labels = Self.labels(of: outer, replaying: [0, 0, 0])
        let outerLabel = try #require(labels.first)
        let innerLabel = try #require(labels.last)
        let source = ChoiceSource(replaying: [])
        source.reset(replaying: [9, 9, 9], aligning: [AlignedSpan(start: 0, length: 3, label: outerLabel)], simplest: [innerLabel: [1, 0, 2]])
        #expect(outer.run(source) == [1, 4, 2])
    }

    @Test func aSubtreeFromTheDepthLimitMovesUpAligned() {
        // (0, nil, (0, nil, F)) with F = (0, nil, (0, (0), (1))), the failing part, drawn down to the depth limit: the
        // leaves (0) and (1) lie one level above it, so their children draw nothing.
        let limited = Self.limitedHeap(atLeast: 0, depth: 5)
        let start: [UInt64] = [3, 0, 0, 3, 0, 0, 3, 0, 0, 3, 0, 3, 0, 3, 1]
        let fails: (ChoiceSource) -> Bool = { !limited.run($0).sortsWell }
        #expect(fails(ChoiceSource(replaying: start)))
        // F's own choices, replayed at the root as they are, read its leaves' children from the choices after them.
        #expect(!fails(ChoiceSource(replaying: Array(start[6...]))))
        let result = Shrinker(passes: [], structuralPasses: [.replaceSpanByDescendant]).shrink(start, failsTheSameWay: fails)
        #expect(result.choices == [3, 0, 0, 3, 0, 3, 0, 0, 0, 3, 1])
    }

    /// The labels of the call spans `generator` marks replaying `choices`, outermost first.
    static func labels<Value>(of generator: Gen<Value>, replaying choices: [UInt64]) -> [GeneratorLabel] {
        let source = ChoiceSource(replaying: choices)
        source.recordSpans(true)
        _ = generator.run(source)
        return source.recordedCallSpans.map(\.label)
    }

    @Test func aClosureThatRunsItselfMarksOneLabelAtEveryLevel() {
        let source = ChoiceSource(replaying: [3, 0, 3, 1, 0, 0, 0])
        source.recordSpans(true)
        #expect(Self.closureHeap(atLeast: 0).run(source) == .node(0, .node(1, .empty, .empty), .empty))
        let calls = source.recordedCallSpans
        #expect(calls.map(\.range) == [0..<7, 2..<6, 4..<5, 5..<6, 6..<7])
        #expect(Set(calls.map(\.label)).count == 1)
        // The engine's own combinators mark nothing of their own: `map` and `zip` add no span.
        let plain = ChoiceSource(replaying: [1, 2])
        plain.recordSpans(true)
        _ = zip(Gen.int(in: 0...3), Gen.int(in: 0...3)).map { $0 + $1 }.run(plain)
        #expect(plain.recordedCallSpans.isEmpty)
    }

    @Test func aTreesPartsTakeTheirSimplestFailingArrangement() {
        // (0, (0, (1), nil), (0)) fails, and so does (0, nil, (0, (0), (1))), which holds the same parts in other
        // places; no single swap or replacement between the two fails.
        let shrinker = Shrinker(passes: [], structuralPasses: [.rearrangeSpans])
        let result = shrinker.shrink([3, 0, 3, 0, 3, 1, 0, 0, 0, 3, 0, 0, 0]) { source in !Self.heap(atLeast: 0).run(source).sortsWell }
        #expect(result.choices == [3, 0, 0, 3, 0, 3, 0, 0, 0, 3, 1])
        let closure = shrinker.shrink([3, 0, 3, 0, 3, 1, 0, 0, 0, 3, 0, 0, 0]) { source in !Self.closureHeap(atLeast: 0).run(source).sortsWell }
        #expect(closure.choices == [3, 0, 0, 3, 0, 3, 0, 0, 0, 3, 1])
    }

    /// A node's two parts and a tag drawn after them, or a leaf: the tag's piece `[1]` begins a node's piece `[1, 0]`.
    indirect enum Tagged: Equatable, Sendable {
        case leaf(Int)
        case node(Int, Tagged, Tagged, tag: Int)
    }

    static let tagged: Gen<Tagged> = Gen { source in
        guard source.int(in: 0...1) == 1 else { return .leaf(source.int(in: 0...9)) }
        let value = source.int(in: 0...9)
        let left = tagged.run(source)
        let right = tagged.run(source)
        return .node(value, left, right, tag: source.int(in: 0...3))
    }

    @Test func anArrangementIsTriedPastAPieceThatBeginsAnother() {
        // node(0, 3, 2, tag 1) fails for its leaves' sum and its tag; node(0, 2, 3, tag 1) fails too and reads smaller.
        // The pieces in order, [0, 2] [0, 3] [1] [1, 0], do not make their sequences in order: [1] then [1, 0] reads
        // greater than the node's own, and the search must go on to [1, 0] then [1].
        let fails: (ChoiceSource) -> Bool = { source in
            guard case .node(_, .leaf(let a), .leaf(let b), let tag) = Self.tagged.run(source) else { return false }
            return a + b >= 5 && tag >= 1
        }
        let result = Shrinker(passes: [], structuralPasses: [.rearrangeSpans]).shrink([1, 0, 0, 3, 0, 2, 1], failsTheSameWay: fails)
        #expect(result.choices == [1, 0, 0, 2, 0, 3, 1])
    }

    @Test func anArrangementTriedBeforeByAnotherPassDoesNotEndTheSearch() {
        // node(0, 2, 0, tag 2) and node(0, 0, 2, tag 2) fail. The deletions run first and leave their candidates tried,
        // among them [1, 0, 0, 0, 0, 2], which begins the smaller node: a partial arrangement tried before tells the
        // search nothing about where the span closes.
        let fails: (ChoiceSource) -> Bool = { source in
            guard case .node(_, .leaf(let a), .leaf(let b), let tag) = Self.tagged.run(source) else { return false }
            return a + b >= 2 && tag >= 2
        }
        let deletions = [8, 4, 2, 1].map(ShrinkPass.deleteSpans(ofLength:))
        let result = Shrinker(passes: deletions, structuralPasses: [.rearrangeSpans]).shrink([1, 0, 0, 2, 0, 0, 2], failsTheSameWay: fails)
        #expect(result.choices == [1, 0, 0, 0, 0, 2, 2])
    }

    @Test func aSequenceStoredWithoutItsTrailingZerosShrinksWithEveryPass() {
        // node(0, 5, 0, tag 0) stored as [1, 0, 0, 5]: its spans reach past the sequence until the shrinker reads the
        // zeros a replay draws as part of it. Its leaves then swap places: node(0, 0, 5, tag 0) reads smaller.
        let result = Shrinker().shrink([1, 0, 0, 5]) { source in
            guard case .node(_, .leaf(let a), .leaf(let b), _) = Self.tagged.run(source) else { return false }
            return a + b >= 5
        }
        #expect(result.choices == [1, 0, 0, 0, 0, 5])
        #expect(result.reachedFixedPoint)
    }

    @Test func aCountGoesDownWithAPartItCounted() {
        // A count drawn first, then that many digits by plain draws of one closure: the failure needs a digit of 7.
        let digits = Gen.int(in: 1...5).then { count, source in (0..<count).map { _ in source.int(in: 0...9) } }
        let shrinker = Shrinker(passes: [], structuralPasses: [.lowerAndDelete])
        let result = shrinker.shrink([2, 0, 7, 0]) { source in digits.run(source).contains(7) }
        #expect(result.choices == [0, 7])
        // With no call span, the pass tries nothing.
        let plain = Shrinker(passes: [], structuralPasses: [.lowerAndDelete]).shrink([2, 0, 7, 0]) { source in
            (0...Int(source.draw(upTo: 4))).map { _ in source.int(in: 0...9) }.contains(7)
        }
        #expect(plain.evaluationsByPass["lower and delete"] == nil)
    }
}
