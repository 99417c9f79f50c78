import Foundation

// MARK: - Side strips

/// Whether `side`'s safe inset exists only because of corner blocks: the inset is positive, and the
/// widest block on that side is exactly as wide as the inset (bit-equal). A side with no block, or whose
/// inset is wider or narrower than its blocks explain (an inconsistent table), has no strip and keeps its
/// safe inset on every row.
public func hasSideStrip(on side: HorizontalEdge, safeInsets: EdgeInsets, reservedCorners: ReservedCorners) -> Bool {
    let inset = side == .left ? safeInsets.left : safeInsets.right
    guard inset > 0 else { return false }
    var widest: CGFloat = -.infinity
    for block in reservedCorners where block.corner.side == side {
        widest = max(widest, block.width)
    }
    return widest == inset
}

extension ContainerViewLayout {
    /// Whether `side` has a strip (see `hasSideStrip(on:safeInsets:reservedCorners:)`).
    public func hasSideStrip(on side: HorizontalEdge) -> Bool {
        DuoGeometry.hasSideStrip(on: side, safeInsets: safeInsets, reservedCorners: reservedCorners)
    }

    /// The sides that have a strip, left first.
    public var stripSides: [HorizontalEdge] {
        // Constant arrays, which build nothing: properties ask for every case.
        switch (hasSideStrip(on: .left), hasSideStrip(on: .right)) {
        case (false, false): return []
        case (true, false): return [.left]
        case (false, true): return [.right]
        case (true, true): return [.left, .right]
        }
    }

    /// The strip on `edge`: the inset column minus the rows its corner blocks cover, or nil when the side
    /// has no strip or the blocks cover the whole column.
    ///
    /// FP's right strip is x 382..466, y 170..678; FL's right strip y 0..384; FR's left strip x 0..84,
    /// y 84..466; UP has none; UL's right strip is y 120..669.
    public func sideStrip(edge: HorizontalEdge) -> CGRect? {
        guard hasSideStrip(on: edge) else { return nil }
        var top: CGFloat = 0
        var bottom = size.height
        for block in reservedCorners where block.corner.side == edge {
            if block.corner.isTop { top = max(top, block.height) } else { bottom = min(bottom, size.height - block.height) }
        }
        guard bottom > top else { return nil }
        let inset = edge == .left ? safeInsets.left : safeInsets.right
        let x = edge == .left ? 0 : size.width - inset
        return CGRect(x: x, y: top, width: inset, height: bottom - top)
    }

    /// The strip the side column and side tab bar use: the left (leading) strip when there is one,
    /// else the right. Nil when the layout has no strip (every other device, and UP).
    public var sideColumnStrip: CGRect? {
        // A strip is an inset that exists only because of blocks: without blocks there is none (every other
        // device), which this answers before asking each side.
        if reservedCorners.isEmpty { return nil }
        return sideStrip(edge: .left) ?? sideStrip(edge: .right)
    }
}
