import Foundation

/// The app's own insets type.
public struct AppInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A block the system reserves in one corner of the window.
public struct AppCornerBlock: Equatable, Sendable {
    public var isTop: Bool
    public var isLeft: Bool
    public var width: CGFloat
    public var height: CGFloat

    public init(isTop: Bool, isLeft: Bool, width: CGFloat, height: CGFloat) {
        self.isTop = isTop
        self.isLeft = isLeft
        self.width = width
        self.height = height
    }
}

/// The app's own layout type: the part of the window its helpers read.
public struct AppLayout: Equatable, Sendable {
    public var safeInsets: AppInsets
    public var cornerBlocks: [AppCornerBlock]
    /// The window's size, which places the blocks of the bottom and right corners (zero for a caller that asks
    /// for insets only).
    public var size: CGSize

    public init(safeInsets: AppInsets, cornerBlocks: [AppCornerBlock], size: CGSize = .zero) {
        self.safeInsets = safeInsets
        self.cornerBlocks = cornerBlocks
        self.size = size
    }

    /// A list's side margins: `base` plus each side's own safe inset, so that scrolling content keeps the band.
    public func listSideMargins(base: CGFloat) -> (left: CGFloat, right: CGFloat) {
        (left: base + safeInsets.left, right: base + safeInsets.right)
    }

    /// The side insets of a row at the bottom edge: a side whose inset exists only because of its corner blocks
    /// (a strip) is spanned unless a bottom block reaches the row; any other side keeps its safe inset, widened
    /// to a bottom block of its own.
    public func bottomEdgeSideInsets() -> AppInsets {
        guard !cornerBlocks.isEmpty else { return safeInsets }
        var insets = safeInsets
        insets.left = bottomEdgeInset(left: true)
        insets.right = bottomEdgeInset(left: false)
        return insets
    }

    private func bottomEdgeInset(left: Bool) -> CGFloat {
        let safe = left ? safeInsets.left : safeInsets.right
        let side = cornerBlocks.filter { $0.isLeft == left }
        let atBottom = side.filter { !$0.isTop && $0.height > 0 }
        let isStrip = safe > 0 && side.reduce(-CGFloat.infinity) { max($0, $1.width) } == safe
        if isStrip { return atBottom.isEmpty ? 0 : safe }
        return atBottom.reduce(safe) { max($0, $1.width) }
    }
}

extension AppLayout {
    /// Whether `frame` still overlaps a corner block with some area, which decides the status bar's style with a
    /// modal up. The spec says nothing of a frame with a NaN or an infinity; this app adopts DuoCheck's decision on
    /// purpose: such a frame covers nothing.
    public func coversStatusCorner(frame: CGRect) -> Bool {
        guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) else { return false }
        let card = Edges(frame)
        return cornerBlocks.contains { block in
            let x = block.isLeft ? 0 : size.width - block.width
            let y = block.isTop ? 0 : size.height - block.height
            let corner = Edges(CGRect(x: x, y: y, width: block.width, height: block.height))
            return card.minX < corner.maxX && corner.minX < card.maxX && card.minY < corner.maxY && corner.minY < card.maxY
        }
    }
}

/// A rectangle's edges, whichever way round its size runs.
private struct Edges {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat

    init(_ rect: CGRect) {
        let left = rect.origin.x
        let right = rect.origin.x + rect.size.width
        let top = rect.origin.y
        let bottom = rect.origin.y + rect.size.height
        minX = min(left, right)
        maxX = max(left, right)
        minY = min(top, bottom)
        maxY = max(top, bottom)
    }
}
