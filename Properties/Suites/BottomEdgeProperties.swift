import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let bottomEdgeProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.bottomEdgeSpanning, oracle: .geometry, .decision, .table,
            says: "the raster oracle's bottom edge (`RowRaster`); each posture's hand-worked bottom edge (`PostureRowTable`)"),
        PropertyDeclaration(
            LayoutProperties.bottomExceptionsKeepBand, oracle: .geometry, .decision,
            says: "the safe band; the raster oracle's band of each row; how far a band's edge lies inside a sheet, also a hair off it"),
        PropertyDeclaration(
            LayoutProperties.editToolbar, oracle: .geometry, .decision,
            says: "the safe band, the raster oracle's bottom-edge band or the window, and the home indicator")
    ]
}

extension LayoutProperties {
    /// Rule 3: a row anchored at the bottom "spans the strip and keeps clear only of a corner block that reaches
    /// its row, which at the bottom is only FL's bottom-right block": the bottom-edge insets are the raster
    /// oracle's (``RowRaster``), and in a posture the hand-worked table's (FL keeps 84 on the right, every other
    /// posture none); a bottom row with them keeps clear of every block, and a short sheet spans that band.
    package static func bottomEdgeSpanning(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.bottomEdgeSpanning.rawValue, source: .rule(3), summary: "bottom-anchored rows span the strip, clear of bottom blocks only",
            generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { item in
            let layout = item.layout
            let W = layout.size.width
            let raster = ExpectedLayout(item.sample).raster
            let expected = raster.bottomEdgeInsets
            let bottom = helpers.bottomEdgeSideInsets(layout)
            try decided(by: raster.bottomEdgeDecision()) {
                try require(bottom.left == expected.left && bottom.right == expected.right, "the bottom edge's insets \(bottom), not \(expected)")
                if let posture = item.sample.posture {
                    let table = PostureRowTable.bottomEdge(of: posture)
                    try require(bottom.left == table.left && bottom.right == table.right, "\(posture)'s bottom edge's insets \(bottom), not \(table)")
                }
            }
            try require(
                Oracle.identical(bottom.top, layout.safeInsets.top) && Oracle.identical(bottom.bottom, layout.safeInsets.bottom),
                "the bottom edge's top and bottom insets \(bottom) are not the safe insets' own")
            let row = CGRect(x: bottom.left, y: layout.size.height - item.height, width: W - bottom.left - bottom.right, height: item.height)
            // A top block is decided never to reach the bottom edge, even one that covers the whole column (``ReachDecisions``).
            try requireClearOfBlocks(
                row, in: layout, "a bottom row of height \(item.height)", exceptTopBlocks: !ReachDecisions.documented.topBlockReachesBottomEdge)
            try decided(by: raster.bottomEdgeDecision()) {
                try requireEqual(
                    helpers.resizableSheetPlacement(layout, .short),
                    HorizontalPlacement(x: expected.left, width: W - expected.left - expected.right), "a short sheet's placement")
            }
        }
    }

