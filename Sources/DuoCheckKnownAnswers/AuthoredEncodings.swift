import DuoCheckEngine

/// Generators of the calculator's expressions and of binary heaps, each written in a different style that an author of
/// generators picks from the public API alone: raw draws on the source, `frequency`, `oneOf`, `zip`, `flatMap`, `then`,
/// `Gen.recursive` and arrays.
///
/// Every expression is an integer literal, a sum or a quotient, a few levels deep at most. Every heap satisfies the
/// heap property: each key is at least its parent's, and every key is non-negative.
enum AuthoredEncodings {
    /// The calculator's expressions, one generator per style.
    static let expressions: [(name: String, generator: Gen<Expression>)] = [
        // One raw draw in 0...4 per level: 0 a sum, 1 a quotient, else a literal; sub-generators run inside the closure.
        ("calculator, raw closure of five", fiveWay(depth: 5)),
        // Frequency 2:1:1 of literal, sum and quotient; each operator draws its left side, then flatMaps to its right.
        ("calculator, frequency and flatMap", weighted(depth: 5)),
        // oneOf a literal, a sum or a quotient, evenly, with the operands zipped; four levels deep.
        ("calculator, oneOf and zip", uniform(depth: 4)),
        // Gen.recursive five levels deep, with oneOf a sum or a quotient of zipped operands at each node.
        ("calculator, recursive", recursiveExpression),
        // A leaf count in 1...10, then for each operator a coin for its kind and a split of the leaves between its sides.
        ("calculator, then with a leaf budget", leafBudget),
        // Frequency whose literal weight grows by one each level down, against a weight of 3 for each operator.
        ("calculator, leaf weight growing with depth", tapering(level: 0)),
        // One raw draw in 0...4 per node, with no depth limit: 0, 1 and 2 a literal, 3 a sum, 4 a quotient.
        ("calculator, unbounded closure of five", unboundedFiveWay)
    ]

    /// Binary heaps, one generator per style.
    static let heaps: [(name: String, generator: Gen<Heap>)] = [
        // A raw coin decides whether a node exists; its key is drawn in parent...1000 and its children recurse.
        ("binheap, raw closure", rawHeap),
        // Frequency 2:1 of empty and node; the node's key in parent...Int32.max, then flatMaps to two zipped children.
        ("binheap, frequency and flatMap", weightedHeap(atLeast: 0, depth: 5)),
        // oneOf empty or a zipped key and two children; the key is then lowered to the children's least root.
        ("binheap, oneOf and zip, key capped by children", capped(depth: 5)),
        // Gen.recursive of nodes whose keys are excesses in 0...100, summed from the root down by a map after.
        ("binheap, recursive excesses", recursiveHeap),
        // A node count in 0...10, then per node an excess over its parent in 0...50 and a split of the rest.
        ("binheap, then with a size budget", sizeBudget),
        // Frequency whose empty weight grows by one each level down; a node flatMaps from an excess in 0...20.
        ("binheap, node weight falling with depth", thinning(above: 0, level: 0)),
        // A raw draw in 0...2 per place, with no depth limit: 0 and 1 empty, 2 a node whose key is at least its parent's.
        ("binheap, unbounded closure", unboundedHeap(atLeast: 0)),
        // Frequency 3:1 of empty and node, with no depth limit: the key by flatMap, then the two children zipped.
        ("binheap, unbounded frequency", unboundedWeightedHeap(atLeast: 0))
    ]

    // MARK: - Calculator

