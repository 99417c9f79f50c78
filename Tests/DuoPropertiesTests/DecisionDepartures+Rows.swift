import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

/// The departures of how a row reaches a block.
extension PlacementHelpers {
    /// The helper set with every form of a row's side insets asked for the row `row` makes of the one given.
    func readingRows(_ row: @escaping @Sendable (CGFloat, CGFloat) -> (CGFloat, CGFloat)) -> PlacementHelpers {
        var helpers = self
        let band = bandSideInsets
        let free = freeBandSideInsets
        let environment = environmentSideInsets
        helpers.bandSideInsets = { layout, minY, maxY in
            let (top, bottom) = row(minY, maxY)
            return band(layout, top, bottom)
        }
        helpers.freeBandSideInsets = { safe, corners, height, minY, maxY in
            let (top, bottom) = row(minY, maxY)
            return free(safe, corners, height, top, bottom)
        }
        helpers.environmentSideInsets = { given, minY, maxY, height in
            let (top, bottom) = row(minY, maxY)
            return environment(given, top, bottom, height)
        }
        return helpers.buildingOnItsOwnBand()
    }

    /// The helper set where a side without a strip, widened to a block of its own, is widened a point further (never
    /// past the window's width where the form knows it), in every form of the band's and the bottom edge's insets.
    func wideningAPointFurther() -> PlacementHelpers {
        adjustingInsets(rows: true, bottomEdge: true) { insets, asked in
            var widened = insets
            for side in HorizontalEdge.allCases {
                let inset = asked.safeInset(side)
                let given = side == .left ? insets.left : insets.right
                let further = Swift.min(given + 1, asked.width - (side == .left ? insets.right : insets.left))
                guard !asked.isStripSide(side), given > inset, further > given else { continue }
                if side == .left { widened.left = further } else { widened.right = further }
            }
            return widened
        }
    }

    /// The helper set where, at the bottom edge, a strip side keeps its inset beside a top block of its own that
    /// covers the window's last row.
    func tallTopBlocksReachingTheBottomEdge() -> PlacementHelpers {
        adjustingInsets(rows: false, bottomEdge: true) { insets, asked in
            var reached = insets
            for block in asked.corners.blocks where block.corner.isTop && block.height >= asked.height && asked.isStripSide(block.corner.side) {
                if block.corner.side == .left { reached.left = asked.safeInset(.left) } else { reached.right = asked.safeInset(.right) }
            }
            return reached
        }
    }

    /// The helper set where a strip side keeps its inset on a row that spans the line of a block of its own of no
    /// height, in every form of the band's insets.
    func flatBlocksReachingTheirLine() -> PlacementHelpers {
        adjustingInsets(rows: true, bottomEdge: false) { insets, asked in
            var reached = insets
            for block in asked.corners.blocks where block.height == 0 {
                let side = block.corner.side
                let line = block.corner.isTop ? 0 : asked.height
                guard asked.isStripSide(side), Swift.min(asked.minY, asked.maxY) <= line, line <= Swift.max(asked.minY, asked.maxY) else { continue }
                if side == .left { reached.left = asked.safeInset(side) } else { reached.right = asked.safeInset(side) }
            }
            return reached
        }
    }

    /// The helper set with every form of a row's side insets (`rows`) and of the bottom edge's (`bottomEdge`) given
    /// as `adjust` makes them of the form's own answer and what the form was asked.
    func adjustingInsets(rows: Bool, bottomEdge: Bool, _ adjust: @escaping @Sendable (EdgeInsets, InsetQuestion) -> EdgeInsets) -> PlacementHelpers {
        var helpers = self
        let band = bandSideInsets
        let bottom = bottomEdgeSideInsets
        let free = freeBandSideInsets
        let freeBottom = freeBottomEdgeSideInsets
        let environment = environmentSideInsets
        let environmentBottom = environmentBottomEdgeSideInsets
        if rows {
            helpers.bandSideInsets = { layout, minY, maxY in
                adjust(band(layout, minY, maxY), InsetQuestion(layout.safeInsets, layout.reservedCorners, layout.size, minY, maxY))
            }
            helpers.freeBandSideInsets = { safe, corners, height, minY, maxY in
                adjust(free(safe, corners, height, minY, maxY), InsetQuestion(safe, corners, CGSize(width: .infinity, height: height), minY, maxY))
            }
            helpers.environmentSideInsets = { given, minY, maxY, height in
                let size = CGSize(width: .infinity, height: height)
                return adjust(environment(given, minY, maxY, height), InsetQuestion(given.safeInsets, given.reservedCorners, size, minY, maxY))
            }
        }
        if bottomEdge {
            helpers.bottomEdgeSideInsets = { layout in adjust(bottom(layout), InsetQuestion(layout.safeInsets, layout.reservedCorners, layout.size)) }
            helpers.freeBottomEdgeSideInsets = { safe, corners in adjust(freeBottom(safe, corners), InsetQuestion(safe, corners)) }
            helpers.environmentBottomEdgeSideInsets = { given in
                adjust(environmentBottom(given), InsetQuestion(given.safeInsets, given.reservedCorners))
            }
        }
        return helpers.buildingOnItsOwnBand()
    }

    /// The helper set whose input panel, sheet header, short sheet and island top row are built on its own band and
    /// bottom edge, as an app's are: the panel takes the band of its rows, a header's corners and the top row the band
    /// of their rows, and a short sheet spans the bottom edge.
    func buildingOnItsOwnBand() -> PlacementHelpers {
        var helpers = self
        let band = bandSideInsets
        let bottom = bottomEdgeSideInsets
        let sheet = resizableSheetPlacement
        helpers.chatInputPanelSideInsets = { layout, minY, maxY, column in column ? layout.safeInsets : band(layout, minY, maxY) }
        helpers.sheetHeaderCornerInsets = { layout, frame, header in
            let row = band(layout, frame.minY, frame.minY + header)
            let left = row.left - frame.origin.x
            let right = (frame.origin.x + frame.size.width) - (layout.size.width - row.right)
            return EdgeInsets(left: left > 0 ? left : 0, right: right > 0 ? right : 0)
        }
        helpers.resizableSheetPlacement = { layout, height in
            guard height == .short else { return sheet(layout, height) }
            let insets = bottom(layout)
            return HorizontalPlacement(x: insets.left, width: layout.size.width - insets.left - insets.right)
        }
        // The island's top row, centred on the clock line (47), takes the band of its own rows.
        let topRow = statusIslandTopRowFrame
        helpers.statusIslandTopRowFrame = { layout, height in
            guard topRow(layout, height) != nil else { return nil }
            let insets = band(layout, 47 - height / 2, 47 + height / 2)
            return CGRect(x: insets.left, y: 47 - height / 2, width: layout.size.width - insets.left - insets.right, height: height)
        }
        return helpers
    }
}
