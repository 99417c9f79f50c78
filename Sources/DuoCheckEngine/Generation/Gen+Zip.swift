/// A generator of pairs: the first generator's choices, then the second's.
@inlinable
public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    let runA = a.run
    let runB = b.run
    return Gen.drawing { source in
        let first = runA(source)
        return (first, runB(source))
    }
}

/// A generator of triples, drawing from each generator in order.
@inlinable
public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    let runA = a.run
    let runB = b.run
    let runC = c.run
    return Gen.drawing { source in
        let first = runA(source)
        let second = runB(source)
        return (first, second, runC(source))
    }
}

/// A generator of 4-tuples, drawing from each generator in order.
@inlinable
public func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)> {
    let runA = a.run
    let runB = b.run
    let runC = c.run
    let runD = d.run
    return Gen.drawing { source in
        let first = runA(source)
        let second = runB(source)
        let third = runC(source)
        return (first, second, third, runD(source))
    }
}

/// A generator of 5-tuples, drawing from each generator in order.
@inlinable
public func zip<A, B, C, D, E>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>
) -> Gen<(A, B, C, D, E)> {
    let runs = ZipRuns5(a.run, b.run, c.run, d.run, e.run)
    return Gen.drawing { source in
        let first = runs.a(source)
        let second = runs.b(source)
        let third = runs.c(source)
        let fourth = runs.d(source)
        return (first, second, third, fourth, runs.e(source))
    }
}

/// The five functions of a 5-tuple's generator, held in one object: its closure then captures one reference, and a
/// call passes that alone instead of copying ten words of captures (about 14 instructions, 2–3% of the rectangle's
/// case in docs/performance.md). The other arities keep plain captures, which the benchmark does not measure.
@usableFromInline final class ZipRuns5<A, B, C, D, E>: Sendable {
    @usableFromInline let a: @Sendable (ChoiceSource) -> A
    @usableFromInline let b: @Sendable (ChoiceSource) -> B
    @usableFromInline let c: @Sendable (ChoiceSource) -> C
    @usableFromInline let d: @Sendable (ChoiceSource) -> D
    @usableFromInline let e: @Sendable (ChoiceSource) -> E
    @inlinable init(
        _ a: @escaping @Sendable (ChoiceSource) -> A, _ b: @escaping @Sendable (ChoiceSource) -> B,
        _ c: @escaping @Sendable (ChoiceSource) -> C, _ d: @escaping @Sendable (ChoiceSource) -> D,
        _ e: @escaping @Sendable (ChoiceSource) -> E
    ) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
    }
}
