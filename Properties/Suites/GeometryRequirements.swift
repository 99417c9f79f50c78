import Foundation
import DuoCheckEngine
import DuoGeometry

/// The name space of the property suites. Each property is a function of the placement helpers it
/// exercises, so the same property runs against the core (`.core`) and against every mutant.
package enum LayoutProperties {}

/// Fails unless `rect` keeps clear of every corner block of `layout` (touching an edge is clear), with the
/// block frames and the overlap worked out by the oracle, not by the core.
func requireClearOfBlocks(
    _ rect: CGRect, in layout: ContainerViewLayout, _ what: @autoclosure () -> String, exceptTopBlocks: Bool = false,
    fileID: String = #fileID, line: Int = #line
) throws {
    for block in layout.reservedCorners where !(exceptTopBlocks && Oracle.isTop(block.corner)) {
        let blockFrame = Oracle.frame(of: block, in: layout.size)
        try require(
            !Oracle.overlaps(rect, blockFrame),
            "\(what()) \(rect) overlaps the \(block) block at \(blockFrame)", fileID: fileID, line: line)
    }
}

/// Whether each side's safe inset is at least as wide as every block on that side, as UIKit widens a block into the
/// inset. Content that keeps the safe band clears every block only then: an inconsistent table whose inset is a hair
/// narrower than its block leaves that hair of the block inside the band, and a helper that keeps the safe inset
/// keeps it.
func safeInsetsCoverTheirBlocks(_ layout: ContainerViewLayout) -> Bool {
    layout.reservedCorners.allSatisfy { block in
        block.width <= (Oracle.isLeft(block.corner) ? layout.safeInsets.left : layout.safeInsets.right)
    }
}

/// Fails unless `rect` lies inside `layout`'s window.
func requireInsideWindow(
    _ rect: CGRect, in layout: ContainerViewLayout, _ what: @autoclosure () -> String,
    fileID: String = #fileID, line: Int = #line
) throws {
    try require(
        rect.origin.x >= 0 && rect.origin.y >= 0 && rect.size.width >= 0 && rect.size.height >= 0
            && rect.origin.x + rect.size.width <= layout.size.width && rect.origin.y + rect.size.height <= layout.size.height,
        "\(what()) \(rect) leaves the \(layout.size.width)x\(layout.size.height) window", fileID: fileID, line: line)
}

