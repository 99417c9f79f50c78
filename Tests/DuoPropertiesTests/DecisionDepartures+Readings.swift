import Foundation
import DuoGeometry
import DuoProperties

/// The departures that read a decision in every member it reaches, as an app's own code reads it throughout: what a
/// strip is beside an inset wider than its blocks, and what a status island is.
extension PlacementHelpers {
    /// `corners` with each side's blocks widened to that side's inset where the inset is positive and wider than
    /// the side's widest block: the table an app reading such an inset as a strip works from.
    static func widenedToTheirInsets(_ safe: EdgeInsets, _ corners: ReservedCorners) -> ReservedCorners {
        var blocks = corners.blocks
        for side in HorizontalEdge.allCases {
            let inset = side == .left ? safe.left : safe.right
            let own = blocks.indices.filter { blocks[$0].corner.side == side }
            guard inset > 0, inset.isFinite, let widest = own.map({ blocks[$0].width }).max(), widest < inset else { continue }
            for index in own { blocks[index].width = inset }
        }
        return ReservedCorners(blocks)
    }

    /// The helper set for which a side whose inset is wider than its widest block is a strip as wide as the inset,
    /// in every member that reads strips, bands, the bottom edge, the column and the clip.
    func insetsWiderThanBlocksAsStrips() -> PlacementHelpers {
        @Sendable func widened(_ layout: ContainerViewLayout) -> ContainerViewLayout {
            var copy = layout
            copy.reservedCorners = Self.widenedToTheirInsets(layout.safeInsets, layout.reservedCorners)
            return copy
        }
        @Sendable func widened(_ environment: Environment) -> Environment {
            var copy = environment
            copy.reservedCorners = Self.widenedToTheirInsets(environment.safeInsets, environment.reservedCorners)
            return copy
        }
        var helpers = self
        let band = bandSideInsets
        let bottom = bottomEdgeSideInsets
        let strip = sideStrip
        let sides = stripSides
        let container = horizontalContainerPlacement
        let containerByDefault = horizontalContainerPlacementByDefault
        let frames = sideColumnFrames
        let bar = barButtonPlacement
        let sheet = resizableSheetPlacement
        let header = sheetHeaderCornerInsets
        let tab = tabBarSidePlacement
        let toolbar = tabBarEditToolbarFrame
        let panel = chatInputPanelSideInsets
        let clipRect = contentBandClipRect
        let clipped = clippedToContentBand
        let back = sideColumnNavigationButtonFrame
        let places = placesNavigationButtonInSideColumn
        let environmentBand = environmentSideInsets
        let environmentBottom = environmentBottomEdgeSideInsets
        let free = freeBandSideInsets
        let freeBottom = freeBottomEdgeSideInsets
        helpers.bandSideInsets = { band(widened($0), $1, $2) }
        helpers.bottomEdgeSideInsets = { bottom(widened($0)) }
        helpers.sideStrip = { strip(widened($0), $1) }
        helpers.stripSides = { sides(widened($0)) }
        helpers.horizontalContainerPlacement = { container(widened($0), $1, $2, $3) }
        helpers.horizontalContainerPlacementByDefault = { containerByDefault(widened($0), $1, $2) }
        helpers.sideColumnFrames = { frames(widened($0), $1) }
        helpers.barButtonPlacement = { bar(widened($0), $1) }
        helpers.resizableSheetPlacement = { sheet(widened($0), $1) }
        helpers.sheetHeaderCornerInsets = { header(widened($0), $1, $2) }
        helpers.tabBarSidePlacement = { tab(widened($0), $1) }
        helpers.tabBarEditToolbarFrame = { toolbar(widened($0), $1, $2) }
        helpers.chatInputPanelSideInsets = { panel(widened($0), $1, $2, $3) }
        helpers.contentBandClipRect = { clipRect(widened($0)) }
        helpers.clippedToContentBand = { clipped(widened($0), $1) }
        helpers.sideColumnNavigationButtonFrame = { back(widened($0)) }
        helpers.placesNavigationButtonInSideColumn = { places(widened($0)) }
        helpers.environmentSideInsets = { environmentBand(widened($0), $1, $2, $3) }
        helpers.environmentBottomEdgeSideInsets = { environmentBottom(widened($0)) }
        helpers.freeBandSideInsets = { safe, corners, height, minY, maxY in free(safe, Self.widenedToTheirInsets(safe, corners), height, minY, maxY) }
        helpers.freeBottomEdgeSideInsets = { safe, corners in freeBottom(safe, Self.widenedToTheirInsets(safe, corners)) }
        return helpers
    }

    /// The helper set that reads a status island only beside UP's kind of top block (one block as tall as the safe
    /// top, on a side without a safe inset): beside any other, its top bar keeps the full status height and its
    /// trailing buttons, it has no island rows, and its viewers keep below the safe top.
    func islandsOfUPsKindOnly() -> PlacementHelpers {
        let isUPsKind: @Sendable (ContainerViewLayout) -> Bool = { SnapshotDecisions.topBar(LayoutSample(name: "app", layout: $0)) == nil }
        var helpers = self
        let island = topBarStatusIsland
        let islands = statusIslands
        let status = navigationBarStatusBarHeight
        let inset = navigationBarTrailingButtonsInset
        let environment = environment
        let top = statusIslandTopRowFrame
        let bottom = statusIslandBottomRowFrame
        let viewer = fullScreenViewerFrame
        helpers.topBarStatusIsland = { isUPsKind($0) ? island($0) : nil }
        helpers.statusIslands = { isUPsKind($0) ? islands($0) : [] }
        helpers.navigationBarStatusBarHeight = { isUPsKind($0) ? status($0) : $0.statusBarHeight ?? 0 }
        helpers.navigationBarTrailingButtonsInset = { isUPsKind($0) ? inset($0) : 0 }
        helpers.navigationBarTrailingButtonsMaxX = { $0.size.width - $0.safeInsets.right - (isUPsKind($0) ? inset($0) : 0) }
        helpers.environment = { layout in
            var carried = environment(layout)
            if !isUPsKind(layout) {
                carried.statusBarHeight = layout.statusBarHeight ?? 0
                carried.navigationBarTrailingButtonsInset = 0
            }
            return carried
        }
        helpers.statusIslandTopRowFrame = { isUPsKind($0) ? top($0, $1) : nil }
        helpers.statusIslandBottomRowFrame = { isUPsKind($0) ? bottom($0, $1) : nil }
        helpers.fullScreenViewerFrame = { layout in
            isUPsKind(layout)
                ? viewer(layout)
                : CGRect(x: 0, y: layout.safeInsets.top, width: layout.size.width, height: layout.size.height - layout.safeInsets.top)
        }
        return helpers
    }
}
