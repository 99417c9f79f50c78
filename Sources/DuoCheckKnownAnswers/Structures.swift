import DuoCheckEngine

/// A calculator expression: a number, a sum or a quotient.
indirect enum Expression: Codable, Equatable, Sendable, CustomStringConvertible {
    case number(Int)
    case sum(Expression, Expression)
    case quotient(Expression, Expression)

    /// Numbers in -1000...1000, sums and quotients, at most five levels deep.
    static let generator = Gen<Expression>.recursive(depth: 5, leaf: Gen.int(in: -1000 ... 1000).map(Expression.number)) { smaller in
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
