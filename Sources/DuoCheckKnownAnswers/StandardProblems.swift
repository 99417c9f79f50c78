import Foundation
import DuoCheckEngine

/// The standard problems: the shrinking challenge's (github.com/jlink/shrinking-challenge, from Hypothesis's
/// `tests/quality` and the SmartCheck benchmarks) and a few of Hypothesis's own shrink-quality tests. Each minimum
/// is the shortlex-least choice sequence that fails: integers count from 0 (0, 1, -1, 2, …), an array is a
/// continue choice before each element, and a recursive value a leaf-or-node choice at each level.
package enum StandardProblems {
    /// Every problem, in the table's order.
    package static let all: [ShrinkProblem] = lists + integers + structures + authored

    /// The problem named `name`, if any.
    package static func named(_ name: String) -> ShrinkProblem? { all.first { $0.name == name } }

    static let int32 = Gen.int(in: Int(Int32.min)...Int(Int32.max))
    static let positive = Gen.int(in: 1...Int(Int32.max))

    /// Lists: order, duplicates, distinct elements, unions, a length drawn first, coupled positions.
    static let lists: [ShrinkProblem] = [
        ShrinkProblem("reverse", minimum: [0, 1], hypothesisMeanEvaluations: 45.55, generator: .array(of: int32, count: 0...100)) { list in
            try require(Array(list.reversed()) == list, "the list is not its own reverse")
        },
        ShrinkProblem("distinct", minimum: [0, 1, -1], generator: .array(of: int32, count: 0...100)) { list in
            try require(Set(list).count < 3, "three distinct elements")
        },
        ShrinkProblem(
            "deletion", minimum: DeletionCase(list: [0, 0], index: 0),
            generator: zip(.array(of: int32, count: 1...30), .int(in: 0...29))
                .map { DeletionCase(list: $0, index: $1 % $0.count) }
        ) { item in
            var list = item.list
            let element = list[item.index]
            if let first = list.firstIndex(of: element) { list.remove(at: first) }
            try require(!list.contains(element), "\(element) is still in the list after removing it")
        },
        ShrinkProblem(
            "large union list", minimum: [[0, 1, -1, 2, -2]], hypothesisMeanEvaluations: 301.39,
            generator: .array(of: .array(of: int32, count: 0...10), count: 0...10)
        ) { lists in
            try require(Set(lists.joined()).count <= 4, "more than four distinct integers")
        },
        ShrinkProblem(
            "nested lists", minimum: [Array(repeating: 0, count: 11)],
            generator: .array(of: .array(of: Gen.int(in: 0...100), count: 0...20), count: 0...20)
        ) { lists in
            try require(lists.map(\.count).reduce(0, +) <= 10, "more than ten elements in all")
        },
        ShrinkProblem(
            "lengthlist", minimum: [900], hypothesisMeanEvaluations: 75.17,
            generator: Gen.int(in: 1...100).flatMap { length in .array(of: .int(in: 0...1000), count: length...length) }
        ) { list in
            try require(list.max()! < 900, "an element of 900 or more")
        },
        ShrinkProblem("coupling", minimum: [1, 0], generator: .array(of: .int(in: 0...10), count: 0...20)) { list in
            guard list.allSatisfy({ $0 < list.count }) else { return }
            for (index, pointer) in list.enumerated() where index != pointer {
                try require(list[pointer] != index, "positions \(index) and \(pointer) point at each other")
            }
        },
        ShrinkProblem(
            "bound5", minimum: [[], [], [], [-1], [-32768]], hypothesisMeanEvaluations: 123.39,
            generator: .array(of: boundedList, count: 5...5)
        ) { lists in
            try require(sum16(lists.map(sum16)) < 5 * 256, "the 16-bit sum of the lists overflows")
        }
    ]

    /// A list of 16-bit integers whose 16-bit sum is below 256.
    static let boundedList = Gen.array(of: .int(in: Int(Int16.min)...Int(Int16.max)), count: 0...10).filter { sum16($0) < 256 }

    /// The sum of `values` in 16-bit arithmetic, wrapping as Int16 does.
    static func sum16(_ values: [Int]) -> Int { Int(values.reduce(Int16(0)) { $0 &+ Int16(truncatingIfNeeded: $1) }) }

    /// Numbers: signed integers toward 0, pairs that must stay related, doubles toward whole numbers and then the
    /// simplest fractions (Hypothesis's `test_float_shrinking.py`), sums to be redistributed.
    static let integers: [ShrinkProblem] = [
        ShrinkProblem("difference must not be zero", minimum: [10, 10], generator: .array(of: positive, count: 2...2)) { pair in
            guard pair[0] >= 10 else { return }
            try require(abs(pair[0] - pair[1]) != 0, "the difference is zero")
        },
        ShrinkProblem("difference must not be small", minimum: [10, 6], generator: .array(of: positive, count: 2...2)) { pair in
            guard pair[0] >= 10 else { return }
            let difference = abs(pair[0] - pair[1])
            try require(difference < 1 || difference > 4, "the difference is between 1 and 4")
        },
        ShrinkProblem("difference must not be one", minimum: [10, 9], generator: .array(of: positive, count: 2...2)) { pair in
            guard pair[0] >= 10 else { return }
            try require(abs(pair[0] - pair[1]) != 1, "the difference is one")
        },
        ShrinkProblem("negative integer", minimum: -1001, generator: Gen.int(in: Int.min...Int.max)) { value in
            try require(value >= -1000, "below -1000")
        },
        ShrinkProblem("fractional double", minimum: 1.5, generator: Gen.double(in: 0...0x1p53, resolution: .any)) { value in
            try require(value <= 1 || value == value.rounded(), "\(value) lies above 1 and is not whole")
        },
        ShrinkProblem(
            "doubles, one not zero", minimum: [0, 0, 1.0], generator: .array(of: Gen.double(in: -0x1p53...0x1p53, resolution: .any), count: 3...10)
        ) { values in
            try require(values.allSatisfy { $0 == 0 }, "\(values) holds a value other than 0")
        },
        ShrinkProblem("sum of a pair", minimum: [0, 1000], generator: .array(of: .int(in: 0...100_000), count: 2...2)) { pair in
            try require(pair[0] + pair[1] < 1000, "the pair sums to 1000 or more")
        }
    ]

    /// Recursive values: an expression whose evaluation divides by zero, a tree of some depth, and a heap that a
    /// buggy heap sort reads out of order.
    static let structures: [ShrinkProblem] = [
        calculator("calculator", generator: Expression.generator),
        ShrinkProblem("tree depth", minimum: Tree.node(.leaf, .node(.leaf, .node(.leaf, .leaf))), generator: Tree.generator) { tree in
            try require(tree.depth < 3, "a tree three nodes deep")
        },
        binheap("binheap", generator: Heap.generator),
        calculator("calculator, by oneOf", generator: HandDrawn.expression(depth: 5)),
        binheap("binheap, by then", generator: HandDrawn.heap(depth: 5))
    ]

    /// The two tree problems again, over generators written from the problems' statements alone, in the styles other
    /// authors pick (`AuthoredEncodings`): the shrinker has to reach the same minimum however the tree is drawn.
    static let authored: [ShrinkProblem] =
        AuthoredEncodings.expressions.map { calculator($0.name, generator: $0.generator) }
        + AuthoredEncodings.heaps.map { binheap($0.name, generator: $0.generator) }

    /// The calculator over `generator`: an expression with no literal 0 as a divisor still divides by zero. Its
    /// minimum is `0 / (0 + 0)`, and Hypothesis's mean is its own calculator's.
    static func calculator(_ name: String, generator: Gen<Expression>, knownMiss: String? = nil) -> ShrinkProblem {
        ShrinkProblem(
            name, minimum: Expression.quotient(.number(0), .sum(.number(0), .number(0))), hypothesisMeanEvaluations: 352.50,
            generator: generator, knownMiss: knownMiss
        ) { expression in
            guard !expression.dividesByLiteralZero else { return }
            try require(expression.value != nil, "\(expression) divides by zero")
        }
    }

    /// The binary heap over `generator`: a buggy heap sort reads its keys out of order. Its minimum is the
    /// shrinking challenge's `(0, nil, (0, (0, nil, nil), (1, nil, nil)))`.
    static func binheap(_ name: String, generator: Gen<Heap>, knownMiss: String? = nil) -> ShrinkProblem {
        ShrinkProblem(
            name, minimum: Heap.node(0, .empty, .node(0, .node(0, .empty, .empty), .node(1, .empty, .empty))), generator: generator,
            knownMiss: knownMiss
        ) { heap in
            let sorted = heap.wronglySortedKeys
            try require(sorted == sorted.sorted() && sorted == heap.keys.sorted(), "the heap's keys come out as \(sorted)")
        }
    }
}

/// A list and the position of the element to remove from it.
struct DeletionCase: Codable, Equatable, Sendable {
    var list: [Int]
    var index: Int
}
