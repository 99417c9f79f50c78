/// How finely ``Gen/double(in:resolution:constants:)`` divides its range.
public enum DoubleResolution: Sendable, Equatable {
    /// Whole steps from the lower bound: lowerBound, lowerBound + 1, …
    case whole
    /// Half steps from the lower bound: lowerBound, lowerBound + 0.5, …
    case half
    /// Any value: a whole step plus a fraction with 52 bits of precision.
    case any
}

extension Gen where Value == Double {
    /// The number of fractions in a whole step for ``DoubleResolution/any``.
    @usableFromInline static let fractionSteps: UInt64 = 1 << 52

    /// A generator of doubles in `range` (which must be finite), favoring its
    /// bounds and `constants`.
    ///
    /// With `.whole` or `.half` the value comes from one integer choice that
    /// counts steps from the lower bound, so the choice 0 is `range.lowerBound`
    /// and shrinking moves towards it. With `.any` a step choice is followed by
    /// a fraction choice (0 is no fraction), so the simplest values are whole
    /// steps. Constants are rounded to the nearest step.
    @inlinable
    public static func double(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, constants: [Double] = []
    ) -> Gen {
        let lowerBound = range.lowerBound, upperBound = range.upperBound
        let width = upperBound - lowerBound
        precondition(width.isFinite && width < 0x1p62, "Gen.double(in:) needs a finite range")
        let stepsPerUnit: Double = resolution == .half ? 2 : 1
        let stepSize = 1 / stepsPerUnit
        let stepBound = UInt64((width * stepsPerUnit).rounded(.down))
        // A step is below 2⁶³ (the range is narrower than 2⁶² and a step at
        // least half a unit), so it converts through Int64, which is one
        // instruction, to the same double as through UInt64.
        if constants.isEmpty, resolution != .any {
            // The common case gets a closure with the fewest captures, since
            // every capture is loaded on every call; it draws what
            // `source.double(in: range, resolution: resolution)` draws.
            return Gen { source in
                let step = source.draw(upTo: stepBound, favoring: NoEdgeCases())
                return min(lowerBound + Double(Int64(bitPattern: step)) * stepSize, upperBound)
            }
        }
        // Otherwise the source draws it (the one definition of a double's
        // choices); the constants stay as they are until an edge-case turn.
        return Gen { source in source.double(in: range, resolution: resolution, favoring: constants) }
    }
}
