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
