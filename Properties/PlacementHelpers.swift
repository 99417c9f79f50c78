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
///   builds one for every bug shape at run time;
/// - an adapter replaces only what its app implements, and says so in one place;
/// - the properties call a closure either way (a protocol existential dispatches dynamically too), so the
///   suites' throughput is the same, and the value is `Sendable` for the parallel runs.
/// Each member's parameters carry the names of the helper it stands for, in the helper's order.
public struct PlacementHelpers: Sendable {
    /// `layout.sideInsets(forBandFrom:to:)`.
    public var bandSideInsets: @Sendable (_ layout: ContainerViewLayout, _ minY: CGFloat, _ maxY: CGFloat) -> EdgeInsets = {
        $0.sideInsets(forBandFrom: $1, to: $2)
    }
    /// `layout.bottomEdgeSideInsets()`.
    public var bottomEdgeSideInsets: @Sendable (_ layout: ContainerViewLayout) -> EdgeInsets = { $0.bottomEdgeSideInsets() }
    /// `layout.sideStrip(edge:)`.
    public var sideStrip: @Sendable (_ layout: ContainerViewLayout, _ edge: HorizontalEdge) -> CGRect? = { $0.sideStrip(edge: $1) }
    /// `layout.stripSides`.
    public var stripSides: @Sendable (_ layout: ContainerViewLayout) -> [HorizontalEdge] = { $0.stripSides }
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)`.
    public var horizontalContainerPlacement:
        @Sendable (_ layout: ContainerViewLayout, _ margin: CGFloat, _ includesSafeInsets: Bool, _ anchoredAtBottom: Bool) -> HorizontalPlacement = {
            DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2, anchoredAtBottom: $3)
        }
    /// `horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:)`, with the default anchor.
    public var horizontalContainerPlacementByDefault:
        @Sendable (_ layout: ContainerViewLayout, _ margin: CGFloat, _ includesSafeInsets: Bool) -> HorizontalPlacement = {
            DuoGeometry.horizontalContainerFillingPlacementForLayout(layout: $0, margin: $1, includesSafeInsets: $2)
        }
    /// `centredControlPlacement(layout:width:)`.
    public var centredControlPlacement: @Sendable (_ layout: ContainerViewLayout, _ width: CGFloat) -> HorizontalPlacement = {
        DuoGeometry.centredControlPlacement(layout: $0, width: $1)
    }
    /// `draggableCaptionSideInsets(layout:)`.
    public var draggableCaptionSideInsets: @Sendable (_ layout: ContainerViewLayout) -> EdgeInsets = {
        DuoGeometry.draggableCaptionSideInsets(layout: $0)
    }
    /// `layout.sideColumnFrames(_:)`.
    public var sideColumnFrames: @Sendable (_ layout: ContainerViewLayout, _ shapes: [ColumnShape]) -> [CGRect] = { $0.sideColumnFrames($1) }
    /// `layout.placement(of:)` for bar buttons.
    public var barButtonPlacement: @Sendable (_ layout: ContainerViewLayout, _ button: BarButton) -> BarButtonPlacement = { $0.placement(of: $1) }
    /// `layout.navigationBarStatusBarHeight`.
    public var navigationBarStatusBarHeight: @Sendable (_ layout: ContainerViewLayout) -> CGFloat = { $0.navigationBarStatusBarHeight }
    /// `layout.navigationBarTrailingButtonsMaxX`.
    public var navigationBarTrailingButtonsMaxX: @Sendable (_ layout: ContainerViewLayout) -> CGFloat = { $0.navigationBarTrailingButtonsMaxX }
    /// `layout.navigationBarTitleCenterX`.
    public var navigationBarTitleCenterX: @Sendable (_ layout: ContainerViewLayout) -> CGFloat = { $0.navigationBarTitleCenterX }
    /// `statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`.
    public var statusIslandTrailingShift: @Sendable (_ rowMinY: CGFloat, _ rowHeight: CGFloat, _ islandHeight: CGFloat, _ inset: CGFloat) -> CGFloat =
        { DuoGeometry.statusIslandTrailingShift(rowMinY: $0, rowHeight: $1, islandHeight: $2, inset: $3) }
    /// `layout.statusIslandTopRowFrame(rowHeight:)`.
    public var statusIslandTopRowFrame: @Sendable (_ layout: ContainerViewLayout, _ rowHeight: CGFloat) -> CGRect? = {
        $0.statusIslandTopRowFrame(rowHeight: $1)
    }
    /// `layout.statusIslandBottomRowFrame(rowHeight:)`.
    public var statusIslandBottomRowFrame: @Sendable (_ layout: ContainerViewLayout, _ rowHeight: CGFloat) -> CGRect? = {
        $0.statusIslandBottomRowFrame(rowHeight: $1)
    }
    /// `layout.popUpCardMinY`.
    public var popUpCardMinY: @Sendable (_ layout: ContainerViewLayout) -> CGFloat = { $0.popUpCardMinY }
    /// `layout.fullScreenViewerFrame`.
    public var fullScreenViewerFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect = { $0.fullScreenViewerFrame }
    /// `screenCornerRadii.sheetBottomCornerRadii(inset:)`.
    public var sheetBottomCornerRadii: @Sendable (_ radii: ScreenCornerRadii, _ inset: CGFloat) -> SheetBottomCornerRadii = {
        $0.sheetBottomCornerRadii(inset: $1)
    }
    /// `screenCornerRadii.insetBy(_:)`, for inner clips and transitions.
    public var innerClipCornerRadii: @Sendable (_ radii: ScreenCornerRadii, _ inset: CGFloat) -> ScreenCornerRadii = { $0.insetBy($1) }
    /// `resizableSheetHorizontalPlacement(layout:height:)`.
    public var resizableSheetPlacement: @Sendable (_ layout: ContainerViewLayout, _ height: SheetHeight) -> HorizontalPlacement = {
        DuoGeometry.resizableSheetHorizontalPlacement(layout: $0, height: $1)
    }
    /// `sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)`.
    public var sheetHeaderCornerInsets: @Sendable (_ layout: ContainerViewLayout, _ sheetFrame: CGRect, _ headerHeight: CGFloat) -> EdgeInsets = {
        DuoGeometry.sheetHeaderCornerInsets(layout: $0, sheetFrame: $1, headerHeight: $2)
    }
    /// `sheetContentBandInsets(layout:sheetFrame:)`.
    public var sheetContentBandInsets: @Sendable (_ layout: ContainerViewLayout, _ sheetFrame: CGRect) -> EdgeInsets = {
        DuoGeometry.sheetContentBandInsets(layout: $0, sheetFrame: $1)
    }
    /// `tabBarSidePlacement(layout:itemCount:)`.
    public var tabBarSidePlacement: @Sendable (_ layout: ContainerViewLayout, _ itemCount: Int) -> TabBarSidePlacement? = {
        DuoGeometry.tabBarSidePlacement(layout: $0, itemCount: $1)
    }
    /// `tabBarEditToolbarFrame(layout:itemCount:height:)`.
    public var tabBarEditToolbarFrame: @Sendable (_ layout: ContainerViewLayout, _ itemCount: Int, _ height: CGFloat) -> CGRect = {
        DuoGeometry.tabBarEditToolbarFrame(layout: $0, itemCount: $1, height: $2)
    }
    /// `chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)`.
    public var chatInputPanelSideInsets:
        @Sendable (_ layout: ContainerViewLayout, _ bandMinY: CGFloat, _ bandMaxY: CGFloat, _ column: Bool) -> EdgeInsets = {
            DuoGeometry.chatInputPanelSideInsets(layout: $0, bandMinY: $1, bandMaxY: $2, column: $3)
        }
    /// `layout.listSideMargins(base:)`.
    public var listSideMargins: @Sendable (_ layout: ContainerViewLayout, _ base: CGFloat) -> SideMargins = { $0.listSideMargins(base: $1) }
    /// `layout.coversStatusCorner(frame:)`.
    public var coversStatusCorner: @Sendable (_ layout: ContainerViewLayout, _ frame: CGRect) -> Bool = { $0.coversStatusCorner(frame: $1) }
    /// `layout.statusBarStyle(behind:cards:)`.
    public var statusBarStyle: @Sendable (_ layout: ContainerViewLayout, _ behind: StatusBarStyle, _ cards: [PresentedCard]) -> StatusBarStyle = {
        $0.statusBarStyle(behind: $1, cards: $2)
    }
    /// `layout.usesTabletBehaviour`.
    public var usesTabletBehaviour: @Sendable (_ layout: ContainerViewLayout) -> Bool = { $0.usesTabletBehaviour }
    /// `layout.forOptionalFloatingPresentation`.
    public var forOptionalFloatingPresentation: @Sendable (_ layout: ContainerViewLayout) -> ContainerViewLayout = {
        $0.forOptionalFloatingPresentation
    }
    /// `layout.acceptsProgrammaticRotation`.
    public var acceptsProgrammaticRotation: @Sendable (_ layout: ContainerViewLayout) -> Bool = { $0.acceptsProgrammaticRotation }
    /// `screens.mainWindowScreenBounds`.
    public var mainWindowScreenBounds: @Sendable (_ screens: DeviceScreens) -> CGRect = { $0.mainWindowScreenBounds }
    /// `reservedCornersForHostedLayout(size:orientation:)`.
    public var reservedCornersForHostedLayout: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> ReservedCorners = {
        DuoGeometry.reservedCornersForHostedLayout(size: $0, orientation: $1)
    }
    /// `layout.storyCardLayout`.
    public var storyCardLayout: @Sendable (_ layout: ContainerViewLayout) -> StoryCardLayout? = { $0.storyCardLayout }
    /// `layout.cameraBottomControlsFrame(height:)`.
    public var cameraBottomControlsFrame: @Sendable (_ layout: ContainerViewLayout, _ height: CGFloat) -> CGRect = {
        $0.cameraBottomControlsFrame(height: $1)
    }
    /// `layout.editorBottomBarFrame(height:)`.
    public var editorBottomBarFrame: @Sendable (_ layout: ContainerViewLayout, _ height: CGFloat) -> CGRect = { $0.editorBottomBarFrame(height: $1) }
    /// `layout.clippedToContentBand(_:)`.
    public var clippedToContentBand: @Sendable (_ layout: ContainerViewLayout, _ frame: CGRect) -> CGRect = { $0.clippedToContentBand($1) }
    /// `columnShapePairs(fromCount:toCount:)`.
    public var columnShapePairs: @Sendable (_ fromCount: Int, _ toCount: Int) -> [ShapePair] = {
        DuoGeometry.columnShapePairs(fromCount: $0, toCount: $1)
    }
    /// `rowPlatterPairs(fromCount:toCount:)`.
    public var rowPlatterPairs: @Sendable (_ fromCount: Int, _ toCount: Int) -> [ShapePair] = {
        DuoGeometry.rowPlatterPairs(fromCount: $0, toCount: $1)
    }
    /// `Environment(layout:)`.
    public var environment: @Sendable (_ layout: ContainerViewLayout) -> Environment = { Environment(layout: $0) }
    /// `environment.sideInsets(forBandFrom:to:containerHeight:)`.
    public var environmentSideInsets:
        @Sendable (_ environment: Environment, _ minY: CGFloat, _ maxY: CGFloat, _ containerHeight: CGFloat) -> EdgeInsets = {
            $0.sideInsets(forBandFrom: $1, to: $2, containerHeight: $3)
        }
    /// `environment.bottomEdgeSideInsets()`.
    public var environmentBottomEdgeSideInsets: @Sendable (_ environment: Environment) -> EdgeInsets = { $0.bottomEdgeSideInsets() }
    /// The free function `bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)`.
    public var freeBandSideInsets:
        @Sendable (_ safeInsets: EdgeInsets, _ reservedCorners: ReservedCorners, _ containerHeight: CGFloat, _ minY: CGFloat, _ maxY: CGFloat) ->
            EdgeInsets = { DuoGeometry.bandSideInsets(safeInsets: $0, reservedCorners: $1, containerHeight: $2, minY: $3, maxY: $4) }
    /// The free function `bottomEdgeSideInsets(safeInsets:reservedCorners:)`.
    public var freeBottomEdgeSideInsets: @Sendable (_ safeInsets: EdgeInsets, _ reservedCorners: ReservedCorners) -> EdgeInsets = {
        DuoGeometry.bottomEdgeSideInsets(safeInsets: $0, reservedCorners: $1)
    }
    /// `presentedCardFrame(restingFrame:dismissOffset:)`.
    public var presentedCardFrame: @Sendable (_ restingFrame: CGRect, _ dismissOffset: CGFloat) -> CGRect = {
        DuoGeometry.presentedCardFrame(restingFrame: $0, dismissOffset: $1)
    }
    /// `layout.topBarStatusIsland`.
    public var topBarStatusIsland: @Sendable (_ layout: ContainerViewLayout) -> CGRect? = { $0.topBarStatusIsland }
    /// `layout.navigationBarTrailingButtonsInset`.
    public var navigationBarTrailingButtonsInset: @Sendable (_ layout: ContainerViewLayout) -> CGFloat = { $0.navigationBarTrailingButtonsInset }
    /// `layout.sideColumnNavigationButtonFrame`.
    public var sideColumnNavigationButtonFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect? = { $0.sideColumnNavigationButtonFrame }
    /// `layout.placesNavigationButtonInSideColumn`.
    public var placesNavigationButtonInSideColumn: @Sendable (_ layout: ContainerViewLayout) -> Bool = { $0.placesNavigationButtonInSideColumn }
    /// `layout.contentBandClipRect`.
    public var contentBandClipRect: @Sendable (_ layout: ContainerViewLayout) -> CGRect = { $0.contentBandClipRect }
    /// `isIPhoneDuoInnerScreen(size:)`.
    public var isIPhoneDuoInnerScreen: @Sendable (_ size: CGSize) -> Bool = { DuoGeometry.isIPhoneDuoInnerScreen(size: $0) }
    /// `iPhoneDuoPosture(size:orientation:)`.
    public var iPhoneDuoPosture: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> DuoPosture? = {
        DuoGeometry.iPhoneDuoPosture(size: $0, orientation: $1)
    }
    /// `LegacyComponentsContext(size:orientation:).statusIslandTrailingInset`.
    public var legacyHostStatusIslandTrailingInset: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> CGFloat = {
        LegacyComponentsContext(size: $0, orientation: $1).statusIslandTrailingInset
    }
    /// `layout.cameraPreviewFrame`.
    public var cameraPreviewFrame: @Sendable (_ layout: ContainerViewLayout) -> CGRect = { $0.cameraPreviewFrame }
    /// `layout.mirrored`.
    public var mirroredLayout: @Sendable (_ layout: ContainerViewLayout) -> ContainerViewLayout = { $0.mirrored }
    /// `layout.statusIslands`.
    public var statusIslands: @Sendable (_ layout: ContainerViewLayout) -> [CGRect] = { $0.statusIslands }
    /// `layout.reservedCorners.blocks(on:)`.
    public var blocksOnSide: @Sendable (_ layout: ContainerViewLayout, _ side: HorizontalEdge) -> [ReservedCornerBlock] = {
        $0.reservedCorners.blocks(on: $1)
    }
    /// `screenCornerRadii[corner]`.
    public var screenCornerRadius: @Sendable (_ radii: ScreenCornerRadii, _ corner: ScreenCorner) -> CGFloat = { $0[$1] }
    /// `side.opposite`.
    public var oppositeSide: @Sendable (_ side: HorizontalEdge) -> HorizontalEdge = { $0.opposite }
    /// `reservedCorners.mirrored`.
    public var mirroredTable: @Sendable (_ table: ReservedCorners) -> ReservedCorners = { $0.mirrored }
    /// `screens.uiScreenMainBounds`.
    public var uiScreenMainBounds: @Sendable (_ screens: DeviceScreens) -> CGRect = { $0.uiScreenMainBounds }
    /// `LegacyComponentsContext(size:orientation:).reservedCorners`.
    public var legacyHostReservedCorners: @Sendable (_ size: CGSize, _ orientation: InterfaceOrientation) -> ReservedCorners = {
        LegacyComponentsContext(size: $0, orientation: $1).reservedCorners
    }

    /// The geometry core's own helpers: each member as its declaration binds it.
    public static let core = PlacementHelpers()
}
