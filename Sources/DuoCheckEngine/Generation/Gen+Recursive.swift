extension Gen {
    /// A generator of recursive values, such as expression trees: a value is a `leaf`, or a node that `node`
    /// builds from a generator of smaller values, at most `depth` nodes deep (below that, only leaves).
    ///
    /// Each level first chooses leaf (choice 0, the simpler) or node, evenly, so shrinking moves toward leaves;
    /// each node's choices form one span, so the shrinker can put one of a node's own children in its place.
    /// At the depth limit the choice is still drawn, with no room for a node, so that a subtree draws the same
    /// choices at every level: moved up or down the tree, it still reads as itself.
    ///
    /// ```swift
    /// indirect enum Expression { case number(Int), sum(Expression, Expression), quotient(Expression, Expression) }
    /// let expressions = Gen<Expression>.recursive(depth: 4, leaf: Gen.int(in: -10...10).map(Expression.number)) { smaller in
    ///     .oneOf([zip(smaller, smaller).map(Expression.sum), zip(smaller, smaller).map(Expression.quotient)])
    /// }
    /// ```
    public static func recursive(depth: Int, leaf: Gen<Value>, node: (Gen<Value>) -> Gen<Value>) -> Gen<Value> {
        precondition(depth >= 0, "a recursive generator needs a depth of at least 0")
        let leafRun = leaf.run
        var current = Gen.drawing { source in
            let span = source.beginSpan(.node)
            defer { source.endSpan(span) }
            _ = source.draw(upTo: 0)
            return leafRun(source)
        }
        for _ in 0..<depth {
            let nodeRun = node(current).run
            current = Gen.drawing { source in
                let span = source.beginSpan(.node)
                defer { source.endSpan(span) }
                return source.draw(upTo: 1) == 0 ? leafRun(source) : nodeRun(source)
            }
        }
        return current
    }
}
