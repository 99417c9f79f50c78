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
    package func index(below count: Int) -> Int {
        precondition(count > 0, "an index needs at least one position to choose from")
        return Int(truncatingIfNeeded: draw(upTo: UInt64(count - 1)))
    }

    /// One of `elements` (which must not be empty), uniformly; the first is the simplest.
    @inlinable
    public func element<Element>(of elements: [Element]) -> Element {
        elements[index(below: elements.count)]
    }

    /// An integer in `range`, favoring its bounds: what ``Gen/int(in:constants:)`` draws with no constants.
    /// Choice 0 is the value nearest 0 (see ``ZeroOrigin``).
    @inlinable
    public func int(in range: ClosedRange<Int>) -> Int {
        if range.lowerBound >= 0 {
            return range.lowerBound &+ Int(truncatingIfNeeded: draw(upTo: UInt64(range.upperBound &- range.lowerBound), favoring: NoEdgeCases()))
        }
        let zero = ZeroOrigin(range)
        return integerValue(zero, choice: draw(upTo: zero.bound, favoring: RangeEnds(zero)), in: range)
    }

    /// The value of an integer `choice` in `range`, whose steps `zero` counts from the value nearest 0.
    @inlinable
    func integerValue(_ zero: ZeroOrigin, choice: UInt64, in range: ClosedRange<Int>) -> Int {
        zero.value(choice: choice, in: range)
    }

    /// The value of a step choice of `steps` (`.whole` or `.half`).
    @inlinable @inline(__always)
    func stepValue(_ steps: DoubleSteps, step: UInt64) -> Double {
        steps.value(step: step)
    }

    /// An array of elements drawn by `element`, with a count in `count`: what
    /// ``Gen/array(of:count:)`` draws (see ``forEachElement(count:_:)`` for
    /// how its choices are laid out).
    @inlinable
    public func array<Element>(count: ClosedRange<Int>, of element: (ChoiceSource) -> Element) -> [Element] {
        // Room for up to eight elements at once, so that a short array is not
        // reallocated as it grows; an empty array allocates nothing.
        let room = Swift.max(count.lowerBound, Swift.min(count.upperBound, 8))
        var elements: [Element] = []
        forEachElement(count: count) { source in
            if elements.isEmpty { elements.reserveCapacity(room) }
            elements.append(element(source))
        }
        return elements
    }

    /// Draws the elements of an array with a count in `count`, handing each
    /// to `drawElement` instead of collecting them: what a generator that
    /// builds something else from the elements (a table, a sum) uses, without
    /// an array in between. Draws exactly what ``array(count:of:)`` draws.
    ///
    /// The first `count.lowerBound` elements are drawn directly; each further
    /// element is preceded by a "continue?" choice (0 stops). So one element
    /// is one contiguous span of choices, and deleting that span removes the
    /// element cleanly, which is what makes arrays shrink well.
    @inlinable
    package func forEachElement(count: ClosedRange<Int>, _ drawElement: (ChoiceSource) -> Void) {
        precondition(count.lowerBound >= 0, "an array needs a count of at least 0")
        let minimum = count.lowerBound
        let maximum = count.upperBound
        // A continue choice in 0...n continues with probability n/(n+1): on
        // average n extra elements, here about half of the extra room, at most 8.
        let continueBound = UInt64(Swift.max(1, Swift.min((maximum - minimum) / 2, 8)))
        let array = beginSpan(.array)
        var drawn = 0
        while drawn < minimum {
            let element = beginSpan(.element)
            drawElement(self)
            endSpan(element)
            drawn += 1
        }
        while drawn < maximum {
            let element = beginSpan(.optionalElement)
            guard draw(upTo: continueBound) != 0 else {
                if element >= 0 { spans.removeLast() }
                openSpan = array
                break
            }
            drawElement(self)
            endSpan(element)
            drawn += 1
        }
        endSpan(array)
    }

    /// A double in `range` (which must be finite) at `resolution`, favoring
    /// its bounds and those of `constants` that lie in it.
    ///
    /// With `.whole` or `.half` the value comes from one integer choice that
    /// counts steps from the range's simplest value (0 where the range holds 0,
    /// else the bound nearest 0; see ``ZeroOrigin``), so shrinking moves towards
    /// it. With `.any` a fraction choice (0 is no fraction, then 1/2, 1/4, 3/4,
    /// …; see ``Gen/fraction(choice:)``) comes before the step choice, so every
    /// whole number is simpler than any value with a fraction, and 1.5 than
    /// 1.25. Constants are rounded
    /// to the nearest step, and are only read on an edge-case turn, so a lazy
    /// collection of them costs nothing otherwise.
    @inlinable @inline(__always)
    package func double<Constants: RandomAccessCollection>(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, favoring constants: Constants
    ) -> Double where Constants.Element == Double {
        double(DoubleSteps(range, resolution: resolution), favoring: constants, arranged: .unordered)
    }

    /// ``double(in:resolution:favoring:)`` for `constants` in ascending order, which draws the same
    /// choices: those in the range are a run, and an edge-case turn finds its end by halving the constants
    /// instead of testing each (what a draw over a range that changes from case to case uses).
    @inlinable @inline(__always)
    package func double<Constants: RandomAccessCollection>(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .whole, favoringAscending constants: Constants
    ) -> Double where Constants.Element == Double {
        double(DoubleSteps(range, resolution: resolution), favoring: constants, arranged: .ascending)
    }

    /// A double of `steps`, favoring those of `constants` that lie in its range (see
    /// ``double(in:resolution:favoring:)``); a generator works `steps` out once, not every draw, and
    /// may keep its constants to the range once too (`.allInRange`).
    @inlinable @inline(__always)
    func double<Constants: RandomAccessCollection>(_ steps: DoubleSteps, favoring constants: Constants, arranged: ConstantsArrangement) -> Double
    where Constants.Element == Double {
        let table = DoubleConstants(constants, steps: steps, arranged: arranged)
        guard steps.resolution == .any else { return stepValue(steps, step: draw(upTo: steps.stepBound, favoring: table.steps)) }
        // The fraction first: a whole number, of any size, is simpler than a value with a fraction.
        let fractionChoice = draw(upTo: Gen<Double>.fractionSteps, favoring: table.fractions)
        return steps.value(step: draw(upTo: steps.stepBound, favoring: table.steps), fraction: Gen<Double>.fraction(choice: fractionChoice))
    }

    /// A double in `range` at `resolution`, favoring its bounds only.
    @inlinable
    public func double(in range: ClosedRange<Double>, resolution: DoubleResolution = .whole) -> Double {
        double(in: range, resolution: resolution, favoring: EmptyCollection())
    }
}
