/// The one place a generator gets its randomness from: a stream of bounded
/// integer choices, each recorded in ``choices``.
///
/// Every draw is a number in `0...bound`, where 0 is the simplest choice.
/// A source runs in one of two modes:
///
/// - **random**: choices come from a ``Xoshiro256StarStar`` seeded with a
///   `UInt64`; draws that ask for it are biased towards edge cases
///   (see ``draw(upTo:favoring:)``);
/// - **replay**: choices come from a stored sequence. A stored choice larger
///   than the bound is clamped to the bound, and once the sequence runs out
///   every draw returns 0. So *any* sequence of numbers is valid input, which
///   is what lets the shrinker delete and lower choices freely.
///   A replay may read its choices from bytes instead (``init(bytes:maximumChoiceCount:)``), as a
///   coverage-guided fuzzer supplies them; there running out of bytes is an overrun.
///
/// One source is reused from case to case with ``reset(seed:)`` and
/// ``reset(replaying:)``, which keep its buffer, so that the runner
/// allocates nothing per case.
public final class ChoiceSource {
    /// The default for ``maximumChoiceCount``.
    @usableFromInline package static let defaultMaximumChoiceCount = 10_000

    /// The choices drawn so far in this case, in order, as the values returned
    /// (so after clamping in replay mode). Replaying them rebuilds the same value.
    @usableFromInline package var choices: [UInt64] { Array(UnsafeBufferPointer(start: buffer, count: choiceCount)) }

    /// How many choices this case has drawn so far.
    @inlinable package var choiceCount: Int { count }

    /// Whether this case must be discarded: a filter ran out of attempts, a
    /// generator called ``markInvalid()``, or the draw limit was reached.
    @inlinable package var isInvalid: Bool { invalid }

    /// Whether this case asked for more than ``maximumChoiceCount`` choices.
    /// Such a case is also invalid; every draw past the limit returns 0.
    @inlinable package var didOverrun: Bool { overran }

    /// The most choices one case may draw before it is cut short as invalid,
    /// so that a runaway generator ends instead of looping forever.
    @usableFromInline package let maximumChoiceCount: Int

