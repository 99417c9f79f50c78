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

    /// The fraction of a step that a fraction choice (in `0...fractionSteps`) stands for: the choice's 52 bits
    /// read in reverse, as binary digits after the point, so that the simplest choices are the simplest
    /// fractions: 1 is 1/2, 2 is 1/4, 3 is 3/4, 4 is 1/8, and so on; `fractionSteps` itself is a whole step.
    /// A shrunk fraction is then 0.5 where any fraction fails, as in Hypothesis, not 2⁻⁵².
    @inlinable @inline(__always)
    package static func fraction(choice: UInt64) -> Double {
        choice >= fractionSteps ? 1 : Double(Int64(bitPattern: reversedFractionBits(choice))) * 0x1p-52
    }

    /// The fraction choice of `fraction` (in 0..<1; rounded down to 2⁻⁵²): the inverse of ``fraction(choice:)``.
    @inlinable
    package static func fractionChoice(of fraction: Double) -> UInt64 {
        reversedFractionBits(UInt64((fraction * Double(fractionSteps)).rounded(.down)))
    }

    /// The low 52 bits of `bits` in reverse order (an involution on `0..<fractionSteps`).
    @inlinable @inline(__always)
    static func reversedFractionBits(_ bits: UInt64) -> UInt64 {
        var x = bits
        x = (x >> 1) & 0x5555_5555_5555_5555 | (x & 0x5555_5555_5555_5555) << 1
        x = (x >> 2) & 0x3333_3333_3333_3333 | (x & 0x3333_3333_3333_3333) << 2
        x = (x >> 4) & 0x0F0F_0F0F_0F0F_0F0F | (x & 0x0F0F_0F0F_0F0F_0F0F) << 4
        return x.byteSwapped >> 12
    }

    /// A generator of doubles in `range` (which must be finite), favoring its
    /// bounds and `constants`.
    ///
    /// With `.whole` or `.half` the value comes from one integer choice that
    /// counts steps from the range's simplest value (0 where the range holds 0,
    /// else the bound nearest 0; see ``ZeroOrigin``), so shrinking moves toward
    /// it. With `.any` a fraction choice (0 is no fraction, then 1/2, 1/4, 3/4,
    /// …) comes before the step choice, so every whole number is simpler than
    /// any value with a fraction, and the simplest fractions come first, as in
    /// Hypothesis. Constants are rounded to the nearest step.
    @inlinable
    public static func double(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, constants: [Double] = []
    ) -> Gen {
        let draw = DoubleDraw(in: range, resolution: resolution, constants: constants)
        if constants.isEmpty, resolution != .any {
            // The common case gets a closure with the fewest captures, since
            // every capture is loaded on every call; it draws what `draw` draws.
            let steps = draw.steps
            if steps.isNarrowAboveZero {
                // The same draw, with the tests that the range answers once, here, left out of every call: a range
                // that starts at 0 or above has no end below 0 to favour (`RangeEnds` of it is empty).
                return Gen.drawing { source in
                    steps.value(step: source.draw(upTo: steps.stepBound, favoring: NoEdgeCases(), narrow: true), aboveZero: true)
                }
            }
            return Gen.drawing { source in source.stepValue(steps, step: source.draw(upTo: steps.stepBound, favoring: RangeEnds(steps.zero))) }
        }
        return Gen.drawing { source in draw.value(from: source) }
    }
}
