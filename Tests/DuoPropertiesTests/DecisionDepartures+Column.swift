import DuoGeometry
import DuoProperties

/// The departures of the side column's decisions.
extension PlacementHelpers {
    /// The helper set that places the back button, and a Done-only form's Done, in the row on any layout that is no
    /// Duo posture.
    func columnOnPosturesOnly() -> PlacementHelpers {
        var helpers = self
        let placement = barButtonPlacement
        helpers.barButtonPlacement = { layout, button in
            let isPosture = DuoPosture.allCases.contains { ContainerViewLayout.iPhoneDuo($0) == layout }
            let movable = button.role == .back || button == .done(takesTurnsWithEdit: false)
            return !isPosture && movable ? .row : placement(layout, button)
        }
        return helpers
    }

    /// The helper set whose side column leaves out each shape that does not fit and stacks the next ones in its
    /// place: the frames of the shapes that remain once every misfit is dropped.
    func columnSkippingMisfits() -> PlacementHelpers {
        var helpers = self
        let frames = sideColumnFrames
        helpers.sideColumnFrames = { layout, shapes in
            var kept = shapes
            var placed = frames(layout, kept)
            while placed.count < kept.count {
                kept.remove(at: placed.count)
                placed = frames(layout, kept)
            }
            return placed
        }
        return helpers
    }
}
