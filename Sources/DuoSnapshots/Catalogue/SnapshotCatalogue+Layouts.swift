import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension SnapshotCatalogue {
    /// The helpers that read a layout alone: strips, the bottom edge, the island and the top bar, sheets' and
    /// clips' bands, the camera's preview, the story card and the device queries.
    static let layoutHelpers: [HelperSnapshot] = [
        snapshot("bottom-edge-side-insets-method", "layout.bottomEdgeSideInsets()", member: "bottomEdgeSideInsets") { $0.bottomEdgeSideInsets($1) },
        snapshot("bottom-edge-side-insets", "bottomEdgeSideInsets(safeInsets:reservedCorners:)", member: "freeBottomEdgeSideInsets") {
            $0.freeBottomEdgeSideInsets($1.safeInsets, $1.reservedCorners)
        },
        HelperSnapshot(
            "environment-bottom-edge-side-insets", helper: "Environment.bottomEdgeSideInsets()",
            members: ["environment", "environmentBottomEdgeSideInsets"],
            inputs: layouts, labels: labels
        ) { $0.environmentBottomEdgeSideInsets($0.environment($1.layout)) },
        snapshot("legacy-bottom-edge-side-insets", "legacyBottomEdgeSideInsets(safeInsets:)") {
            legacyBottomEdgeSideInsets(safeInsets: $0.safeInsets)
        },
        snapshot("environment", "Environment(layout:)", member: "environment") { $0.environment($1) },
        snapshot("has-side-strip-method", "layout.hasSideStrip(on:)") { layout in HorizontalEdge.allCases.map { layout.hasSideStrip(on: $0) } },
        snapshot("has-side-strip", "hasSideStrip(on:safeInsets:reservedCorners:)") { layout in
            HorizontalEdge.allCases.map { hasSideStrip(on: $0, safeInsets: layout.safeInsets, reservedCorners: layout.reservedCorners) }
        },
        snapshot("strip-sides", "layout.stripSides", member: "stripSides") { $0.stripSides($1) },
        snapshot("side-strip", "layout.sideStrip(edge:)", member: "sideStrip") { helpers, layout in
            HorizontalEdge.allCases.map { helpers.sideStrip(layout, $0) }
        },
        snapshot("side-column-strip", "layout.sideColumnStrip") { $0.sideColumnStrip },
        snapshot("side-column-navigation-button-frame", "layout.sideColumnNavigationButtonFrame", member: "sideColumnNavigationButtonFrame") {
            $0.sideColumnNavigationButtonFrame($1)
        },
        snapshot("places-navigation-button-in-side-column", "layout.placesNavigationButtonInSideColumn", member: "placesNavigationButtonInSideColumn")
        { $0.placesNavigationButtonInSideColumn($1) },
        snapshot("bar-button-placement", "layout.placement(of:)", member: "barButtonPlacement") { helpers, layout in
            [BarButtonRole.back, .close, .done, .edit, .other].flatMap { role in
                [false, true].map { helpers.barButtonPlacement(layout, BarButton(role: role, staysInRow: $0)) }
            }
                + [true, false].map { helpers.barButtonPlacement(layout, .done(takesTurnsWithEdit: $0)) }
        },
        snapshot("status-islands", "layout.statusIslands", member: "statusIslands") { $0.statusIslands($1) },
        snapshot("top-bar-status-island", "layout.topBarStatusIsland", member: "topBarStatusIsland") { $0.topBarStatusIsland($1) },
        snapshot("navigation-bar-status-bar-height", "layout.navigationBarStatusBarHeight", member: "navigationBarStatusBarHeight") {
            $0.navigationBarStatusBarHeight($1)
        },
        snapshot("legacy-navigation-bar-status-bar-height", "layout.legacyNavigationBarStatusBarHeight") { $0.legacyNavigationBarStatusBarHeight },
        snapshot("navigation-bar-trailing-buttons-inset", "layout.navigationBarTrailingButtonsInset", member: "navigationBarTrailingButtonsInset") {
            $0.navigationBarTrailingButtonsInset($1)
        },
        snapshot("navigation-bar-trailing-buttons-max-x", "layout.navigationBarTrailingButtonsMaxX", member: "navigationBarTrailingButtonsMaxX") {
            $0.navigationBarTrailingButtonsMaxX($1)
        },
        snapshot("legacy-navigation-bar-trailing-buttons-max-x", "layout.legacyNavigationBarTrailingButtonsMaxX") {
            $0.legacyNavigationBarTrailingButtonsMaxX
        },
        snapshot("navigation-bar-title-center-x", "layout.navigationBarTitleCenterX", member: "navigationBarTitleCenterX") {
            $0.navigationBarTitleCenterX($1)
        },
        snapshot("pop-up-card-min-y", "layout.popUpCardMinY", member: "popUpCardMinY") { $0.popUpCardMinY($1) },
        snapshot("legacy-pop-up-card-min-y", "layout.legacyPopUpCardMinY") { $0.legacyPopUpCardMinY },
        snapshot("full-screen-viewer-frame", "layout.fullScreenViewerFrame", member: "fullScreenViewerFrame") { $0.fullScreenViewerFrame($1) },
        snapshot("legacy-full-screen-viewer-frame", "layout.legacyFullScreenViewerFrame") { $0.legacyFullScreenViewerFrame },
        snapshot("draggable-caption-side-insets", "draggableCaptionSideInsets(layout:)", member: "draggableCaptionSideInsets") {
            $0.draggableCaptionSideInsets($1)
        },
        snapshot("resizable-sheet-placement", "resizableSheetHorizontalPlacement(layout:height:)", member: "resizableSheetPlacement") {
            helpers, layout in
            [SheetHeight.short, .tall].map { helpers.resizableSheetPlacement(layout, $0) }
        },
        snapshot("legacy-resizable-sheet-placement", "legacyResizableSheetHorizontalPlacement(layout:)") {
            legacyResizableSheetHorizontalPlacement(layout: $0)
        },
        snapshot("content-band-clip-rect", "layout.contentBandClipRect", member: "contentBandClipRect") { $0.contentBandClipRect($1) },
        snapshot("legacy-content-band-clip-rect", "layout.legacyContentBandClipRect") { $0.legacyContentBandClipRect },
        snapshot("camera-preview-frame", "layout.cameraPreviewFrame", member: "cameraPreviewFrame") { $0.cameraPreviewFrame($1) },
        snapshot("camera-preview-is-taller-than-screen", "layout.cameraPreviewIsTallerThanScreen") { $0.cameraPreviewIsTallerThanScreen },
        snapshot("uses-story-card-layout", "layout.usesStoryCardLayout") { $0.usesStoryCardLayout },
        snapshot("story-card-layout", "layout.storyCardLayout", member: "storyCardLayout") { $0.storyCardLayout($1) },
        snapshot("uses-tablet-behaviour", "layout.usesTabletBehaviour", member: "usesTabletBehaviour") { $0.usesTabletBehaviour($1) },
        snapshot("legacy-uses-tablet-behaviour", "layout.legacyUsesTabletBehaviour") { $0.legacyUsesTabletBehaviour },
        snapshot("for-optional-floating-presentation", "layout.forOptionalFloatingPresentation", member: "forOptionalFloatingPresentation") {
            CompactLayout($0.forOptionalFloatingPresentation($1))
        },
        snapshot("accepts-programmatic-rotation", "layout.acceptsProgrammaticRotation", member: "acceptsProgrammaticRotation") {
            $0.acceptsProgrammaticRotation($1)
        },
        snapshot("mirrored-layout", "layout.mirrored", member: "mirroredLayout") { CompactLayout($0.mirroredLayout($1)) },
        snapshot("layout-bounds", "layout.bounds") { $0.bounds },
        snapshot("layout-is-landscape", "layout.isLandscape") { $0.isLandscape },
        snapshot("block-frames", "ReservedCornerBlock.frame(in:)") { layout in layout.reservedCorners.map { $0.frame(in: layout.size) } },
        snapshot("block-rows", "ReservedCornerBlock.rows(containerHeight:)") { layout in
            layout.reservedCorners.map { block -> [CGFloat] in
                let rows = block.rows(containerHeight: layout.size.height)
                return [rows.minY, rows.maxY]
            }
        },
        snapshot("blocks-on-side", "ReservedCorners.blocks(on:)", member: "blocksOnSide") { helpers, layout in
            HorizontalEdge.allCases.map { helpers.blocksOnSide(layout, $0) }
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

    /// A snapshot of a helper of the layout alone, over ``layouts``, through the helper set's `member`.
    static func snapshot<Output: Codable & SendableMetatype>(
        _ id: String, _ helper: String, member: String, _ output: @escaping @Sendable (PlacementHelpers, ContainerViewLayout) -> Output
    ) -> HelperSnapshot {
        HelperSnapshot(id, helper: helper, members: [member], inputs: layouts, labels: labels) { output($0, $1.layout) }
    }
}