    // The hot state opts out of dynamic exclusivity checks, which otherwise
    // cost more than the draws themselves. This is safe because a source is
    // used by one case on one thread at a time, and no access to these
    // properties overlaps another (no method passes them inout to code that
    // touches the source again).
    //
    // The choices live in a buffer that grows by doubling up to the draw
    // limit, so the hot path makes one comparison for both the limit and the
    // capacity, and never checks an array's uniqueness.
    @exclusivity(unchecked) @usableFromInline var buffer: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) @usableFromInline var invalid = false
    @usableFromInline var overran = false
    @exclusivity(unchecked) @usableFromInline var replays: Bool
    @exclusivity(unchecked) @usableFromInline var random: Xoshiro256StarStar
    @usableFromInline var replayed: [UInt64]
    // The unused bits of the word that decides edge-case turns, three per
    // turn from the low end, above a marker bit: the word holds no turn left
    // when only the marker is, so that one comparison replaces a counter.
    @exclusivity(unchecked) @usableFromInline var edgeCaseBits: UInt64 = 1
    // The structure of the case's choices (see `ChoiceSource+Spans.swift`), recorded only when the shrinker
    // asks for it, so that a random run pays one predictable branch per span and nothing more.
    @exclusivity(unchecked) @usableFromInline var recordsSpans = false
    @usableFromInline var spans: [ChoiceSpan] = []
    @usableFromInline var openSpan = -1
    // The bytes a replay reads its choices from instead of `replayed` (see `ChoiceSource+Bytes.swift`), or nil.
    @usableFromInline var byteChoices: ByteChoices?
    // The call spans (see `ChoiceSource+Calls.swift`), recorded under the same switch as the spans.
    @usableFromInline var callSpans: [CallSpan] = []
    @usableFromInline var openCall = -1
    // A replay that keeps moved spans to their own choices (see `ChoiceSource+Alignment.swift`), or nil; and how far
    // the position read runs ahead of the choices drawn (negative where the alignment supplied zeros of its own).
    @usableFromInline var alignment: ReplayAlignment?
    @usableFromInline var replayOffset = 0
    // Whether a replay draws at random once its choices run out, instead of zeros (``reset(replaying:thenDrawingFrom:)``).
    @usableFromInline var drawsPastReplay = false

    /// Creates a source of random choices seeded with `seed`.
    @usableFromInline package init(seed: UInt64, maximumChoiceCount: Int = ChoiceSource.defaultMaximumChoiceCount) {
        precondition(maximumChoiceCount >= 0, "a choice source needs a draw limit of at least 0")
        self.maximumChoiceCount = maximumChoiceCount
        capacity = min(64, maximumChoiceCount)
        buffer = .allocate(capacity: capacity)
        random = Xoshiro256StarStar(seed: seed)
        replayed = []
        replays = false
    }

    /// Creates a source that replays `choices` (clamped to each draw's bound,
    /// then zeros once they run out).
    package init(replaying choices: [UInt64], maximumChoiceCount: Int = ChoiceSource.defaultMaximumChoiceCount) {
        precondition(maximumChoiceCount >= 0, "a choice source needs a draw limit of at least 0")
        self.maximumChoiceCount = maximumChoiceCount
        capacity = min(64, maximumChoiceCount)
        buffer = .allocate(capacity: capacity)
        random = Xoshiro256StarStar(seed: 0)
        replayed = choices
        replays = true
    }

    deinit {
        buffer.deallocate()
    }

    /// Starts a new random case from `seed`, keeping the buffer's capacity.
    @inlinable
    package func reset(seed: UInt64) {
        random = Xoshiro256StarStar(seed: seed)
        edgeCaseBits = 1
        replays = false
        startCase()
    }

    /// Starts a new replayed case from `choices`, keeping the buffer's capacity.
    @inlinable
    package func reset(replaying choices: [UInt64]) {
        replayed = choices
        byteChoices = nil
        alignment = nil
        replayOffset = 0
        drawsPastReplay = false
        replays = true
        startCase()
    }

    /// Starts a case that replays `prefix`, then draws at random from `seed` once the prefix runs out: a guided
    /// run's mutated case keeps the choices it was given and lets the generator draw whatever more it needs.
    package func reset(replaying prefix: [UInt64], thenDrawingFrom seed: UInt64) {
        reset(replaying: prefix)
        random = Xoshiro256StarStar(seed: seed)
        drawsPastReplay = true
    }

    @inlinable
    func startCase() {
        count = 0
        invalid = false
        overran = false
        if recordsSpans {
            spans.removeAll(keepingCapacity: true)
            openSpan = -1
            callSpans.removeAll(keepingCapacity: true)
            openCall = -1
        }
    }

    /// Marks this case as one to discard (for example, no value satisfied a filter).
    @inlinable
    public func markInvalid() {
        invalid = true
    }

    /// Whether a replay has used up its stored choices, so that every further
    /// draw returns 0 and a retried generator would only repeat itself.
    @inlinable package var isExhausted: Bool {
        replays && !drawsPastReplay && (byteChoices.map(\.isExhausted) ?? (count &+ replayOffset >= replayed.count))
    }

    /// Draws a choice uniformly in `0...bound` (random mode) or replays one
    /// (replay mode). Use it for structural choices such as which alternative
    /// or whether to continue a list.
    ///
    /// A bound of 0 leaves no choice: it returns 0, and still records it, so that every draw takes one place
    /// in the sequence and the shrinker's order counts draws, not the ranges they happened to have. In an aligned
    /// replay it also takes its place among the choices replayed (``alignedChoice(upTo:_:)``), as it took one when
    /// they were drawn.
    @inlinable @inline(__always)
    package func draw(upTo bound: UInt64) -> UInt64 {
        if count == capacity, !makeRoom() { return 0 }
        let choice = bound == 0 ? noChoice() : (replays ? replayedChoice(upTo: bound) : random.next(upTo: bound))
        buffer[count] = choice
        count &+= 1
        return choice
    }

    /// Draws a choice in `0...bound` like ``draw(upTo:)``, except that in
    /// random mode the draws lean toward what finds bugs:
    ///
    /// - one draw in eight is an edge case: 0, `bound`, or one of `constants`
    ///   (choices of their own; those above `bound` are clamped to it), each
    ///   equally likely; on a wide range one of these turns in three instead
    ///   takes an earlier choice of this case, or one within two of it, so that
    ///   equal and nearly equal values come up together where chance alone
    ///   would never draw them. A narrow range keeps all its turns for its
    ///   bounds and constants: there a uniform draw already meets its
    ///   neighbours now and then, and the layout generators' ranges are narrow
    ///   and lean on the spec's constants (giving a third of their turns to
    ///   earlier values makes some mutants of `duo-fuzz mutants --seeds 2001`
    ///   take more cases to fail);
    /// - on a wide range (a bound above 2¹⁶), half the other draws pick a bit
    ///   width first and draw below it, so that small magnitudes come up far
    ///   more often than a uniform draw would give them.
    ///
    /// The recorded choice is just the resulting number, so replay and
    /// shrinking never know that a draw was biased.
    @inlinable @inline(__always)
    package func draw(upTo bound: UInt64, favoring constants: [UInt64]) -> UInt64 {
        draw(upTo: bound, favoring: ListedEdgeCases(constants))
    }

    /// ``draw(upTo:favoring:)`` with the constants in a table that is only
    /// read on an edge-case turn.
    ///
    /// `narrow` says that the caller knows `bound` to be in `1...wideBound`, so that the two tests it answers are
    /// left out of the inlined draw; the choices are the same.
    @inlinable @inline(__always)
    func draw<EdgeCases: EdgeCaseTable>(upTo bound: UInt64, favoring edgeCases: EdgeCases, narrow: Bool = false) -> UInt64 {
        assert(!narrow || (1...Self.wideBound).contains(bound), "a draw said to be narrow has the bound \(bound)")
        if count == capacity, !makeRoom() { return 0 }
        let choice: UInt64
        if !narrow, bound == 0 {
            choice = noChoice()
        } else if replays {
            choice = replayedChoice(upTo: bound)
        } else if takeEdgeCaseTurn() {
            choice = edgeCase(upTo: bound, edgeCases)
        } else if !narrow, bound > Self.wideBound {
            choice = wideDraw(upTo: bound)
        } else {
            choice = random.next(upTo: bound, belowMaximum: narrow)
        }
        buffer[count] = choice
        count &+= 1
        return choice
    }

    // The paths below are rare in a random run, so they stay out of line to
    // keep the inlined draws small.
    /// The choice of a draw of bound 0: 0, taking its place in an aligned replay.
    @usableFromInline
    func noChoice() -> UInt64 {
        if let alignment { _ = alignedChoice(upTo: 0, alignment) }
        return 0
    }

    /// The choice replayed at the current place, clamped to `bound`.
    @usableFromInline
    func replayedChoice(upTo bound: UInt64) -> UInt64 {
        if let byteChoices { return byteChoice(upTo: bound, from: byteChoices) }
        if let alignment { return alignedChoice(upTo: bound, alignment) }
        if count < replayed.count { return min(replayed[count], bound) }
        return drawsPastReplay ? random.next(upTo: bound) : 0
    }

    /// Doubles the buffer, or, at the draw limit, marks the case as overrun
    /// and returns `false`.
    @usableFromInline
    func makeRoom() -> Bool {
        guard capacity < maximumChoiceCount else {
            overran = true
            invalid = true
            return false
        }
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: min(capacity * 2, maximumChoiceCount))
        larger.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = min(capacity * 2, maximumChoiceCount)
        return true
    }
}
