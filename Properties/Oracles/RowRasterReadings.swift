import Foundation
import DuoCheckEngine
import DuoGeometry

/// Which boundary decision (``ReachBoundary``) a row's expected insets rest on.
///
/// The spec's scope leaves out a check of the raster's insets wherever they rest on a boundary decision
/// (``decided(by:_:)``): the case counts as not checked for that part. It is not judged by a second reading
/// instead, because a row's insets read every block at once: a second reading would have to accept every
/// combination of the boundaries' answers, each itself a reading the spec does not pick, which accepts what
/// leaving the check out accepts, at up to 2^n readings a row. Leaving it out keeps the spec's checks exactly those
/// the spec settles, and the rows drawn around each block edge (a quarter point, half a point, an ulp inside and
/// outside) still check the rule itself on every case.
extension RowRaster {
    /// The raster reading `decisions` instead of its own.
    package func reading(_ decisions: ReachDecisions) -> RowRaster {
        var raster = self
        raster.decisions = decisions
        return raster
    }

    /// The boundary decision that the insets of the row from `minY` to `maxY` rest on (on `side`, or on either
    /// side), or nil when every reading of the boundaries that bear on the row gives the same insets: the spec
    /// alone settles them.
    package func decision(rowFrom minY: CGFloat, to maxY: CGFloat, side: HorizontalEdge? = nil) -> Decision? {
        var bearing = sharedBoundaries
        if !minY.isFinite || !maxY.isFinite {
            bearing.append(.nonFiniteRow)
        } else {
            bearing.append(.touchingRow)
            if minY > maxY { bearing.append(.reversedRow) }
            if minY == maxY { bearing.append(.zeroHeightRow) }
        }
        return decision(among: bearing, side: side) { $0.bandInsets(from: minY, to: maxY) }
    }

    /// The boundary decision that the bottom edge's insets rest on (on `side`, or on either side), or nil.
    package func bottomEdgeDecision(side: HorizontalEdge? = nil) -> Decision? {
        let topBlocks = layout.reservedCorners.contains { Oracle.isTop($0.corner) }
        return decision(among: sharedBoundaries + (topBlocks ? [.topBlockAtBottomEdge] : []), side: side) { $0.bottomEdgeInsets }
    }

    /// The boundaries that bear on every row of this layout: a block of no height, a side without a strip that has
    /// a block of its own, and an inset inconsistent with its blocks.
    var sharedBoundaries: [ReachBoundary] {
        let empty = edges.indices.contains(where: isEmpty)
        let widened = HorizontalEdge.allCases.contains { side in
            !(side == .left ? leftIsStripSide : rightIsStripSide) && layout.reservedCorners.contains { Oracle.isLeft($0.corner) == (side == .left) }
        }
        return (empty ? [.zeroHeightBlock] : []) + (widened ? [.sideWithoutStrip] : [])
            + (leftIsInconsistent || rightIsInconsistent ? [.inconsistentInset] : [])
    }

    /// The decision of the first boundary in the smallest set of `boundaries` whose other readings together change
    /// `insets` (on `side`, or on either side), or nil when none does.
    func decision(
        among boundaries: [ReachBoundary], side: HorizontalEdge?, _ insets: (RowRaster) -> (left: CGFloat, right: CGFloat)
    ) -> Decision? {
        let boundaries = ReachBoundary.allCases.filter(boundaries.contains)
        func values(_ raster: RowRaster) -> [CGFloat] {
            let both = insets(raster)
            return side.map { [$0 == .left ? both.left : both.right] } ?? [both.left, both.right]
        }
        let documented = values(self)
        let sets = (1..<(1 << boundaries.count)).sorted { ($0.nonzeroBitCount, $0) < ($1.nonzeroBitCount, $1) }
        for set in sets {
            let turned = boundaries.indices.filter { set & (1 << $0) != 0 }.reduce(decisions) { boundaries[$1].turned($0) }
            let other = values(reading(turned))
            if zip(other, documented).contains(where: { !($0 == $1 || ($0.isNaN && $1.isNaN)) }) {
                return boundaries[set.trailingZeroBitCount].decision
            }
        }
        return nil
    }
}
