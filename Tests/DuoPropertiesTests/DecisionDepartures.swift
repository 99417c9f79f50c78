import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

/// A helper set that answers otherwise than the core only where the spec is silent: one of the project's decisions
/// read the other way, written over the core's helpers as an app's own implementation might read it.
struct Departure: CustomStringConvertible, Sendable {
    /// What the helper set reads otherwise.
    let description: String
    /// The decisions a failure of the departure may name (a row reads several boundaries at once).
    let decisions: [Decision]
    /// The id of a property whose decision checks the departure fails (read from its declaration, where alone it is typed).
    let property: String
    /// Reads the decision the other way in a helper set.
    let change: @Sendable (PlacementHelpers) -> PlacementHelpers

    /// The core with this departure.
    var helpers: PlacementHelpers { change(.core) }

    /// Every departure, each from the core.
    static let all: [Departure] = [
        Departure(
            description: "a row touching a block's edge reaches it", decisions: [.touchingRowReachesNothing, .zeroHeightRowReachesOnlyInside],
            property: LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches(.core).id
        ) { $0.readingRows { minY, maxY in (Swift.min(minY, maxY).nextDown, Swift.max(minY, maxY).nextUp) } },
        Departure(
            description: "a side without a strip is widened a point past its block", decisions: [.sideWithoutStripWidens],
            property: LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches(.core).id, change: { $0.wideningAPointFurther() }),
        Departure(
            description: "a top block as tall as the window reaches the bottom edge", decisions: [.bottomEdgeReachedByBottomBlocksOnly],
            property: LayoutProperties.wholeSpaceBands(.core).id, change: { $0.tallTopBlocksReachingTheBottomEdge() }),
        Departure(
            description: "a block of no height reaches a row across its line", decisions: [.zeroHeightBlockReachesNothing],
            property: LayoutProperties.degenerateTables(.core).id, change: { $0.flatBlocksReachingTheirLine() }),
        Departure(
            description: "a side whose inset is wider than its blocks is clipped as a strip", decisions: [.inconsistentInsetIsKept],
            property: LayoutProperties.clipToBand(.core).id, change: { $0.clippingInconsistentInsets() }),
        Departure(
            description: "a side whose inset is wider than its blocks is a strip as wide as the inset, everywhere",
            decisions: [.inconsistentInsetIsKept],
            property: LayoutProperties.clipToBand(.core).id, change: { $0.insetsWiderThanBlocksAsStrips() }),
        Departure(
            description: "an island read only beside UP's kind of top block, everywhere", decisions: [.islandsBeyondThePosture],
            property: LayoutProperties.topBarClearsIsland(.core).id, change: { $0.islandsOfUPsKindOnly() }),
        Departure(
            description: "a strip off the postures holds no column", decisions: [.syntheticColumnFits],
            property: LayoutProperties.doneStaysInRow(.core).id,
            change: { $0.columnOnPosturesOnly() }),
        Departure(
            description: "a preview beside blocks sits at the window's top", decisions: [.previewPlace],
            property: LayoutProperties.cameraControlsAboveHomeIndicator(.core).id, change: { $0.previewAtTheTop() }),
        Departure(
            description: "rule 8 only on the Duo's own postures", decisions: [.statusCornerRuleBesideSideBlocks],
            property: LayoutProperties.statusBarFollowsCorner(.core).id, change: { $0.statusCornerRuleOnPosturesOnly() }),
        Departure(
            description: "a card of no size covers nothing", decisions: [.flatFrameAcrossABlockCovers],
            property: LayoutProperties.wholeSpaceFrames(.core).id, change: { $0.flatFramesCoveringNothing() }),
        Departure(
            description: "trailing buttons move left by the island's whole width", decisions: [.islandsBeyondThePosture],
            property: LayoutProperties.topBarClearsIsland(.core).id, change: { $0.trailingButtonsByIslandWidth() }),
        Departure(
            description: "a top bar beside a top block not of UP's kind keeps the full status height", decisions: [.islandsBeyondThePosture],
            property: LayoutProperties.topBarClearsIsland(.core).id, change: { $0.fullStatusBesideOtherIslands() }),
        Departure(
            description: "a side column skips a misfit for the next shape that fits", decisions: [.columnEndsAtFirstMisfit],
            property: LayoutProperties.sideColumn(.core).id, change: { $0.columnSkippingMisfits() }),
        Departure(
            description: "the story card's input row is 44 tall", decisions: [.storyCardInputRowHeight],
            property: LayoutProperties.storyCard(.core).id, change: { $0.storyInputRowOfHeight(44) }),
        Departure(
            description: "a centred container beside blocks is centred exactly", decisions: [.centredContainerFloor],
            property: LayoutProperties.centredContainerSitsInBand(.core).id, change: { $0.containerCentredExactly() }),
        Departure(
            description: "the camera's controls lifted 20 and the editor's bar 12 above their lines",
            decisions: [.cameraControlsLift, .editorBarPreviewGap],
            property: LayoutProperties.collapse(.core).id, change: { $0.cameraRows(lift: 20, gap: 12) }),
        Departure(
            description: "side tab bar items at most 50 tall", decisions: [.sideTabBarNumbers],
            property: LayoutProperties.sideTabBar(.core).id, change: { $0.sideTabItemsAtMost(50) }),
        Departure(
            description: "the side column and tab bar on the right of two strips", decisions: [.leftStripOfTwo],
            property: LayoutProperties.sideColumn(.core).id, change: { $0.columnsOnTheRightStrip() }),
        Departure(
            description: "a card touching a block's edge covers it", decisions: [.touchingFrameCoversNothing],
            property: LayoutProperties.statusBarFollowsCorner(.core).id, change: { $0.touchingCardsCovering() }),
        Departure(
            description: "a taller preview's bar 62 above the home indicator off the Duo too", decisions: [.previewLiftBesideBlocks],
            property: LayoutProperties.collapse(.core).id, change: { $0.tallerPreviewBarFromTheIndicator() }),
        Departure(
            description: "side-column shapes 40 across", decisions: [.sideColumnNumbers],
            property: LayoutProperties.sideColumn(.core).id, change: { $0.sideColumnShapesAcross(40) }),
        Departure(
            description: "a tall row mirroring the clock line stays centred on H - 47", decisions: [.tallMirrorRises],
            property: LayoutProperties.clockLineAndPopUps(.core).id, change: { $0.tallMirrorsCentred() }),
        Departure(
            description: "a square window is landscape", decisions: [.squareWindowIsPortrait],
            property: LayoutProperties.storyCard(.core).id, change: { $0.squareWindowsAsLandscape() }),
        Departure(
            description: "without blocks, the old width-class answers", decisions: [.deviceTypeWithoutBlocks],
            property: LayoutProperties.regularWidthPhone(.core).id, change: { $0.legacyDeviceQueriesWithoutBlocks() }),
        Departure(
            description: "radii inside a NaN inset are the screen's own", decisions: [.nanInsetLeavesNoRadius],
            property: LayoutProperties.robustness(.core).id, change: { $0.nanInsetsKeepingTheScreenRadii() }),
        Departure(
            description: "a riding row at an unknown place does not shift", decisions: [.nonFiniteRidingRowShiftsByTheInset],
            property: LayoutProperties.robustness(.core).id, change: { $0.unknownRidingRowsUnshifted() }),
        Departure(
            description: "a riding row of negative height is turned", decisions: [.negativeRidingRowIsFlat],
            property: LayoutProperties.robustness(.core).id, change: { $0.negativeRidingRowsTurned() }),
        Departure(
            description: "a negative dismiss offset moves the card up", decisions: [.nonPositiveDismissOffsetMovesNothing],
            property: LayoutProperties.statusBarFollowsCorner(.core).id, change: { $0.negativeDismissesMovingUp() }),
        Departure(
            description: "a row with a non-finite end reaches no block", decisions: [.nonFiniteRowReachesEveryBlock],
            property: LayoutProperties.robustness(.core).id, change: { $0.unknownRowsReachingNothing() }),
        Departure(
            description: "a non-finite frame covers a corner and is kept by the clip", decisions: [.nonFiniteFrameCoversNothing],
            property: LayoutProperties.robustness(.core).id, change: { $0.unknownFramesKept() }),
        Departure(
            description: "a negative count pairs as many as it says without its sign", decisions: [.negativeCountPairsNothing],
            property: LayoutProperties.robustness(.core).id, change: { $0.negativeCountsReadWithoutSign() }),
        Departure(
            description: "a window without room has a story card of no size", decisions: [.noRoomNoStoryCard],
            property: LayoutProperties.storyCard(.core).id, change: { $0.storyCardsOfNoSize() }),
        Departure(
            description: "a negative inset beside a block as wide is a strip of that width", decisions: [.nonPositiveInsetHasNoStrip],
            property: LayoutProperties.robustness(.core).id, change: { $0.stripsOfNoWidth() }),
        Departure(
            description: "a side tab bar of 9 to 16 items where each keeps 24 points", decisions: [.sideTabBarCounts, .sideTabBarNumbers],
            property: LayoutProperties.sideTabBar(.core).id, change: { $0.sideTabBarsPastEight() }),
        Departure(
            description: "a NaN or infinite answer beside blocks given as 0", decisions: [.rulesHoldOnEveryValue],
            property: LayoutProperties.robustness(.core).id, change: { $0.hostileAnswersAtZero() }),
        Departure(
            description: "an edit toolbar beside blocks in a window of negative width has no width", decisions: [.finiteInputFiniteAnswer],
            property: LayoutProperties.robustness(.core).id, change: { $0.toolbarsOfNoWidthInInvertedWindows() }),
        // Last, so that in the departures taken together it reads the row before the others widen it.
        Departure(
            description: "a reversed row is an empty one", decisions: [.reversedRowIsTurned],
            property: LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches(.core).id
        ) { $0.readingRows { minY, maxY in minY > maxY ? (-20, -10) : (minY, maxY) } }
    ]

