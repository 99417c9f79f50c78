/// How a choice becomes a count of steps from the simplest value of a range, so that the simplest values are
/// the smallest in absolute value, positive before negative.
///
/// A range of steps from `-below` to `+above` (both counts of steps, at least 0) orders its values:
/// - when it holds 0 on both sides: 0, then +1, -1, +2, -2, …, and, once the shorter side runs out, the longer
///   side's remaining steps outward;
/// - when it lies on one side of 0 (`below` or `above` is 0): from the bound nearest 0 outward.
///
/// So choice 0 is always the value nearest 0, and lowering a choice never moves a value away from 0.
@usableFromInline
struct ZeroOrigin: Sendable {
    /// Steps below zero (toward negative values).
    @usableFromInline let below: UInt64
    /// Steps above zero.
    @usableFromInline let above: UInt64

    @inlinable
    init(below: UInt64, above: UInt64) {
        self.below = below
        self.above = above
    }

    /// The largest choice: every step of the range.
    @inlinable var bound: UInt64 { below &+ above }

    /// The steps of `choice`, as a magnitude and a sign (negative: below zero).
    @inlinable
    func steps(choice: UInt64) -> (magnitude: UInt64, isNegative: Bool) {
        if below == 0 { return (choice, false) }
        if above == 0 { return (choice, true) }
        let shorter = Swift.min(below, above)
        // Up to 2 × shorter, the choices alternate: odd is +k, even is -k (k = (choice + 1) / 2).
        if choice <= shorter &* 2 {
            let magnitude = (choice &+ 1) / 2
            return (magnitude, choice != 0 && choice & 1 == 0)
        }
        // Past that, only the longer side has steps left: choice - shorter steps outward on it.
        return (choice &- shorter, below > above)
    }

    /// The choice of the value `magnitude` steps from zero on the side `isNegative` says; the inverse of
    /// ``steps(choice:)`` for a step inside the range, and the nearest choice on that side otherwise.
    @inlinable
    func choice(magnitude: UInt64, isNegative: Bool) -> UInt64 {
        if magnitude == 0 { return 0 }
        if below == 0 { return isNegative ? 0 : Swift.min(magnitude, above) }
        if above == 0 { return isNegative ? Swift.min(magnitude, below) : 0 }
        let side = isNegative ? below : above
        let clamped = Swift.min(magnitude, side)
        let shorter = Swift.min(below, above)
        if clamped <= shorter { return clamped &* 2 &- (isNegative ? 0 : 1) }
        return clamped &+ shorter
    }
}

extension ZeroOrigin {
    /// The steps of a whole-number range `lowerBound...upperBound`: one per integer.
    @inlinable
    init(_ range: ClosedRange<Int>) {
        if range.lowerBound >= 0 {
            self.init(below: 0, above: UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)))
        } else if range.upperBound <= 0 {
            self.init(below: UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)), above: 0)
        } else {
            self.init(below: UInt64(bitPattern: Int64(0 &- range.lowerBound)), above: UInt64(range.upperBound))
        }
    }

    /// The simplest value of a whole-number range: 0 when it holds 0, else the bound nearest 0.
    @inlinable
    static func origin(of range: ClosedRange<Int>) -> Int {
        range.lowerBound >= 0 ? range.lowerBound : (range.upperBound <= 0 ? range.upperBound : 0)
    }

    /// The value of `choice` in `range` (whose steps are `self`).
    @inlinable
    func value(choice: UInt64, in range: ClosedRange<Int>) -> Int {
        let (magnitude, isNegative) = steps(choice: choice)
        let origin = Self.origin(of: range)
        return isNegative ? origin &- Int(truncatingIfNeeded: magnitude) : origin &+ Int(truncatingIfNeeded: magnitude)
    }

    /// The choice of `value` in `range` (whose steps are `self`); a value outside the range gives the nearest.
    @inlinable
    func choice(of value: Int, in range: ClosedRange<Int>) -> UInt64 {
        let origin = Self.origin(of: range)
        if value >= origin { return choice(magnitude: UInt64(bitPattern: Int64(value &- origin)), isNegative: false) }
        return choice(magnitude: UInt64(bitPattern: Int64(origin &- value)), isNegative: true)
    }
}
