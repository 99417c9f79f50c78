import Foundation

// MARK: - Unfolded portrait island (rule 4)

/// The compact status bar height a top bar uses beside the island.
public let statusIslandCompactStatusBarHeight: CGFloat = 16
/// The y of the island's clock line: editors, camera, stories and live stream centre their top row on it,
/// and mirror it at the bottom.
public let statusIslandClockLineY: CGFloat = 47

extension ContainerViewLayout {
    /// The status islands: top-corner blocks widened into the top inset rather than into a side strip (UP's
    /// top-right 134x82). Empty on every other posture and device; a synthetic layout may have one per top corner.
    public var statusIslands: [CGRect] {
        // Most layouts have no reserved corners (every other device): they build nothing here.
        if reservedCorners.isEmpty { return [] }
        return reservedCorners.blocks
            .filter { $0.corner.isTop && $0.height > 0 && $0.height <= safeInsets.top && !hasSideStrip(on: $0.corner.side) }
            .map { $0.frame(in: size) }
    }

    /// The status island (the first, where a synthetic layout has two), or nil.
    public var topBarStatusIsland: CGRect? { statusIslands.first }

    /// The status height a top bar uses: the compact 16 beside the island, else the full status bar height.
    public var navigationBarStatusBarHeight: CGFloat {
        topBarStatusIsland != nil ? statusIslandCompactStatusBarHeight : (statusBarHeight ?? 0)
    }

    /// Legacy: `statusBarHeight ?? 0`.
    public var legacyNavigationBarStatusBarHeight: CGFloat { statusBarHeight ?? 0 }

    /// How far a top bar's trailing buttons move left: as far as an island on the right reaches past the safe
    /// right inset (134 in UP, whose right inset is 0), else 0 (the legacy value). An island inside a wider right
    /// inset moves nothing: the inset already clears it (duo-fuzz found the double count on an inconsistent
    /// table, `Seeds/top-bar-clears-island/`). The title stays centred on the window.
    public var navigationBarTrailingButtonsInset: CGFloat {
        let island = statusIslands.filter { $0.maxX >= size.width }.map(\.width).max() ?? 0
        return max(0, island - safeInsets.right)
    }

    /// The right edge of a top bar's trailing buttons: `W - safeInsets.right - navigationBarTrailingButtonsInset`.
    public var navigationBarTrailingButtonsMaxX: CGFloat {
        size.width - safeInsets.right - navigationBarTrailingButtonsInset
    }

    /// Legacy: `W - safeInsets.right`.
    public var legacyNavigationBarTrailingButtonsMaxX: CGFloat { size.width - safeInsets.right }

    /// The centre x of a top bar's title: the window's centre, whatever the trailing inset.
    public var navigationBarTitleCenterX: CGFloat { size.width / 2 }

    /// A top row of `rowHeight` centred on the island's clock line, from the safe left inset to the island;
    /// nil without an island.
    public func statusIslandTopRowFrame(rowHeight: CGFloat) -> CGRect? {
        guard !statusIslands.isEmpty else { return nil }
        let insets = sideInsets(forBandFrom: statusIslandClockLineY - rowHeight / 2, to: statusIslandClockLineY + rowHeight / 2)
        return CGRect(x: insets.left, y: statusIslandClockLineY - rowHeight / 2,
                      width: size.width - insets.left - insets.right, height: rowHeight)
    }

    /// The top row mirrored at the bottom: centred `statusIslandClockLineY` above the bottom edge, full width.
    public func statusIslandBottomRowFrame(rowHeight: CGFloat) -> CGRect? {
        guard topBarStatusIsland != nil else { return nil }
        return CGRect(x: safeInsets.left, y: size.height - statusIslandClockLineY - rowHeight / 2,
                      width: size.width - safeInsets.left - safeInsets.right, height: rowHeight)
    }

    /// The lowest y a pop-up card may start at: below the island, and below the safe top inset.
    public var popUpCardMinY: CGFloat { statusIslands.reduce(safeInsets.top) { max($0, $1.maxY) } }

    /// Legacy: `safeInsets.top`.
    public var legacyPopUpCardMinY: CGFloat { safeInsets.top }

    /// The frame of a full-screen viewer (browser documents, full-screen mini apps; rule 5): the whole
    /// window, beside the island rather than below the status inset. Without an island it starts below the
    /// safe top inset (the legacy frame). Its top controls keep clear of the island with
    /// `sideInsets(forBandFrom:to:)`.
    public var fullScreenViewerFrame: CGRect {
        let top = topBarStatusIsland != nil ? 0 : safeInsets.top
        return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
    }

    /// Legacy: the window below the safe top inset.
    public var legacyFullScreenViewerFrame: CGRect {
        CGRect(x: 0, y: safeInsets.top, width: size.width, height: size.height - safeInsets.top)
    }
}

/// How far a control in the trailing corner of a row that rises and falls with a sheet moves left to clear
/// the island: `inset` while the row's rows overlap the island's (`0..islandHeight`, open interval), else 0.
/// A NaN position gives `inset`, the answer that never overlaps.
public func statusIslandTrailingShift(rowMinY: CGFloat, rowHeight: CGFloat, islandHeight: CGFloat, inset: CGFloat) -> CGFloat {
    guard rowMinY.isFinite, rowHeight.isFinite, islandHeight.isFinite else { return inset }
    let rowMaxY = rowMinY + max(0, rowHeight)
    return rowMinY < islandHeight && rowMaxY > 0 ? inset : 0
}
