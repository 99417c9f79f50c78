import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

/// What a raw loop found: how many cases held, and a checksum of what it drew and computed.
struct RawOutcome {
    var held = 0
    var checksum: UInt64 = 0xCBF2_9CE4_8422_2325
}

/// One case of `band-containment` as its raw loop draws it: a layout and a row (`Gen.bands(in: .anyLayout)`).
@inline(__always)
func rawBandCase(_ random: inout some RawDraws, tables: RawTables, edges: inout [CGFloat]) -> (
    layout: ContainerViewLayout, band: (minY: CGFloat, maxY: CGFloat)
) {
    let layout = tables.anyLayout(&random)
    return (layout, tables.band(in: layout, edges: &edges, &random))
}

/// One case of `bottom-edge-spanning` as its raw loop draws it (`Gen.containers(in: .anyLayout)`).
@inline(__always)
func rawContainerCase(_ random: inout some RawDraws, tables: RawTables)
    -> (layout: ContainerViewLayout, margin: CGFloat, height: CGFloat, includesSafeInsets: Bool, anchoredAtBottom: Bool)
{
    let layout = tables.anyLayout(&random)
    let margin = random.point(0, 32)
    let height = random.point(0, 120)
    let includesSafeInsets = random.integer(upTo: 3) != 3
    let anchored = random.bool()
    return (layout, margin, height, includesSafeInsets, anchored)
}

/// One case of `collapse` as its raw loop draws it (`Gen.collapseCases`): a layout, a row, a margin, a height,
/// the style behind and the cards (into `cards`: zero to three, each further card with probability 1/2).
@inline(__always)
func rawCollapseCase(_ random: inout some RawDraws, tables: RawTables, edges: inout [CGFloat], cards: inout [PresentedCard])
    -> (layout: ContainerViewLayout, band: (minY: CGFloat, maxY: CGFloat), margin: CGFloat, height: CGFloat, behind: StatusBarStyle)
{
    let layout = tables.collapsingLayout(&random)
    let band = tables.band(in: layout, edges: &edges, &random)
    let margin = random.point(0, 32, .any)
    let height = random.point(0, 120)
    let behind: StatusBarStyle = random.bool() ? .white : .black
    cards.removeAll(keepingCapacity: true)
    while cards.count < 3, random.upTo(1) != 0 {
        let frame = tables.frame(in: layout, &random)
        cards.append(PresentedCard(frame: frame, style: random.bool() ? .white : .black))
    }
    return (layout, band, margin, height, behind)
}

// Each loop below draws the values its property's generator draws (see `RawTables`; from `RawRandom` on
// the raw side of a pair, or through a `ChoiceSource` with `SourcedDraws`), calls the same
// geometry helpers the property calls (directly, not through `PlacementHelpers`' closures), and makes
// the same checks as plain Boolean tests. A case holds when every check holds.

/// Raw `band-containment` (rule 2): bands over any layout; the band keeps clear of every block, stays in the
/// window, and where no block on a side overlaps a row of some height, spans a strip side and keeps any other
/// side's safe inset.
@inline(never)
func rawBandContainment<Draws: RawDraws>(cases: Int, seed: UInt64, tables: RawTables, drawing draws: Draws) -> RawOutcome {
    var random = draws
    let configuration = RunConfiguration(cases: cases, seed: seed)
    var outcome = RawOutcome()
    var edges: [CGFloat] = []
    edges.reserveCapacity(8)
    for index in 0..<cases {
        random.startCase(index, of: configuration)
        let (layout, band) = rawBandCase(&random, tables: tables, edges: &edges)
        let insets = layout.sideInsets(forBandFrom: band.minY, to: band.maxY)
        let row = CGRect(
            x: insets.left, y: min(band.minY, band.maxY), width: layout.size.width - insets.left - insets.right, height: abs(band.maxY - band.minY))
        var holds = insets.left >= 0 && insets.right >= 0 && row.width >= 0 && row.maxX <= layout.size.width && rawIsClearOfBlocks(row, in: layout)
        if holds && row.size.height > 0 { holds = rawSpansWhereNoBlockOverlaps(insets, row: row, in: layout) }
        if holds { outcome.held += 1 }
        mix(&outcome.checksum, row.origin.x + row.size.width + row.origin.y + row.size.height)
    }
    return outcome
}

