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
            "legacy-horizontal-container-placement", helper: "legacyHorizontalContainerFillingPlacement(layout:margin:includesSafeInsets:)",
            inputs: containers, labels: labels
        ) {
            legacyHorizontalContainerFillingPlacement(layout: $0.layout, margin: $0.margin, includesSafeInsets: $0.includesSafeInsets)
        },
        HelperSnapshot("legacy-centred-control-placement", helper: "legacyCentredControlPlacement(layout:width:)", inputs: containers, labels: labels)
        {
            legacyCentredControlPlacement(layout: $0.layout, width: $0.height)
        },
        HelperSnapshot("legacy-list-side-margins", helper: "layout.legacyListSideMargins(base:)", inputs: containers, labels: labels) {
            $0.layout.legacyListSideMargins(base: $0.margin)
        },
        HelperSnapshot(
            "legacy-camera-bottom-controls-frame", helper: "layout.legacyCameraBottomControlsFrame(height:)", inputs: containers, labels: labels
        ) {
            $0.layout.legacyCameraBottomControlsFrame(height: $0.height)
        },
        HelperSnapshot("legacy-editor-bottom-bar-frame", helper: "layout.legacyEditorBottomBarFrame(height:)", inputs: containers, labels: labels) {
            $0.layout.legacyEditorBottomBarFrame(height: $0.height)
        },
        HelperSnapshot(
            "legacy-sheet-bottom-corner-radius", helper: "legacySheetBottomCornerRadius(screenCornerRadius:inset:)", inputs: containers,
            labels: labels
        ) {
            legacySheetBottomCornerRadius(screenCornerRadius: $0.layout.screenCornerRadii.bottomLeft, inset: $0.margin)
        },
        HelperSnapshot("mirrored-corner-radii", helper: "screenCornerRadii.mirrored", inputs: containers, labels: labels) {
            $0.layout.screenCornerRadii.mirrored
        },
        HelperSnapshot(
            "legacy-tab-bar-edit-toolbar-frame", helper: "legacyTabBarEditToolbarFrame(layout:height:)", inputs: columns, labels: { $0.sample.labels }
        ) {
            legacyTabBarEditToolbarFrame(layout: $0.layout, height: $0.toolbarHeight)
        },
        HelperSnapshot(
            "legacy-clipped-to-content-band", helper: "layout.legacyClippedToContentBand(_:)", inputs: .frames(in: .anyLayout),
            labels: { $0.sample.labels(adding: $0.kind) }
        ) { $0.layout.legacyClippedToContentBand($0.frame) }
    ]

    /// Column shapes, a Done button, a tab bar's item count and an edit toolbar's height over any layout.
    static let columns = SnapshotInputs.columns
}
