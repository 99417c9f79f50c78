/// The order in which the shrinker simplifies choice sequences: a shorter
/// sequence is simpler, and among sequences of the same length the
/// lexicographically smaller one is simpler.
///
/// Every accepted shrink step makes the sequence strictly smaller in this
/// order, and there are only finitely many sequences below any given one
/// (each choice is bounded by the last accepted one), so shrinking ends.
package enum ShortlexOrder {
    /// Whether `candidate` is strictly simpler than `current`.
    package static func precedes(_ candidate: [UInt64], _ current: [UInt64]) -> Bool {
        if candidate.count != current.count { return candidate.count < current.count }
        return candidate.lexicographicallyPrecedes(current)
    }

    /// The simplest sequence that replays like `choices`: without trailing
    /// zeros, which a replay draws anyway once the sequence runs out.
    package static func trimmingTrailingZeros<Choices: BidirectionalCollection>(_ choices: Choices) -> [UInt64]
    where Choices.Element == UInt64 {
        var trimmed = Array(choices)
        while trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }
}
