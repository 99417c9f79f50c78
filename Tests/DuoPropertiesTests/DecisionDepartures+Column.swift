import Foundation
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

/// The departures of the side tab bar's numbers and of the strip a column takes.
extension PlacementHelpers {
    /// The helper set whose side tab bar items are at most `height` tall instead of the decided 56: a bar of taller
    /// items keeps its bottom and its count, with each item `height` tall, stacked up from the bottom.
    func sideTabItemsAtMost(_ height: CGFloat) -> PlacementHelpers {
        var helpers = self
        let placement = tabBarSidePlacement
        helpers.tabBarSidePlacement = { layout, count in
            guard var bar = placement(layout, count), let item = bar.itemFrames.first, item.size.height > height else {
                return placement(layout, count)
            }
            let bottom = bar.barFrame.origin.y + bar.barFrame.size.height
            let total = height * CGFloat(bar.itemFrames.count)
            bar.barFrame = CGRect(x: bar.barFrame.origin.x, y: bottom - total, width: bar.barFrame.size.width, height: total)
            bar.itemFrames = bar.itemFrames.indices.map { index in
                CGRect(x: item.origin.x, y: bottom - total + height * CGFloat(index), width: item.size.width, height: height)
            }
            return bar
        }
        return helpers
    }

    /// The helper set whose side column and side tab bar take the right strip where a layout has two: each is placed
    /// on the mirrored layout and mirrored back, which moves nothing where the layout has one strip.
    func columnsOnTheRightStrip() -> PlacementHelpers {
        var helpers = self
        let frames = sideColumnFrames
        let placement = tabBarSidePlacement
        @Sendable func back(_ frame: CGRect, in layout: ContainerViewLayout) -> CGRect {
            CGRect(x: layout.size.width - (frame.origin.x + frame.size.width), y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        }
        helpers.sideColumnFrames = { layout, shapes in
            guard layout.size.width.isFinite else { return frames(layout, shapes) }
            return frames(layout.mirrored, shapes).map { back($0, in: layout) }
        }
        helpers.tabBarSidePlacement = { layout, count in
            guard layout.size.width.isFinite, var bar = placement(layout.mirrored, count) else { return placement(layout, count) }
            bar.barFrame = back(bar.barFrame, in: layout)
            bar.itemFrames = bar.itemFrames.map { back($0, in: layout) }
            return bar
        }
        return helpers
    }
}

/// The departure of the side column's circle size.
extension PlacementHelpers {
    /// The helper set whose side-column shapes are at most `diameter` across instead of the decided 44: each frame
    /// keeps its centre and is inset by half the difference on every side, so the shapes keep their places, a little
    /// further apart.
    func sideColumnShapesAcross(_ diameter: CGFloat) -> PlacementHelpers {
        var helpers = self
        let frames = sideColumnFrames
        let back = sideColumnNavigationButtonFrame
        @Sendable func narrowed(_ frame: CGRect) -> CGRect {
            let inset = (frame.size.width - Swift.min(frame.size.width, diameter)) / 2
            return frame.insetBy(dx: inset, dy: inset)
        }
        helpers.sideColumnFrames = { layout, shapes in frames(layout, shapes).map(narrowed) }
        helpers.sideColumnNavigationButtonFrame = { layout in back(layout).map(narrowed) }
        return helpers
    }
}