    /// Rule 3's exceptions keep the band: a small centred control stays on the band's axis (moving it puts it 42
    /// off that axis in FP), a tall sheet keeps the safe band, a sheet header's corner buttons keep clear of a
    /// block their row reaches (on tall and short sheets alike), a short sheet's scrolling content keeps the full
    /// band, the input panel takes the band of its actual rows (the safe band beside a side column), and a
    /// draggable caption keeps the safe band. The corner insets are how far the band's edges lie inside the sheet,
    /// also for sheets whose edges lie just inside or outside the band's (a quarter point, half a point, one ulp), and
    /// for headers as tall as the drawn row.
    package static func bottomExceptionsKeepBand(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.bottomExceptionsKeepBand.rawValue, source: .rule(3),
            summary: "tall sheets, input panels and side-tab-bar neighbours keep the band",
            generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { band in
            let layout = band.layout
            let safe = layout.safeInsets
            let W = layout.size.width
            let H = layout.size.height
            let raster = ExpectedLayout(band.sample).raster
            // A header as tall as the drawn row (else the decided 56): the corner insets' rule holds at any height.
            let header =
                abs(band.maxY - band.minY) > 0 && (band.maxY - band.minY).isFinite ? abs(band.maxY - band.minY) : DecidedNumbers.sheetHeaderHeight
            let control = helpers.centredControlPlacement(layout, 64)
            try requireEqual(control.width, 64, "a small centred control's width")
            try requireCentred(
                left: control.x - safe.left, right: W - safe.right - control.maxX, "a small centred control \(control) on the band's axis")
            try requireEqual(helpers.draggableCaptionSideInsets(layout), safe, "a draggable caption's insets")
            let tall = helpers.resizableSheetPlacement(layout, .tall)
            try requireEqual(tall, HorizontalPlacement(x: safe.left, width: W - safe.left - safe.right), "a tall sheet's placement")
            let top = Swift.min(band.minY, band.maxY)
            let bottomBand = raster.bottomEdgeInsets
            let row = raster.bandInsets(from: top, to: top + header)
            func overhang(of sheet: CGRect, left: CGFloat, right: CGFloat) -> EdgeInsets { bandOverhang(of: sheet, left: left, right: W - right) }
            var sheets = [
                ("tall", CGRect(x: safe.left, y: top, width: W - safe.left - safe.right, height: H - top)),
                ("short", CGRect(x: bottomBand.left, y: top, width: W - bottomBand.left - bottomBand.right, height: H - top))
            ]
            for (left, right) in [(row.left, row.right), (safe.left, safe.right)] {
                for x in SubPoint.values(around: left) where x >= 0 && x <= W - right {
                    sheets.append(("nudged", CGRect(x: x, y: top, width: (W - right) - x, height: H - top)))
                }
                for maxX in SubPoint.values(around: W - right) where maxX <= W && maxX >= left {
                    sheets.append(("nudged", CGRect(x: left, y: top, width: maxX - left, height: H - top)))
                }
            }
            for (name, sheet) in sheets {
                let corners = helpers.sheetHeaderCornerInsets(layout, sheet, header)
                try decided(by: raster.decision(rowFrom: top, to: top + header)) {
                    try requireEqual(
                        corners, overhang(of: sheet, left: row.left, right: row.right), "a \(name) sheet \(sheet)'s header corner insets")
                }
                let headerRow = CGRect(x: sheet.minX + corners.left, y: sheet.minY, width: sheet.width - corners.left - corners.right, height: header)
                try requireClearOfBlocks(headerRow, in: layout, "a \(name) sheet's header row")
                let content = helpers.sheetContentBandInsets(layout, sheet)
                try requireEqual(
                    content, overhang(of: sheet, left: safe.left, right: safe.right),
                    "a \(name) sheet \(sheet)'s scrolling content insets (the full safe band)")
            }
            let panelRow = raster.bandInsets(from: band.minY, to: band.maxY)
            let panel = helpers.chatInputPanelSideInsets(layout, band.minY, band.maxY, false)
            try decided(by: raster.decision(rowFrom: band.minY, to: band.maxY)) {
                try require(
                    panel.left == panelRow.left && panel.right == panelRow.right,
                    "the input panel's insets \(panel), not the band of its rows \(panelRow)")
            }
            try requireEqual(helpers.chatInputPanelSideInsets(layout, band.minY, band.maxY, true), safe, "the input panel's insets beside a column")
        }
    }

    /// How far the band from `left` to `right` reaches inside `sheet` on each side: 0 where it does not.
    static func bandOverhang(of sheet: CGRect, left: CGFloat, right: CGFloat) -> EdgeInsets {
        EdgeInsets(left: sheet.minX < left ? left - sheet.minX : 0, right: sheet.maxX > right ? sheet.maxX - right : 0)
    }

