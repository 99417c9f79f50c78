import Foundation
import DuoCheckEngine
import DuoGeometry

// The whole space for the cases built on a layout: frames of negative size, capsules of no buttons, windows that
// share one dimension with a Duo window, and every interface orientation. The generators the snapshots and the
// benchmark use (`frames(in:)`, `cardStacks(in:)`, `columns(in:)`) stay as they are; these wrap them.

/// The labels of these regions.
package enum WholeSpaceCaseLabel {
    package static let negativeSizeFrame = "negative-size frame"
    package static let flatFrameAcrossABlock = "card of no size across a block"
    package static let emptyCapsule = "capsule of 0 buttons"
    package static let upsideDown = "upside-down portrait"
    package static let sharesOneDimension = "shares one dimension with a Duo window"

    /// Whether `frame` has a negative width or height.
    package static func isNegative(_ frame: CGRect) -> Bool { frame.size.width < 0 || frame.size.height < 0 }

    /// Whether `size` has exactly one dimension of some Duo window's (the spec's table, in the same orientation).
    package static func sharesOneDimension(_ size: CGSize) -> Bool {
        SpecPosture.all.contains { ($0.window.width == size.width) != ($0.window.height == size.height) }
    }
}

/// The three other spellings of `frame`'s rectangle: with its width negative, its height, or both (origin at the far
/// corner).
func negativeSpellings(of frame: CGRect) -> [CGRect] {
    let x = frame.origin.x + frame.size.width
    let y = frame.origin.y + frame.size.height
    return [
        CGRect(x: x, y: frame.origin.y, width: -frame.size.width, height: frame.size.height),
        CGRect(x: frame.origin.x, y: y, width: frame.size.width, height: -frame.size.height),
        CGRect(x: x, y: y, width: -frame.size.width, height: -frame.size.height)
    ]
}

/// `frame` given one time in three as the same rectangle with a negative width, height or both: its origin at the far
/// corner, which every helper taking any frame reads as the standardised rectangle.
func maybeNegative(_ frame: CGRect, _ source: ChoiceSource) -> CGRect {
    guard source.int(in: 0...2) == 2 else { return frame }
    let flip = source.int(in: 0...2)
    var turned = frame
    if flip != 1 { turned = CGRect(x: frame.origin.x + frame.size.width, y: turned.origin.y, width: -frame.size.width, height: turned.size.height) }
    if flip != 0 { turned = CGRect(x: turned.origin.x, y: frame.origin.y + frame.size.height, width: turned.size.width, height: -frame.size.height) }
    return turned
}

/// `frame` given, one time in four where the layout has blocks, as a line of no height or no width across the middle of
/// one of them (a card its animation squashes): the frames whose cover of a block is a decision.
func maybeFlat(_ frame: CGRect, in layout: ContainerViewLayout, _ source: ChoiceSource) -> CGRect {
    let blocks = layout.reservedCorners.map { $0.frame(in: layout.size) }
    guard !blocks.isEmpty, source.int(in: 0...3) == 3 else { return frame }
    let block = blocks[source.int(in: 0...(blocks.count - 1))]
    return source.bool()
        ? CGRect(x: frame.minX, y: block.midY, width: frame.width, height: 0) : CGRect(x: block.midX, y: frame.minY, width: 0, height: frame.height)
}

extension Gen where Value == CardStackCase {
    /// Card stacks as ``cardStacks(in:)`` draws them, each card's frame one in four beside blocks made a line across
    /// one of them, and one in three turned to a negative size.
    package static func anyCardStacks(in layouts: Gen<LayoutSample>) -> Gen<CardStackCase> {
        cardStacks(in: layouts).then { stack, source in
            var turned = stack
            turned.cards = stack.cards.map { card in
                PresentedCard(frame: maybeNegative(maybeFlat(card.frame, in: stack.layout, source), source), style: card.style)
            }
            return turned
        }
    }
}

extension CardStackCase {
    /// Whether a card has a negative width or height.
    var hasNegativeFrame: Bool { cards.contains { WholeSpaceCaseLabel.isNegative($0.frame) } }
    /// Whether a card is a line or a point that crosses a block's inside.
    var hasFlatFrameAcrossABlock: Bool {
        let blocks = Oracle.blockFrames(of: layout)
        return cards.contains { card in Oracle.isFlat(card.frame) && blocks.contains { Oracle.overlaps(card.frame, $0) } }
    }
}

extension Gen where Value == ColumnCase {
    /// Columns as ``columns(in:)`` draws them, with one shape in three made a capsule of no buttons.
    package static func anyColumns(in layouts: Gen<LayoutSample>) -> Gen<ColumnCase> {
        columns(in: layouts).then { item, source in
            var emptied = item
            emptied.shapes = item.shapes.map { source.int(in: 0...2) == 2 ? .buttonsCapsule(buttonCount: 0) : $0 }
            return emptied
        }
    }
}

extension ColumnCase {
    /// Whether a shape is a capsule of no buttons.
    var hasEmptyCapsule: Bool { shapes.contains(.buttonsCapsule(buttonCount: 0)) }
}

extension Gen where Value == HostedCase {
    /// Hosted windows as ``hostedWindows`` draws them (every orientation, upside-down portrait among them), and windows
    /// that keep one dimension of a Duo window and change the other: nudged by a point or half a point, or replaced.
    package static var anyHostedWindows: Gen<HostedCase> {
        hostedWindows.then { item, source in
            let change = source.int(in: 0...3)
            guard change > 1 else { return item }
            let other = source.bool() ? source.element(of: [1, -1, 0.5, -0.5] as [CGFloat]) : nil
            var size = item.size
            if change == 2 {
                size.height = other.map { size.height + $0 } ?? source.point(in: 300...1100)
            } else {
                size.width = other.map { size.width + $0 } ?? source.point(in: 300...1100)
            }
            return HostedCase(name: item.name, size: size, orientation: item.interfaceOrientation)
        }
    }
}

extension HostedCase {
    /// The case's labels: its window's name, upside-down portrait, and a window sharing one dimension with a Duo window.
    var labels: [String] {
        [name] + (interfaceOrientation == .portraitUpsideDown ? [WholeSpaceCaseLabel.upsideDown] : [])
            + (WholeSpaceCaseLabel.sharesOneDimension(size) ? [WholeSpaceCaseLabel.sharesOneDimension] : [])
    }
}
