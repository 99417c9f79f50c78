import Foundation

/// The app's own insets type.
public struct AppInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A block the system reserves in one corner of the window.
public struct AppCornerBlock: Equatable, Sendable {
    public var isTop: Bool, isLeft: Bool, width: CGFloat, height: CGFloat

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

    public init(safeInsets: AppInsets, cornerBlocks: [AppCornerBlock]) {
        self.safeInsets = safeInsets
        self.cornerBlocks = cornerBlocks
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
