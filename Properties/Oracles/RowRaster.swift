import Foundation
import DuoGeometry

/// The raster oracle of rules 2 and 3: which corner blocks reach a row, and so the row's side insets, read off a
/// raster of the window's rows rather than computed by an interval test.
///
/// The window's rows are cut at every line that matters: the window's top (0) and bottom (H), each block's top
/// and bottom edge, and the row's own ends. Between two neighbouring cuts lies a cell, an open stretch of rows
/// in which nothing changes: a fine grid, but cut only where something happens, so that it is exact whatever the
/// coordinates are (half points, quarter points, a value one ulp off an edge). Cuts are compared, never moved or
/// averaged (the middle of two neighbouring doubles is one of them), and a bottom block's top edge `H - height`
/// is held unrounded (``ExactCoordinate``). A block covers the cells between its edges, a row the cells between
/// its ends; a block reaches a row when some cell is covered by both. Every case the spec leaves open (a row that
/// only shares a cut with a block, a row or a block of no height, a reversed row, a NaN end, the bottom edge) is
/// answered from ``ReachDecisions``.
///
/// The insets then follow the spec's rule: "a strip side keeps its inset only where its corner block reaches the
/// row" (and is 0 elsewhere); a side without a strip keeps its safe inset, widened to a block of its own that
/// reaches the row (a decision). Which sides are strips is the strip definition's (``ExpectedLayout``).
package struct RowRaster {
    /// The layout.
    package let layout: ContainerViewLayout
    /// The decisions the raster reads.
    package var decisions: ReachDecisions
    /// Whether each side is a strip side.
    let leftIsStripSide: Bool
    let rightIsStripSide: Bool
    /// Whether each side's inset is inconsistent with its blocks (``ExpectedLayout/hasInconsistentInset(_:)``).
    let leftIsInconsistent: Bool
    let rightIsInconsistent: Bool
    /// Each block's top and bottom edge, exactly, in table order.
    let edges: [(top: ExactCoordinate, bottom: ExactCoordinate)]

    /// The raster of `expected`'s layout, its strip sides from `expected`, reading `decisions`.
    package init(_ expected: ExpectedLayout, decisions: ReachDecisions = .documented) {
        layout = expected.layout
        self.decisions = decisions
        leftIsStripSide = expected.isStripSide(.left)
        rightIsStripSide = expected.isStripSide(.right)
        leftIsInconsistent = expected.hasInconsistentInset(.left)
        rightIsInconsistent = expected.hasInconsistentInset(.right)
        let H = layout.size.height
        edges = layout.reservedCorners.map { block in
            Oracle.isTop(block.corner)
                ? (ExactCoordinate(0), ExactCoordinate(block.height)) : (ExactCoordinate(H, minus: block.height), ExactCoordinate(H))
        }
    }

    /// The raster of `sample`'s layout.
    package init(_ sample: LayoutSample, decisions: ReachDecisions = .documented) {
        self.init(ExpectedLayout(sample), decisions: decisions)
    }

    // MARK: - The cells

    /// The cuts of the window's rows with `extra` lines added: sorted, each once.
    func cuts(adding extra: [ExactCoordinate]) -> [ExactCoordinate] {
        var lines = [ExactCoordinate(0), ExactCoordinate(layout.size.height)] + extra
        for edge in edges { lines += [edge.top, edge.bottom] }
        lines.sort()
        var distinct: [ExactCoordinate] = []
        for line in lines where distinct.last != line { distinct.append(line) }
        return distinct
    }

    /// Whether the stretch `top...bottom` covers the cell between `cuts[cell]` and `cuts[cell + 1]`.
    static func covers(_ top: ExactCoordinate, _ bottom: ExactCoordinate, cell: Int, of cuts: [ExactCoordinate]) -> Bool {
        top <= cuts[cell] && cuts[cell + 1] <= bottom
    }

    /// Whether block `index` covers no cell at all (its height is 0 or less, or not a number).
    func isEmpty(_ index: Int) -> Bool { !(edges[index].top < edges[index].bottom) }

    // MARK: - Reach

    /// Whether block `index` (in table order) reaches the row from `minY` to `maxY`.
    package func reaches(blockAt index: Int, rowFrom minY: CGFloat, to maxY: CGFloat) -> Bool {
        let block = edges[index]
        guard minY.isFinite, maxY.isFinite else {
            return decisions.nonFiniteRowReachesEveryBlock && (!isEmpty(index) || decisions.zeroHeightBlockReaches)
        }
        if minY > maxY && !decisions.reversedRowIsTurned { return false }
        let top = ExactCoordinate(Swift.min(minY, maxY))
        let bottom = ExactCoordinate(Swift.max(minY, maxY))
        let cuts = cuts(adding: [top, bottom])
        /// Whether the block's closed stretch and the row's share a cut (a line, not a cell).
        func shareALine() -> Bool { cuts.contains { top <= $0 && $0 <= bottom && block.top <= $0 && $0 <= block.bottom } }
        if isEmpty(index) { return decisions.zeroHeightBlockReaches && shareALine() }
        if top == bottom {
            switch decisions.zeroHeightRow {
            case .insideOrOnAnEdge:
                return block.top <= top && top <= block.bottom
            case .strictlyInside:
                // The row is a cut: it lies strictly inside the block when the block covers the cells on both sides.
                guard let line = cuts.firstIndex(of: top), line > 0, line + 1 < cuts.count else { return false }
                return Self.covers(block.top, block.bottom, cell: line - 1, of: cuts) && Self.covers(block.top, block.bottom, cell: line, of: cuts)
            }
        }
        for cell in 0..<cuts.count - 1
        where Self.covers(top, bottom, cell: cell, of: cuts) && Self.covers(block.top, block.bottom, cell: cell, of: cuts) {
            return true
        }
        return decisions.touchingRowReaches && shareALine()
    }

    /// Whether block `index` reaches the bottom edge: it covers the window's last cell (the rows just above H).
    package func reachesBottomEdge(blockAt index: Int) -> Bool {
        let block = layout.reservedCorners[index]
        if Oracle.isTop(block.corner) && !decisions.topBlockReachesBottomEdge { return false }
        let cuts = cuts(adding: [])
        guard let bottomLine = cuts.firstIndex(of: ExactCoordinate(layout.size.height)), bottomLine > 0 else { return false }
        if isEmpty(index) {
            return decisions.zeroHeightBlockReaches && cuts[bottomLine - 1] <= edges[index].top && edges[index].top <= cuts[bottomLine]
        }
        return Self.covers(edges[index].top, edges[index].bottom, cell: bottomLine - 1, of: cuts)
    }

    // MARK: - Insets

    /// The side insets of the row from `minY` to `maxY` (rule 2).
    package func bandInsets(from minY: CGFloat, to maxY: CGFloat) -> (left: CGFloat, right: CGFloat) {
        insets { reaches(blockAt: $0, rowFrom: minY, to: maxY) }
    }

    /// The side insets of a row at the bottom edge (rule 3).
    package var bottomEdgeInsets: (left: CGFloat, right: CGFloat) {
        insets { reachesBottomEdge(blockAt: $0) }
    }

    /// Whether `side` is read as a strip side: a strip side, or an inconsistent one where the decision to keep its
    /// inset is read the other way.
    func isStripSide(_ side: HorizontalEdge) -> Bool {
        side == .left
            ? leftIsStripSide || (leftIsInconsistent && !decisions.inconsistentInsetIsKept)
            : rightIsStripSide || (rightIsInconsistent && !decisions.inconsistentInsetIsKept)
    }

    /// The insets when the blocks for which `reaching` holds reach the row: a strip side keeps its safe inset when
    /// one of its blocks does and is 0 otherwise; any other side keeps its safe inset, widened to its widest block
    /// that reaches.
    func insets(where reaching: (Int) -> Bool) -> (left: CGFloat, right: CGFloat) {
        func inset(_ side: HorizontalEdge) -> CGFloat {
            let safe = side == .left ? layout.safeInsets.left : layout.safeInsets.right
            let own = layout.reservedCorners.indices.filter { Oracle.isLeft(layout.reservedCorners[$0].corner) == (side == .left) && reaching($0) }
            if isStripSide(side) { return own.isEmpty ? 0 : safe }
            guard decisions.sideWithoutStripWidensToBlock else { return safe }
            return own.reduce(safe) { Swift.max($0, layout.reservedCorners[$1].width) }
        }
        return (inset(.left), inset(.right))
    }
}
