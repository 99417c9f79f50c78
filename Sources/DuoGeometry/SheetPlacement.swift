import Foundation

// MARK: - Sheets (rules 3 and 6)

/// How tall a resizable sheet gets.
public enum SheetHeight: String, Hashable, Codable, Sendable {
    /// A short bottom sheet: it spans the strip, keeping clear only of a block at the bottom edge.
    case short
    /// A tall sheet that scrolls up to the top (share, import stickers): it keeps the band, since its corner
    /// buttons would otherwise reach the block.
    case tall
}

/// Where a resizable sheet goes horizontally (`resizableSheetHorizontalPlacement`): from the left inset to
/// the right inset of the bottom-edge band (short) or of the safe band (tall).
/// Legacy: the safe band, `x = safeInsets.left`, `width = W - safeInsets.left - safeInsets.right`.
public func resizableSheetHorizontalPlacement(layout: ContainerViewLayout, height: SheetHeight) -> HorizontalPlacement {
    let insets = height == .short ? layout.bottomEdgeSideInsets() : layout.safeInsets
    return HorizontalPlacement(x: insets.left, width: layout.size.width - insets.left - insets.right)
}

/// The legacy sheet placement: the safe band.
public func legacyResizableSheetHorizontalPlacement(layout: ContainerViewLayout) -> HorizontalPlacement {
    HorizontalPlacement(x: layout.safeInsets.left, width: layout.size.width - layout.safeInsets.left - layout.safeInsets.right)
}

/// The insets, in the sheet's own coordinates, that keep a sheet header's corner buttons clear
/// (`sheetHeaderCornerInsets`): the band of the header's own rows, `sheetFrame.minY` to
/// `sheetFrame.minY + headerHeight`, less what lies outside the sheet. A tall sheet scrolled to the top
/// thereby keeps its corner buttons out of the block. The top and bottom are 0.
/// Legacy: the same with `safeInsets` for the band.
public func sheetHeaderCornerInsets(layout: ContainerViewLayout, sheetFrame: CGRect, headerHeight: CGFloat) -> EdgeInsets {
    let band = layout.sideInsets(forBandFrom: sheetFrame.minY, to: sheetFrame.minY + headerHeight)
    return insetsInside(sheetFrame, band: band, width: layout.size.width)
}

/// The legacy header corner insets: the safe insets, in the sheet's coordinates, `max(0, L - minX)` and
/// `max(0, maxX - (W - R))`. Written out in full, independent of the helpers above.
public func legacySheetHeaderCornerInsets(layout: ContainerViewLayout, sheetFrame: CGRect) -> EdgeInsets {
    let left = layout.safeInsets.left - sheetFrame.origin.x
    let right = (sheetFrame.origin.x + sheetFrame.size.width) - (layout.size.width - layout.safeInsets.right)
    return EdgeInsets(left: left > 0 ? left : 0, right: right > 0 ? right : 0)
}

/// The insets, in the sheet's own coordinates, that keep a sheet's scrolling content in the full band
/// (`sheetContentBandInsets`): a short sheet spans the strip, but its content stays between the safe insets,
/// since scrolling content would otherwise pass under the block (rule 2). Same as the legacy expression.
public func sheetContentBandInsets(layout: ContainerViewLayout, sheetFrame: CGRect) -> EdgeInsets {
    insetsInside(sheetFrame, band: layout.safeInsets, width: layout.size.width)
}

/// The part of a band's side insets that falls inside `frame`: `max(0, band.left - frame.minX)` and
/// `max(0, frame.maxX - (width - band.right))`.
func insetsInside(_ frame: CGRect, band: EdgeInsets, width: CGFloat) -> EdgeInsets {
    let left = band.left - frame.origin.x
    let right = (frame.origin.x + frame.size.width) - (width - band.right)
    return EdgeInsets(left: left > 0 ? left : 0, right: right > 0 ? right : 0)
}