/// Fails unless two values are bit-for-bit identical (the collapse law's equality).
func requireIdentical(_ actual: CGFloat, _ legacy: CGFloat, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    try require(
        Oracle.identical(actual, legacy),
        "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless two rectangles are bit-for-bit identical.
func requireIdentical(_ actual: CGRect, _ legacy: CGRect, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    try require(
        Oracle.identical(actual, legacy),
        "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless two inset values are bit-for-bit identical.
func requireIdentical(_ actual: EdgeInsets, _ legacy: EdgeInsets, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line)
    throws
{
    try require(
        Oracle.identical(actual, legacy),
        "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless two placements are bit-for-bit identical.
func requireIdentical(
    _ actual: HorizontalPlacement, _ legacy: HorizontalPlacement, _ what: @autoclosure () -> String,
    fileID: String = #fileID, line: Int = #line
) throws {
    try require(
        Oracle.identical(actual, legacy),
        "\(what()): \(actual) is not bit-identical to the legacy \(legacy)", fileID: fileID, line: line)
}

/// Fails unless `a` and `b`, equal values of other bits (one holds -0.0 where the other holds 0), hash alike, as
/// `Hashable` asks of a hash the core writes out by hand.
func requireHashAlike<T: Hashable>(_ a: T, _ b: T, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    try require(a == b, "\(what()): \(a) and \(b) are not equal", fileID: fileID, line: line)
    try requireEqual(a.hashValue, b.hashValue, "the hashes of \(what())", fileID: fileID, line: line)
}

/// Fails unless a floor-centred placement is centred to the point: it is placed at `floor` of the centred
/// position, so the gap on its right exceeds the one on its left by at least 0 and less than 2.
func requireCentred(left: CGFloat, right: CGFloat, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line) throws {
    let excess = right - left
    let rounding = 1e-9 * (abs(left) + abs(right) + 1)  // the centring arithmetic itself rounds (duo-fuzz: Seeds/bottom-exceptions-keep-band/)
    try require(
        excess >= -rounding && excess < 2 + rounding, "\(what()) is not centred: \(left) on the left, \(right) on the right", fileID: fileID,
        line: line)
}

/// Fails unless `x`, the left edge of something `width` wide centred in the band `minX..maxX`, is the floor of the
/// band's centre less half the width: a whole point, at most a point left of exact centring, never right of it. Where
/// the inputs are not on a binary grid and the exact centre lies within rounding of a whole point, either whole point
/// next to it is accepted (the helper's arithmetic and this one round differently). On the grid (whole points, halves,
/// any 1/1024 of a point) the centre is exact and so is its floor: one point left of it is a wrong centre, as a floor
/// taken of each half apart gives where the side insets differ by an odd number of points.
func requireFlooredCentre(
    x: CGFloat, width: CGFloat, band minX: CGFloat, _ maxX: CGFloat, _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line
) throws {
    let ideal = (minX + maxX - width) / 2
    let rounding = isOnExactGrid(minX, maxX, width) ? 0 : 1e-9 * (abs(minX) + abs(maxX) + abs(width) + 1)
    // Three comparisons rather than an array's `contains`, which would allocate on every case of the benchmark's pairs.
    let isAFloor = x == ideal.rounded(.down) || x == (ideal - rounding).rounded(.down) || x == (ideal + rounding).rounded(.down)
    try require(
        isAFloor, "\(what()) starts at \(x), not at the floor of the band's centre less half its width, \(ideal.rounded(.down))",
        fileID: fileID, line: line)
}

/// Fails unless `actual` equals `expected` to within `tolerance` (for values the helper reaches by a longer
/// chain of roundings than the oracle).
func requireClose(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 1e-9, _ what: @autoclosure () -> String,
    fileID: String = #fileID, line: Int = #line
) throws {
    // Equal values are close, infinities of one sign included (their difference is NaN).
    try require(
        actual == expected || abs(actual - expected) <= tolerance * Swift.max(1, abs(expected)),
        "\(what()): \(actual) is not \(expected)", fileID: fileID, line: line)
}

/// Fails unless each value of `actual` equals `expected`'s to within `tolerance` (see the other `requireClose`).
func requireClose(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9, _ what: @autoclosure () -> String,
    fileID: String = #fileID, line: Int = #line
) throws {
    let pairs = [
        (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
        (actual.size.width, expected.size.width), (actual.size.height, expected.size.height)
    ]
    try require(
        pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance * Swift.max(1, abs($0.1)) },
        "\(what()): \(actual) is not \(expected)", fileID: fileID, line: line)
}

extension EdgeInsets {
    /// The inset on `side`.
    func side(_ side: HorizontalEdge) -> CGFloat { side == .left ? left : right }
}

/// Whether every value is a multiple of 1/1024 of a point below 2⁴⁰ in size: sums, differences and halves of such
/// values are exact in a `Double` (50 bits of the 53), so an oracle on them needs no rounding allowance.
func isOnExactGrid(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> Bool {
    // Three parameters, not a variadic list: the centring checks run on every case of the collapse law's benchmark
    // pair, and a variadic call builds an array on the heap.
    func onGrid(_ value: CGFloat) -> Bool { abs(value) < 0x1p40 && (value * 1024).rounded() == value * 1024 }
    return onGrid(a) && onGrid(b) && onGrid(c)
}

/// Unwraps `value`, or fails with `message`.
func requireValue<T>(_ value: T?, _ message: String, fileID: String = #fileID, line: Int = #line) throws -> T {
    guard let value else { throw CheckFailure(message: message, location: CheckLocation(fileID: fileID, line: line)) }
    return value
}
