import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Rule 3: a row anchored at the bottom spans the strip and keeps clear only of a block that reaches the
    /// bottom edge (on the Duo, only FL's); short sheets and anchored containers use that band.
    public static func bottomEdgeSpanning(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("bottom-edge-spanning", rule: "Rule 3", summary: "bottom-anchored rows span the strip, clear of bottom blocks only",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            let bottom = helpers.bottomEdgeSideInsets(layout)
            for side in layout.stripSides {
                let reached = layout.reservedCorners.contains { $0.corner.side == side && !$0.corner.isTop && $0.height > 0 }
                try requireEqual(bottom.side(side), reached ? layout.safeInset(side) : 0,
                                 "the bottom edge's \(side) inset (\(reached ? "a bottom block reaches it" : "no block reaches the bottom edge"))")
            }
            let row = CGRect(x: bottom.left, y: layout.size.height - item.height, width: layout.size.width - bottom.left - bottom.right, height: item.height)
            try requireClearOfBlocks(row, in: layout, "a bottom row of height \(item.height)")
            try requireEqual(helpers.resizableSheetPlacement(layout, .short),
                             HorizontalPlacement(x: bottom.left, width: layout.size.width - bottom.left - bottom.right), "a short sheet's placement")
            let anchored = helpers.horizontalContainerPlacement(layout, item.margin, true, true)
            let leftGap = anchored.x - bottom.left, rightGap = layout.size.width - bottom.right - anchored.maxX
            if anchored.width >= 0 { try requireCentred(left: leftGap, right: rightGap, "an anchored container \(anchored) on the bottom-edge band") }
        }
    }

    /// Rule 3's exceptions keep the band: small centred controls (on the band's axis), tall sheets, their header
    /// buttons, a sheet's scrolling content, an upward-growing input panel (the band of its rows), what sits
    /// beside the side tab bar, and draggable captions.
    public static func bottomExceptionsKeepBand(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("bottom-exceptions-keep-band", rule: "Rule 3", summary: "tall sheets, input panels and side-tab-bar neighbours keep the band",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { band in
            let layout = band.layout, safe = layout.safeInsets, width = layout.size.width
            let control = helpers.centredControlPlacement(layout, 64)
            try requireCentred(left: control.x - safe.left, right: width - safe.right - control.maxX, "a small centred control \(control) on the band's axis")
            try requireEqual(helpers.draggableCaptionSideInsets(layout), safe, "a draggable caption's insets")
            let tall = helpers.resizableSheetPlacement(layout, .tall)
            try requireEqual(tall, HorizontalPlacement(x: safe.left, width: width - safe.left - safe.right), "a tall sheet's placement")
            let sheet = CGRect(x: tall.x, y: band.minY, width: tall.width, height: layout.size.height - band.minY)
            let header = helpers.sheetHeaderCornerInsets(layout, sheet, 56)
            let headerRow = CGRect(x: sheet.minX + header.left, y: sheet.minY, width: sheet.width - header.left - header.right, height: min(56, sheet.height))
            try requireClearOfBlocks(headerRow, in: layout, "a tall sheet's header row")
            let short = helpers.resizableSheetPlacement(layout, .short)
            let shortSheet = CGRect(x: short.x, y: band.minY, width: short.width, height: layout.size.height - band.minY)
            let content = helpers.sheetContentBandInsets(layout, shortSheet)
            try require(shortSheet.minX + content.left >= safe.left && shortSheet.maxX - content.right <= width - safe.right,
                        "a short sheet's content \(content) leaves the band")
            try requireEqual(helpers.chatInputPanelSideInsets(layout, band.minY, band.maxY, false),
                             helpers.bandSideInsets(layout, band.minY, band.maxY), "the input panel's insets (the band of its rows)")
            try requireEqual(helpers.chatInputPanelSideInsets(layout, band.minY, band.maxY, true), safe, "the input panel's insets beside a column")
            if helpers.tabBarSidePlacement(layout, 4) != nil {
                let toolbar = helpers.tabBarEditToolbarFrame(layout, 4, 49)
                try require(toolbar.minX >= safe.left && toolbar.maxX <= width - safe.right, "the edit toolbar \(toolbar) beside the side tab bar leaves the band")
            }
        }
    }
}