/// Raw `bottom-edge-spanning` (rule 3): a margin, a row height and a container's two flags over any layout; the
/// bottom-edge insets are the expected ones, a bottom row with them keeps clear of every block, and a short sheet
/// spans that band.
@inline(never)
func rawBottomEdgeSpanning<Draws: RawDraws>(cases: Int, seed: UInt64, tables: RawTables, drawing draws: Draws) -> RawOutcome {
    var random = draws
    let configuration = RunConfiguration(cases: cases, seed: seed)
    var outcome = RawOutcome()
    for index in 0..<cases {
        random.startCase(index, of: configuration)
        let (layout, margin, height, includesSafeInsets, anchored) = rawContainerCase(&random, tables: tables)
        let width = layout.size.width
        let expected = ExpectedLayout(layout).raster.bottomEdgeInsets
        let bottom = layout.bottomEdgeSideInsets()
        var holds =
            bottom.left == expected.left && bottom.right == expected.right
            && Oracle.identical(bottom.top, layout.safeInsets.top) && Oracle.identical(bottom.bottom, layout.safeInsets.bottom)
        let row = CGRect(x: bottom.left, y: layout.size.height - height, width: width - bottom.left - bottom.right, height: height)
        holds = holds && rawIsClearOfBlocks(row, in: layout)
        let short = resizableSheetHorizontalPlacement(layout: layout, height: .short)
        holds = holds && short == HorizontalPlacement(x: expected.left, width: width - expected.left - expected.right)
        if holds { outcome.held += 1 }
        mix(&outcome.checksum, margin + (includesSafeInsets ? 1 : 0) + (anchored ? 2 : 0) + row.origin.x + row.size.width + short.x)
    }
    return outcome
}

private let backCircleOnly: [ColumnShape] = [.backCircle]

/// Raw `collapse` (the collapse law): a band, a margin, a height and cards over real and
/// synthetic ordinary devices; every helper is bit-identical to its legacy expression.
@inline(never)
func rawCollapse<Draws: RawDraws>(cases: Int, seed: UInt64, tables: RawTables, drawing draws: Draws) -> RawOutcome {
    var random = draws
    let configuration = RunConfiguration(cases: cases, seed: seed)
    var outcome = RawOutcome()
    var edges: [CGFloat] = []
    edges.reserveCapacity(8)
    var cards: [PresentedCard] = []
    cards.reserveCapacity(3)
    for index in 0..<cases {
        random.startCase(index, of: configuration)
        let (layout, band, margin, height, behind) = rawCollapseCase(&random, tables: tables, edges: &edges, cards: &cards)
        let holds = rawCollapseHolds(layout: layout, band: band, margin: margin, height: height, behind: behind, cards: cards)
        if holds { outcome.held += 1 }
        mix(&outcome.checksum, band.minY + band.maxY + margin + height + CGFloat(cards.count))
    }
    return outcome
}

