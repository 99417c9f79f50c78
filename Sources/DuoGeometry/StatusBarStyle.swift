import Foundation

// MARK: - Status bar (rule 8)

/// The status bar's content style.
public enum StatusBarStyle: String, Hashable, Codable, Sendable {
    case black, white
}

/// A card presented modally, topmost last.
public struct PresentedCard: Hashable, Codable, Sendable {
    /// The card's current frame (`presentedCardFrame`, including an interactive dismiss).
    public var frame: CGRect
    /// The status bar style the card asks for.
    public var style: StatusBarStyle

    public init(frame: CGRect, style: StatusBarStyle) {
        self.frame = frame
        self.style = style
    }

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(frame)
        hasher.combine(style)
    }
}

/// A card's frame including an interactive dismiss (`NavigationModalContainer.presentedCardFrame`):
/// `restingFrame` moved down by the dismiss offset. Offsets below 0 and NaN count as 0.
public func presentedCardFrame(restingFrame: CGRect, dismissOffset: CGFloat) -> CGRect {
    restingFrame.offsetBy(dx: 0, dy: dismissOffset > 0 ? dismissOffset : 0)
}

extension ContainerViewLayout {
    /// Whether `frame` still overlaps a status corner block (`layout.coversStatusCorner(frame:)`):
    /// an overlap of positive area; touching an edge does not cover. A frame with a NaN or infinite
    /// value covers nothing.
    public func coversStatusCorner(frame: CGRect) -> Bool {
        reservedCorners.contains { overlapsWithPositiveArea(frame, $0.frame(in: size)) }
    }

    /// The status bar style with `cards` presented over screens whose style is `behind` (rule 8).
    ///
    /// Where the status corner is a side block (the folded postures and unfolded landscape: a layout with a
    /// strip), the topmost card that still overlaps a block decides, else the screens behind; an interactive
    /// dismiss therefore switches the style once the card has left the block entirely. Everywhere else
    /// (including UP) this is the legacy rule: the regular phone's forced white while any card is up.
    public func statusBarStyle(behind: StatusBarStyle, cards: [PresentedCard]) -> StatusBarStyle {
        guard hasSideStrip(on: .left) || hasSideStrip(on: .right) else { return cards.isEmpty ? behind : .white }
        return cards.last(where: { coversStatusCorner(frame: $0.frame) })?.style ?? behind
    }

    /// Legacy: white while any card is presented, else the screens behind.
    public func legacyStatusBarStyle(behind: StatusBarStyle, cards: [PresentedCard]) -> StatusBarStyle {
        cards.isEmpty ? behind : .white
    }
}

/// Whether two rectangles overlap with positive area, without Foundation's `intersects`, which traps on NaN.
/// Negative sizes are read as the standardised rectangle; a non-finite value overlaps nothing.
public func overlapsWithPositiveArea(_ a: CGRect, _ b: CGRect) -> Bool {
    guard let a = finiteEdges(a), let b = finiteEdges(b) else { return false }
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// A rectangle's standardised edges, or nil when any value is NaN or infinite.
func finiteEdges(_ rect: CGRect) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)? {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
    let x2 = rect.origin.x + rect.size.width
    let y2 = rect.origin.y + rect.size.height
    return (min(rect.origin.x, x2), min(rect.origin.y, y2), max(rect.origin.x, x2), max(rect.origin.y, y2))
}
