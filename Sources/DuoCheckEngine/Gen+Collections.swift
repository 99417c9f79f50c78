extension Gen {
    /// A generator of arrays of `element`, with a count in `count`.
    ///
    /// The first `count.lowerBound` elements are drawn directly; each further
    /// element is preceded by a "continue?" choice (0 stops). So one element
    /// is one contiguous span of choices, and deleting that span removes the
    /// element cleanly, which is what makes arrays shrink well.
    @inlinable
    public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen
    where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a count of at least 0")
        let minimum = count.lowerBound, maximum = count.upperBound
        // A continue choice in 0...n continues with probability n/(n+1): on
        // average n extra elements, here about half of the extra room, at most 8.
        let continueBound = UInt64(Swift.max(1, Swift.min((maximum - minimum) / 2, 8)))
        let run = element.run
        return Gen { source in
            var elements: [Element] = []
            elements.reserveCapacity(minimum)
            while elements.count < minimum { elements.append(run(source)) }
            while elements.count < maximum, source.draw(upTo: continueBound) != 0 {
                elements.append(run(source))
            }
            return elements
        }
    }

    /// A generator that is `nil` one time in four, and otherwise a value of
    /// this generator; `nil` (choice 0) is the simpler value.
    @inlinable
    public var optional: Gen<Value?> {
        let run = self.run
        return Gen<Value?> { source in source.draw(upTo: 3) == 0 ? nil : run(source) }
    }
}
