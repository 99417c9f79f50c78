import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension SnapshotCatalogue {
    /// The helpers that read a layout alone: strips, the bottom edge, the island and the top bar, sheets' and
    /// clips' bands, the camera's preview, the story card and the device queries.
    static let layoutHelpers: [HelperSnapshot] = [
        snapshot("legacy-bottom-edge-side-insets", "legacyBottomEdgeSideInsets(safeInsets:)") {
            legacyBottomEdgeSideInsets(safeInsets: $0.safeInsets)
        },
        snapshot("has-side-strip-method", "layout.hasSideStrip(on:)") { layout in HorizontalEdge.allCases.map { layout.hasSideStrip(on: $0) } },
        snapshot("has-side-strip", "hasSideStrip(on:safeInsets:reservedCorners:)") { layout in
            HorizontalEdge.allCases.map { hasSideStrip(on: $0, safeInsets: layout.safeInsets, reservedCorners: layout.reservedCorners) }
        },
        snapshot("side-column-strip", "layout.sideColumnStrip") { $0.sideColumnStrip },
        snapshot("legacy-navigation-bar-status-bar-height", "layout.legacyNavigationBarStatusBarHeight") { $0.legacyNavigationBarStatusBarHeight },
        snapshot("legacy-navigation-bar-trailing-buttons-max-x", "layout.legacyNavigationBarTrailingButtonsMaxX") {
            $0.legacyNavigationBarTrailingButtonsMaxX
        },
        snapshot("legacy-pop-up-card-min-y", "layout.legacyPopUpCardMinY") { $0.legacyPopUpCardMinY },
        snapshot("legacy-full-screen-viewer-frame", "layout.legacyFullScreenViewerFrame") { $0.legacyFullScreenViewerFrame },
        snapshot("legacy-resizable-sheet-placement", "legacyResizableSheetHorizontalPlacement(layout:)") {
            legacyResizableSheetHorizontalPlacement(layout: $0)
        },
        snapshot("legacy-content-band-clip-rect", "layout.legacyContentBandClipRect") { $0.legacyContentBandClipRect },
        snapshot("camera-preview-is-taller-than-screen", "layout.cameraPreviewIsTallerThanScreen") { $0.cameraPreviewIsTallerThanScreen },
        snapshot("uses-story-card-layout", "layout.usesStoryCardLayout") { $0.usesStoryCardLayout },
        snapshot("legacy-uses-tablet-behaviour", "layout.legacyUsesTabletBehaviour") { $0.legacyUsesTabletBehaviour },
        snapshot("layout-bounds", "layout.bounds") { $0.bounds },
        snapshot("layout-is-landscape", "layout.isLandscape") { $0.isLandscape },
        snapshot("block-frames", "ReservedCornerBlock.frame(in:)") { layout in layout.reservedCorners.map { $0.frame(in: layout.size) } },
        snapshot("block-rows", "ReservedCornerBlock.rows(containerHeight:)") { layout in
            layout.reservedCorners.map { block -> [CGFloat] in
                let rows = block.rows(containerHeight: layout.size.height)
                return [rows.minY, rows.maxY]
            }
        },
        snapshot("horizontal-container-maximum-width", "horizontalContainerMaximumWidth(widthClass:)") {
            horizontalContainerMaximumWidth(widthClass: $0.metrics.widthClass)
        }
    ]

    /// A snapshot of a helper of the layout alone, over ``layouts``.
    static func snapshot<Output: Codable & SendableMetatype>(
        _ id: String, _ helper: String, _ output: @escaping @Sendable (ContainerViewLayout) -> Output
    ) -> HelperSnapshot {
        HelperSnapshot(id, helper: helper, inputs: layouts, labels: labels) { output($0.layout) }
    }
}
