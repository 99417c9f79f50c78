import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

// MARK: - The suites' checks, stated as plain Boolean tests

/// `requireClearOfBlocks`: no block overlaps `rect` with positive area.
@inline(__always)
func rawIsClearOfBlocks(_ rect: CGRect, in layout: ContainerViewLayout) -> Bool {
    for block in layout.reservedCorners where Oracle.overlaps(rect, Oracle.frame(of: block, in: layout.size)) {
        return false
    }
    return true
}

/// `band-containment`'s second half: on each side that no block of its own overlaps along `row`, a strip side is
/// spanned (inset 0) and any other side keeps its safe inset.
@inline(__always)
func rawSpansWhereNoBlockOverlaps(_ insets: EdgeInsets, row: CGRect, in layout: ContainerViewLayout) -> Bool {
    let oracle = ExpectedLayout(layout)
    let across = CGRect(x: 0, y: row.origin.y, width: layout.size.width, height: row.size.height)
    for side in HorizontalEdge.allCases {
        let blockOverlaps = layout.reservedCorners.contains {
            Oracle.isLeft($0.corner) == (side == .left) && Oracle.overlaps(across, Oracle.frame(of: $0, in: layout.size))
        }
        if !blockOverlaps && (side == .left ? insets.left : insets.right) != (oracle.isStripSide(side) ? 0 : oracle.safeInset(side)) { return false }
    }
    return true
}

/// `requireIdentical` for rectangles.
@inline(__always)
func rawIdentical(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x.bitPattern == b.origin.x.bitPattern && a.origin.y.bitPattern == b.origin.y.bitPattern
        && a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
}

/// A running checksum of the values a raw loop drew, printed so that the optimiser must keep the work.
@inline(__always)
func mix(_ checksum: inout UInt64, _ value: CGFloat) {
    checksum = (checksum ^ UInt64(value.bitPattern)) &* 0x100_0000_01B3
}
