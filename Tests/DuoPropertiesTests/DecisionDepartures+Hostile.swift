import Foundation
import DuoGeometry
import DuoProperties

/// The departures of the answers to hostile input: each reads one such answer another way an app might.
extension PlacementHelpers {
    /// The helper set whose radii inside a NaN inset are the screen's own, as if nothing were inset.
    func nanInsetsKeepingTheScreenRadii() -> PlacementHelpers {
        var helpers = self
        let sheet = sheetBottomCornerRadii
        let inner = innerClipCornerRadii
        helpers.sheetBottomCornerRadii = { radii, inset in
            inset.isNaN ? SheetBottomCornerRadii(bottomLeft: radii.bottomLeft, bottomRight: radii.bottomRight) : sheet(radii, inset)
        }
        helpers.innerClipCornerRadii = { radii, inset in inset.isNaN ? radii : inner(radii, inset) }
        return helpers
    }

    /// The helper set whose riding row at an unknown place, or beside an island of unknown height, does not shift.
    func unknownRidingRowsUnshifted() -> PlacementHelpers {
        var helpers = self
        let shift = statusIslandTrailingShift
        helpers.statusIslandTrailingShift = { minY, height, islandHeight, inset in
            [minY, height, islandHeight].allSatisfy(\.isFinite) ? shift(minY, height, islandHeight, inset) : 0
        }
        return helpers
    }

    /// The helper set that reads a riding row of negative height turned: from its top less its height, down to its top.
    func negativeRidingRowsTurned() -> PlacementHelpers {
        var helpers = self
        let shift = statusIslandTrailingShift
        helpers.statusIslandTrailingShift = { minY, height, islandHeight, inset in
            height < 0 ? shift(minY + height, -height, islandHeight, inset) : shift(minY, height, islandHeight, inset)
        }
        return helpers
    }

    /// The helper set whose card dismissed by a negative offset moves up by it.
    func negativeDismissesMovingUp() -> PlacementHelpers {
        var helpers = self
        let card = presentedCardFrame
        helpers.presentedCardFrame = { frame, offset in offset < 0 ? frame.offsetBy(dx: 0, dy: offset) : card(frame, offset) }
        return helpers
    }

    /// The helper set for which a row with a NaN or infinite end reaches no block, as a row above the window would.
    func unknownRowsReachingNothing() -> PlacementHelpers {
        readingRows { minY, maxY in minY.isFinite && maxY.isFinite ? (minY, maxY) : (-20, -10) }
    }

    /// The helper set for which a frame with a NaN or an infinity covers the status corner of a layout with blocks,
    /// and clips to itself: what cannot be placed is kept rather than dropped.
    func unknownFramesKept() -> PlacementHelpers {
        var helpers = self
        let covers = coversStatusCorner
        let clipped = clippedToContentBand
        let isFinite: @Sendable (CGRect) -> Bool = { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].allSatisfy(\.isFinite) }
        helpers.coversStatusCorner = { layout, frame in isFinite(frame) ? covers(layout, frame) : !layout.reservedCorners.blocks.isEmpty }
        helpers.clippedToContentBand = { layout, frame in isFinite(frame) ? clipped(layout, frame) : frame }
        return helpers
    }

    /// The helper set that pairs a negative count of shapes or platters as that many, read without its sign.
    func negativeCountsReadWithoutSign() -> PlacementHelpers {
        var helpers = self
        let columns = columnShapePairs
        let platters = rowPlatterPairs
        helpers.columnShapePairs = { from, to in columns(from < 0 && from != .min ? -from : from, to < 0 && to != .min ? -to : to) }
        helpers.rowPlatterPairs = { from, to in platters(from < 0 && from != .min ? -from : from, to < 0 && to != .min ? -to : to) }
        return helpers
    }

    /// The helper set that gives a window without room for the story card a card of no size at the room's top-left
    /// corner, with an input row of no size there and the window as the backdrop, where the core gives none.
    func storyCardsOfNoSize() -> PlacementHelpers {
        var helpers = self
        let card = storyCardLayout
        let roomy = ContainerViewLayout(
            size: CGSize(width: 800, height: 1000), metrics: LayoutMetrics(widthClass: .regular, heightClass: .regular), deviceType: .tablet,
            safeInsets: EdgeInsets())
        helpers.storyCardLayout = { layout in
            if let placed = card(layout) { return placed }
            guard layout.usesStoryCardLayout, var placed = card(roomy) else { return nil }
            let corner = CGRect(x: layout.safeInsets.left, y: layout.safeInsets.top, width: 0, height: 0)
            placed.cardFrame = corner
            placed.inputRowFrame = corner
            placed.backdropFrame = CGRect(origin: .zero, size: layout.size)
            return placed
        }
        return helpers
    }

    /// The helper set for which a side whose inset is negative, beside blocks of which the widest is exactly that wide,
    /// has a strip of that width, from below its top blocks to above its bottom ones. (An inset of 0 is no inset, so
    /// by the spec's definition no strip; `degenerate-tables` holds that as the spec's.)
    func stripsOfNoWidth() -> PlacementHelpers {
        var helpers = self
        let strip = sideStrip
        let widened: @Sendable (ContainerViewLayout, HorizontalEdge) -> CGRect? = { layout, side in
            if let found = strip(layout, side) { return found }
            let inset = side == .left ? layout.safeInsets.left : layout.safeInsets.right
            let blocks = layout.reservedCorners.blocks.filter { $0.corner.side == side }
            guard inset < 0, blocks.map(\.width).max() == inset, blocks.allSatisfy({ $0.height.isFinite }), layout.size.height.isFinite
            else { return nil }
            let top = blocks.filter(\.corner.isTop).map(\.height).max() ?? 0
            let bottom = layout.size.height - (blocks.filter { !$0.corner.isTop }.map(\.height).max() ?? 0)
            guard bottom > top else { return nil }
            return CGRect(x: side == .left ? 0 : layout.size.width - inset, y: top, width: inset, height: bottom - top)
        }
        let sides = stripSides
        helpers.sideStrip = widened
        helpers.stripSides = { layout in
            let found = sides(layout)
            return HorizontalEdge.allCases.filter { found.contains($0) || (strip(layout, $0) == nil && widened(layout, $0) != nil) }
        }
        return helpers
    }
}
