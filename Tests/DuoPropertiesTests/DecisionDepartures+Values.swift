import Foundation
import DuoGeometry
import DuoProperties

/// The departures of the side tab bar's counts and of the statements about every answer to hostile input: each
/// reads the decision the other way on layouts with blocks, where no collapse law fixes the answer's bits.
extension PlacementHelpers {
    /// The most items the departing side tab bar places: a bar that keeps its items 24 points or taller past 8.
    static let departingTabBarItems = 16

    /// The helper set that places a side tab bar of 9 to 16 items wherever each keeps 24 points or more (the core
    /// stops at 8), and keeps the edit toolbar's band beside such a bar.
    func sideTabBarsPastEight() -> PlacementHelpers {
        var helpers = self
        let placement = tabBarSidePlacement
        let toolbar = tabBarEditToolbarFrame
        let longBar: @Sendable (ContainerViewLayout, Int) -> TabBarSidePlacement? = { layout, count in
            guard (9...Self.departingTabBarItems).contains(count), let strip = layout.sideColumnStrip, var bar = placement(layout, 8) else {
                return nil
            }
            let bottom = Swift.min(strip.maxY, layout.size.height - layout.intrinsicInsets.bottom)
            let height = Swift.min(56, (bottom - strip.minY) / CGFloat(count))
            guard height.isFinite, height >= 24 else { return nil }
            let top = Swift.max(strip.minY, bottom - height * CGFloat(count))
            bar.barFrame = CGRect(x: strip.minX, y: top, width: strip.width, height: bottom - top)
            bar.itemFrames = (0..<count).map { CGRect(x: strip.minX, y: top + height * CGFloat($0), width: strip.width, height: height) }
            return bar
        }
        helpers.tabBarSidePlacement = { layout, count in count > 8 ? longBar(layout, count) : placement(layout, count) }
        helpers.tabBarEditToolbarFrame = { layout, count, height in
            guard longBar(layout, count) != nil else { return toolbar(layout, count, height) }
            let safe = layout.safeInsets
            return CGRect(
                x: safe.left, y: layout.size.height - layout.intrinsicInsets.bottom - height, width: layout.size.width - safe.left - safe.right,
                height: height)
        }
        return helpers
    }

    /// The helper set that, beside blocks, answers 0 for every NaN or infinity of its status height, pop-up cards,
    /// viewers, title, list margins and caption insets: what cannot be placed is put at the origin, rather than
    /// carried through IEEE arithmetic.
    func hostileAnswersAtZero() -> PlacementHelpers {
        var helpers = self
        let status = navigationBarStatusBarHeight
        let title = navigationBarTitleCenterX
        let popUp = popUpCardMinY
        let viewer = fullScreenViewerFrame
        let margins = listSideMargins
        let caption = draggableCaptionSideInsets
        let zeroed: @Sendable (ContainerViewLayout, CGFloat) -> CGFloat = { layout, value in
            layout.reservedCorners.blocks.isEmpty || value.isFinite ? value : 0
        }
        helpers.navigationBarStatusBarHeight = { zeroed($0, status($0)) }
        helpers.navigationBarTitleCenterX = { zeroed($0, title($0)) }
        helpers.popUpCardMinY = { zeroed($0, popUp($0)) }
        helpers.fullScreenViewerFrame = { layout in
            let frame = viewer(layout)
            return CGRect(
                x: zeroed(layout, frame.origin.x), y: zeroed(layout, frame.origin.y), width: zeroed(layout, frame.size.width),
                height: zeroed(layout, frame.size.height))
        }
        helpers.listSideMargins = { layout, base in
            let found = margins(layout, base)
            return SideMargins(left: zeroed(layout, found.left), right: zeroed(layout, found.right))
        }
        helpers.draggableCaptionSideInsets = { layout in
            let found = caption(layout)
            return EdgeInsets(
                top: zeroed(layout, found.top), left: zeroed(layout, found.left), bottom: zeroed(layout, found.bottom),
                right: zeroed(layout, found.right))
        }
        return helpers
    }

    /// The helper set whose edit toolbar, beside blocks in a window of negative width, has no width (NaN): a window
    /// turned inside out has no bottom edge to span, and the app says so rather than placing a bar of negative width.
    /// No device has such a window, and no rule reads one; a finite answer there is the project's decision alone.
    func toolbarsOfNoWidthInInvertedWindows() -> PlacementHelpers {
        var helpers = self
        let toolbar = tabBarEditToolbarFrame
        helpers.tabBarEditToolbarFrame = { layout, count, height in
            var frame = toolbar(layout, count, height)
            if !layout.reservedCorners.blocks.isEmpty, layout.size.width < 0 { frame.size.width = .nan }
            return frame
        }
        return helpers
    }

    /// The helper set whose top bar, beside top-corner blocks not of UP's kind, reads no island: it keeps the full
    /// status height, in its environment too.
    func fullStatusBesideOtherIslands() -> PlacementHelpers {
        var helpers = self
        let status = navigationBarStatusBarHeight
        let environment = environment
        let isOther: @Sendable (ContainerViewLayout) -> Bool = { SnapshotDecisions.topBar(LayoutSample(name: "app", layout: $0)) != nil }
        helpers.navigationBarStatusBarHeight = { layout in isOther(layout) ? layout.statusBarHeight ?? 0 : status(layout) }
        helpers.environment = { layout in
            var carried = environment(layout)
            if isOther(layout) { carried.statusBarHeight = layout.statusBarHeight ?? 0 }
            return carried
        }
        return helpers
    }
}
