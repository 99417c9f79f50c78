/// The edge-case bias of a random draw (see ``ChoiceSource/draw(upTo:favoring:)``): which draws take an edge
/// case, which edge case they take, and how a wide range leans toward small magnitudes. A replay never comes
/// here: the recorded choice is just the number drawn.
extension ChoiceSource {
    /// Whether the next biased draw should be an edge case (probability 1/8),
    /// taking three bits at a time from one random word (21 turns a word).
    @inlinable
    func takeEdgeCaseTurn() -> Bool {
        if edgeCaseBits == 1 { refillEdgeCaseBits() }
        let isEdgeCase = edgeCaseBits & 7 == 0
        edgeCaseBits &>>= 3
        return isEdgeCase
    }

    /// Takes a fresh word: its low 63 bits are 21 turns, and the marker goes
    /// above them, so that it is all that is left after the 21st turn.
    @usableFromInline
    func refillEdgeCaseBits() {
        let marker: UInt64 = 1 << 63
        edgeCaseBits = (random.next() & (marker - 1)) | marker
    }

    // Specialised for each table, but kept out of line like the other rare paths.
    @inlinable @inline(never)
    func edgeCase<EdgeCases: EdgeCaseTable>(upTo bound: UInt64, _ edgeCases: EdgeCases) -> UInt64 {
        if bound > Self.wideBound, count > 0, case let word = random.next(), word % 3 == 0 {
            // On a wide range: an earlier choice of this case, or one within two of it.
            let earlier = buffer[Int(truncatingIfNeeded: (word >> 2) % UInt64(count))]
            let offset = (word >> 34) % 5
            let near = offset < 2 ? earlier &- min(earlier, offset + 1) : earlier &+ (offset - 2)
            return near < earlier && offset >= 2 ? bound : min(near, bound)
        }
        let pick = random.next(upTo: UInt64(edgeCases.count) + 1)
        switch pick {
        case 0: return 0
        case 1: return bound
        default: return min(edgeCases.choice(at: Int(pick) - 2), bound)
        }
    }

    /// The bound above which a draw counts as wide (see ``draw(upTo:favoring:)``).
    @usableFromInline static let wideBound: UInt64 = 1 << 16

    /// A draw on a wide range: half the time uniform, half the time below a bit width chosen uniformly from 1 to
    /// the bound's own, which makes small magnitudes far more likely.
    @usableFromInline @inline(never)
    func wideDraw(upTo bound: UInt64) -> UInt64 {
        let word = random.next()
        guard word & 1 == 1 else { return random.next(upTo: bound) }
        let widthOfBound = UInt64(64 - bound.leadingZeroBitCount)
        let width = 1 + (word >> 1) % widthOfBound
        return random.next(upTo: min(bound, width == 64 ? .max : (1 << width) - 1))
    }
}