    /// An expression up to `depth` operators deep, whose variant one draw among five picks: three of them a literal.
    private static func fiveWay(depth: Int) -> Gen<Expression> {
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

    /// A literal in -100...100 twice as often as each operator, whose right operand is drawn by `flatMap` on its left.
    private static func weighted(depth: Int) -> Gen<Expression> {
        let literal = Gen.int(in: -100...100).map(Expression.number)
        guard depth > 0 else { return literal }
        let smaller = weighted(depth: depth - 1)
        let sum = smaller.flatMap { left in smaller.map { right in Expression.sum(left, right) } }
        let quotient = smaller.flatMap { left in smaller.map { right in Expression.quotient(left, right) } }
        return .frequency([(2, literal), (1, sum), (1, quotient)])
    }

    /// A literal in -10...10, a sum or a quotient, evenly, up to `depth` operators deep.
    private static func uniform(depth: Int) -> Gen<Expression> {
        let literal = Gen.int(in: -10...10).map(Expression.number)
        guard depth > 0 else { return literal }
        let sub = uniform(depth: depth - 1)
        return .oneOf([literal, zip(sub, sub).map(Expression.sum), zip(sub, sub).map(Expression.quotient)])
    }

    /// Literals in 0...100, with a sum or a quotient at each node, at most five levels deep.
    private static let recursiveExpression = Gen<Expression>.recursive(depth: 5, leaf: Gen.int(in: 0...100).map(Expression.number)) { smaller in
        .oneOf([zip(smaller, smaller).map(Expression.sum), zip(smaller, smaller).map(Expression.quotient)])
    }

    /// An expression of 1...10 literals in -1000...1000.
    private static let leafBudget = Gen.int(in: 1...10).then { leaves, source in expression(leaves: leaves, source) }

    /// An expression of exactly `leaves` literals: an operator's kind, then how many of the literals go to its left.
    private static func expression(leaves: Int, _ source: ChoiceSource) -> Expression {
        guard leaves > 1 else { return .number(source.int(in: -1000...1000)) }
        let isQuotient = source.bool()
        let leftLeaves = source.int(in: 1...(leaves - 1))
        let left = expression(leaves: leftLeaves, source)
        let right = expression(leaves: leaves - leftLeaves, source)
        return isQuotient ? .quotient(left, right) : .sum(left, right)
    }

    /// A literal in -50...50 with weight `1 + level`, else a sum or a quotient with weight 3 each; level 6 is all literals.
    private static func tapering(level: Int) -> Gen<Expression> {
        let literal = Gen.int(in: -50...50).map(Expression.number)
        guard level < 6 else { return literal }
        let deeper = tapering(level: level + 1)
        return .frequency([
            (1 + level, literal), (3, zip(deeper, deeper).map(Expression.sum)), (3, zip(deeper, deeper).map(Expression.quotient))
        ])
    }

    /// Expressions drawn with no depth limit: three literals in -1000...1000 in five draws keep them small.
    private static let unboundedFiveWay: Gen<Expression> = Gen { source in
        switch source.int(in: 0...4) {
        case 3: return .sum(unboundedFiveWay.run(source), unboundedFiveWay.run(source))
        case 4: return .quotient(unboundedFiveWay.run(source), unboundedFiveWay.run(source))
        default: return .number(source.int(in: -1000...1000))
        }
    }

    // MARK: - Binary heap

    /// A heap drawn with no depth limit: a node in one place of three, its key in `floor...1000`, its children the same.
    private static func unboundedHeap(atLeast floor: Int) -> Gen<Heap> {
        Gen { source in
            guard source.int(in: 0...2) == 2 else { return .empty }
            let key = source.int(in: floor...1000)
            return .node(key, unboundedHeap(atLeast: key).run(source), unboundedHeap(atLeast: key).run(source))
        }
    }

    /// Empty three times as often as a node, with no depth limit; the node's key in `floor...Int32.max`.
    private static func unboundedWeightedHeap(atLeast floor: Int) -> Gen<Heap> {
        let node = Gen.int(in: floor...Int(Int32.max)).flatMap { key in
            zip(unboundedWeightedHeap(atLeast: key), unboundedWeightedHeap(atLeast: key)).map { left, right in Heap.node(key, left, right) }
        }
        return .frequency([(3, .always(.empty)), (1, node)])
    }

    /// A heap at most five levels deep, drawn by `grow(_:atLeast:depth:)`.
    private static let rawHeap = Gen<Heap> { source in grow(source, atLeast: 0, depth: 5) }

    /// A coin for whether a node exists, then its key in `floor...1000`, then its left and right children.
    private static func grow(_ source: ChoiceSource, atLeast floor: Int, depth: Int) -> Heap {
        guard depth > 0, source.bool() else { return .empty }
        let key = source.int(in: floor...1000)
        return .node(key, grow(source, atLeast: key, depth: depth - 1), grow(source, atLeast: key, depth: depth - 1))
    }

    /// Empty twice as often as a node whose key lies in `floor...Int32.max`, with children at least that key.
    private static func weightedHeap(atLeast floor: Int, depth: Int) -> Gen<Heap> {
        guard depth > 0 else { return .always(.empty) }
        let node = Gen.int(in: floor...Int(Int32.max)).flatMap { key in
            let child = weightedHeap(atLeast: key, depth: depth - 1)
            return zip(child, child).map { left, right in Heap.node(key, left, right) }
        }
        return .frequency([(2, .always(.empty)), (1, node)])
    }

    /// Empty or a node, evenly: a key in 0...1000 and two children, the key lowered to the least of their roots.
    private static func capped(depth: Int) -> Gen<Heap> {
        guard depth > 0 else { return .always(.empty) }
        let sub = capped(depth: depth - 1)
        let node = zip(Gen.int(in: 0...1000), sub, sub).map { key, left, right in
            Heap.node(min(key, root(of: left) ?? key, root(of: right) ?? key), left, right)
        }
        return .oneOf([.always(.empty), node])
    }

    /// The key at the root of `heap`, or nil when it is empty.
    private static func root(of heap: Heap) -> Int? {
        guard case .node(let key, _, _) = heap else { return nil }
        return key
    }

    /// Nodes of excesses in 0...100 at most five levels deep, each key its excess plus its parent's key.
    private static let recursiveHeap = Gen<Heap>.recursive(depth: 5, leaf: .always(.empty)) { smaller in
        zip(Gen.int(in: 0...100), smaller, smaller).map(Heap.node)
    }
    .map { excesses in raise(excesses, above: 0) }

    /// `heap` with every key raised by the keys above it, starting from `base` at its root.
    private static func raise(_ heap: Heap, above base: Int) -> Heap {
        guard case .node(let excess, let left, let right) = heap else { return .empty }
        let key = base + excess
        return .node(key, raise(left, above: key), raise(right, above: key))
    }

    /// A heap of 0...10 nodes.
    private static let sizeBudget = Gen.int(in: 0...10).then { size, source in heap(size: size, atLeast: 0, source) }

    /// A heap of exactly `size` nodes: its root's key `floor` plus 0...50, then how many nodes go to its left.
    private static func heap(size: Int, atLeast floor: Int, _ source: ChoiceSource) -> Heap {
        guard size > 0 else { return .empty }
        let key = floor + source.int(in: 0...50)
        let leftSize = source.int(in: 0...(size - 1))
        return .node(key, heap(size: leftSize, atLeast: key, source), heap(size: size - 1 - leftSize, atLeast: key, source))
    }

    /// Empty with weight `1 + level` against 4 for a node whose key is `parent` plus 0...20; level 6 is always empty.
    private static func thinning(above parent: Int, level: Int) -> Gen<Heap> {
        guard level < 6 else { return .always(.empty) }
        let node = Gen.int(in: 0...20).flatMap { excess in
            let child = thinning(above: parent + excess, level: level + 1)
            return zip(child, child).map { left, right in Heap.node(parent + excess, left, right) }
        }
        return .frequency([(1 + level, .always(.empty)), (4, node)])
    }
}
