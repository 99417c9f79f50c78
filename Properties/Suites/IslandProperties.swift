import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Rule 4: top bars use the compact status height 16 beside the island; trailing buttons keep clear of
    /// every block while the title stays centred on the window.
    public static func topBarClearsIsland(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("top-bar-clears-island", rule: "Rule 4", summary: "top bars: status height 16, trailing buttons clear, title centred",
                 generator: .containers(in: .frequency([(2, .islandLayouts), (3, .anyLayout)])), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            let statusHeight = helpers.navigationBarStatusBarHeight(layout)
            if layout.topBarStatusIsland != nil { try requireEqual(statusHeight, statusIslandCompactStatusBarHeight, "the top bar's status height beside the island") }
            let trailing = helpers.navigationBarTrailingButtonsMaxX(layout)
            let control = CGRect(x: trailing - 44, y: statusHeight, width: 44, height: 44)
            try requireClearOfBlocks(control, in: layout, "the top bar's trailing button")
            try requireEqual(helpers.navigationBarTitleCenterX(layout), layout.size.width / 2, "the title's centre")
        }
    }

    /// Rule 4: a control in a row that rides with a sheet never overlaps the island, at any row position.
    public static func ridingRowClearsIsland(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        Property("riding-row-clears-island", rule: "Rule 4", summary: "a control in a row riding with a sheet never overlaps the island",
                 generator: .islandRows(in: .islandLayouts), labels: { [$0.sample.name] }) { item in
            let island = try requireValue(item.layout.topBarStatusIsland, "no island on an island layout")
            let shift = helpers.statusIslandTrailingShift(item.rowMinY, item.rowHeight, island.height, island.width)
            let x = island.minX == 0 ? shift : item.layout.size.width - item.controlWidth - shift
            let control = CGRect(x: x, y: item.rowMinY, width: item.controlWidth, height: item.rowHeight)
            try require(!overlapsWithPositiveArea(control, island), "the control \(control) (shifted \(shift)) overlaps the island \(island)")
        }
    }

    /// Rule 4: the top row sits on the clock line (centre 47) clear of the island, the bottom row mirrors it,
    /// and pop-up cards stay below the island.
    public static func clockLineAndPopUps(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        Property("clock-line-and-pop-ups", rule: "Rule 4", summary: "top row on the clock line, mirrored at the bottom; cards below the island",
                 generator: .islandRows(in: .islandLayouts), labels: { [$0.sample.name] }) { item in
            let layout = item.layout
            let island = try requireValue(layout.topBarStatusIsland, "no island on an island layout")
            let top = try requireValue(helpers.statusIslandTopRowFrame(layout, item.rowHeight), "no top row beside the island")
            try requireEqual(top.midY, statusIslandClockLineY, "the top row's centre")
            try requireClearOfBlocks(top, in: layout, "the top row")
            let bottom = try requireValue(helpers.statusIslandBottomRowFrame(layout, item.rowHeight), "no bottom row beside the island")
            try requireEqual(bottom.midY, layout.size.height - statusIslandClockLineY, "the bottom row's centre (the mirror of the clock line)")
            try require(helpers.popUpCardMinY(layout) >= island.maxY, "pop-up cards start at \(helpers.popUpCardMinY(layout)), inside the island")
        }
    }

    /// Rule 5: full-screen viewers fill the screen beside the island; elsewhere they start below the safe top.
    public static func fullScreenViewers(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("full-screen-viewers", rule: "Rule 5", summary: "full-screen viewers fill the screen beside the island",
                 generator: .frequency([(1, .islandLayouts), (2, .anyLayout)]), labels: { $0.labels }) { sample in
            let layout = sample.layout
            let expected = layout.topBarStatusIsland != nil ? layout.bounds
                : CGRect(x: 0, y: layout.safeInsets.top, width: layout.size.width, height: layout.size.height - layout.safeInsets.top)
            try requireEqual(helpers.fullScreenViewerFrame(layout), expected, "the viewer's frame")
        }
    }
}
