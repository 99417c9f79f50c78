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
///
/// One source is reused from case to case with ``reset(seed:)`` and
/// ``reset(replaying:)``, which keep the capacity of ``choices``, so that the
/// runner allocates nothing per case.
public final class ChoiceSource {
    /// The default for ``maximumChoiceCount``.
    public static let defaultMaximumChoiceCount = 10_000

    /// The choices drawn so far in this case, in order, as the values returned
    /// (so after clamping in replay mode). Replaying them rebuilds the same value.
    public var choices: [UInt64] { recorded }

    /// Whether this case must be discarded: a filter ran out of attempts, a
    /// generator called ``markInvalid()``, or the draw limit was reached.
    public private(set) var isInvalid = false

    /// Whether this case asked for more than ``maximumChoiceCount`` choices.
    /// Such a case is also invalid; every draw past the limit returns 0.
    public private(set) var didOverrun = false

    /// The most choices one case may draw before it is cut short as invalid,
    /// so that a runaway generator ends instead of looping forever.
    public let maximumChoiceCount: Int

    /// Whether draws come from ``replayed`` rather than from the random generator.
    public var isReplaying: Bool { replays }

    @usableFromInline var recorded: [UInt64] = []
    @usableFromInline var replays: Bool
    @usableFromInline var random: Xoshiro256StarStar
    @usableFromInline var replayed: [UInt64]
    @usableFromInline var edgeCaseBits: UInt64 = 0
    @usableFromInline var edgeCaseBitsLeft = 0

    /// Creates a source of random choices seeded with `seed`.
    public init(seed: UInt64, maximumChoiceCount: Int = ChoiceSource.defaultMaximumChoiceCount) {
        self.maximumChoiceCount = maximumChoiceCount
        random = Xoshiro256StarStar(seed: seed)
        replayed = []
        replays = false
    }

    /// Creates a source that replays `choices` (clamped to each draw's bound,
    /// then zeros once they run out).
    public init(replaying choices: [UInt64], maximumChoiceCount: Int = ChoiceSource.defaultMaximumChoiceCount) {
        self.maximumChoiceCount = maximumChoiceCount
        random = Xoshiro256StarStar(seed: 0)
        replayed = choices
        replays = true
    }

    /// Starts a new random case from `seed`, keeping the buffer's capacity.
    @inlinable
    public func reset(seed: UInt64) {
        random = Xoshiro256StarStar(seed: seed)
        edgeCaseBitsLeft = 0
        replays = false
        startCase()
    }

    /// Starts a new replayed case from `choices`, keeping the buffer's capacity.
    @inlinable
    public func reset(replaying choices: [UInt64]) {
        replayed = choices
        replays = true
        startCase()
    }

    @usableFromInline
    func startCase() {
        recorded.removeAll(keepingCapacity: true)
        isInvalid = false
        didOverrun = false
    }

    /// Marks this case as one to discard (for example, no value satisfied a filter).
    public func markInvalid() {
        isInvalid = true
    }

    /// Whether a replay has used up its stored choices, so that every further
    /// draw returns 0 and a retried generator would only repeat itself.
    public var isExhausted: Bool {
        isReplaying && choices.count >= replayed.count
    }

    /// Draws a choice uniformly in `0...bound` (random mode) or replays one
    /// (replay mode). Use it for structural choices such as which alternative
    /// or whether to continue a list.
    ///
    /// A bound of 0 leaves no choice: it returns 0 and records nothing.
    @inlinable
    public func draw(upTo bound: UInt64) -> UInt64 {
        if bound == 0 { return 0 }
        guard recorded.count < maximumChoiceCount else { return overrun() }
        let choice = replays ? replayedChoice(upTo: bound) : random.next(upTo: bound)
        recorded.append(choice)
        return choice
    }

    /// Draws a choice in `0...bound` like ``draw(upTo:)``, except that in
    /// random mode one draw in eight is an edge case: 0, `bound`, or one of
    /// `constants` (offsets from the simplest value; those above `bound` are
    /// clamped to it), each equally likely.
    ///
    /// The recorded choice is just the resulting number, so replay and
    /// shrinking never know that a draw was biased.
    @inlinable
    public func draw(upTo bound: UInt64, favoring constants: [UInt64]) -> UInt64 {
        if bound == 0 { return 0 }
        guard recorded.count < maximumChoiceCount else { return overrun() }
        let choice: UInt64
        if replays {
            choice = replayedChoice(upTo: bound)
        } else if takeEdgeCaseTurn() {
            choice = edgeCase(upTo: bound, constants: constants)
        } else {
            choice = random.next(upTo: bound)
        }
        recorded.append(choice)
        return choice
    }

    @inlinable
    func replayedChoice(upTo bound: UInt64) -> UInt64 {
        let position = recorded.count
        return position < replayed.count ? min(replayed[position], bound) : 0
    }

    /// Whether the next biased draw should be an edge case (probability 1/8),
    /// taking three bits at a time from one random word.
    @inlinable
    func takeEdgeCaseTurn() -> Bool {
        if edgeCaseBitsLeft == 0 {
            edgeCaseBits = random.next()
            edgeCaseBitsLeft = 21
        }
        let isEdgeCase = edgeCaseBits & 7 == 0
        edgeCaseBits &>>= 3
        edgeCaseBitsLeft &-= 1
        return isEdgeCase
    }

    @usableFromInline
    func edgeCase(upTo bound: UInt64, constants: [UInt64]) -> UInt64 {
        let pick = random.next(upTo: UInt64(constants.count) + 1)
        switch pick {
        case 0: return 0
        case 1: return bound
        default: return min(constants[Int(pick) - 2], bound)
        }
    }

    @usableFromInline
    func overrun() -> UInt64 {
        didOverrun = true
        isInvalid = true
        return 0
    }
}