/// The collapse property's checks, in its order, as one Boolean.
@inline(__always)
private func rawCollapseHolds(
    layout: ContainerViewLayout, band: (minY: CGFloat, maxY: CGFloat), margin: CGFloat, height: CGFloat,
    behind: StatusBarStyle, cards: [PresentedCard]
) -> Bool {
    let safe = layout.safeInsets
    guard Oracle.identical(layout.sideInsets(forBandFrom: band.minY, to: band.maxY), legacyBandSideInsets(safeInsets: safe)),
        Oracle.identical(layout.bottomEdgeSideInsets(), legacyBottomEdgeSideInsets(safeInsets: safe))
    else { return false }
    // The property's loops over `[true, false]` and `[false, true]`, unrolled: in the loop specialised for
    // each `RawDraws`, the optimiser no longer kept those literals off the heap (three allocations a case).
    func containerPlacementsCollapse(includesSafeInsets: Bool) -> Bool {
        let legacy = legacyHorizontalContainerFillingPlacement(layout: layout, margin: margin, includesSafeInsets: includesSafeInsets)
        return Oracle.identical(
            horizontalContainerFillingPlacementForLayout(
                layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: false), legacy)
            && Oracle.identical(
                horizontalContainerFillingPlacementForLayout(
                    layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: true), legacy)
    }
    guard containerPlacementsCollapse(includesSafeInsets: true), containerPlacementsCollapse(includesSafeInsets: false) else { return false }
    guard Oracle.identical(centredControlPlacement(layout: layout, width: height), legacyCentredControlPlacement(layout: layout, width: height)),
        Oracle.identical(draggableCaptionSideInsets(layout: layout), safe),
        Oracle.identical(layout.listSideMargins(base: margin), layout.legacyListSideMargins(base: margin)),
        layout.navigationBarStatusBarHeight.bitPattern == layout.legacyNavigationBarStatusBarHeight.bitPattern,
        layout.navigationBarTrailingButtonsMaxX.bitPattern == layout.legacyNavigationBarTrailingButtonsMaxX.bitPattern,
        layout.popUpCardMinY.bitPattern == layout.legacyPopUpCardMinY.bitPattern,
        rawIdentical(layout.fullScreenViewerFrame, layout.legacyFullScreenViewerFrame)
    else { return false }
    let legacySheet = legacyResizableSheetHorizontalPlacement(layout: layout)
    guard Oracle.identical(resizableSheetHorizontalPlacement(layout: layout, height: .short), legacySheet),
        Oracle.identical(resizableSheetHorizontalPlacement(layout: layout, height: .tall), legacySheet)
    else { return false }
    let sheet = CGRect(x: legacySheet.x, y: band.minY, width: legacySheet.width, height: layout.size.height - band.minY)
    let legacyHeader = legacySheetHeaderCornerInsets(layout: layout, sheetFrame: sheet)
    guard Oracle.identical(sheetHeaderCornerInsets(layout: layout, sheetFrame: sheet, headerHeight: height), legacyHeader),
        Oracle.identical(sheetContentBandInsets(layout: layout, sheetFrame: sheet), legacyHeader),
        Oracle.identical(chatInputPanelSideInsets(layout: layout, bandMinY: band.minY, bandMaxY: band.maxY, column: false), safe),
        tabBarSidePlacement(layout: layout, itemCount: 4) == nil,
        rawIdentical(
            tabBarEditToolbarFrame(layout: layout, itemCount: 4, height: height), legacyTabBarEditToolbarFrame(layout: layout, height: height)),
        rawIdentical(
            tabBarEditToolbarFrame(layout: layout, itemCount: 0, height: height), legacyTabBarEditToolbarFrame(layout: layout, height: height)),
        layout.sideColumnFrames(backCircleOnly).isEmpty,
        layout.placement(of: .done(takesTurnsWithEdit: false)) == .row
    else { return false }
    let radius = layout.screenCornerRadii.bottomLeft
    let sheetRadii = layout.screenCornerRadii.sheetBottomCornerRadii(inset: margin)
    let legacyRadius = legacySheetBottomCornerRadius(screenCornerRadius: radius, inset: margin)
    guard sheetRadii.bottomLeft.bitPattern == legacyRadius.bitPattern,
        sheetRadii.bottomRight.bitPattern == legacyRadius.bitPattern,
        layout.statusBarStyle(behind: behind, cards: cards) == layout.legacyStatusBarStyle(behind: behind, cards: cards),
        layout.usesTabletBehaviour == layout.legacyUsesTabletBehaviour,
        layout.forOptionalFloatingPresentation == layout,
        rawIdentical(layout.cameraBottomControlsFrame(height: height), layout.legacyCameraBottomControlsFrame(height: height)),
        rawIdentical(layout.editorBottomBarFrame(height: height), layout.legacyEditorBottomBarFrame(height: height))
    else { return false }
    let frame = CGRect(x: band.minY, y: band.minY, width: height, height: height)
    return layout.clippedToContentBand(frame) == legacyClipped(frame, to: layout.legacyContentBandClipRect)
}

/// The collapse property's legacy clip: `frame` clipped to `clip`, `CGRect.null` when nothing shows.
@inline(__always)
private func legacyClipped(_ frame: CGRect, to clip: CGRect) -> CGRect {
    let minX = max(frame.minX, clip.minX)
    let maxX = min(frame.maxX, clip.maxX)
    let minY = max(frame.minY, clip.minY)
    let maxY = min(frame.maxY, clip.maxY)
    guard minX < maxX, minY < maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
