extension Gen {
    /// A generator of arrays of `element`, with a count in `count` (see
    /// ``ChoiceSource/array(count:of:)`` for how the choices are laid out so
    /// that arrays shrink well).
    @inlinable
    public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen
    where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a count of at least 0")
        let run = element.run
        return Gen.drawing { source in source.array(count: count, of: run) }
    }

    /// A generator that is `nil` one time in four, and otherwise a value of
    /// this generator; `nil` (choice 0) is the simpler value.
    @inlinable
    public var optional: Gen<Value?> {
        let run = self.run
        return Gen<Value?> { source in source.draw(upTo: 3) == 0 ? nil : run(source) }
    }
}
