import Foundation
import DuoGeometry

// The plain geometry the properties state their rules with. It is written here, in the properties, and not
// taken from the geometry core: an oracle that called the core's own overlap test or block frame would agree
// with the core whatever the core got wrong.

/// Plain geometry for the properties' oracles: block frames, overlap, containment and bit-equality.
@usableFromInline package enum Oracle {
    /// The frame of a corner block in a window of `size`, worked out from its corner, width and height: a
    /// left block starts at x 0 and a right one ends at the window's width; a top block starts at y 0 and a
    /// bottom one ends at the window's height.
    @usableFromInline package static func frame(of block: ReservedCornerBlock, in size: CGSize) -> CGRect {
        CGRect(
            x: isLeft(block.corner) ? 0 : size.width - block.width, y: isTop(block.corner) ? 0 : size.height - block.height,
            width: block.width, height: block.height)
    }

    /// Whether `corner` is on the window's left side.
    @usableFromInline package static func isLeft(_ corner: ScreenCorner) -> Bool { corner == .topLeft || corner == .bottomLeft }

    /// Whether `corner` is on the window's top edge.
    @usableFromInline package static func isTop(_ corner: ScreenCorner) -> Bool { corner == .topLeft || corner == .topRight }

    /// The corner across the window's vertical midline: the corner of the mirrored layout.
    package static func across(_ corner: ScreenCorner) -> ScreenCorner {
        switch corner {
        case .topLeft: return .topRight
        case .topRight: return .topLeft
        case .bottomLeft: return .bottomRight
        case .bottomRight: return .bottomLeft
        }
    }

    /// The other side.
    package static func other(_ side: HorizontalEdge) -> HorizontalEdge { side == .left ? .right : .left }

    /// `layout` mirrored left to right, field by field: every inset, block and corner radius on the other side,
    /// nothing moved up or down.
    package static func mirrored(_ layout: ContainerViewLayout) -> ContainerViewLayout {
        func swapped(_ insets: EdgeInsets) -> EdgeInsets {
            EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        }
        let radii = layout.screenCornerRadii
        return ContainerViewLayout(
            size: layout.size, metrics: layout.metrics, deviceType: layout.deviceType, safeInsets: swapped(layout.safeInsets),
            intrinsicInsets: swapped(layout.intrinsicInsets), statusBarHeight: layout.statusBarHeight,
            reservedCorners: ReservedCorners(
                layout.reservedCorners.map { ReservedCornerBlock(corner: across($0.corner), width: $0.width, height: $0.height) }),
            screenCornerRadii: ScreenCornerRadii(
                topLeft: radii.topRight, topRight: radii.topLeft, bottomLeft: radii.bottomRight, bottomRight: radii.bottomLeft),
            inputHeight: layout.inputHeight)
    }

    /// The frames of every block of `layout`, in table order.
    @usableFromInline package static func blockFrames(of layout: ContainerViewLayout) -> [CGRect] {
        layout.reservedCorners.map { frame(of: $0, in: layout.size) }
    }

    /// Whether two rectangles share an area: their open interiors meet. Touching edges do not overlap, and a
    /// rectangle with a NaN or infinite value overlaps nothing.
    @usableFromInline package static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        guard let a = Edges(a), let b = Edges(b) else { return false }
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether two rectangles touch without overlapping: their closed areas meet, their open interiors do not. A
    /// rectangle with a NaN or infinite value touches nothing.
    @usableFromInline package static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        guard let a = Edges(a), let b = Edges(b) else { return false }
        let meet = a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
        return meet && !(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY)
    }

    /// Whether `frame` is finite and has no width or no height: a line or a point.
    @usableFromInline package static func isFlat(_ frame: CGRect) -> Bool {
        guard let edges = Edges(frame) else { return false }
        return edges.minX == edges.maxX || edges.minY == edges.maxY
    }

    /// Whether `inner` lies inside `outer` (edges may touch).
    @usableFromInline package static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// The part of `frame` inside `clip`, or nil when they share no area.
    @usableFromInline package static func intersection(_ frame: CGRect, _ clip: CGRect) -> CGRect? {
        guard let a = Edges(frame), let b = Edges(clip) else { return nil }
        let minX = Swift.max(a.minX, b.minX)
        let maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY)
        let maxY = Swift.min(a.maxY, b.maxY)
        guard minX < maxX, minY < maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The radius of a corner inset by `inset` from a rounded corner of radius `radius` and concentric with it:
    /// `radius - inset` where that is positive, else a square corner (a positive 0).
    package static func concentricRadius(_ radius: CGFloat, inset: CGFloat) -> CGFloat { radius > inset ? radius - inset : 0 }

    /// How far `frame` reaches past the band `minX...maxX` on each side: `minX - frame.minX` on the left and
    /// `frame.maxX - maxX` on the right where it reaches past, else a positive 0. The right edge is the frame's origin
    /// plus its width, as a layout computes it.
    package static func overhang(of frame: CGRect, beyond minX: CGFloat, _ maxX: CGFloat) -> EdgeInsets {
        let right = frame.origin.x + frame.size.width
        return EdgeInsets(left: frame.origin.x < minX ? minX - frame.origin.x : 0, right: right > maxX ? right - maxX : 0)
    }

    /// A rectangle's four edges, standardised; nil when any value is NaN or infinite.
    struct Edges {
        let minX: CGFloat
        let minY: CGFloat
        let maxX: CGFloat
        let maxY: CGFloat

        init?(_ rect: CGRect) {
            let values = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            guard values.0.isFinite, values.1.isFinite, values.2.isFinite, values.3.isFinite else { return nil }
            let x2 = values.0 + values.2
            let y2 = values.1 + values.3
            minX = Swift.min(values.0, x2)
            maxX = Swift.max(values.0, x2)
            minY = Swift.min(values.1, y2)
            maxY = Swift.max(values.1, y2)
        }
    }
}

