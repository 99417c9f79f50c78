import Foundation
import DuoGeometry
import DuoProperties

/// The departure of the camera's and the editor's decided numbers.
extension PlacementHelpers {
    /// The helper set whose camera controls are lifted `lift` above their line instead of the decided 16, and whose
    /// editor bar ends `gap` above the preview's bottom or the home indicator instead of the decided 8, on every device
    /// without a status island: an app whose own legacy rows used other numbers, and whose fix kept them.
    func cameraRows(lift: CGFloat, gap: CGFloat) -> PlacementHelpers {
        var helpers = self
        let controls = cameraBottomControlsFrame
        let bar = editorBottomBarFrame
        helpers.cameraBottomControlsFrame = { layout, height in
            var row = controls(layout, height)
            guard layout.topBarStatusIsland == nil else { return row }
            let H = layout.size.height
            if layout.cameraPreviewIsTallerThanScreen {
                let indicator = layout.reservedCorners.isEmpty ? 0 : layout.intrinsicInsets.bottom
                row.origin.y = H - indicator - lift - height
            } else {
                row.origin.y = Swift.min(row.origin.y, H - layout.intrinsicInsets.bottom - lift - height)
            }
            return row
        }
        helpers.editorBottomBarFrame = { layout, height in
            var row = bar(layout, height)
            guard layout.topBarStatusIsland == nil, !layout.cameraPreviewIsTallerThanScreen else { return row }
            let end = Swift.min(layout.cameraPreviewFrame.maxY, layout.size.height - layout.intrinsicInsets.bottom)
            row.origin.y = end - gap - height
            return row
        }
        return helpers
    }
}

/// The departure of where a taller preview's bar is measured from off the Duo.
extension PlacementHelpers {
    /// The helper set whose editor bar, under a preview taller than the screen on a layout without blocks, ends 62
    /// above the home indicator, as on the Duo, instead of 62 above the screen's edge as the legacy expression has it.
    func tallerPreviewBarFromTheIndicator() -> PlacementHelpers {
        var helpers = self
        let bar = editorBottomBarFrame
        helpers.editorBottomBarFrame = { layout, height in
            var row = bar(layout, height)
            guard layout.topBarStatusIsland == nil, layout.cameraPreviewIsTallerThanScreen, layout.reservedCorners.isEmpty else { return row }
            row.origin.y = layout.size.height - layout.intrinsicInsets.bottom - 62 - height
            return row
        }
        return helpers
    }
}
