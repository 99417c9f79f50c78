import Foundation
import DuoGeometry
import DuoProperties

/// The departures of decided numbers: the story card's input row, the editor's bar.
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

    /// The helper set whose editor's bar, where it ends the decided 8 above the preview's bottom or the home
    /// indicator (under a preview no taller than the window, away from an island), ends `gap` above instead.
    func editorBarGapOf(_ gap: CGFloat) -> PlacementHelpers {
        var helpers = self
        let bar = editorBottomBarFrame
        let preview = cameraPreviewFrame
        helpers.editorBottomBarFrame = { layout, height in
            let frame = bar(layout, height)
            let decided = Swift.min(preview(layout).maxY, layout.size.height - layout.intrinsicInsets.bottom) - DecidedNumbers.editorBarPreviewGap
            guard !(preview(layout).height > layout.size.height), frame.maxY == decided else { return frame }
            return frame.offsetBy(dx: 0, dy: DecidedNumbers.editorBarPreviewGap - gap)
        }
        return helpers
    }
}
