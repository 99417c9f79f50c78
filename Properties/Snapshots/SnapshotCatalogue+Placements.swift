import Foundation
import DuoCheckEngine
import DuoGeometry

extension SnapshotCatalogue {
    /// The helpers that place something of a given size: centred containers and controls, lists, the camera and
    /// editor rows, the clock-line rows, radii, the side column, the side tab bar and its toolbar, the island's
    /// riding shift, and content clipped to the band.
    static let placements: [HelperSnapshot] = [
        HelperSnapshot("horizontal-container-placement", helper: "horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)",
                       inputs: containers, labels: labels) {
            horizontalContainerFillingPlacementForLayout(layout: $0.layout, margin: $0.margin, includesSafeInsets: $0.includesSafeInsets, anchoredAtBottom: $0.anchoredAtBottom)
        },
        HelperSnapshot("legacy-horizontal-container-placement", helper: "legacyHorizontalContainerFillingPlacement(layout:margin:includesSafeInsets:)",
                       inputs: containers, labels: labels) {
            legacyHorizontalContainerFillingPlacement(layout: $0.layout, margin: $0.margin, includesSafeInsets: $0.includesSafeInsets)
        },
        HelperSnapshot("centred-control-placement", helper: "centredControlPlacement(layout:width:)", inputs: containers, labels: labels) {
            centredControlPlacement(layout: $0.layout, width: $0.height)
        },
        HelperSnapshot("legacy-centred-control-placement", helper: "legacyCentredControlPlacement(layout:width:)", inputs: containers, labels: labels) {
            legacyCentredControlPlacement(layout: $0.layout, width: $0.height)
        },
        HelperSnapshot("list-side-margins", helper: "layout.listSideMargins(base:)", inputs: containers, labels: labels) { $0.layout.listSideMargins(base: $0.margin) },
        HelperSnapshot("legacy-list-side-margins", helper: "layout.legacyListSideMargins(base:)", inputs: containers, labels: labels) {
            $0.layout.legacyListSideMargins(base: $0.margin)
        },
        HelperSnapshot("camera-bottom-controls-frame", helper: "layout.cameraBottomControlsFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.cameraBottomControlsFrame(height: $0.height)
        },
        HelperSnapshot("legacy-camera-bottom-controls-frame", helper: "layout.legacyCameraBottomControlsFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.legacyCameraBottomControlsFrame(height: $0.height)
        },
        HelperSnapshot("editor-bottom-bar-frame", helper: "layout.editorBottomBarFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.editorBottomBarFrame(height: $0.height)
        },
        HelperSnapshot("legacy-editor-bottom-bar-frame", helper: "layout.legacyEditorBottomBarFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.legacyEditorBottomBarFrame(height: $0.height)
        },
        HelperSnapshot("status-island-top-row-frame", helper: "layout.statusIslandTopRowFrame(rowHeight:)", inputs: containers, labels: labels) {
            $0.layout.statusIslandTopRowFrame(rowHeight: $0.height)
        },
        HelperSnapshot("status-island-bottom-row-frame", helper: "layout.statusIslandBottomRowFrame(rowHeight:)", inputs: containers, labels: labels) {
            $0.layout.statusIslandBottomRowFrame(rowHeight: $0.height)
        },
        HelperSnapshot("sheet-bottom-corner-radii", helper: "screenCornerRadii.sheetBottomCornerRadii(inset:)", inputs: containers, labels: labels) {
            $0.layout.screenCornerRadii.sheetBottomCornerRadii(inset: $0.margin)
        },
        HelperSnapshot("legacy-sheet-bottom-corner-radius", helper: "legacySheetBottomCornerRadius(screenCornerRadius:inset:)", inputs: containers, labels: labels) {
            legacySheetBottomCornerRadius(screenCornerRadius: $0.layout.screenCornerRadii.bottomLeft, inset: $0.margin)
        },
        HelperSnapshot("inner-clip-corner-radii", helper: "screenCornerRadii.insetBy(_:) and subscript", inputs: containers, labels: labels) { item in
            let clip = item.layout.screenCornerRadii.insetBy(item.margin)
            return ScreenCorner.allCases.map { clip[$0] }
        },
        HelperSnapshot("mirrored-corner-radii", helper: "screenCornerRadii.mirrored", inputs: containers, labels: labels) { $0.layout.screenCornerRadii.mirrored },
        HelperSnapshot("side-column-frames", helper: "layout.sideColumnFrames(_:)", inputs: columns, labels: { $0.sample.labels }) {
            $0.layout.sideColumnFrames($0.shapes)
        },
        HelperSnapshot("tab-bar-side-placement", helper: "tabBarSidePlacement(layout:itemCount:)", inputs: columns, labels: { $0.sample.labels }) {
            tabBarSidePlacement(layout: $0.layout, itemCount: $0.tabBarItemCount)
        },
        HelperSnapshot("tab-bar-edit-toolbar-frame", helper: "tabBarEditToolbarFrame(layout:itemCount:height:)", inputs: columns, labels: { $0.sample.labels }) {
            tabBarEditToolbarFrame(layout: $0.layout, itemCount: $0.tabBarItemCount, height: $0.toolbarHeight)
        },
        HelperSnapshot("legacy-tab-bar-edit-toolbar-frame", helper: "legacyTabBarEditToolbarFrame(layout:height:)", inputs: columns, labels: { $0.sample.labels }) {
            legacyTabBarEditToolbarFrame(layout: $0.layout, height: $0.toolbarHeight)
        },
        HelperSnapshot("status-island-trailing-shift", helper: "statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)",
                       inputs: .islandRows(in: .islandLayouts), labels: { [$0.sample.name] }) { item in
            let island = ExpectedLayout(item.sample).island ?? .zero
            return statusIslandTrailingShift(rowMinY: item.rowMinY, rowHeight: item.rowHeight, islandHeight: island.height, inset: island.width)
        },
        HelperSnapshot("clipped-to-content-band", helper: "layout.clippedToContentBand(_:)", inputs: .frames(in: .anyLayout),
                       labels: { $0.sample.labels(adding: $0.kind) }) { $0.layout.clippedToContentBand($0.frame) },
        HelperSnapshot("legacy-clipped-to-content-band", helper: "layout.legacyClippedToContentBand(_:)", inputs: .frames(in: .anyLayout),
                       labels: { $0.sample.labels(adding: $0.kind) }) { $0.layout.legacyClippedToContentBand($0.frame) },
    ]

    /// Column shapes, a Done button, a tab bar's item count and an edit toolbar's height over any layout.
    static let columns = Gen<ColumnCase>.columns(in: .anyLayout)
}
