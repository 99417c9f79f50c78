import Foundation

// MARK: - Band side insets (rule 2)

/// Whether a corner block reaches the row from `minY` to `maxY` in a window of height `containerHeight`.
///
/// Boundaries (our reading; the spec is silent):
/// - A row that only touches a block's edge does not reach it: the block's rows and the row's must overlap
///   on an open interval (`minY < block.maxY && maxY > block.minY`).
/// - A row of zero height reaches a block when it lies strictly inside the block's rows.
/// - A reversed row (`minY > maxY`) is read as the same row the right way round.
/// - A row with a NaN or infinite end reaches every block of positive height: the conservative answer keeps
///   content clear of every block.
/// - A block of no height (or a negative or NaN one) covers no row of the window, so it reaches no row at all,
///   not even one that spans its edge, nor a row with a NaN end (`Seeds/degenerate-tables/` and
///   `Seeds/robustness/` hold such cases).
public func block(_ block: ReservedCornerBlock, reachesRowFrom minY: CGFloat, to maxY: CGFloat, containerHeight: CGFloat) -> Bool {
    guard block.height > 0 else { return false }
    guard minY.isFinite, maxY.isFinite else { return true }
    let low = min(minY, maxY)
    let high = max(minY, maxY)
    let rows = block.rows(containerHeight: containerHeight)
    return low < rows.maxY && high > rows.minY
}

/// The side insets of a horizontal row (the free-function form behind every band helper).
///
/// For each side: a strip side keeps its safe inset only where one of its corner blocks reaches the row,
/// and is 0 elsewhere (the row spans the strip). Any other side keeps its safe inset, widened to any of its
/// blocks that reaches the row (UP's top rows keep 134 clear of the island). The top and bottom are
/// `safeInsets`' own. With `reservedCorners == .none` the result is `safeInsets` itself
/// (`legacyBandSideInsets`).
public func bandSideInsets(
    safeInsets: EdgeInsets, reservedCorners: ReservedCorners, containerHeight: CGFloat, minY: CGFloat, maxY: CGFloat
) -> EdgeInsets {
    sideInsets(safeInsets: safeInsets, reservedCorners: reservedCorners) { block in
        DuoGeometry.block(block, reachesRowFrom: minY, to: maxY, containerHeight: containerHeight)
    }
}

/// The legacy expression of every band helper: the safe insets themselves.
public func legacyBandSideInsets(safeInsets: EdgeInsets) -> EdgeInsets { safeInsets }

/// The shared rule of the band helpers, given which blocks reach the row.
func sideInsets(safeInsets: EdgeInsets, reservedCorners: ReservedCorners, reaches: (ReservedCornerBlock) -> Bool) -> EdgeInsets {
    if reservedCorners.isEmpty { return safeInsets }
    func inset(_ side: HorizontalEdge) -> CGFloat {
        let safe = side == .left ? safeInsets.left : safeInsets.right
        // One pass over the table, building no array (this runs for every row a layout places): whether
        // any block on this side reaches, and the widest of them and the safe inset, widened in table order.
        var anyReaches = false
        var widest = safe
        for block in reservedCorners where block.corner.side == side && reaches(block) {
            anyReaches = true
            widest = max(widest, block.width)
        }
        if hasSideStrip(on: side, safeInsets: safeInsets, reservedCorners: reservedCorners) {
            return anyReaches ? safe : 0
        }
        return widest
    }
    return safeInsets.replacingSides(left: inset(.left), right: inset(.right))
}

extension ContainerViewLayout {
    /// The side insets of a horizontal row from `minY` to `maxY` (see `bandSideInsets`).
    public func sideInsets(forBandFrom minY: CGFloat, to maxY: CGFloat) -> EdgeInsets {
        bandSideInsets(minY: minY, maxY: maxY)
    }

    /// The side insets of a horizontal row from `minY` to `maxY`; the spelling the app's call sites use.
    public func bandSideInsets(minY: CGFloat, maxY: CGFloat) -> EdgeInsets {
        DuoGeometry.bandSideInsets(
            safeInsets: safeInsets, reservedCorners: reservedCorners, containerHeight: size.height, minY: minY, maxY: maxY)
    }

    /// The legacy expression of `sideInsets(forBandFrom:to:)`: `safeInsets`.
    public func legacySideInsets(forBandFrom minY: CGFloat, to maxY: CGFloat) -> EdgeInsets {
        legacyBandSideInsets(safeInsets: safeInsets)
    }
}