    /// Every departure at once, over the core.
    static var together: PlacementHelpers { all.reduce(PlacementHelpers.core) { $1.change($0) } }
}

extension PlacementHelpers {
    /// The helper set whose content clip leaves out every side with a positive inset and a block of its own, a strip
    /// or not, and clips to it.
    func clippingInconsistentInsets() -> PlacementHelpers {
        @Sendable func clip(_ layout: ContainerViewLayout) -> CGRect {
            let sides = HorizontalEdge.allCases.filter { side in layout.reservedCorners.blocks.contains { $0.corner.side == side } }
            let left = sides.contains(.left) ? layout.safeInsets.left : 0
            let right = sides.contains(.right) ? layout.safeInsets.right : 0
            return CGRect(x: left, y: 0, width: layout.size.width - left - right, height: layout.size.height)
        }
        var helpers = self
        let coreClip = contentBandClipRect
        let clipped = clippedToContentBand
        helpers.contentBandClipRect = clip
        helpers.clippedToContentBand = { layout, frame in
            let band = clip(layout)
            let finite = [frame.minX, frame.minY, frame.width, frame.height, band.minX, band.width, band.height].allSatisfy(\.isFinite)
            // Foundation's intersection traps on what is not finite; there the core's answer stands.
            guard band != coreClip(layout), finite else { return clipped(layout, frame) }
            return frame.intersection(band)
        }
        return helpers
    }