    /// Rule 3: the root screens' edit toolbar sits above the home indicator. Beside a side tab bar it keeps the
    /// band between the safe insets; without one it is an ordinary bottom toolbar, spanning the bottom-edge band
    /// (on FL it stops at x 594, short of the bottom-right block; on every other posture it spans the strip),
    /// and on every other device it spans the window (the legacy toolbar).
    package static func editToolbar(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property(
            PropertyID.editToolbar.rawValue, source: .rule(3),
            summary: "the edit toolbar keeps the band beside a side tab bar, else spans the bottom-edge band",
            generator: .columns(in: .anyLayout), labels: { editToolbarLabels($0) },
            coverage: everyPostureDrawn + [
                CoverageRequirement(label: "beside a side tab bar", minimumFraction: 0.1),
                CoverageRequirement(label: "no side tab bar on a foldable", minimumFraction: 0.1)
            ]
        ) { item in
            let layout = item.layout
            let W = layout.size.width
            let H = layout.size.height
            let safe = layout.safeInsets
            let toolbar = helpers.tabBarEditToolbarFrame(layout, item.tabBarItemCount, item.toolbarHeight)
            try requireEqual(toolbar.size.height, item.toolbarHeight, "the toolbar's height")
            try requireClose(toolbar.maxY, H - layout.intrinsicInsets.bottom, "the toolbar's bottom (the top of the home indicator)")
            let left: CGFloat
            let right: CGFloat
            let raster = ExpectedLayout(item.sample).raster
            // Whether a bar has a place (its counts and item heights) is decided; the toolbar follows the helper set's
            // own bar, whichever way it decides, and the decided place is checked apart.
            let besideBar = helpers.tabBarSidePlacement(layout, item.tabBarItemCount) != nil
            let countIsDecided = !HostileInputAnswers.sideTabBarCounts.contains(item.tabBarItemCount) || !layout.size.height.isFinite
            let barDecision = Self.stripDecision(item.sample) ?? (countIsDecided ? .sideTabBarCounts : .sideTabBarNumbers)
            try decided(barDecision) {
                try requireEqual(besideBar, sideTabBarIsPlaced(item), "whether a side tab bar of \(item.tabBarItemCount) items is placed")
            }
            let spansBottomEdge = !besideBar && !layout.reservedCorners.isEmpty
            if besideBar {
                left = safe.left
                right = safe.right
            } else if spansBottomEdge {
                (left, right) = raster.bottomEdgeInsets
            } else {
                left = 0
                right = 0
            }
            // Whether a side tab bar is beside it rests on the strip it takes, of two the left (a decision).
            let twoStrips = ExpectedLayout(item.sample).hasTwoStrips
            try decided(by: twoStrips ? .leftStripOfTwo : spansBottomEdge ? raster.bottomEdgeDecision() : nil) {
                try requireEqual(toolbar.minX, left, "the toolbar's left edge")
                try requireClose(toolbar.maxX, W - right, "the toolbar's right edge")
            }
            // At the bottom edge a top block is decided never to reach the row, even one that covers the whole column.
            // Beside a side tab bar it keeps the safe band, which clears the blocks only where the insets cover them.
            let atBottomEdge = !besideBar && !ReachDecisions.documented.topBlockReachesBottomEdge
            if atBottomEdge || safeInsetsCoverTheirBlocks(layout) {
                try requireClearOfBlocks(toolbar, in: layout, "the edit toolbar", exceptTopBlocks: atBottomEdge)
            }
        }
    }

    /// The labels of an edit toolbar's case: the sample's, and whether a side tab bar is beside it.
    static func editToolbarLabels(_ item: ColumnCase) -> [String] {
        if sideTabBarIsPlaced(item) { return item.sample.labels + ["beside a side tab bar"] }
        return item.sample.labels + (item.layout.reservedCorners.isEmpty ? [] : ["no side tab bar on a foldable"])
    }
}
