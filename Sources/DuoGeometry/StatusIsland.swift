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
        return reservedCorners.filter(isStatusIsland).map { $0.frame(in: size) }
    }

    /// Whether `block` is a status island: a top-corner block of positive height inside the top inset, on
    /// a side without a strip.
    ///
    /// The helpers below walk the blocks with this test rather than build ``statusIslands``: they run for
    /// every frame and every fuzzing case, and mostly on layouts without islands, where an array built and
    /// freed (even an empty one) costs more than the answer.
    func isStatusIsland(_ block: ReservedCornerBlock) -> Bool {
        block.corner.isTop && block.height > 0 && block.height <= safeInsets.top && !hasSideStrip(on: block.corner.side)
    }

    /// The status island (the first, where a synthetic layout has two), or nil.
    public var topBarStatusIsland: CGRect? {
        for block in reservedCorners where isStatusIsland(block) { return block.frame(in: size) }
        return nil
    }

    /// The status height a top bar uses: the compact 16 beside the island, else the full status bar height.
    public var navigationBarStatusBarHeight: CGFloat {
        topBarStatusIsland != nil ? statusIslandCompactStatusBarHeight : (statusBarHeight ?? 0)
    }

    /// Legacy: `statusBarHeight ?? 0`.
    public var legacyNavigationBarStatusBarHeight: CGFloat { statusBarHeight ?? 0 }

    /// How far a top bar's trailing buttons move left: as far as an island on the right reaches past the safe
    /// right inset (134 in UP, whose right inset is 0), else 0 (the legacy value). An island inside a wider right
    /// inset moves nothing: the inset already clears it, and counting both would shift twice on an
    /// inconsistent table (`Seeds/top-bar-clears-island/`). The title stays centred on the window.
    public var navigationBarTrailingButtonsInset: CGFloat {
        // The widest island reaching the right edge (the first of equals, as `max()` keeps), else 0.
        var widest: CGFloat?
        for block in reservedCorners where isStatusIsland(block) {
            let island = block.frame(in: size)
            guard island.maxX >= size.width else { continue }
            if let current = widest, !(current < island.width) { continue }
            widest = island.width
        }
        // Without an island nothing moves, whatever the right inset: a negative one must not shift the buttons (the collapse law).
        return widest.map { max(0, $0 - safeInsets.right) } ?? 0
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
        guard topBarStatusIsland != nil else { return nil }
        let insets = sideInsets(forBandFrom: statusIslandClockLineY - rowHeight / 2, to: statusIslandClockLineY + rowHeight / 2)
        return CGRect(
            x: insets.left, y: statusIslandClockLineY - rowHeight / 2,
            width: size.width - insets.left - insets.right, height: rowHeight)
    }

    /// The top row mirrored at the bottom, between the safe insets: centred `statusIslandClockLineY` above the
    /// bottom edge (904 in UP) while that keeps it above the home indicator, up to 54 tall; a taller row rises to end
    /// at the indicator's top (``clockLineMirrorRowMinY(height:)``), as the camera's and the editor's rows do. The
    /// mirror of a taller row would cover the indicator, and past 94 leave the window.
    public func statusIslandBottomRowFrame(rowHeight: CGFloat) -> CGRect? {
        guard topBarStatusIsland != nil else { return nil }
        return CGRect(
            x: safeInsets.left, y: clockLineMirrorRowMinY(height: rowHeight),
            width: size.width - safeInsets.left - safeInsets.right, height: rowHeight)
    }

    /// The top of a bottom row of `height` that mirrors the island's top row: centred `statusIslandClockLineY`
    /// above the bottom edge (904 in UP), raised only where a row taller than 54 would otherwise reach the home
    /// indicator (`intrinsicInsets.bottom`, 20).
    func clockLineMirrorRowMinY(height: CGFloat) -> CGFloat {
        min(size.height - statusIslandClockLineY - height / 2, size.height - intrinsicInsets.bottom - height)
    }

    /// The lowest y a pop-up card may start at: below the island, and below the safe top inset.
    public var popUpCardMinY: CGFloat {
        var minY = safeInsets.top
        for block in reservedCorners where isStatusIsland(block) { minY = max(minY, block.frame(in: size).maxY) }
        return minY
    }

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
/// A NaN or infinite position, row height or island height gives `inset`, the answer that never overlaps; a row of
/// negative height is read as a row of no height at its top.
public func statusIslandTrailingShift(rowMinY: CGFloat, rowHeight: CGFloat, islandHeight: CGFloat, inset: CGFloat) -> CGFloat {
    guard rowMinY.isFinite, rowHeight.isFinite, islandHeight.isFinite else { return inset }
    let rowMaxY = rowMinY + max(0, rowHeight)
    return rowMinY < islandHeight && rowMaxY > 0 ? inset : 0
}
