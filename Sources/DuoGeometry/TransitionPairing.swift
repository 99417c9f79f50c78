// MARK: - Transition pairing (rule 10)

/// Which shape of the outgoing bar becomes which shape of the incoming one.
public struct ShapePair: Hashable, Codable, Sendable {
    /// The index in the outgoing bar's list.
    public var from: Int
    /// The index in the incoming bar's list.
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// The pairs of side-column shapes between two bars: by index from the column's top (back circle, buttons
/// capsule, trailing circle, whichever a bar has). Chats' story capsule and compose circle so become the
/// chat's back circle and avatar. Negative counts are read as 0.
public func columnShapePairs(fromCount: Int, toCount: Int) -> [ShapePair] {
    (0..<max(0, min(fromCount, toCount))).map { ShapePair(from: $0, to: $0) }
}

/// The pairs of the top row's right platters between two bars: by index from the right edge, so the last
/// platter of each pairs. Negative counts are read as 0.
public func rowPlatterPairs(fromCount: Int, toCount: Int) -> [ShapePair] {
    let from = max(0, fromCount)
    let to = max(0, toCount)
    return (0..<min(from, to)).map { ShapePair(from: from - 1 - $0, to: to - 1 - $0) }
}
