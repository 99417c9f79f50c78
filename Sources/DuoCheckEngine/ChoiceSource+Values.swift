/// The primitive values a generator draws, as methods of the source itself.
///
/// The static generators (``Gen/bool``, ``Gen/element(of:)``,
/// ``Gen/double(in:resolution:constants:)``) draw through these, so a
/// hand-written generator that calls them draws exactly the same choices.
/// That is what a generator whose ranges depend on an earlier draw uses
/// (see ``Gen/then(_:)``): `flatMap` would build new generators for every
/// case, while a method call builds nothing.
extension ChoiceSource {
    /// A fair coin flip; `false` (choice 0) is the simpler value.
    @inlinable
    public func bool() -> Bool {
        draw(upTo: 1) == 1
    }

    /// A position in `0 ..< count` (which must not be empty), uniformly; 0 is the simplest.
    @inlinable
    public func index(below count: Int) -> Int {
        precondition(count > 0, "an index needs at least one position to choose from")
        return Int(truncatingIfNeeded: draw(upTo: UInt64(count - 1)))
    }

    /// One of `elements` (which must not be empty), uniformly; the first is the simplest.
    @inlinable
    public func element<Element>(of elements: [Element]) -> Element {
        elements[index(below: elements.count)]
    }

    /// An integer in `range`, favoring its bounds: what ``Gen/int(in:constants:)`` draws with no constants.
    @inlinable
    public func int(in range: ClosedRange<Int>) -> Int {
        let bound = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        return range.lowerBound &+ Int(truncatingIfNeeded: draw(upTo: bound, favoring: NoEdgeCases()))
    }

    /// An array of elements drawn by `element`, with a count in `count`: what
    /// ``Gen/array(of:count:)`` draws.
    ///
    /// The first `count.lowerBound` elements are drawn directly; each further
    /// element is preceded by a "continue?" choice (0 stops). So one element
    /// is one contiguous span of choices, and deleting that span removes the
    /// element cleanly, which is what makes arrays shrink well.
    @inlinable
    public func array<Element>(count: ClosedRange<Int>, of element: (ChoiceSource) -> Element) -> [Element] {
        precondition(count.lowerBound >= 0, "an array needs a count of at least 0")
        let minimum = count.lowerBound, maximum = count.upperBound
        // A continue choice in 0...n continues with probability n/(n+1): on
        // average n extra elements, here about half of the extra room, at most 8.
        let continueBound = UInt64(Swift.max(1, Swift.min((maximum - minimum) / 2, 8)))
        // Room for up to eight elements at once, so that a short array is not
        // reallocated as it grows; an empty array allocates nothing.
        let room = Swift.max(minimum, Swift.min(maximum, 8))
        var elements: [Element] = []
        if minimum > 0 { elements.reserveCapacity(room) }
        while elements.count < minimum { elements.append(element(self)) }
        while elements.count < maximum, draw(upTo: continueBound) != 0 {
            if elements.isEmpty { elements.reserveCapacity(room) }
            elements.append(element(self))
        }
        return elements
    }

    /// A double in `range` (which must be finite) at `resolution`, favoring
    /// its bounds and those of `constants` that lie in it.
    ///
    /// With `.whole` or `.half` the value comes from one integer choice that
    /// counts steps from the lower bound, so the choice 0 is `range.lowerBound`
    /// and shrinking moves towards it. With `.any` a step choice is followed by
    /// a fraction choice (0 is no fraction), so the simplest values are whole
    /// steps. Constants are rounded to the nearest step, and are only read on
    /// an edge-case turn, so a lazy collection of them costs nothing otherwise.
    @inlinable
    public func double<Constants: RandomAccessCollection>(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, favoring constants: Constants
    ) -> Double where Constants.Element == Double {
        double(DoubleSteps(range, resolution: resolution), favoring: constants)
    }

    /// A double of `steps`, favoring those of `constants` that lie in its range (see
    /// ``double(in:resolution:favoring:)``); a generator works `steps` out once, not every draw, and
    /// may keep its constants to the range once too (`allInRange`).
    @inlinable
    func double<Constants: RandomAccessCollection>(_ steps: DoubleSteps, favoring constants: Constants, allInRange: Bool = false) -> Double
    where Constants.Element == Double {
        let table = DoubleConstants(constants, lowerBound: steps.lowerBound, upperBound: steps.upperBound,
                                    resolution: steps.resolution, stepBound: steps.stepBound, allInRange: allInRange)
        let step = draw(upTo: steps.stepBound, favoring: table.steps)
        guard steps.resolution == .any else { return steps.value(step: step) }
        let fraction = Double(Int64(bitPattern: draw(upTo: Gen<Double>.fractionSteps, favoring: table.fractions))) * 0x1p-52
        return steps.value(step: step, fraction: fraction)
    }

    /// A double in `range` at `resolution`, favoring its bounds only.
    @inlinable
    public func double(in range: ClosedRange<Double>, resolution: DoubleResolution = .whole) -> Double {
        double(in: range, resolution: resolution, favoring: EmptyCollection())
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

    @inlinable
    init(_ range: ClosedRange<Double>, resolution: DoubleResolution) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
        self.resolution = resolution
        let width = upperBound - lowerBound
        precondition(width.isFinite && width < 0x1p62, "a double needs a finite range, not \(range)")
        // The width is at least 0, so converting truncates exactly as rounding
        // down would, without a call to the C library's floor.
        stepBound = UInt64(resolution == .half ? width * 2 : width)
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
