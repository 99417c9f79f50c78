extension Gen {
    /// A generator that keeps only the values satisfying `isIncluded`, trying
    /// at most `maxAttempts` times per case.
    ///
    /// When every attempt fails, the source is marked invalid and the case is
    /// discarded (the runner reports a generator that discards too many).
    /// Prefer constructing valid values directly: filtering wastes cases and
    /// shrinks poorly.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool, maxAttempts: Int = 10) -> Gen {
        let run = self.run
        return Gen.drawing { source in
            var attempt = 1
            while true {
                let wasExhausted = source.isExhausted
                let value = run(source)
                // Once a replay has run out, every retry would rebuild this same value.
                if isIncluded(value) { return value }
                if attempt >= maxAttempts || wasExhausted || source.isInvalid {
                    source.markInvalid()
                    return value
                }
                attempt += 1
            }
        }
    }
}
