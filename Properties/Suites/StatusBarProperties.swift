import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let statusBarProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.statusBarFollowsCorner, oracle: .geometry, .decision,
            says: "overlap with block frames (`Oracle.overlaps`); the topmost card; a dismiss offset below 0 or NaN counts as 0"),
        PropertyDeclaration(LayoutProperties.transitionPairing, oracle: .geometry, says: "distance from the column's top or the row's edge")
    ]
}

/// A stack of presented cards over a layout, the last on top.
package struct CardStackCase: Codable, Hashable, CustomStringConvertible {
    package var sample: LayoutSample
    package var behind: StatusBarStyle
    package var cards: [PresentedCard]
    /// The interactive dismiss offset of the topmost card.
    package var dismissOffset: CGFloat

    /// Creates a case from its fields.
    package init(sample: LayoutSample, behind: StatusBarStyle, cards: [PresentedCard], dismissOffset: CGFloat) {
        self.sample = sample
        self.behind = behind
        self.cards = cards
        self.dismissOffset = dismissOffset
    }
    package var layout: ContainerViewLayout { sample.layout }
    package var description: String { "\(sample.name), \(cards.count) cards over \(behind), dismissed by \(dismissOffset)" }
}

extension Gen where Value == CardStackCase {
    /// Stacks of zero to three cards at frames in and around the status corner, with a dismiss offset.
    package static func cardStacks(in layouts: Gen<LayoutSample>) -> Gen<CardStackCase> {
        layouts.then(CardStackCase.drawn(in:from:))
    }
}

extension CardStackCase {
    /// One stack over `sample` (see `Gen.cardStacks(in:)`): the style behind, zero to three cards (each a
    /// frame of the sample and a style) and a dismiss offset. One drawing function rather than `flatMap`,
    /// drawing the choices that formulation drew.
    static func drawn(in sample: consuming LayoutSample, from source: ChoiceSource) -> CardStackCase {
        let (behind, cards) = drawnCards(in: sample.layout, from: source)
        let dismissOffset = source.point(in: 0...Double(sample.layout.size.height))
        return CardStackCase(sample: sample, behind: behind, cards: cards, dismissOffset: dismissOffset)
    }

    /// The start of ``drawn(in:from:)``: the style behind and the cards, without the dismiss offset.
    static func drawnCards(in layout: ContainerViewLayout, from source: ChoiceSource) -> (behind: StatusBarStyle, cards: [PresentedCard]) {
        let behind = source.element(of: cardStyles)
        let cards = source.array(count: 0...3) { source in
            PresentedCard(frame: FrameCase.drawnFrame(in: layout, from: source).frame, style: source.element(of: cardStyles))
        }
        return (behind, cards)
    }
}

/// The styles a card or the screens behind draw from.
private let cardStyles: [StatusBarStyle] = [.black, .white]

