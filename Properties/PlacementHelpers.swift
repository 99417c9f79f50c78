import Foundation
import DuoCheckEngine
import DuoGeometry

/// The placement helpers the property suites exercise, as replaceable function values: the helper set that
/// every property, snapshot comparison and mutant runs against.
///
/// `PlacementHelpers.core` calls the geometry core: the reference implementation. Another implementation of
/// the spec (an app's own helpers, on its own layout type) starts from `core` and replaces the members it
/// implements, through an adapter to and from ``ContainerViewLayout`` (docs/conformance.md); a bug shape (see
/// `BugShapes/`) is `core` with one member replaced by a wrong variant. The properties call only these members,
/// never the core's helpers directly, except for reading the layout's own data (its insets, blocks and strips,
/// which define what "correct" means).
///
/// A struct of closures rather than a protocol whose requirements default to the core, for three reasons:
/// - a mutant replaces one member of a value in a line, with no type of its own, and the mutation self-check
///   builds 45 of them at run time;
/// - an adapter replaces only what its app implements, and says so in one place;
/// - the properties call a closure either way (a protocol existential dispatches dynamically too), so the
///   suites' throughput is the same, and the value is `Sendable` for the parallel runs.
/// Each member's parameters carry the names of the helper it stands for, in the helper's order.
public struct PlacementHelpers: Sendable {
    /// `layout.sideInsets(forBandFrom:to:)`.
    public var bandSideInsets: @Sendable (_ layout: ContainerViewLayout, _ minY: CGFloat, _ maxY: CGFloat) -> EdgeInsets
    /// `layout.bottomEdgeSideInsets()`.
    public var bottomEdgeSideInsets: @Sendable (_ layout: ContainerViewLayout) -> EdgeInsets
    /// `layout.sideStrip(edge:)`.
    public var sideStrip: @Sendable (_ layout: ContainerViewLayout, _ edge: HorizontalEdge) -> CGRect?
    /// `layout.stripSides`.
    public var stripSides: @Sendable (_ layout: ContainerViewLayout) -> [HorizontalEdge]
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)`.
    public var horizontalContainerPlacement:
        @Sendable (_ layout: ContainerViewLayout, _ margin: CGFloat, _ includesSafeInsets: Bool, _ anchoredAtBottom: Bool) -> HorizontalPlacement
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:)`, with the default anchor.
    public var horizontalContainerPlacementByDefault:
        @Sendable (_ layout: ContainerViewLayout, _ margin: CGFloat, _ includesSafeInsets: Bool) -> HorizontalPlacement
    /// `centredControlPlacement(layout:width:)`.
    public var centredControlPlacement: @Sendable (_ layout: ContainerViewLayout, _ width: CGFloat) -> HorizontalPlacement
    /// `draggableCaptionSideInsets(layout:)`.
    public var draggableCaptionSideInsets: @Sendable (_ layout: ContainerViewLayout) -> EdgeInsets
    /// `layout.sideColumnFrames(_:)`.
    public var sideColumnFrames: @Sendable (_ layout: ContainerViewLayout, _ shapes: [ColumnShape]) -> [CGRect]
    /// `layout.placement(of:)` for bar buttons.
    public var barButtonPlacement: @Sendable (_ layout: ContainerViewLayout, _ button: BarButton) -> BarButtonPlacement
    /// `layout.navigationBarStatusBarHeight`.
    public var navigationBarStatusBarHeight: @Sendable (_ layout: ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTrailingButtonsMaxX`.
    public var navigationBarTrailingButtonsMaxX: @Sendable (_ layout: ContainerViewLayout) -> CGFloat
    /// `layout.navigationBarTitleCenterX`.
    public var navigationBarTitleCenterX: @Sendable (_ layout: ContainerViewLayout) -> CGFloat
    /// `statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
    public var statusIslandTrailingShift: @Sendable (_ rowMinY: CGFloat, _ rowHeight: CGFloat, _ islandHeight: CGFloat, _ inset: CGFloat) -> CGFloat
    /// `layout.statusIslandTopRowFrame(rowHeight:)`.
    public var statusIslandTopRowFrame: @Sendable (_ layout: ContainerViewLayout, _ rowHeight: CGFloat) -> CGRect?
    /// `layout.statusIslandBottomRowFrame(rowHeight:)`.
    public var statusIslandBottomRowFrame: @Sendable (_ layout: ContainerViewLayout, _ rowHeight: CGFloat) -> CGRect?
    /// `layout.popUpCardMinY`.
    public var popUpCardMinY: @Sendable (_ layout: ContainerViewLayout) -> CGFloat
    /// `layout.fullScreenViewerFrame`.
    public var fullScreenViewerFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect
    /// `screenCornerRadii.sheetBottomCornerRadii(inset:)`.
    public var sheetBottomCornerRadii: @Sendable (_ radii: ScreenCornerRadii, _ inset: CGFloat) -> SheetBottomCornerRadii
    /// `screenCornerRadii.insetBy(_:)`, for inner clips and transitions.
    public var innerClipCornerRadii: @Sendable (_ radii: ScreenCornerRadii, _ inset: CGFloat) -> ScreenCornerRadii
    /// `resizableSheetHorizontalPlacement(layout:height:)`.
    public var resizableSheetPlacement: @Sendable (_ layout: ContainerViewLayout, _ height: SheetHeight) -> HorizontalPlacement
    /// `sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)`.
    public var sheetHeaderCornerInsets: @Sendable (_ layout: ContainerViewLayout, _ sheetFrame: CGRect, _ headerHeight: CGFloat) -> EdgeInsets
    /// `sheetContentBandInsets(layout:sheetFrame:)`.
    public var sheetContentBandInsets: @Sendable (_ layout: ContainerViewLayout, _ sheetFrame: CGRect) -> EdgeInsets
    /// `tabBarSidePlacement(layout:itemCount:)`.
    public var tabBarSidePlacement: @Sendable (_ layout: ContainerViewLayout, _ itemCount: Int) -> TabBarSidePlacement?
    /// `tabBarEditToolbarFrame(layout:itemCount:height:)`.
    public var tabBarEditToolbarFrame: @Sendable (_ layout: ContainerViewLayout, _ itemCount: Int, _ height: CGFloat) -> CGRect
    /// `chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)`.
    public var chatInputPanelSideInsets:
        @Sendable (_ layout: ContainerViewLayout, _ bandMinY: CGFloat, _ bandMaxY: CGFloat, _ column: Bool) -> EdgeInsets
    /// `layout.listSideMargins(base:)`.
    public var listSideMargins: @Sendable (_ layout: ContainerViewLayout, _ base: CGFloat) -> SideMargins
    /// `layout.coversStatusCorner(frame:)`.
    public var coversStatusCorner: @Sendable (_ layout: ContainerViewLayout, _ frame: CGRect) -> Bool
    /// `layout.statusBarStyle(behind:cards:)`.
    public var statusBarStyle: @Sendable (_ layout: ContainerViewLayout, _ behind: StatusBarStyle, _ cards: [PresentedCard]) -> StatusBarStyle
    /// `layout.usesTabletBehaviour`.
    public var usesTabletBehaviour: @Sendable (_ layout: ContainerViewLayout) -> Bool
    /// `layout.forOptionalFloatingPresentation`.
    public var forOptionalFloatingPresentation: @Sendable (_ layout: ContainerViewLayout) -> ContainerViewLayout
    /// `layout.acceptsProgrammaticRotation`.
    public var acceptsProgrammaticRotation: @Sendable (_ layout: ContainerViewLayout) -> Bool
    /// `screens.mainWindowScreenBounds`.
    public var mainWindowScreenBounds: @Sendable (_ screens: DeviceScreens) -> CGRect
    /// `reservedCornersForHostedLayout(size:orientation:)`.
    public var reservedCornersForHostedLayout: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> ReservedCorners
    /// `layout.storyCardLayout`.
    public var storyCardLayout: @Sendable (_ layout: ContainerViewLayout) -> StoryCardLayout?
    /// `layout.cameraBottomControlsFrame(height:)`.
    public var cameraBottomControlsFrame: @Sendable (_ layout: ContainerViewLayout, _ height: CGFloat) -> CGRect
    /// `layout.editorBottomBarFrame(height:)`.
    public var editorBottomBarFrame: @Sendable (_ layout: ContainerViewLayout, _ height: CGFloat) -> CGRect
    /// `layout.clippedToContentBand(_:)`.
    public var clippedToContentBand: @Sendable (_ layout: ContainerViewLayout, _ frame: CGRect) -> CGRect
    /// `columnShapePairs(fromCount:toCount:)`.
    public var columnShapePairs: @Sendable (_ fromCount: Int, _ toCount: Int) -> [ShapePair]
    /// `rowPlatterPairs(fromCount:toCount:)`.
    public var rowPlatterPairs: @Sendable (_ fromCount: Int, _ toCount: Int) -> [ShapePair]
    /// `Environment(layout:)`.
    public var environment: @Sendable (_ layout: ContainerViewLayout) -> Environment
    /// `environment.sideInsets(forBandFrom:to:containerHeight:)`.
    public var environmentSideInsets:
        @Sendable (_ environment: Environment, _ minY: CGFloat, _ maxY: CGFloat, _ containerHeight: CGFloat) -> EdgeInsets
    /// `environment.bottomEdgeSideInsets()`.
    public var environmentBottomEdgeSideInsets: @Sendable (_ environment: Environment) -> EdgeInsets
    /// The free function `bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)`.
    public var freeBandSideInsets:
        @Sendable (_ safeInsets: EdgeInsets, _ reservedCorners: ReservedCorners, _ containerHeight: CGFloat, _ minY: CGFloat, _ maxY: CGFloat) ->
            EdgeInsets
    /// The free function `bottomEdgeSideInsets(safeInsets:reservedCorners:)`.
    public var freeBottomEdgeSideInsets: @Sendable (_ safeInsets: EdgeInsets, _ reservedCorners: ReservedCorners) -> EdgeInsets
    /// `presentedCardFrame(restingFrame:dismissOffset:)`.
    public var presentedCardFrame: @Sendable (_ restingFrame: CGRect, _ dismissOffset: CGFloat) -> CGRect
    /// `layout.topBarStatusIsland`.
    public var topBarStatusIsland: @Sendable (_ layout: ContainerViewLayout) -> CGRect?
    /// `layout.navigationBarTrailingButtonsInset`.
    public var navigationBarTrailingButtonsInset: @Sendable (_ layout: ContainerViewLayout) -> CGFloat
    /// `layout.sideColumnNavigationButtonFrame`.
    public var sideColumnNavigationButtonFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect?
    /// `layout.placesNavigationButtonInSideColumn`.
    public var placesNavigationButtonInSideColumn: @Sendable (_ layout: ContainerViewLayout) -> Bool
    /// `layout.contentBandClipRect`.
    public var contentBandClipRect: @Sendable (_ layout: ContainerViewLayout) -> CGRect
    /// `isIPhoneDuoInnerScreen(size:)`.
    public var isIPhoneDuoInnerScreen: @Sendable (_ size: CGSize) -> Bool
    /// `iPhoneDuoPosture(size:orientation:)`.
    public var iPhoneDuoPosture: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> DuoPosture?
    /// `LegacyComponentsContext(size:orientation:).statusIslandTrailingInset`.
    public var legacyHostStatusIslandTrailingInset: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> CGFloat
    /// `layout.cameraPreviewFrame`.
    public var cameraPreviewFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect
    /// `layout.mirrored`.
    public var mirroredLayout: @Sendable (_ layout: ContainerViewLayout) -> ContainerViewLayout
    /// `layout.statusIslands`.
    public var statusIslands: @Sendable (_ layout: ContainerViewLayout) -> [CGRect]
    /// `layout.reservedCorners.blocks(on:)`.
    public var blocksOnSide: @Sendable (_ layout: ContainerViewLayout, _ side: HorizontalEdge) -> [ReservedCornerBlock]
    /// `screenCornerRadii[corner]`.
    public var screenCornerRadius: @Sendable (_ radii: ScreenCornerRadii, _ corner: ScreenCorner) -> CGFloat
    /// `side.opposite`.
    public var oppositeSide: @Sendable (_ side: HorizontalEdge) -> HorizontalEdge
    /// `reservedCorners.mirrored`.
    public var mirroredTable: @Sendable (_ table: ReservedCorners) -> ReservedCorners
    /// `screens.uiScreenMainBounds`.
    public var uiScreenMainBounds: @Sendable (_ screens: DeviceScreens) -> CGRect
    /// `LegacyComponentsContext(size:orientation:).reservedCorners`.
    public var legacyHostReservedCorners: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> ReservedCorners

    /// The geometry core's own helpers.
    public static let core = PlacementHelpers(
        bandSideInsets: { $0.sideInsets(forBandFrom: $1, to: $2) },
        bottomEdgeSideInsets: { $0.bottomEdgeSideInsets() },
        sideStrip: { $0.sideStrip(edge: $1) },
        stripSides: { $0.stripSides },
        horizontalContainerPlacement: {
            DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2, anchoredAtBottom: $3)
        },
        horizontalContainerPlacementByDefault: {
            DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2)
        },
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
