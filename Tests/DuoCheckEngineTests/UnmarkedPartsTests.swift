import Testing
@testable import DuoCheckEngine

/// The passes for trees whose parts read otherwise at another level: a value drawn through a plain function that marks
/// no span, a node whose choice to be one differs from level to level, and a part moved up past a depth limit below
/// which it drew plain values.
@Suite struct UnmarkedPartsTests {
    typealias Heap = ArrangementTests.Heap

    /// A heap at most five levels deep, drawn in one closure by a function that recurses without marking a span: a coin
    /// for whether a node exists, then its key at least its parent's, then its children.
    static let rawHeap = Gen<Heap> { source in grow(source, atLeast: 0, depth: 5) }

    static func grow(_ source: ChoiceSource, atLeast floor: Int, depth: Int) -> Heap {
        guard depth > 0, source.int(in: 0...1) == 1 else { return .empty }
        let key = source.int(in: floor...1000)
        return .node(key, grow(source, atLeast: key, depth: depth - 1), grow(source, atLeast: key, depth: depth - 1))
    }

    /// Whether the raw heap drawn from `source` fails the buggy heap sort.
    static func rawHeapFails(_ source: ChoiceSource) -> Bool { !rawHeap.run(source).sortsWell }

    @Test func aLeftSubtreeMovesRightOfAnEmptySiblingWithNoSpanToMove() {
        // (0, (0, (0), (1)), nil) fails, and so does (0, nil, (0, (0), (1))): the coin of the left subtree goes to 0 and
        // what it drew is read as the right one.
        let start: [UInt64] = [1, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0]
        let result = Shrinker(passes: [], structuralPasses: [.lowerAndShift]).shrink(start, failsTheSameWay: Self.rawHeapFails)
        #expect(result.choices == [1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1])
    }

    @Test func aSubtreeAtTheDepthLimitMovesUpWithTheChildrenItNeeds() {
        // (0, (0, (0, (0, F, nil), nil), nil), nil), F = (0, (0), (1)) at the depth limit, whose leaves draw no children.
        // Deleting nodes above F pulls it up, with its first leaf's two children put in as 0s, down to the minimum,
        // (0, nil, (0, (0), (1))). Deleting alone, F's leaves read each other's choices as children.
        let start: [UInt64] = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0]
        #expect(Self.rawHeapFails(ChoiceSource(replaying: start)))
        let deletions = Shrinker(passes: [4, 2, 1].map(ShrinkPass.deleteSpans(ofLength:)), structuralPasses: [])
        let deleted = deletions.shrink(start, failsTheSameWay: Self.rawHeapFails)
        #expect(deleted.choices.count > 11)
        let padded = Shrinker(passes: [], structuralPasses: [.deleteAndPad]).shrink(start, failsTheSameWay: Self.rawHeapFails)
        #expect(padded.choices == [1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 1])
    }

    @Test func aValueThatShowsItsPartsCostsTheUnmarkedPassesNothing() {
        // The same heap drawn by a closure that runs itself marks a span per node.
        let marked = Shrinker(passes: [], structuralPasses: [.deleteAndPad, .lowerAndShift]).shrink([3, 0, 3, 0, 3, 0, 0, 0, 3, 1, 0, 0, 0]) {
            source in !ArrangementTests.closureHeap(atLeast: 0).run(source).sortsWell
        }
        #expect(marked.evaluationsByPass.isEmpty)
    }

    /// Empty with weight `1 + level` against 4 for a node `parent` plus 0...20, so that the choice that makes a node is
    /// 1 at the root, 2 a level down, and so on; level 6 is empty.
    static func thinning(above parent: Int, level: Int) -> Gen<Heap> {
        guard level < 6 else { return .always(.empty) }
        let node = Gen.int(in: 0...20).flatMap { excess in
            let child = thinning(above: parent + excess, level: level + 1)
            return zip(child, child).map { left, right in Heap.node(parent + excess, left, right) }
        }
        return .frequency([(1 + level, .always(.empty)), (4, node)])
    }

    @Test func aLeafGrowsIntoANodeFromTheChoicesAfterIt() {
        // (0, (0, (1), nil), (0)) fails. Its right node [2, 0, 0, 0] read one level down, in the empty place after (1),
        // needs 3 to be a node there; with (1) lowered to (0), (0, (0, (0), (2)), nil) fails and reads smaller, and
        // the pass goes on to (0, (0, (0), (1)), nil). No swap or arrangement of whole spans gets anywhere.
        let fails: (ChoiceSource) -> Bool = { !Self.thinning(above: 0, level: 0).run($0).sortsWell }
        let start: [UInt64] = [1, 0, 2, 0, 3, 1, 0, 0, 0, 2, 0, 0, 0]
        #expect(fails(ChoiceSource(replaying: start)))
        let rearranged = Shrinker(passes: [], structuralPasses: [.rearrangeSpans, .swapSpans]).shrink(start, failsTheSameWay: fails)
        #expect(rearranged.choices == [1, 0, 2, 0, 3, 1, 0, 0, 0, 2])
        let grown = Shrinker(passes: [], structuralPasses: [.growLeaf]).shrink(start, failsTheSameWay: fails)
        let tree = Self.thinning(above: 0, level: 0).run(ChoiceSource(replaying: grown.choices))
        #expect(tree == .node(0, .node(0, .node(0, .empty, .empty), .node(1, .empty, .empty)), .empty))
    }

    @Test func aLeafAtTheTopOfItsRangeIsNotGrown() {
        // Two sibling leaves of one choice each, the second at the greatest choice there is: raising it would overflow.
        let leaf = Gen<UInt64> { source in source.draw(upTo: .max) }
        let pair = Gen<[UInt64]> { source in [leaf.run(source), leaf.run(source)] }
        let result = Shrinker(passes: [], structuralPasses: [.growLeaf]).shrink([5, .max]) { source in pair.run(source)[1] == .max }
        #expect(result.choices == [5, .max])
    }

    /// Expressions as sums, quotients and literals, up to `depth` operators deep, one draw in 0...4 choosing at each
    /// level (0 a sum, 1 a quotient, else a literal), and a literal with no such draw at the last level.
    indirect enum Expression: Equatable, Sendable {
        case number(Int)
        case sum(Expression, Expression)
        case quotient(Expression, Expression)
    }

    static func fiveWay(depth: Int) -> Gen<Expression> {
        let literal = Gen.int(in: -1000...1000)
        guard depth > 0 else { return literal.map(Expression.number) }
        let smaller = fiveWay(depth: depth - 1)
        return Gen { source in
            switch source.int(in: 0...4) {
            case 0: return .sum(smaller.run(source), smaller.run(source))
            case 1: return .quotient(smaller.run(source), smaller.run(source))
            default: return .number(literal.run(source))
            }
        }
    }

    @Test func aPartMovedAboveTheDepthLimitDrawsTheSimplestSpanWhereItHadPlainValues() throws {
        // A sum one level above the limit is [0, a, b]: its literals draw no choice of kind. Moved a level up, aligned,
        // its literals are spans it did not have, and each draws the simplest span of the label, [2, 0], a literal 0.
        let generator = Self.fiveWay(depth: 2)
        let label = try #require(ArrangementTests.labels(of: generator, replaying: [2, 0]).first)
        let source = ChoiceSource(replaying: [])
        source.reset(replaying: [0, 0, 0], aligning: [AlignedSpan(start: 0, length: 3, label: label)], simplest: [label: [2, 0]])
        #expect(generator.run(source) == .sum(.number(0), .number(0)))
        #expect(source.choices == [0, 2, 0, 2, 0])
    }
}
