import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension SnapshotCatalogue {
    /// The helpers that place something of a given size: centred containers and controls, lists, the camera and
    /// editor rows, the clock-line rows, radii, the side column, the side tab bar and its toolbar, the island's
    /// riding shift, and content clipped to the band.
    static let placements: [HelperSnapshot] = [
        HelperSnapshot(
            "horizontal-container-placement",
            helper: "horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)",
            members: ["horizontalContainerPlacement"], inputs: containers, labels: labels
        ) {
            $0.horizontalContainerPlacement($1.layout, $1.margin, $1.includesSafeInsets, $1.anchoredAtBottom)
        },
        HelperSnapshot(
            "legacy-horizontal-container-placement", helper: "legacyHorizontalContainerFillingPlacement(layout:margin:includesSafeInsets:)",
            inputs: containers, labels: labels
        ) {
            legacyHorizontalContainerFillingPlacement(layout: $0.layout, margin: $0.margin, includesSafeInsets: $0.includesSafeInsets)
        },
        HelperSnapshot(
            "centred-control-placement", helper: "centredControlPlacement(layout:width:)", members: ["centredControlPlacement"],
            inputs: containers, labels: labels
        ) { $0.centredControlPlacement($1.layout, $1.height) },
        HelperSnapshot("legacy-centred-control-placement", helper: "legacyCentredControlPlacement(layout:width:)", inputs: containers, labels: labels)
        {
            legacyCentredControlPlacement(layout: $0.layout, width: $0.height)
        },
        HelperSnapshot("list-side-margins", helper: "layout.listSideMargins(base:)", members: ["listSideMargins"], inputs: containers, labels: labels)
        {
            $0.listSideMargins($1.layout, $1.margin)
        },
        HelperSnapshot("legacy-list-side-margins", helper: "layout.legacyListSideMargins(base:)", inputs: containers, labels: labels) {
            $0.layout.legacyListSideMargins(base: $0.margin)
        },
        HelperSnapshot(
            "camera-bottom-controls-frame", helper: "layout.cameraBottomControlsFrame(height:)", members: ["cameraBottomControlsFrame"],
            inputs: containers, labels: labels
        ) { $0.cameraBottomControlsFrame($1.layout, $1.height) },
        HelperSnapshot(
            "legacy-camera-bottom-controls-frame", helper: "layout.legacyCameraBottomControlsFrame(height:)", inputs: containers, labels: labels
        ) {
            $0.layout.legacyCameraBottomControlsFrame(height: $0.height)
        },
        HelperSnapshot(
            "editor-bottom-bar-frame", helper: "layout.editorBottomBarFrame(height:)", members: ["editorBottomBarFrame"],
            inputs: containers, labels: labels
        ) { $0.editorBottomBarFrame($1.layout, $1.height) },
        HelperSnapshot("legacy-editor-bottom-bar-frame", helper: "layout.legacyEditorBottomBarFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.legacyEditorBottomBarFrame(height: $0.height)
        },
        HelperSnapshot(
            "status-island-top-row-frame", helper: "layout.statusIslandTopRowFrame(rowHeight:)", members: ["statusIslandTopRowFrame"],
            inputs: containers, labels: labels
        ) { $0.statusIslandTopRowFrame($1.layout, $1.height) },
        HelperSnapshot(
            "status-island-bottom-row-frame", helper: "layout.statusIslandBottomRowFrame(rowHeight:)", members: ["statusIslandBottomRowFrame"],
            inputs: containers, labels: labels
        ) { $0.statusIslandBottomRowFrame($1.layout, $1.height) },
        HelperSnapshot(
            "sheet-bottom-corner-radii", helper: "screenCornerRadii.sheetBottomCornerRadii(inset:)", members: ["sheetBottomCornerRadii"],
            inputs: containers, labels: labels
        ) { $0.sheetBottomCornerRadii($1.layout.screenCornerRadii, $1.margin) },
        HelperSnapshot(
            "legacy-sheet-bottom-corner-radius", helper: "legacySheetBottomCornerRadius(screenCornerRadius:inset:)", inputs: containers,
            labels: labels
        ) {
            legacySheetBottomCornerRadius(screenCornerRadius: $0.layout.screenCornerRadii.bottomLeft, inset: $0.margin)
        },
        HelperSnapshot(
            "inner-clip-corner-radii", helper: "screenCornerRadii.insetBy(_:) and subscript", members: ["innerClipCornerRadii", "screenCornerRadius"],
            inputs: containers, labels: labels
        ) { helpers, item in
            let clip = helpers.innerClipCornerRadii(item.layout.screenCornerRadii, item.margin)
            return ScreenCorner.allCases.map { helpers.screenCornerRadius(clip, $0) }
        },
        HelperSnapshot("mirrored-corner-radii", helper: "screenCornerRadii.mirrored", inputs: containers, labels: labels) {
            $0.layout.screenCornerRadii.mirrored
        },
        HelperSnapshot(
            "side-column-frames", helper: "layout.sideColumnFrames(_:)", members: ["sideColumnFrames"], inputs: columns, labels: { $0.sample.labels }
        ) {
            $0.sideColumnFrames($1.layout, $1.shapes)
        },
        HelperSnapshot(
            "tab-bar-side-placement", helper: "tabBarSidePlacement(layout:itemCount:)", members: ["tabBarSidePlacement"], inputs: columns,
            labels: { $0.sample.labels }
        ) { $0.tabBarSidePlacement($1.layout, $1.tabBarItemCount) },
        HelperSnapshot(
            "tab-bar-edit-toolbar-frame", helper: "tabBarEditToolbarFrame(layout:itemCount:height:)", members: ["tabBarEditToolbarFrame"],
            inputs: columns,
            labels: { $0.sample.labels }
        ) { $0.tabBarEditToolbarFrame($1.layout, $1.tabBarItemCount, $1.toolbarHeight) },
        HelperSnapshot(
            "legacy-tab-bar-edit-toolbar-frame", helper: "legacyTabBarEditToolbarFrame(layout:height:)", inputs: columns, labels: { $0.sample.labels }
        ) {
            legacyTabBarEditToolbarFrame(layout: $0.layout, height: $0.toolbarHeight)
        },
        HelperSnapshot(
            "status-island-trailing-shift", helper: "statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)",
            members: ["statusIslandTrailingShift"],
            inputs: .islandRows(in: .islandLayouts), labels: { [$0.sample.name] }
        ) { helpers, item in
            let island = ExpectedLayout(item.sample).island ?? .zero
            return helpers.statusIslandTrailingShift(item.rowMinY, item.rowHeight, island.height, island.width)
        },
        HelperSnapshot(
            "clipped-to-content-band", helper: "layout.clippedToContentBand(_:)", members: ["clippedToContentBand"], inputs: .frames(in: .anyLayout),
            labels: { $0.sample.labels(adding: $0.kind) }
        ) { $0.clippedToContentBand($1.layout, $1.frame) },
        HelperSnapshot(
            "legacy-clipped-to-content-band", helper: "layout.legacyClippedToContentBand(_:)", inputs: .frames(in: .anyLayout),
            labels: { $0.sample.labels(adding: $0.kind) }
        ) { $0.layout.legacyClippedToContentBand($0.frame) }
    ]

    /// Column shapes, a Done button, a tab bar's item count and an edit toolbar's height over any layout.
    static let columns = Gen<ColumnCase>.columns(in: .anyLayout)
}
