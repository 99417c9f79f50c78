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
    let runA = a.run
    let runB = b.run
    let runC = c.run
    let runD = d.run
    let runE = e.run
    return Gen.drawing { source in
        let first = runA(source)
        let second = runB(source)
        let third = runC(source)
        let fourth = runD(source)
        return (first, second, third, fourth, runE(source))
    }
}
