import DuoCheckEngine

/// Recursive values drawn as a new user writes them: by a function that calls itself through `then` or `oneOf`
/// with a depth counter, rather than through `Gen.recursive`. The shrinker sees their parts only through the
/// labels of the combinators' calls.
enum HandDrawn {
    /// Heaps drawn a size first: a size of 0 is the empty heap; a size above 0 draws a key no smaller than
    /// `floor`, then a left and a right subheap of size below it, whose keys are no smaller than that key. So a
    /// heap of size `depth` is at most `depth` levels deep, and lowering a key's choice lowers it toward its
    /// parent's.
    static func heap(depth: Int, keysFrom floor: Int = 0) -> Gen<Heap> {
        Gen.int(in: 0...depth).then { size, source in
            guard size > 0 else { return Heap.empty }
            let key = Gen.int(in: floor...Int(Int32.max)).run(source)
            let left = heap(depth: size - 1, keysFrom: key).run(source)
            let right = heap(depth: size - 1, keysFrom: key).run(source)
            return Heap.node(key, left, right)
        }
    }

    /// Expressions of at most `depth` levels: a number, a sum or a quotient, each level a `oneOf` of the three
    /// over the generator of the level below, and only numbers at the bottom.
    static func expression(depth: Int) -> Gen<Expression> {
        let number = Gen.int(in: -1000...1000).map(Expression.number)
        guard depth > 0 else { return number }
        let smaller = expression(depth: depth - 1)
        return .oneOf([number, zip(smaller, smaller).map(Expression.sum), zip(smaller, smaller).map(Expression.quotient)])
    }
}
