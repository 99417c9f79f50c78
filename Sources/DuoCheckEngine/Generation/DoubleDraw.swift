/// A double draw worked out once, for a range and constants that do not
/// change from case to case: what ``Gen/double(in:resolution:constants:)``
/// draws, and what a generator of another floating-point type (such as
/// `CGFloat`) wraps so that a draw is one closure call, not two.
///
/// The constants are kept to those in the range once, here, so that an
/// edge-case turn reads them without filtering, and are read through a
/// buffer pointer, so that a draw neither retains nor releases them.
@usableFromInline package struct DoubleDraw: Sendable {
    @usableFromInline let steps: DoubleSteps
    @usableFromInline let constants: [Double]

    /// A draw of a double in `range` (which must be finite) at `resolution`,
    /// favoring its bounds and those of `constants` that lie in it.
    @inlinable
    package init(in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, constants: [Double] = []) {
        steps = DoubleSteps(range, resolution: resolution)
        self.constants = constants.filter(range.contains)
    }

    /// Draws the value from `source`: exactly what
    /// `source.double(in: range, resolution: resolution, favoring: constants)` draws.
    @inlinable @inline(__always)
    package func value(from source: ChoiceSource) -> Double {
        if constants.isEmpty, steps.resolution != .any {
            // The common case, without setting up a table of constants.
            return source.stepValue(steps, step: source.draw(upTo: steps.stepBound, favoring: RangeEnds(steps.zero)))
        }
        return constants.withUnsafeBufferPointer { source.double(steps, favoring: $0, arranged: .allInRange) }
    }
}

/// How a double draw divides its range: the choice is a count of steps from the range's simplest value (0 when
/// the range holds 0, else the bound nearest 0), of a whole or half unit, ordered by ``ZeroOrigin`` (0, +1, -1,
/// +2, …); for `.any` a fraction of a step, away from the simplest value, is drawn before the step, so every whole
/// number comes before any value with a fraction, and the simplest binary fractions first (see
/// ``Gen/fraction(choice:)``).
@usableFromInline
struct DoubleSteps: Sendable {
    @usableFromInline let lowerBound: Double
    @usableFromInline let upperBound: Double
    @usableFromInline let resolution: DoubleResolution
    /// The largest step choice: the whole steps that fit in the range.
    @usableFromInline let stepBound: UInt64
    /// The width of a step of `.whole` or `.half`: 1 or 0.5.
    @usableFromInline let stepSize: Double
    /// The simplest value: 0, or the bound nearest 0.
    @usableFromInline let origin: Double
    /// How the step choices are ordered around `origin`.
    @usableFromInline let zero: ZeroOrigin

    @inlinable @inline(__always)
    init(_ range: ClosedRange<Double>, resolution: DoubleResolution) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
        self.resolution = resolution
        let width = upperBound - lowerBound
        precondition(width.isFinite && width < 0x1p62, "a double needs a finite range, not \(range)")
        let stepsPerUnit: Double = resolution == .half ? 2 : 1
        stepSize = resolution == .half ? 0.5 : 1
        // The width is at least 0 and below 2⁶² (so below 2⁶³ when doubled): converting through Int64
        // truncates exactly as rounding down would, in one instruction.
        if lowerBound >= 0 {
            origin = lowerBound
            stepBound = UInt64(Int64(width * stepsPerUnit))
            zero = ZeroOrigin(below: 0, above: stepBound)
        } else if upperBound <= 0 {
            origin = upperBound
            stepBound = UInt64(Int64(width * stepsPerUnit))
            zero = ZeroOrigin(below: stepBound, above: 0)
        } else {
            origin = 0
            zero = ZeroOrigin(below: UInt64(Int64(-lowerBound * stepsPerUnit)), above: UInt64(Int64(upperBound * stepsPerUnit)))
            stepBound = zero.bound
        }
    }

    /// The value of a step choice (`.whole` or `.half`), kept inside the range.
    ///
    /// A step is below 2⁶³ (the range is narrower than 2⁶² and a step at least half a unit), so it converts
    /// through Int64, which is one instruction, to the same double as through UInt64.
    ///
    /// `aboveZero` says that the caller knows the lower bound to be at least 0 (see ``isNarrowAboveZero``).
    @inlinable @inline(__always)
    func value(step: UInt64, aboveZero: Bool = false) -> Double {
        if aboveZero || lowerBound >= 0 { return min(lowerBound + Double(Int64(bitPattern: step)) * stepSize, upperBound) }
        return signedValue(step: step)
    }

    /// Whether the range starts at 0 or above and has from 1 to ``ChoiceSource/wideBound`` steps past its first:
    /// what lets a draw leave out the tests of an empty, a wide and a signed range.
    @inlinable
    var isNarrowAboveZero: Bool { lowerBound >= 0 && (1...ChoiceSource.wideBound).contains(stepBound) }

    /// ``value(step:)`` on a range below 0: steps counted from the simplest value, alternately above and below it.
    @usableFromInline
    func signedValue(step: UInt64) -> Double {
        let (magnitude, isNegative) = zero.steps(choice: step)
        let distance = Double(Int64(bitPattern: magnitude)) * stepSize
        return isNegative ? max(origin - distance, lowerBound) : min(origin + distance, upperBound)
    }

    /// The value of a step choice and a fraction (`.any`), the fraction away from the simplest value; the
    /// last step on a side is only as wide as what is left of the range there.
    @inlinable
    func value(step: UInt64, fraction: Double) -> Double {
        if lowerBound >= 0 {
            let stepWidth = step == stepBound ? (upperBound - lowerBound) - Double(stepBound) : 1
            return min(lowerBound + Double(Int64(bitPattern: step)) + fraction * stepWidth, upperBound)
        }
        let (magnitude, isNegative) = zero.steps(choice: step)
        let limit = isNegative ? origin - lowerBound : upperBound - origin
        let sideSteps = isNegative ? zero.below : zero.above
        let stepWidth = magnitude == sideSteps ? limit - Double(sideSteps) : 1
        let distance = min(Double(Int64(bitPattern: magnitude)) + fraction * stepWidth, limit)
        return isNegative ? origin - distance : origin + distance
    }

    /// The step choice nearest `value` (rounded to the nearest step for `.whole` and `.half`, down for `.any`,
    /// whose fraction follows), for an edge case.
    @inlinable
    func step(nearest value: Double) -> UInt64 {
        let offset = value - origin
        let stepsPerUnit: Double = resolution == .half ? 2 : 1
        let steps = resolution == .any ? (abs(offset) * stepsPerUnit).rounded(.down) : (abs(offset) * stepsPerUnit).rounded()
        return min(zero.choice(magnitude: UInt64(steps), isNegative: offset < 0), stepBound)
    }

    /// The fraction choice of `value` for `.any`: its distance from the simplest value past the whole steps
    /// (see ``Gen/fractionChoice(of:)``).
    @inlinable
    func fraction(of value: Double) -> UInt64 {
        let offset = abs(value - origin)
        return Gen<Double>.fractionChoice(of: offset - offset.rounded(.down))
    }
}