    /// The helper set whose camera preview, on a layout with blocks, starts at the window's top.
    func previewAtTheTop() -> PlacementHelpers {
        var helpers = self
        let preview = cameraPreviewFrame
        helpers.cameraPreviewFrame = { layout in
            let frame = preview(layout)
            return layout.reservedCorners.blocks.isEmpty ? frame : CGRect(x: frame.minX, y: 0, width: frame.width, height: frame.height)
        }
        return helpers
    }

    /// The helper set that keeps the regular phone's forced white on every layout but the Duo's own postures.
    func statusCornerRuleOnPosturesOnly() -> PlacementHelpers {
        var helpers = self
        let style = statusBarStyle
        helpers.statusBarStyle = { layout, behind, cards in
            let isPosture = DuoPosture.allCases.contains { ContainerViewLayout.iPhoneDuo($0) == layout }
            guard !isPosture, !layout.reservedCorners.blocks.isEmpty else { return style(layout, behind, cards) }
            return cards.isEmpty ? behind : .white
        }
        return helpers
    }

    /// The helper set for which a card of no width or no height covers no block, as an intersection of positive area
    /// reads it: the style then passes over such a card as over one away from the blocks.
    func flatFramesCoveringNothing() -> PlacementHelpers {
        var helpers = self
        let covers = coversStatusCorner
        let style = statusBarStyle
        let isFlat: @Sendable (CGRect) -> Bool = { $0.standardized.width == 0 || $0.standardized.height == 0 }
        helpers.coversStatusCorner = { layout, frame in !isFlat(frame) && covers(layout, frame) }
        helpers.statusBarStyle = { layout, behind, cards in
            let away = CGRect(x: -1e9, y: -1e9, width: 1, height: 1)
            return style(layout, behind, cards.map { isFlat($0.frame) ? PresentedCard(frame: away, style: $0.style) : $0 })
        }
        return helpers
    }

