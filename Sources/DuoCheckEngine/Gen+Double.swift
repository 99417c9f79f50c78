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
        let inRange = constants.filter(range.contains)
        let stepOffsets = inRange.map { c -> UInt64 in
            let steps = resolution == .any ? ((c - lowerBound) * stepsPerUnit).rounded(.down) : ((c - lowerBound) * stepsPerUnit).rounded()
            return min(UInt64(steps), stepBound)
        }
        guard resolution == .any else {
            return Gen { source in
                let step = source.draw(upTo: stepBound, favoring: stepOffsets)
                return min(lowerBound + Double(step) * stepSize, upperBound)
            }
        }
        let fractionOffsets = inRange.map { c -> UInt64 in
            let offset = c - lowerBound
            return UInt64(((offset - offset.rounded(.down)) * Double(fractionSteps)).rounded(.down))
        }
        let lastStepWidth = width - Double(stepBound)
        return Gen { source in
            let step = source.draw(upTo: stepBound, favoring: stepOffsets)
            let fraction = Double(source.draw(upTo: fractionSteps, favoring: fractionOffsets)) * 0x1p-52
            // The last step is only as wide as what is left of the range.
            let stepWidth = step == stepBound ? lastStepWidth : 1
            return min(lowerBound + Double(step) + fraction * stepWidth, upperBound)
        }
    }
}
