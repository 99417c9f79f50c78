import Foundation
import DuoCheckEngine

/// The readings of "a corner block reaches the row" (rules 2 and 3) where the spec is silent, each stated once,
/// as data.
///
/// The spec says that "a strip side keeps its inset only where its corner block reaches the row", and that at the
/// bottom edge only FL's bottom-right block does. It does not say what a row that only touches a block's edge does,
/// nor a row of no height, a row given bottom first, a row with a NaN end, or a block of no height. These are the
/// answers (docs/geometry.md lists them). The raster oracle (``RowRaster``) takes them as its input; nothing else in
/// the properties decides them, and no answer is read from the geometry core.
package struct ReachDecisions: Hashable, Sendable {
    /// Whether a row that only touches a block's top or bottom edge reaches the block. Decided: no. A row
    /// `170..250` in FP spans the strip: it shares a line with the block, not a single row of points.
    package var touchingRowReaches: Bool
    /// Where a row of no height (`minY == maxY`) reaches a block.
    package var zeroHeightRow: ZeroHeightRowReading
    /// Whether a reversed row (`minY > maxY`) is the same row the right way round (decided: yes), rather than an
    /// empty row that reaches nothing.
    package var reversedRowIsTurned: Bool
    /// Whether a row with a NaN or infinite end reaches every block that covers any row (decided: yes, the
    /// conservative answer, which keeps content clear of every block), rather than none.
    package var nonFiniteRowReachesEveryBlock: Bool
    /// Whether a block of no height (or less) reaches a row that spans its line. Decided: no; it covers no row of
    /// the window, so it reaches no row, not even the bottom edge or a row with a NaN end.
    package var zeroHeightBlockReaches: Bool
    /// Whether a top-corner block that covers the window's last row reaches the bottom edge. Decided: no; the
    /// bottom edge is reached by bottom-corner blocks only ("which at the bottom is only FL's bottom-right block").
    /// The free `bottomEdgeSideInsets(safeInsets:reservedCorners:)` is not told the window's height, so it
    /// cannot tell such a block from a short one. The whole-space foldables draw such blocks (a top block as tall as
    /// the window, or a top and a bottom block meeting), so the answer is checked: a bottom row spans past a top block
    /// that covers its column, and the clearance checks at the bottom edge leave top blocks out.
    package var topBlockReachesBottomEdge: Bool
    /// Whether a side without a strip is widened to a block of its own that reaches the row (decided: yes, so UP's
    /// top rows keep 134 clear of the island), rather than keeping its safe inset.
    package var sideWithoutStripWidensToBlock: Bool
    /// Whether a side whose positive inset is not exactly as wide as its widest block keeps that inset on every row
    /// (decided: yes, it is no strip), rather than being read as a strip side.
    package var inconsistentInsetIsKept: Bool

    /// The answers the project has decided, as docs/geometry.md states them.
    package static let documented = ReachDecisions(
        touchingRowReaches: false, zeroHeightRow: .strictlyInside, reversedRowIsTurned: true, nonFiniteRowReachesEveryBlock: true,
        zeroHeightBlockReaches: false, topBlockReachesBottomEdge: false, sideWithoutStripWidensToBlock: true,
        inconsistentInsetIsKept: true)
}

/// Where a row of no height reaches a block.
package enum ZeroHeightRowReading: Hashable, Sendable {
    /// Only strictly inside the block's rows: a row of no height on the block's edge does not reach it
    /// (decided: FP's row `170..170` spans the strip, `100..100` keeps 84).
    case strictlyInside
    /// Inside the block's rows or on their edges.
    case insideOrOnAnEdge
}

/// One boundary of ``ReachDecisions``: a reading the spec leaves open, with the decision that states the
/// project's answer (``Decision``) and the other reading the spec allows.
package enum ReachBoundary: CaseIterable, Sendable {
    case reversedRow, zeroHeightRow, touchingRow, zeroHeightBlock, topBlockAtBottomEdge, sideWithoutStrip, inconsistentInset, nonFiniteRow

    /// The decision that states the documented reading.
    package var decision: Decision {
        switch self {
        case .reversedRow: .reversedRowIsTurned
        case .zeroHeightRow: .zeroHeightRowReachesOnlyInside
        case .touchingRow: .touchingRowReachesNothing
        case .zeroHeightBlock: .zeroHeightBlockReachesNothing
        case .topBlockAtBottomEdge: .bottomEdgeReachedByBottomBlocksOnly
        case .sideWithoutStrip: .sideWithoutStripWidens
        case .inconsistentInset: .inconsistentInsetIsKept
        case .nonFiniteRow: .nonFiniteRowReachesEveryBlock
        }
    }

    /// `decisions` with this boundary read the other way.
    package func turned(_ decisions: ReachDecisions) -> ReachDecisions {
        var turned = decisions
        switch self {
        case .reversedRow: turned.reversedRowIsTurned.toggle()
        case .zeroHeightRow: turned.zeroHeightRow = decisions.zeroHeightRow == .strictlyInside ? .insideOrOnAnEdge : .strictlyInside
        case .touchingRow: turned.touchingRowReaches.toggle()
        case .zeroHeightBlock: turned.zeroHeightBlockReaches.toggle()
        case .topBlockAtBottomEdge: turned.topBlockReachesBottomEdge.toggle()
        case .sideWithoutStrip: turned.sideWithoutStripWidensToBlock.toggle()
        case .inconsistentInset: turned.inconsistentInsetIsKept.toggle()
        case .nonFiniteRow: turned.nonFiniteRowReachesEveryBlock.toggle()
        }
        return turned
    }
}