// MARK: - Bit-equality (the collapse law's "byte-identical")

extension Oracle {
    /// Whether two values are the same bits: `0.0` and `-0.0` differ, and a NaN equals the same NaN.
    @inlinable
    package static func identical(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    /// Whether two rectangles are the same bits, value by value.
    @inlinable
    package static func identical(_ a: CGRect, _ b: CGRect) -> Bool {
        identical(a.origin.x, b.origin.x) && identical(a.origin.y, b.origin.y)
            && identical(a.size.width, b.size.width) && identical(a.size.height, b.size.height)
    }

    /// Whether two sets of insets are the same bits, edge by edge.
    @inlinable
    package static func identical(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        identical(a.top, b.top) && identical(a.left, b.left) && identical(a.bottom, b.bottom) && identical(a.right, b.right)
    }

    /// Whether two horizontal placements are the same bits.
    @inlinable
    package static func identical(_ a: HorizontalPlacement, _ b: HorizontalPlacement) -> Bool {
        identical(a.x, b.x) && identical(a.width, b.width)
    }

    /// Whether two pairs of side margins are the same bits.
    @inlinable
    package static func identical(_ a: SideMargins, _ b: SideMargins) -> Bool {
        identical(a.left, b.left) && identical(a.right, b.right)
    }
}

/// The rows of the block edges that lie strictly inside `layout`'s window, each once: where a row starts to reach
/// a block, or stops.
func blockEdgesInsideWindow(_ layout: ContainerViewLayout) -> [CGFloat] {
    var edges: [CGFloat] = []
    for frame in Oracle.blockFrames(of: layout) {
        for edge in [frame.minY, frame.maxY] where edge > 0 && edge < layout.size.height && !edges.contains(edge) { edges.append(edge) }
    }
    return edges
}

/// The top bar's trailing buttons' right edge beside the layout's islands, from plain geometry: the safe area's right
/// edge, or the left edge of the leftmost island at the window's right edge, whichever is further left.
func expectedTrailingButtonsMaxX(_ oracle: ExpectedLayout) -> CGFloat {
    let W = oracle.layout.size.width
    return oracle.islands.filter { $0.maxX >= W }.map(\.minX).reduce(W - oracle.layout.safeInsets.right, Swift.min)
}

/// How far the trailing buttons move left: from the safe area's right edge to ``expectedTrailingButtonsMaxX(_:)``.
func expectedTrailingButtonsInset(_ oracle: ExpectedLayout) -> CGFloat {
    (oracle.layout.size.width - oracle.layout.safeInsets.right) - expectedTrailingButtonsMaxX(oracle)
}