extension LayoutProperties {
    /// Rule 8: "with a modal up, the folded postures and unfolded landscape take the style of the topmost card
    /// that still overlaps the block, else the screens behind; an interactive dismiss switches it once the card
    /// has left the block entirely (not the regular phone's forced white)". A card's frame during a dismiss is its
    /// resting frame moved down by the offset (none for a negative or NaN offset), for the drawn offset and for
    /// offsets just inside and just outside 0 and 1 (a quarter point, half a point, one ulp). Where the status corner is no
    /// side block (UP, every other device) the regular phone's rule stays: white while any card is up. A frame
    /// that only touches a block's edge, from any side, does not cover it.
    package static func statusBarFollowsCorner(_ helpers: PlacementHelpers = .core) -> Property<CardStackCase> {
        Property(
            PropertyID.statusBarFollowsCorner.rawValue, source: .rule(8), summary: "the topmost card over the block decides the status bar",
            generator: .cardStacks(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { stack in
            let layout = stack.layout
            let oracle = ExpectedLayout(stack.sample)
            let cards = try requireDismissedTopCard(stack, helpers: helpers)
            let blocks = Oracle.blockFrames(of: layout)
            func covers(_ frame: CGRect) -> Bool { blocks.contains { Oracle.overlaps(frame, $0) } }
            func touches(_ frame: CGRect) -> Bool { blocks.contains { Oracle.touches(frame, $0) } }
            for card in cards {
                // A card that only touches a block, a point on its corner included, covers nothing by decision.
                try decided(.touchingFrameCoversNothing, when: touches(card.frame)) {
                    try decided(.flatFrameAcrossABlockCovers, when: Oracle.isFlat(card.frame) && covers(card.frame)) {
                        try requireEqual(
                            helpers.coversStatusCorner(layout, card.frame), covers(card.frame), "whether \(card.frame) covers the status corner")
                    }
                }
            }
            for block in blocks {
                let besideOrAbove = [
                    block.offsetBy(dx: block.width, dy: 0), block.offsetBy(dx: -block.width, dy: 0),
                    block.offsetBy(dx: 0, dy: block.height), block.offsetBy(dx: 0, dy: -block.height)
                ]
                for frame in besideOrAbove {
                    try decided(.touchingFrameCoversNothing) {
                        try requireEqual(
                            helpers.coversStatusCorner(layout, frame), covers(frame), "whether \(frame), touching the block \(block), covers it")
                    }
                }
            }
            let statusCornerIsASideBlock = oracle.isStripSide(.left) || oracle.isStripSide(.right)
            let expected: StatusBarStyle =
                statusCornerIsASideBlock
                ? cards.last(where: { covers($0.frame) })?.style ?? stack.behind
                : (cards.isEmpty ? stack.behind : .white)
            // The spec names the postures rule 8 covers, and the collapse law keeps the legacy rule without blocks; on any
            // other layout with blocks, which rule stands is decided.
            // A card that only touches a block reads as not covering it, which is decided too.
            let touching = statusCornerIsASideBlock && cards.contains { touches($0.frame) }
            try decided(
                .flatFrameAcrossABlockCovers, when: statusCornerIsASideBlock && cards.contains { Oracle.isFlat($0.frame) && covers($0.frame) }
            ) {
                try decided(.touchingFrameCoversNothing, when: touching) {
                    try decided(.statusCornerRuleBesideSideBlocks, when: stack.sample.posture == nil && !layout.reservedCorners.isEmpty) {
                        try requireEqual(helpers.statusBarStyle(layout, stack.behind, cards), expected, "the status bar style")
                    }
                }
            }
        }
    }

    /// Rule 10: "between two bars the side column's shapes ... pair by index from the column's top, as the row's
    /// right platters pair from the edge; Chats' story capsule and compose circle become the chat's back circle
    /// and avatar". Every shape that has a partner pairs once, with the shape at the same distance from the
    /// column's top (the row's edge), and no index is used twice.
    package static func transitionPairing(_ helpers: PlacementHelpers = .core) -> Property<[Int]> {
        Property(
            PropertyID.transitionPairing.rawValue, source: .rule(10), summary: "column shapes pair from the top, platters from the edge",
            generator: .array(of: .int(in: -1...5), count: 2...2),
            labels: { counts in
                guard counts[0] >= 0, counts[1] >= 0 else { return ["a negative count"] }
                return [counts[0] == counts[1] ? "equal counts" : counts[0] > counts[1] ? "fewer shapes after" : "more shapes after"]
            }
        ) { counts in
            let from = Swift.max(0, counts[0])
            let to = Swift.max(0, counts[1])
            let column = helpers.columnShapePairs(counts[0], counts[1])
            let row = helpers.rowPlatterPairs(counts[0], counts[1])
            // A negative count is read as none by a decision: rule 10 pairs shapes that exist.
            try decided(.negativeCountPairsNothing, when: counts[0] < 0 || counts[1] < 0) {
                for (name, pairs, fromTop) in [("column", column, true), ("platter", row, false)] {
                    try requirePairsByPosition(pairs, name: name, fromTop: fromTop, from: from, to: to)
                }
            }
            if counts == [2, 2] {
                try requireEqual(
                    column, [ShapePair(from: 0, to: 0), ShapePair(from: 1, to: 1)],
                    "Chats' story capsule and compose circle to the chat's back circle and avatar")
            }
        }
    }
}

extension LayoutProperties {
    /// Rule 10's pairing by position between `from` and `to` shapes: each shape with a partner pairs once, with the
    /// shape at the same distance from the column's top (`fromTop`) or the row's edge, and no index is used twice.
    static func requirePairsByPosition(_ pairs: [ShapePair], name: String, fromTop: Bool, from: Int, to: Int) throws {
        try requireEqual(pairs.count, Swift.min(from, to), "how many \(name) shapes pair between \(from) and \(to)")
        try require(
            Set(pairs.map(\.from)).count == pairs.count && Set(pairs.map(\.to)).count == pairs.count, "\(name) pairs \(pairs) reuse a shape")
        for pair in pairs {
            try require(
                (0..<from).contains(pair.from) && (0..<to).contains(pair.to), "the \(name) pair \(pair) names a shape that does not exist")
            let distances = fromTop ? (pair.from, pair.to) : (from - 1 - pair.from, to - 1 - pair.to)
            try requireEqual(
                distances.0, distances.1, "the \(name) pair \(pair): its shapes lie at different distances from the \(fromTop ? "top" : "edge")")
        }
    }

    /// Rule 8's interactive dismiss: the top card moves down by a positive offset and by nothing else (a decision for
    /// the rest). Returns the stack's cards with the top one where the dismiss puts it.
    static func requireDismissedTopCard(_ stack: CardStackCase, helpers: PlacementHelpers) throws -> [PresentedCard] {
        var cards = stack.cards
        if let top = cards.popLast() {
            let moved = top.frame.offsetBy(dx: 0, dy: stack.dismissOffset > 0 ? stack.dismissOffset : 0)
            let dismissed = helpers.presentedCardFrame(top.frame, stack.dismissOffset)
            try decided(.nonPositiveDismissOffsetMovesNothing, when: !(stack.dismissOffset > 0)) {
                try requireEqual(dismissed, moved, "the card \(top.frame) dismissed by \(stack.dismissOffset)")
            }
            // A negative offset of the case's size (NaN stays NaN), which moves nothing by the decision.
            let negative = -abs(stack.dismissOffset) - 1
            try decided(.nonPositiveDismissOffsetMovesNothing) {
                try requireEqual(helpers.presentedCardFrame(top.frame, negative), top.frame, "a card dismissed by a negative offset \(negative)")
            }
            for offset in SubPoint.values(around: 0) + SubPoint.valuesAbove(1) + [.nan, .infinity, -.infinity] {
                let expected = offset > 0 ? top.frame.offsetBy(dx: 0, dy: offset) : top.frame
                try decided(.nonPositiveDismissOffsetMovesNothing, when: !(offset > 0)) {
                    try requireEqual(helpers.presentedCardFrame(top.frame, offset), expected, "the card \(top.frame) dismissed by \(offset)")
                }
            }
            cards.append(PresentedCard(frame: moved, style: top.style))
        }
        return cards
    }
}
