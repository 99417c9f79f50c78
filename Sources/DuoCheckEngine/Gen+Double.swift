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
        let draw = DoubleDraw(in: range, resolution: resolution, constants: constants)
        if constants.isEmpty, resolution != .any {
            // The common case gets a closure with the fewest captures, since
            // every capture is loaded on every call; it draws what `draw` draws.
            let steps = draw.steps
            return Gen { source in source.stepValue(steps, step: source.draw(upTo: steps.stepBound, favoring: RangeEnds(steps.zero))) }
        }
        return Gen { source in draw.value(from: source) }
    }
}
