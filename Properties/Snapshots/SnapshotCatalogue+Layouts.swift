import Foundation
import DuoCheckEngine
import DuoGeometry

extension SnapshotCatalogue {
    /// The helpers that read a layout alone: strips, the bottom edge, the island and the top bar, sheets' and
    /// clips' bands, the camera's preview, the story card and the device queries.
    static let layoutHelpers: [HelperSnapshot] = [
        snapshot("bottom-edge-side-insets-method", "layout.bottomEdgeSideInsets()") { $0.bottomEdgeSideInsets() },
        snapshot("bottom-edge-side-insets", "bottomEdgeSideInsets(safeInsets:reservedCorners:)") {
            bottomEdgeSideInsets(safeInsets: $0.safeInsets, reservedCorners: $0.reservedCorners)
        },
        snapshot("environment-bottom-edge-side-insets", "Environment.bottomEdgeSideInsets()") { Environment(layout: $0).bottomEdgeSideInsets() },
        snapshot("legacy-bottom-edge-side-insets", "legacyBottomEdgeSideInsets(safeInsets:)") { legacyBottomEdgeSideInsets(safeInsets: $0.safeInsets) },
        snapshot("environment", "Environment(layout:)") { Environment(layout: $0) },
        snapshot("has-side-strip-method", "layout.hasSideStrip(on:)") { layout in HorizontalEdge.allCases.map { layout.hasSideStrip(on: $0) } },
        snapshot("has-side-strip", "hasSideStrip(on:safeInsets:reservedCorners:)") { layout in
            HorizontalEdge.allCases.map { hasSideStrip(on: $0, safeInsets: layout.safeInsets, reservedCorners: layout.reservedCorners) }
        },
        snapshot("strip-sides", "layout.stripSides") { $0.stripSides },
        snapshot("side-strip", "layout.sideStrip(edge:)") { layout in HorizontalEdge.allCases.map { layout.sideStrip(edge: $0) } },
        snapshot("side-column-strip", "layout.sideColumnStrip") { $0.sideColumnStrip },
        snapshot("side-column-navigation-button-frame", "layout.sideColumnNavigationButtonFrame") { $0.sideColumnNavigationButtonFrame },
        snapshot("places-navigation-button-in-side-column", "layout.placesNavigationButtonInSideColumn") { $0.placesNavigationButtonInSideColumn },
        snapshot("bar-button-placement", "layout.placement(of:)") { layout in
            [BarButtonRole.back, .close, .done, .edit, .other].flatMap { role in [false, true].map { layout.placement(of: BarButton(role: role, staysInRow: $0)) } }
                + [true, false].map { layout.placement(of: .done(takesTurnsWithEdit: $0)) }
        },
        snapshot("status-islands", "layout.statusIslands") { $0.statusIslands },
        snapshot("top-bar-status-island", "layout.topBarStatusIsland") { $0.topBarStatusIsland },
        snapshot("navigation-bar-status-bar-height", "layout.navigationBarStatusBarHeight") { $0.navigationBarStatusBarHeight },
        snapshot("legacy-navigation-bar-status-bar-height", "layout.legacyNavigationBarStatusBarHeight") { $0.legacyNavigationBarStatusBarHeight },
        snapshot("navigation-bar-trailing-buttons-inset", "layout.navigationBarTrailingButtonsInset") { $0.navigationBarTrailingButtonsInset },
        snapshot("navigation-bar-trailing-buttons-max-x", "layout.navigationBarTrailingButtonsMaxX") { $0.navigationBarTrailingButtonsMaxX },
        snapshot("legacy-navigation-bar-trailing-buttons-max-x", "layout.legacyNavigationBarTrailingButtonsMaxX") { $0.legacyNavigationBarTrailingButtonsMaxX },
        snapshot("navigation-bar-title-center-x", "layout.navigationBarTitleCenterX") { $0.navigationBarTitleCenterX },
        snapshot("pop-up-card-min-y", "layout.popUpCardMinY") { $0.popUpCardMinY },
        snapshot("legacy-pop-up-card-min-y", "layout.legacyPopUpCardMinY") { $0.legacyPopUpCardMinY },
        snapshot("full-screen-viewer-frame", "layout.fullScreenViewerFrame") { $0.fullScreenViewerFrame },
        snapshot("legacy-full-screen-viewer-frame", "layout.legacyFullScreenViewerFrame") { $0.legacyFullScreenViewerFrame },
        snapshot("draggable-caption-side-insets", "draggableCaptionSideInsets(layout:)") { draggableCaptionSideInsets(layout: $0) },
        snapshot("resizable-sheet-placement", "resizableSheetHorizontalPlacement(layout:height:)") { layout in
            [SheetHeight.short, .tall].map { resizableSheetHorizontalPlacement(layout: layout, height: $0) }
        },
        snapshot("legacy-resizable-sheet-placement", "legacyResizableSheetHorizontalPlacement(layout:)") { legacyResizableSheetHorizontalPlacement(layout: $0) },
        snapshot("content-band-clip-rect", "layout.contentBandClipRect") { $0.contentBandClipRect },
        snapshot("legacy-content-band-clip-rect", "layout.legacyContentBandClipRect") { $0.legacyContentBandClipRect },
        snapshot("camera-preview-frame", "layout.cameraPreviewFrame") { $0.cameraPreviewFrame },
        snapshot("camera-preview-is-taller-than-screen", "layout.cameraPreviewIsTallerThanScreen") { $0.cameraPreviewIsTallerThanScreen },
        snapshot("uses-story-card-layout", "layout.usesStoryCardLayout") { $0.usesStoryCardLayout },
        snapshot("story-card-layout", "layout.storyCardLayout") { $0.storyCardLayout },
        snapshot("uses-tablet-behaviour", "layout.usesTabletBehaviour") { $0.usesTabletBehaviour },
        snapshot("legacy-uses-tablet-behaviour", "layout.legacyUsesTabletBehaviour") { $0.legacyUsesTabletBehaviour },
        snapshot("for-optional-floating-presentation", "layout.forOptionalFloatingPresentation") { CompactLayout($0.forOptionalFloatingPresentation) },
        snapshot("accepts-programmatic-rotation", "layout.acceptsProgrammaticRotation") { $0.acceptsProgrammaticRotation },
        snapshot("mirrored-layout", "layout.mirrored") { CompactLayout($0.mirrored) },
        snapshot("layout-bounds", "layout.bounds") { $0.bounds },
        snapshot("layout-is-landscape", "layout.isLandscape") { $0.isLandscape },
        snapshot("block-frames", "ReservedCornerBlock.frame(in:)") { layout in layout.reservedCorners.map { $0.frame(in: layout.size) } },
        snapshot("block-rows", "ReservedCornerBlock.rows(containerHeight:)") { layout in
            layout.reservedCorners.map { block -> [CGFloat] in
                let rows = block.rows(containerHeight: layout.size.height)
                return [rows.minY, rows.maxY]
            }
        },
        snapshot("blocks-on-side", "ReservedCorners.blocks(on:)") { layout in HorizontalEdge.allCases.map { layout.reservedCorners.blocks(on: $0) } },
        snapshot("horizontal-container-maximum-width", "horizontalContainerMaximumWidth(widthClass:)") {
            horizontalContainerMaximumWidth(widthClass: $0.metrics.widthClass)
        },
    ]

    /// A snapshot of a helper of the layout alone, over ``layouts``.
    static func snapshot<Output: Codable & SendableMetatype>(_ id: String, _ helper: String, _ output: @escaping @Sendable (ContainerViewLayout) -> Output) -> HelperSnapshot {
        HelperSnapshot(id, helper: helper, inputs: layouts, labels: labels) { output($0.layout) }
    }
}
