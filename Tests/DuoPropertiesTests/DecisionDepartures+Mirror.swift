import Foundation
import DuoGeometry
import DuoProperties

/// The departures of the clock line's mirror and of the square window.
extension PlacementHelpers {
    /// The helper set whose bottom rows beside an island (the mirrored row, the camera's controls, the editor's bar)
    /// stay centred on the clock line's mirror, `H - 47`, however tall: a tall one covers the home indicator.
    func tallMirrorsCentred() -> PlacementHelpers {
        var helpers = self
        let island = topBarStatusIsland
        let bottomRow = statusIslandBottomRowFrame
        let controls = cameraBottomControlsFrame
        let bar = editorBottomBarFrame
        @Sendable func centred(_ row: CGRect, in layout: ContainerViewLayout) -> CGRect {
            CGRect(x: row.minX, y: layout.size.height - 47 - row.height / 2, width: row.width, height: row.height)
        }
        helpers.statusIslandBottomRowFrame = { layout, height in bottomRow(layout, height).map { centred($0, in: layout) } }
        helpers.cameraBottomControlsFrame = { layout, height in
            island(layout) == nil ? controls(layout, height) : centred(controls(layout, height), in: layout)
        }
        helpers.editorBottomBarFrame = { layout, height in
            island(layout) == nil ? bar(layout, height) : centred(bar(layout, height), in: layout)
        }
        return helpers
    }

    /// The helper set that reads a square window as landscape: its story card keeps 16 from the bottom whatever the
    /// home indicator, as a landscape card does.
    func squareWindowsAsLandscape() -> PlacementHelpers {
        var helpers = self
        let card = storyCardLayout
        helpers.storyCardLayout = { layout in
            guard layout.size.width == layout.size.height else { return card(layout) }
            var landscape = layout
            landscape.intrinsicInsets.bottom = 0
            return card(landscape)
        }
        return helpers
    }
}
