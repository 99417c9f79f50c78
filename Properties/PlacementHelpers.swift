import Foundation
import DuoCheckEngine
import DuoGeometry

/// The placement helpers the property suites exercise, as replaceable function values.
///
/// `PlacementHelpers.core` calls the geometry core. A mutant (see `Mutants/`) is `core` with one helper
/// replaced by a buggy variant of the spec's bug shapes, so the full suites run against it in-process,
/// without rebuilding. The properties call only these, never the core's helpers directly, except for
/// reading the layout's own data (its insets, blocks and strips, which define what "correct" means).
package struct PlacementHelpers: Sendable {
    /// `layout.sideInsets(forBandFrom:to:)`.
    package var bandSideInsets: @Sendable (ContainerViewLayout, CGFloat, CGFloat) -> EdgeInsets
    /// `layout.bottomEdgeSideInsets()`.
    package var bottomEdgeSideInsets: @Sendable (ContainerViewLayout) -> EdgeInsets
    /// `layout.sideStrip(edge:)`.
    package var sideStrip: @Sendable (ContainerViewLayout, HorizontalEdge) -> CGRect?
    /// `layout.stripSides`.
    package var stripSides: @Sendable (ContainerViewLayout) -> [HorizontalEdge]
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)`.
    package var horizontalContainerPlacement: @Sendable (ContainerViewLayout, CGFloat, Bool, Bool) -> HorizontalPlacement
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:)`, with the default anchor.
    package var horizontalContainerPlacementByDefault: @Sendable (ContainerViewLayout, CGFloat, Bool) -> HorizontalPlacement
    /// `centredControlPlacement(layout:width:)`.
    package var centredControlPlacement: @Sendable (ContainerViewLayout, CGFloat) -> HorizontalPlacement
    /// `draggableCaptionSideInsets(layout:)`.
    package var draggableCaptionSideInsets: @Sendable (ContainerViewLayout) -> EdgeInsets
    /// `layout.sideColumnFrames(_:)`.
    package var sideColumnFrames: @Sendable (ContainerViewLayout, [ColumnShape]) -> [CGRect]
    /// `layout.placement(of:)` for bar buttons.
    package var barButtonPlacement: @Sendable (ContainerViewLayout, BarButton) -> BarButtonPlacement
    /// `layout.navigationBarStatusBarHeight`.
    package var navigationBarStatusBarHeight: @Sendable (ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTrailingButtonsMaxX`.
    package var navigationBarTrailingButtonsMaxX: @Sendable (ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTitleCenterX`.
    package var navigationBarTitleCenterX: @Sendable (ContainerViewLayout) -> CGFloat
    /// `statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
    package var statusIslandTrailingShift: @Sendable (CGFloat, CGFloat, CGFloat, CGFloat) -> CGFloat
    /// `layout.statusIslandTopRowFrame(rowHeight:)`.
    package var statusIslandTopRowFrame: @Sendable (ContainerViewLayout, CGFloat) -> CGRect?
    /// `layout.statusIslandBottomRowFrame(rowHeight:)`.
    package var statusIslandBottomRowFrame: @Sendable (ContainerViewLayout, CGFloat) -> CGRect?
    /// `layout.popUpCardMinY`.
    package var popUpCardMinY: @Sendable (ContainerViewLayout) -> CGFloat
    /// `layout.fullScreenViewerFrame`.
    package var fullScreenViewerFrame: @Sendable (ContainerViewLayout) -> CGRect
    /// `screenCornerRadii.sheetBottomCornerRadii(inset:)`.
    package var sheetBottomCornerRadii: @Sendable (ScreenCornerRadii, CGFloat) -> SheetBottomCornerRadii
    /// `screenCornerRadii.insetBy(_:)`, for inner clips and transitions.
    package var innerClipCornerRadii: @Sendable (ScreenCornerRadii, CGFloat) -> ScreenCornerRadii
    /// `resizableSheetHorizontalPlacement(layout:height:)`.
    package var resizableSheetPlacement: @Sendable (ContainerViewLayout, SheetHeight) -> HorizontalPlacement
    /// `sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)`.
    package var sheetHeaderCornerInsets: @Sendable (ContainerViewLayout, CGRect, CGFloat) -> EdgeInsets
    /// `sheetContentBandInsets(layout:sheetFrame:)`.
    package var sheetContentBandInsets: @Sendable (ContainerViewLayout, CGRect) -> EdgeInsets
    /// `tabBarSidePlacement(layout:itemCount:)`.
    package var tabBarSidePlacement: @Sendable (ContainerViewLayout, Int) -> TabBarSidePlacement?
    /// `tabBarEditToolbarFrame(layout:itemCount:height:)`.
    package var tabBarEditToolbarFrame: @Sendable (ContainerViewLayout, Int, CGFloat) -> CGRect
    /// `chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)`.
    package var chatInputPanelSideInsets: @Sendable (ContainerViewLayout, CGFloat, CGFloat, Bool) -> EdgeInsets
    /// `layout.listSideMargins(base:)`.
    package var listSideMargins: @Sendable (ContainerViewLayout, CGFloat) -> SideMargins
    /// `layout.coversStatusCorner(frame:)`.
    package var coversStatusCorner: @Sendable (ContainerViewLayout, CGRect) -> Bool
    /// `layout.statusBarStyle(behind:cards:)`.
    package var statusBarStyle: @Sendable (ContainerViewLayout, StatusBarStyle, [PresentedCard]) -> StatusBarStyle
    /// `layout.usesTabletBehaviour`.
    package var usesTabletBehaviour: @Sendable (ContainerViewLayout) -> Bool
    /// `layout.forOptionalFloatingPresentation`.
    package var forOptionalFloatingPresentation: @Sendable (ContainerViewLayout) -> ContainerViewLayout
    /// `layout.acceptsProgrammaticRotation`.
    package var acceptsProgrammaticRotation: @Sendable (ContainerViewLayout) -> Bool
    /// `screens.mainWindowScreenBounds`.
    package var mainWindowScreenBounds: @Sendable (DeviceScreens) -> CGRect
    /// `reservedCornersForHostedLayout(size:orientation:)`.
    package var reservedCornersForHostedLayout: @Sendable (CGSize, InterfaceOrientation) -> ReservedCorners
    /// `layout.storyCardLayout`.
    package var storyCardLayout: @Sendable (ContainerViewLayout) -> StoryCardLayout?
    /// `layout.cameraBottomControlsFrame(height:)`.
    package var cameraBottomControlsFrame: @Sendable (ContainerViewLayout, CGFloat) -> CGRect
    /// `layout.editorBottomBarFrame(height:)`.
    package var editorBottomBarFrame: @Sendable (ContainerViewLayout, CGFloat) -> CGRect
    /// `layout.clippedToContentBand(_:)`.
    package var clippedToContentBand: @Sendable (ContainerViewLayout, CGRect) -> CGRect
    /// `columnShapePairs(fromCount:toCount:)`.
    package var columnShapePairs: @Sendable (Int, Int) -> [ShapePair]
    /// `rowPlatterPairs(fromCount:toCount:)`.
    package var rowPlatterPairs: @Sendable (Int, Int) -> [ShapePair]
    /// `Environment(layout:)`.
    package var environment: @Sendable (ContainerViewLayout) -> Environment
    /// `environment.sideInsets(forBandFrom:to:containerHeight:)`.
    package var environmentSideInsets: @Sendable (Environment, CGFloat, CGFloat, CGFloat) -> EdgeInsets
    /// `environment.bottomEdgeSideInsets()`.
    package var environmentBottomEdgeSideInsets: @Sendable (Environment) -> EdgeInsets
    /// The free function `bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)`.
    package var freeBandSideInsets: @Sendable (EdgeInsets, ReservedCorners, CGFloat, CGFloat, CGFloat) -> EdgeInsets
    /// The free function `bottomEdgeSideInsets(safeInsets:reservedCorners:)`.
    package var freeBottomEdgeSideInsets: @Sendable (EdgeInsets, ReservedCorners) -> EdgeInsets
    /// `presentedCardFrame(restingFrame:dismissOffset:)`.
    package var presentedCardFrame: @Sendable (CGRect, CGFloat) -> CGRect
    /// `layout.topBarStatusIsland`.
    package var topBarStatusIsland: @Sendable (ContainerViewLayout) -> CGRect?
    /// `layout.navigationBarTrailingButtonsInset`.
    package var navigationBarTrailingButtonsInset: @Sendable (ContainerViewLayout) -> CGFloat
    /// `layout.sideColumnNavigationButtonFrame`.
    package var sideColumnNavigationButtonFrame: @Sendable (ContainerViewLayout) -> CGRect?
    /// `layout.placesNavigationButtonInSideColumn`.
    package var placesNavigationButtonInSideColumn: @Sendable (ContainerViewLayout) -> Bool
    /// `layout.contentBandClipRect`.
    package var contentBandClipRect: @Sendable (ContainerViewLayout) -> CGRect
    /// `isIPhoneDuoInnerScreen(size:)`.
    package var isIPhoneDuoInnerScreen: @Sendable (CGSize) -> Bool
    /// `iPhoneDuoPosture(size:orientation:)`.
    package var iPhoneDuoPosture: @Sendable (CGSize, InterfaceOrientation) -> DuoPosture?
    /// `LegacyComponentsContext(size:orientation:).statusIslandTrailingInset`.
    package var legacyHostStatusIslandTrailingInset: @Sendable (CGSize, InterfaceOrientation) -> CGFloat
    /// `layout.cameraPreviewFrame`.
    package var cameraPreviewFrame: @Sendable (ContainerViewLayout) -> CGRect
    /// `layout.mirrored`.
    package var mirroredLayout: @Sendable (ContainerViewLayout) -> ContainerViewLayout
    /// `layout.statusIslands`.
    package var statusIslands: @Sendable (ContainerViewLayout) -> [CGRect]
    /// `layout.reservedCorners.blocks(on:)`.
    package var blocksOnSide: @Sendable (ContainerViewLayout, HorizontalEdge) -> [ReservedCornerBlock]
    /// `screenCornerRadii[corner]`.
    package var screenCornerRadius: @Sendable (ScreenCornerRadii, ScreenCorner) -> CGFloat
    /// `side.opposite`.
    package var oppositeSide: @Sendable (HorizontalEdge) -> HorizontalEdge
    /// `reservedCorners.mirrored`.
    package var mirroredTable: @Sendable (ReservedCorners) -> ReservedCorners
    /// `screens.uiScreenMainBounds`.
    package var uiScreenMainBounds: @Sendable (DeviceScreens) -> CGRect
    /// `LegacyComponentsContext(size:orientation:).reservedCorners`.
    package var legacyHostReservedCorners: @Sendable (CGSize, InterfaceOrientation) -> ReservedCorners

    /// The geometry core's own helpers.
    package static let core = PlacementHelpers(
        bandSideInsets: { $0.sideInsets(forBandFrom: $1, to: $2) },
        bottomEdgeSideInsets: { $0.bottomEdgeSideInsets() },
        sideStrip: { $0.sideStrip(edge: $1) },
        stripSides: { $0.stripSides },
        horizontalContainerPlacement: {
            DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2, anchoredAtBottom: $3)
        },
        horizontalContainerPlacementByDefault: { DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2) },
        centredControlPlacement: { DuoGeometry.centredControlPlacement(layout: $0, width: $1) },
        draggableCaptionSideInsets: { DuoGeometry.draggableCaptionSideInsets(layout: $0) },
        sideColumnFrames: { $0.sideColumnFrames($1) },
        barButtonPlacement: { $0.placement(of: $1) },
        navigationBarStatusBarHeight: { $0.navigationBarStatusBarHeight },
        navigationBarTrailingButtonsMaxX: { $0.navigationBarTrailingButtonsMaxX },
        navigationBarTitleCenterX: { $0.navigationBarTitleCenterX },
        statusIslandTrailingShift: { DuoGeometry.statusIslandTrailingShift(rowMinY: $0, rowHeight: $1, islandHeight: $2, inset: $3) },
        statusIslandTopRowFrame: { $0.statusIslandTopRowFrame(rowHeight: $1) },
        statusIslandBottomRowFrame: { $0.statusIslandBottomRowFrame(rowHeight: $1) },
        popUpCardMinY: { $0.popUpCardMinY },
        fullScreenViewerFrame: { $0.fullScreenViewerFrame },
        sheetBottomCornerRadii: { $0.sheetBottomCornerRadii(inset: $1) },
        innerClipCornerRadii: { $0.insetBy($1) },
        resizableSheetPlacement: { DuoGeometry.resizableSheetHorizontalPlacement(layout: $0, height: $1) },
        sheetHeaderCornerInsets: { DuoGeometry.sheetHeaderCornerInsets(layout: $0, sheetFrame: $1, headerHeight: $2) },
        sheetContentBandInsets: { DuoGeometry.sheetContentBandInsets(layout: $0, sheetFrame: $1) },
        tabBarSidePlacement: { DuoGeometry.tabBarSidePlacement(layout: $0, itemCount: $1) },
        tabBarEditToolbarFrame: { DuoGeometry.tabBarEditToolbarFrame(layout: $0, itemCount: $1, height: $2) },
        chatInputPanelSideInsets: { DuoGeometry.chatInputPanelSideInsets(layout: $0, bandMinY: $1, bandMaxY: $2, column: $3) },
        listSideMargins: { $0.listSideMargins(base: $1) },
        coversStatusCorner: { $0.coversStatusCorner(frame: $1) },
        statusBarStyle: { $0.statusBarStyle(behind: $1, cards: $2) },
        usesTabletBehaviour: { $0.usesTabletBehaviour },
        forOptionalFloatingPresentation: { $0.forOptionalFloatingPresentation },
        acceptsProgrammaticRotation: { $0.acceptsProgrammaticRotation },
        mainWindowScreenBounds: { $0.mainWindowScreenBounds },
        reservedCornersForHostedLayout: { DuoGeometry.reservedCornersForHostedLayout(size: $0, orientation: $1) },
        storyCardLayout: { $0.storyCardLayout },
        cameraBottomControlsFrame: { $0.cameraBottomControlsFrame(height: $1) },
        editorBottomBarFrame: { $0.editorBottomBarFrame(height: $1) },
        clippedToContentBand: { $0.clippedToContentBand($1) },
        columnShapePairs: { DuoGeometry.columnShapePairs(fromCount: $0, toCount: $1) },
        rowPlatterPairs: { DuoGeometry.rowPlatterPairs(fromCount: $0, toCount: $1) },
        environment: { Environment(layout: $0) },
        environmentSideInsets: { $0.sideInsets(forBandFrom: $1, to: $2, containerHeight: $3) },
        environmentBottomEdgeSideInsets: { $0.bottomEdgeSideInsets() },
        freeBandSideInsets: { DuoGeometry.bandSideInsets(safeInsets: $0, reservedCorners: $1, containerHeight: $2, minY: $3, maxY: $4) },
        freeBottomEdgeSideInsets: { DuoGeometry.bottomEdgeSideInsets(safeInsets: $0, reservedCorners: $1) },
        presentedCardFrame: { DuoGeometry.presentedCardFrame(restingFrame: $0, dismissOffset: $1) },
        topBarStatusIsland: { $0.topBarStatusIsland },
        navigationBarTrailingButtonsInset: { $0.navigationBarTrailingButtonsInset },
        sideColumnNavigationButtonFrame: { $0.sideColumnNavigationButtonFrame },
        placesNavigationButtonInSideColumn: { $0.placesNavigationButtonInSideColumn },
        contentBandClipRect: { $0.contentBandClipRect },
        isIPhoneDuoInnerScreen: { DuoGeometry.isIPhoneDuoInnerScreen(size: $0) },
        iPhoneDuoPosture: { DuoGeometry.iPhoneDuoPosture(size: $0, orientation: $1) },
        legacyHostStatusIslandTrailingInset: { LegacyComponentsContext(size: $0, orientation: $1).statusIslandTrailingInset },
        cameraPreviewFrame: { $0.cameraPreviewFrame },
        mirroredLayout: { $0.mirrored },
        statusIslands: { $0.statusIslands },
        blocksOnSide: { $0.reservedCorners.blocks(on: $1) },
        screenCornerRadius: { $0[$1] },
        oppositeSide: { $0.opposite },
        mirroredTable: { $0.mirrored },
        uiScreenMainBounds: { $0.uiScreenMainBounds },
        legacyHostReservedCorners: { LegacyComponentsContext(size: $0, orientation: $1).reservedCorners }
    )
}
