import Foundation
import DuoCheckEngine
import DuoGeometry

/// The placement helpers the property suites exercise, as replaceable function values.
///
/// `PlacementHelpers.core` calls the geometry core. A mutant (see `Mutants/`) is `core` with one helper
/// replaced by a buggy variant of the spec's bug shapes, so the full suites run against it in-process,
/// without rebuilding. The properties call only these, never the core's helpers directly, except for
/// reading the layout's own data (its insets, blocks and strips, which define what "correct" means).
public struct PlacementHelpers {
    /// `layout.sideInsets(forBandFrom:to:)`.
    public var bandSideInsets: (ContainerViewLayout, CGFloat, CGFloat) -> EdgeInsets
    /// `layout.bottomEdgeSideInsets()`.
    public var bottomEdgeSideInsets: (ContainerViewLayout) -> EdgeInsets
    /// `layout.sideStrip(edge:)`.
    public var sideStrip: (ContainerViewLayout, HorizontalEdge) -> CGRect?
    /// `layout.stripSides`.
    public var stripSides: (ContainerViewLayout) -> [HorizontalEdge]
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)`.
    public var horizontalContainerPlacement: (ContainerViewLayout, CGFloat, Bool, Bool) -> HorizontalPlacement
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:)`, with the default anchor.
    public var horizontalContainerPlacementByDefault: (ContainerViewLayout, CGFloat, Bool) -> HorizontalPlacement
    /// `centredControlPlacement(layout:width:)`.
    public var centredControlPlacement: (ContainerViewLayout, CGFloat) -> HorizontalPlacement
    /// `draggableCaptionSideInsets(layout:)`.
    public var draggableCaptionSideInsets: (ContainerViewLayout) -> EdgeInsets
    /// `layout.sideColumnFrames(_:)`.
    public var sideColumnFrames: (ContainerViewLayout, [ColumnShape]) -> [CGRect]
    /// `layout.placement(of:)` for bar buttons.
    public var barButtonPlacement: (ContainerViewLayout, BarButton) -> BarButtonPlacement
    /// `layout.navigationBarStatusBarHeight`.
    public var navigationBarStatusBarHeight: (ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTrailingButtonsMaxX`.
    public var navigationBarTrailingButtonsMaxX: (ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTitleCenterX`.
    public var navigationBarTitleCenterX: (ContainerViewLayout) -> CGFloat
    /// `statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
    public var statusIslandTrailingShift: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGFloat
    /// `layout.statusIslandTopRowFrame(rowHeight:)`.
    public var statusIslandTopRowFrame: (ContainerViewLayout, CGFloat) -> CGRect?
    /// `layout.statusIslandBottomRowFrame(rowHeight:)`.
    public var statusIslandBottomRowFrame: (ContainerViewLayout, CGFloat) -> CGRect?
    /// `layout.popUpCardMinY`.
    public var popUpCardMinY: (ContainerViewLayout) -> CGFloat
    /// `layout.fullScreenViewerFrame`.
    public var fullScreenViewerFrame: (ContainerViewLayout) -> CGRect
    /// `screenCornerRadii.sheetBottomCornerRadii(inset:)`.
    public var sheetBottomCornerRadii: (ScreenCornerRadii, CGFloat) -> SheetBottomCornerRadii
    /// `screenCornerRadii.insetBy(_:)`, for inner clips and transitions.
    public var innerClipCornerRadii: (ScreenCornerRadii, CGFloat) -> ScreenCornerRadii
    /// `resizableSheetHorizontalPlacement(layout:height:)`.
    public var resizableSheetPlacement: (ContainerViewLayout, SheetHeight) -> HorizontalPlacement
    /// `sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)`.
    public var sheetHeaderCornerInsets: (ContainerViewLayout, CGRect, CGFloat) -> EdgeInsets
    /// `sheetContentBandInsets(layout:sheetFrame:)`.
    public var sheetContentBandInsets: (ContainerViewLayout, CGRect) -> EdgeInsets
    /// `tabBarSidePlacement(layout:itemCount:)`.
    public var tabBarSidePlacement: (ContainerViewLayout, Int) -> TabBarSidePlacement?
    /// `tabBarEditToolbarFrame(layout:itemCount:height:)`.
    public var tabBarEditToolbarFrame: (ContainerViewLayout, Int, CGFloat) -> CGRect
    /// `chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)`.
    public var chatInputPanelSideInsets: (ContainerViewLayout, CGFloat, CGFloat, Bool) -> EdgeInsets
    /// `layout.listSideMargins(base:)`.
    public var listSideMargins: (ContainerViewLayout, CGFloat) -> SideMargins
    /// `layout.coversStatusCorner(frame:)`.
    public var coversStatusCorner: (ContainerViewLayout, CGRect) -> Bool
    /// `layout.statusBarStyle(behind:cards:)`.
    public var statusBarStyle: (ContainerViewLayout, StatusBarStyle, [PresentedCard]) -> StatusBarStyle
    /// `layout.usesTabletBehaviour`.
    public var usesTabletBehaviour: (ContainerViewLayout) -> Bool
    /// `layout.forOptionalFloatingPresentation`.
    public var forOptionalFloatingPresentation: (ContainerViewLayout) -> ContainerViewLayout
    /// `layout.acceptsProgrammaticRotation`.
    public var acceptsProgrammaticRotation: (ContainerViewLayout) -> Bool
    /// `screens.mainWindowScreenBounds`.
    public var mainWindowScreenBounds: (DeviceScreens) -> CGRect
    /// `reservedCornersForHostedLayout(size:orientation:)`.
    public var reservedCornersForHostedLayout: (CGSize, InterfaceOrientation) -> ReservedCorners
    /// `layout.storyCardLayout`.
    public var storyCardLayout: (ContainerViewLayout) -> StoryCardLayout?
    /// `layout.cameraBottomControlsFrame(height:)`.
    public var cameraBottomControlsFrame: (ContainerViewLayout, CGFloat) -> CGRect
    /// `layout.editorBottomBarFrame(height:)`.
    public var editorBottomBarFrame: (ContainerViewLayout, CGFloat) -> CGRect
    /// `layout.clippedToContentBand(_:)`.
    public var clippedToContentBand: (ContainerViewLayout, CGRect) -> CGRect
    /// `columnShapePairs(fromCount:toCount:)`.
    public var columnShapePairs: (Int, Int) -> [ShapePair]
    /// `rowPlatterPairs(fromCount:toCount:)`.
    public var rowPlatterPairs: (Int, Int) -> [ShapePair]
    /// `Environment(layout:)`.
    public var environment: (ContainerViewLayout) -> Environment
    /// `environment.sideInsets(forBandFrom:to:containerHeight:)`.
    public var environmentSideInsets: (Environment, CGFloat, CGFloat, CGFloat) -> EdgeInsets
    /// `environment.bottomEdgeSideInsets()`.
    public var environmentBottomEdgeSideInsets: (Environment) -> EdgeInsets
    /// The free function `bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)`.
    public var freeBandSideInsets: (EdgeInsets, ReservedCorners, CGFloat, CGFloat, CGFloat) -> EdgeInsets
    /// The free function `bottomEdgeSideInsets(safeInsets:reservedCorners:)`.
    public var freeBottomEdgeSideInsets: (EdgeInsets, ReservedCorners) -> EdgeInsets
    /// `presentedCardFrame(restingFrame:dismissOffset:)`.
    public var presentedCardFrame: (CGRect, CGFloat) -> CGRect
    /// `layout.topBarStatusIsland`.
    public var topBarStatusIsland: (ContainerViewLayout) -> CGRect?
    /// `layout.navigationBarTrailingButtonsInset`.
    public var navigationBarTrailingButtonsInset: (ContainerViewLayout) -> CGFloat
    /// `layout.sideColumnNavigationButtonFrame`.
    public var sideColumnNavigationButtonFrame: (ContainerViewLayout) -> CGRect?
    /// `layout.placesNavigationButtonInSideColumn`.
    public var placesNavigationButtonInSideColumn: (ContainerViewLayout) -> Bool
    /// `layout.contentBandClipRect`.
    public var contentBandClipRect: (ContainerViewLayout) -> CGRect
    /// `isIPhoneDuoInnerScreen(size:)`.
    public var isIPhoneDuoInnerScreen: (CGSize) -> Bool
    /// `iPhoneDuoPosture(size:orientation:)`.
    public var iPhoneDuoPosture: (CGSize, InterfaceOrientation) -> DuoPosture?
    /// `LegacyComponentsContext(size:orientation:).statusIslandTrailingInset`.
    public var legacyHostStatusIslandTrailingInset: (CGSize, InterfaceOrientation) -> CGFloat
    /// `layout.cameraPreviewFrame`.
    public var cameraPreviewFrame: (ContainerViewLayout) -> CGRect

    /// The geometry core's own helpers.
    public static let core = PlacementHelpers(
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
        cameraPreviewFrame: { $0.cameraPreviewFrame }
    )
}
