/// The constants a biased draw favours, as ``ChoiceSource/draw(upTo:favoring:)``
/// sees them: how many there are, and the choice each stands for.
///
/// A table is only read on an edge-case turn (one draw in eight), so a
/// generator can hand over its constants as they are and convert them there,
/// instead of building an array of choices every time it is created.
@usableFromInline
protocol EdgeCaseTable {
    /// How many constants there are.
    var count: Int { get }
    /// The choice that the constant at `index` (in `0 ..< count`) stands for,
    /// before it is clamped to the draw's bound.
    func choice(at index: Int) -> UInt64
}

/// No constants: an edge case is the lower or the upper bound.
@usableFromInline
struct NoEdgeCases: EdgeCaseTable {
    @inlinable init() {}

    @inlinable var count: Int { 0 }

    @inlinable
    func choice(at index: Int) -> UInt64 {
        preconditionFailure("no constant at \(index)")
    }
}

/// The two ends of a range that holds 0 on both sides: with choices ordered from 0 (``ZeroOrigin``), the last
/// choice is only the end on the longer side, so the other end is listed here too.
@usableFromInline
struct RangeEnds: EdgeCaseTable {
    @usableFromInline let zero: ZeroOrigin

    @inlinable
    init(_ zero: ZeroOrigin) {
        self.zero = zero
    }

    @inlinable var count: Int { zero.below > 0 && zero.above > 0 ? 2 : 0 }

    @inlinable
    func choice(at index: Int) -> UInt64 {
        index == 0 ? zero.choice(magnitude: zero.below, isNegative: true) : zero.choice(magnitude: zero.above, isNegative: false)
    }
}

/// A table of ready-made choices.
@usableFromInline
struct ListedEdgeCases: EdgeCaseTable {
    @usableFromInline let choices: [UInt64]

    @inlinable
    init(_ choices: [UInt64]) {
        self.choices = choices
    }

    @inlinable var count: Int { choices.count }

    @inlinable
    func choice(at index: Int) -> UInt64 {
        choices[index]
    }
}

/// The constants of a double draw (``ChoiceSource/double(in:resolution:favoring:)``),
/// kept as they are given: only those inside the range count, in their given
/// order, and each becomes a step offset (``steps``) or a fraction
/// (``fractions``) when an edge-case turn asks for it.
///
/// The constants may be any random-access collection of doubles, such as a
/// lazy view of a window's own numbers, so that a draw whose range depends
/// on an earlier draw builds no array.
@usableFromInline
struct DoubleConstants<Constants: RandomAccessCollection> where Constants.Element == Double {
    @usableFromInline let constants: Constants
    /// The draw's steps, which turn a constant into its choices.
    @usableFromInline let drawSteps: DoubleSteps
    /// What is known of the constants' order, which decides how an edge-case turn finds those in the range.
    @usableFromInline let arranged: ConstantsArrangement

    @inlinable
    init(_ constants: Constants, steps: DoubleSteps, arranged: ConstantsArrangement) {
        self.constants = constants
        self.arranged = arranged
        self.drawSteps = steps
    }

    @inlinable var lowerBound: Double { drawSteps.lowerBound }
    @inlinable var upperBound: Double { drawSteps.upperBound }

    /// How many of `constants` lie in the range (counted on an edge-case turn only).
    @inlinable var inRangeCount: Int {
        switch arranged {
        case .allInRange:
            return constants.count
        case .ascending:
            assert(zip(constants, constants.dropFirst()).allSatisfy { $0 <= $1 }, "constants said to be ascending are not: \(Array(constants))")
            return constants.distance(from: firstInRange, to: firstAbove(upperBound))
        case .unordered:
            var count = 0
            for constant in constants where lowerBound <= constant && constant <= upperBound { count += 1 }
            return count
        }
    }

    /// Where ascending constants pass `limit`: the first above it, found by halving the constants (about
    /// four comparisons for the spec's 21, where reading them up to the limit takes up to 21).
    @inlinable
    func firstAbove(_ limit: Double) -> Constants.Index {
        var low = constants.startIndex
        var remaining = constants.count
        while remaining > 0 {
            let half = remaining / 2
            let middle = constants.index(low, offsetBy: half)
            if constants[middle] > limit {
                remaining = half
            } else {
                low = constants.index(after: middle)
                remaining -= half + 1
            }
        }
        return low
    }

    /// Where ascending constants reach the range: the first at or above its lower bound.
    @inlinable var firstInRange: Constants.Index {
        var position = constants.startIndex
        while position != constants.endIndex, constants[position] < lowerBound { constants.formIndex(after: &position) }
        return position
    }

    /// The constant at `index` among those in the range.
    @inlinable
    func inRangeConstant(at index: Int) -> Double {
        switch arranged {
        case .allInRange:
            return constants[constants.index(constants.startIndex, offsetBy: index)]
        case .ascending:
            return constants[constants.index(firstInRange, offsetBy: index)]
        case .unordered:
            var remaining = index
            for constant in constants where lowerBound <= constant && constant <= upperBound {
                if remaining == 0 { return constant }
                remaining -= 1
            }
            preconditionFailure("no in-range constant at \(index)")
        }
    }

    /// The step choices: each constant's steps from the draw's simplest value, rounded to the nearest step
    /// (down, for `.any`, whose fraction follows).
    @inlinable var steps: Steps { Steps(table: self) }

    /// The fraction choices of `.any`: each constant's fraction of a step past its whole steps, in 2⁻⁵² units.
    @inlinable var fractions: Fractions { Fractions(table: self) }

    @usableFromInline
    struct Steps: EdgeCaseTable {
        @usableFromInline let table: DoubleConstants

        @inlinable init(table: DoubleConstants) {
            self.table = table
        }

        /// The constants in the range, then, where the range holds 0 on both sides, its two ends.
        @inlinable var count: Int { table.inRangeCount + RangeEnds(table.drawSteps.zero).count }

        @inlinable
        func choice(at index: Int) -> UInt64 {
            let constants = table.inRangeCount
            guard index >= constants else { return table.drawSteps.step(nearest: table.inRangeConstant(at: index)) }
            return RangeEnds(table.drawSteps.zero).choice(at: index - constants)
        }
    }

    @usableFromInline
    struct Fractions: EdgeCaseTable {
        @usableFromInline let table: DoubleConstants

        @inlinable init(table: DoubleConstants) {
            self.table = table
        }

        @inlinable var count: Int { table.inRangeCount }

        @inlinable
        func choice(at index: Int) -> UInt64 {
            table.drawSteps.fraction(of: table.inRangeConstant(at: index))
        }
    }
}

/// What a double draw knows about its constants' order (see ``DoubleConstants``).
@usableFromInline
enum ConstantsArrangement {
    /// In any order: an edge-case turn tests each to find those in the range.
    case unordered
    /// In ascending order: those in the range are a run, whose end is found by halving the constants.
    case ascending
    /// Every constant lies in the range (a generator kept them to it once).
    case allInRange
}
