import Foundation
import DuoGeometry
import DuoProperties

/// The departure of the story card's decided number.
extension PlacementHelpers {
    /// The helper set whose story card keeps its input row's bottom and gives the row `height` instead of the
    /// decided 52.
    func storyInputRowOfHeight(_ height: CGFloat) -> PlacementHelpers {
        var helpers = self
        let card = storyCardLayout
        helpers.storyCardLayout = { layout in
            guard var placed = card(layout) else { return nil }
            let row = placed.inputRowFrame
            placed.inputRowFrame = CGRect(x: row.minX, y: row.maxY - height, width: row.width, height: height)
            return placed
        }
        return helpers
    }
}

/// The departure of the status bar's reading of a card that touches a block.
extension PlacementHelpers {
    /// The helper set that counts a card, or a frame, touching a block's edge as covering it: each finite frame is
    /// read a hair (one step of its values) larger on every side, in the status bar's style and in the status
    /// corner's test.
    func touchingCardsCovering() -> PlacementHelpers {
        var helpers = self
        let style = statusBarStyle
        let covers = coversStatusCorner
        @Sendable func grown(_ frame: CGRect) -> CGRect {
            guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { return frame }
            let minX = frame.minX.nextDown
            let minY = frame.minY.nextDown
            return CGRect(x: minX, y: minY, width: frame.maxX.nextUp - minX, height: frame.maxY.nextUp - minY)
        }
        helpers.statusBarStyle = { layout, behind, cards in
            style(layout, behind, cards.map { PresentedCard(frame: grown($0.frame), style: $0.style) })
        }
        helpers.coversStatusCorner = { layout, frame in covers(layout, grown(frame)) }
        return helpers
    }
}
