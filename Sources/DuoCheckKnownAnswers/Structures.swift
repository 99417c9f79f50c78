import DuoCheckEngine

/// A calculator expression: a number, a sum or a quotient.
indirect enum Expression: Codable, Equatable, Sendable, CustomStringConvertible {
    case number(Int)
    case sum(Expression, Expression)
    case quotient(Expression, Expression)

    /// Numbers in -1000...1000, sums and quotients, at most five levels deep.
    static let generator = Gen<Expression>.recursive(depth: 5, leaf: Gen.int(in: -1000...1000).map(Expression.number)) { smaller in
        .oneOf([zip(smaller, smaller).map(Expression.sum), zip(smaller, smaller).map(Expression.quotient)])
    }

    /// The value, or nil where a division by zero happens.
    var value: Int? {
        switch self {
        case .number(let value): return value
        case .sum(let a, let b): return a.value.flatMap { a in b.value.map { a &+ $0 } }
        case .quotient(let a, let b):
            guard let a = a.value, let b = b.value, b != 0 else { return nil }
            return a / b
        }
    }

    /// Whether a quotient's divisor is the literal 0 (the case the property excludes).
    var dividesByLiteralZero: Bool {
        switch self {
        case .number: return false
        case .sum(let a, let b): return a.dividesByLiteralZero || b.dividesByLiteralZero
        case .quotient(let a, let b): return b == .number(0) || a.dividesByLiteralZero || b.dividesByLiteralZero
        }
    }

    var description: String {
        switch self {
        case .number(let value): return "\(value)"
        case .sum(let a, let b): return "(\(a) + \(b))"
        case .quotient(let a, let b): return "(\(a) / \(b))"
        }
    }
}

/// A binary tree with no values.
indirect enum Tree: Codable, Equatable, Sendable {
    case leaf
    case node(Tree, Tree)

    /// Trees at most eight nodes deep; a node's left subtree is drawn first, so the simplest deep tree leans right.
    static let generator = Gen<Tree>.recursive(depth: 8, leaf: .always(.leaf)) { smaller in zip(smaller, smaller).map(Tree.node) }

    /// The number of nodes on the longest path from the root.
    var depth: Int {
        switch self {
        case .leaf: return 0
        case .node(let a, let b): return 1 + Swift.max(a.depth, b.depth)
        }
    }
}

/// A binary heap: empty, or a key over two heaps whose keys are no smaller (the shrinking challenge's binheap).
indirect enum Heap: Codable, Equatable, Sendable {
    case empty
    case node(Int, Heap, Heap)

    /// Heaps at most five levels deep. Each node draws how far its key lies above its parent's (the root's
    /// above 0), so every heap drawn is a valid heap and lowering a choice lowers a key toward its parent's.
    static let generator = Gen<Heap>.recursive(depth: 5, leaf: .always(.empty)) { smaller in
        zip(Gen.int(in: 0...Int(Int32.max)), smaller, smaller).map { excess, left, right in Heap.node(excess, left, right) }
    }.map { $0.keysAbove(0) }

    /// This heap, read as excesses over the parent's key, with `base` as its parent's key.
    func keysAbove(_ base: Int) -> Heap {
        guard case .node(let excess, let left, let right) = self else { return .empty }
        let key = base + excess
        return .node(key, left.keysAbove(key), right.keysAbove(key))
    }

    /// The keys, each node before its right subtree and then its left (the challenge's stack order).
    var keys: [Int] {
        guard case .node(let key, let left, let right) = self else { return [] }
        return [key] + right.keys + left.keys
    }

    /// The two heaps merged into one: the smaller root's key over the merge of its right subtree with the other
    /// heap, and its left subtree on the right.
    static func merge(_ first: Heap, _ second: Heap) -> Heap {
        guard case .node(let x, let leftX, let rightX) = first else { return second }
        guard case .node(let y, let leftY, let rightY) = second else { return first }
        return x <= y ? .node(x, merge(rightX, second), leftX) : .node(y, merge(rightY, first), leftY)
    }

    /// The keys in order, as a buggy heap sort gives them: the root, then the merged subtrees' keys as they lie
    /// instead of taking the least one at a time.
    var wronglySortedKeys: [Int] {
        guard case .node(let key, let left, let right) = self else { return [] }
        return [key] + Heap.merge(left, right).keys
    }
}
