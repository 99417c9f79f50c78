/// A double draw worked out once, for a range and constants that do not
/// change from case to case: what ``Gen/double(in:resolution:constants:)``
/// draws, and what a generator of another floating-point type (such as
/// `CGFloat`) wraps so that a draw is one closure call, not two.
///
/// The constants are kept to those in the range once, here, so that an
/// edge-case turn reads them without filtering, and are read through a
/// buffer pointer, so that a draw neither retains nor releases them.
public struct DoubleDraw {
    @usableFromInline let steps: DoubleSteps
    @usableFromInline let constants: [Double]

    /// A draw of a double in `range` (which must be finite) at `resolution`,
    /// favoring its bounds and those of `constants` that lie in it.
    @inlinable
    public init(in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, constants: [Double] = []) {
        steps = DoubleSteps(range, resolution: resolution)
        self.constants = constants.filter(range.contains)
    }

    /// Draws the value from `source`: exactly what
    /// `source.double(in: range, resolution: resolution, favoring: constants)` draws.
    @inlinable @inline(__always)
    public func value(from source: ChoiceSource) -> Double {
        if constants.isEmpty, steps.resolution != .any {
            // The common case, without setting up a table of constants.
            return steps.value(step: source.draw(upTo: steps.stepBound, favoring: NoEdgeCases()))
        }
        return constants.withUnsafeBufferPointer { source.double(steps, favoring: $0, arranged: .allInRange) }
    }
}

/// How a double draw divides its range: the choice is a count of steps from
/// the lower bound, of a whole or half unit, and for `.any` a fraction of a
/// step follows.
@usableFromInline
struct DoubleSteps {
    @usableFromInline let lowerBound: Double
    @usableFromInline let upperBound: Double
    @usableFromInline let resolution: DoubleResolution
    /// The largest step choice: the whole steps that fit in the range.
    @usableFromInline let stepBound: UInt64
    /// The width of a step of `.whole` or `.half`: 1 or 0.5.
    @usableFromInline let stepSize: Double

    @inlinable @inline(__always)
    init(_ range: ClosedRange<Double>, resolution: DoubleResolution) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
        self.resolution = resolution
        let width = upperBound - lowerBound
        precondition(width.isFinite && width < 0x1p62, "a double needs a finite range, not \(range)")
        // The width is at least 0, so converting truncates exactly as rounding
        // down would, without a call to the C library's floor; and it is below
        // 2⁶² (so below 2⁶³ when doubled): it converts through Int64, one instruction,
        // where a direct conversion to UInt64 branches on the sign bit.
        stepBound = UInt64(Int64(resolution == .half ? width * 2 : width))
        stepSize = resolution == .half ? 0.5 : 1
    }

    /// The value of a step choice (`.whole` or `.half`), kept inside the range.
    ///
    /// A step is below 2⁶³ (the range is narrower than 2⁶² and a step at
    /// least half a unit), so it converts through Int64, which is one
    /// instruction, to the same double as through UInt64.
    @inlinable
    func value(step: UInt64) -> Double {
        min(lowerBound + Double(Int64(bitPattern: step)) * stepSize, upperBound)
    }

    /// The value of a step choice and a fraction (`.any`); the last step is
    /// only as wide as what is left of the range.
    @inlinable
    func value(step: UInt64, fraction: Double) -> Double {
        let stepWidth = step == stepBound ? (upperBound - lowerBound) - Double(stepBound) : 1
        return min(lowerBound + Double(Int64(bitPattern: step)) + fraction * stepWidth, upperBound)
    }
}
