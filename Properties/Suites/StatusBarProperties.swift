import Foundation
import DuoCheckEngine
import DuoGeometry

/// A stack of presented cards over a layout, the last on top.
public struct CardStackCase: Codable, Hashable, CustomStringConvertible {
    public var sample: LayoutSample
    public var behind: StatusBarStyle
    public var cards: [PresentedCard]
    /// The interactive dismiss offset of the topmost card.
    public var dismissOffset: CGFloat


    /// Creates a case from its fields.
    public init(sample: LayoutSample, behind: StatusBarStyle, cards: [PresentedCard], dismissOffset: CGFloat) {
        self.sample = sample
        self.behind = behind
        self.cards = cards
        self.dismissOffset = dismissOffset
    }
    public var layout: ContainerViewLayout { sample.layout }
    public var description: String { "\(sample.name), \(cards.count) cards over \(behind), dismissed by \(dismissOffset)" }
}

extension Gen where Value == CardStackCase {
    /// Stacks of zero to three cards at frames in and around the status corner, with a dismiss offset.
    public static func cardStacks(in layouts: Gen<LayoutSample>) -> Gen<CardStackCase> {
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
    /// Rule 8: where the status corner is a side block, the topmost card still overlapping a block decides the
    /// style, else the screens behind; an interactive dismiss switches it once the card has left the block.
    public static func statusBarFollowsCorner(_ helpers: PlacementHelpers = .core) -> Property<CardStackCase> {
        Property("status-bar-follows-corner", rule: "Rule 8", summary: "the topmost card over the block decides the status bar",
                 generator: .cardStacks(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { stack in
            let layout = stack.layout
            var cards = stack.cards
            if let top = cards.popLast() {
                cards.append(PresentedCard(frame: presentedCardFrame(restingFrame: top.frame, dismissOffset: stack.dismissOffset), style: top.style))
            }
            let blocks = layout.reservedCorners.blocks.map { $0.frame(in: layout.size) }
            for card in cards {
                try requireEqual(helpers.coversStatusCorner(layout, card.frame), blocks.contains { overlapsWithPositiveArea(card.frame, $0) },
                                 "whether \(card.frame) covers the status corner")
            }
            let expected: StatusBarStyle = layout.stripSides.isEmpty
                ? (cards.isEmpty ? stack.behind : .white)
                : cards.last(where: { card in blocks.contains { overlapsWithPositiveArea(card.frame, $0) } })?.style ?? stack.behind
            try requireEqual(helpers.statusBarStyle(layout, stack.behind, cards), expected, "the status bar style")
        }
    }

    /// Rule 10: column shapes pair by index from the column's top; the row's platters pair from the edge.
    public static func transitionPairing(_ helpers: PlacementHelpers = .core) -> Property<[Int]> {
        Property("transition-pairing", rule: "Rule 10", summary: "column shapes pair from the top, platters from the edge",
                 generator: .array(of: .int(in: 0...5), count: 2...2)) { counts in
            let (from, to) = (counts[0], counts[1])
            let common = min(from, to)
            try requireEqual(helpers.columnShapePairs(from, to), (0..<common).map { ShapePair(from: $0, to: $0) }, "the column pairs")
            try requireEqual(helpers.rowPlatterPairs(from, to), (0..<common).map { ShapePair(from: from - 1 - $0, to: to - 1 - $0) }, "the platter pairs")
        }
    }
}
