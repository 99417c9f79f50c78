import Foundation
import DuoCheckEngine
import DuoGeometry

/// The name space of the property suites. Each property is a function of the placement helpers it
/// exercises, so the same property runs against the core (`.core`) and against every mutant.
public enum LayoutProperties {}

/// Fails unless `rect` keeps clear of every corner block of `layout` (touching an edge is clear).
func requireClearOfBlocks(_ rect: CGRect, in layout: ContainerViewLayout, _ what: @autoclosure () -> String,
                          fileID: String = #fileID, line: Int = #line) throws {
    for block in layout.reservedCorners {
        let blockFrame = block.frame(in: layout.size)
        try require(!overlapsWithPositiveArea(rect, blockFrame),
                    "\(what()) \(rect) overlaps the \(block) block at \(blockFrame)", fileID: fileID, line: line)
    }
}

/// Fails unless `rect` lies inside `layout`'s window.
func requireInsideWindow(_ rect: CGRect, in layout: ContainerViewLayout, _ what: @autoclosure () -> String,
                         fileID: String = #fileID, line: Int = #line) throws {
    try require(rect.origin.x >= 0 && rect.origin.y >= 0 && rect.size.width >= 0 && rect.size.height >= 0
                && rect.origin.x + rect.size.width <= layout.size.width && rect.origin.y + rect.size.height <= layout.size.height,
                "\(what()) \(rect) leaves the \(layout.size.width)x\(layout.size.height) window", fileID: fileID, line: line)
}

/// Fails unless two values are bit-for-bit identical (the collapse law's equality).
func requireIdentical(_ actual: CGFloat, _ legacy: CGFloat, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    try require(actual.bitPattern == legacy.bitPattern,
                "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless two rectangles are bit-for-bit identical.
func requireIdentical(_ actual: CGRect, _ legacy: CGRect, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    let identical = actual.origin.x.bitPattern == legacy.origin.x.bitPattern && actual.origin.y.bitPattern == legacy.origin.y.bitPattern
        && actual.size.width.bitPattern == legacy.size.width.bitPattern && actual.size.height.bitPattern == legacy.size.height.bitPattern
    try require(identical,
                "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless two inset values are bit-for-bit identical.
func requireIdentical(_ actual: EdgeInsets, _ legacy: EdgeInsets, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    try require(actual.isBitwiseIdentical(to: legacy),
                "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless a floor-centred placement is centred to the point: it is placed at `floor` of the centred
/// position, so the gap on its right exceeds the one on its left by at least 0 and less than 2.
func requireCentred(left: CGFloat, right: CGFloat, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    let excess = right - left
    let rounding = 1e-9 * (abs(left) + abs(right) + 1) // the centring arithmetic itself rounds (duo-fuzz: Seeds/bottom-exceptions-keep-band/)
    try require(excess >= -rounding && excess < 2 + rounding, "\(what()) is not centred: \(left) on the left, \(right) on the right", fileID: fileID, line: line)
}

extension ContainerViewLayout {
    /// Whether any block on `side` reaches the open row `minY..maxY` (the oracle of the band rule, stated
    /// from the block frames, not from the helper).
    func anyBlock(on side: HorizontalEdge, overlapsRowFrom minY: CGFloat, to maxY: CGFloat) -> Bool {
        reservedCorners.contains { block in
            guard block.corner.side == side else { return false }
            let frame = block.frame(in: size)
            return minY < frame.maxY && maxY > frame.minY
        }
    }

    /// The safe inset on `side`.
    func safeInset(_ side: HorizontalEdge) -> CGFloat { side == .left ? safeInsets.left : safeInsets.right }
}

extension EdgeInsets {
    /// The inset on `side`.
    func side(_ side: HorizontalEdge) -> CGFloat { side == .left ? left : right }
}