    /// The helper set whose top bar moves its trailing buttons left by its island's whole width, whatever the safe
    /// inset on the island's side (UP's reading, where that inset is 0); its environment carries that inset.
    func trailingButtonsByIslandWidth() -> PlacementHelpers {
        var helpers = self
        let island = topBarStatusIsland
        let inset: @Sendable (ContainerViewLayout) -> CGFloat = { layout in
            island(layout).map { $0.maxX >= layout.size.width ? $0.width : 0 } ?? 0
        }
        let environment = environment
        helpers.navigationBarTrailingButtonsInset = inset
        helpers.navigationBarTrailingButtonsMaxX = { layout in layout.size.width - layout.safeInsets.right - inset(layout) }
        helpers.environment = { layout in
            var carried = environment(layout)
            carried.navigationBarTrailingButtonsInset = inset(layout)
            return carried
        }
        return helpers
    }

    /// The helper set whose centred container and small centred control, on a layout with blocks, sit exactly on
    /// their band's centre, unrounded.
    func containerCentredExactly() -> PlacementHelpers {
        var helpers = self
        let placement = horizontalContainerPlacement
        let bottom = bottomEdgeSideInsets
        helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, anchored in
            let floored = placement(layout, margin, includesSafeInsets, anchored)
            guard !layout.reservedCorners.blocks.isEmpty else { return floored }
            let band = includesSafeInsets ? (anchored ? bottom(layout) : layout.safeInsets) : EdgeInsets()
            let x = (band.left + layout.size.width - band.right - floored.width) / 2
            return HorizontalPlacement(x: x, width: floored.width)
        }
        let control = centredControlPlacement
        helpers.centredControlPlacement = { layout, width in
            guard !layout.reservedCorners.blocks.isEmpty else { return control(layout, width) }
            let safe = layout.safeInsets
            return HorizontalPlacement(x: ((layout.size.width - width) + (safe.left - safe.right)) / 2, width: width)
        }
        return helpers
    }
}

/// What a form of the side insets was asked: the safe insets and blocks, the window's size as far as the form
/// knows it (an infinite width where it does not), and the row.
struct InsetQuestion: Sendable {
    let safe: EdgeInsets
    let corners: ReservedCorners
    let width: CGFloat
    let height: CGFloat
    let minY: CGFloat
    let maxY: CGFloat

    init(
        _ safe: EdgeInsets, _ corners: ReservedCorners, _ size: CGSize = CGSize(width: CGFloat.infinity, height: .infinity),
        _ minY: CGFloat = .nan, _ maxY: CGFloat = .nan
    ) {
        self.safe = safe
        self.corners = corners
        width = size.width
        height = size.height
        self.minY = minY
        self.maxY = maxY
    }

    /// The safe inset on `side`.
    func safeInset(_ side: HorizontalEdge) -> CGFloat { side == .left ? safe.left : safe.right }

    /// Whether `side` is a strip side by the spec's definition: its inset is positive and as wide as its widest block.
    func isStripSide(_ side: HorizontalEdge) -> Bool {
        safeInset(side) > 0 && corners.blocks.filter { $0.corner.side == side }.map(\.width).max() == safeInset(side)
    }
}
