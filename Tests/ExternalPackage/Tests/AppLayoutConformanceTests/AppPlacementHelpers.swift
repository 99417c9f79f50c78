import AppLayout
import DuoCheckConformance
import DuoGeometry

/// The adapter: DuoCheck's layout model in, the app's types through its own helpers, DuoCheck's values out.
extension AppLayout {
    init(_ layout: ContainerViewLayout) {
        let safe = layout.safeInsets
        self.init(
            safeInsets: AppInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
            cornerBlocks: layout.reservedCorners.blocks.map {
                AppCornerBlock(isTop: $0.corner.isTop, isLeft: $0.corner.side == .left, width: $0.width, height: $0.height)
            })
    }
}

extension EdgeInsets {
    init(_ insets: AppInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension PlacementHelpers {
    /// The reference with the helpers the app implements replaced by the app's own.
    static let app: PlacementHelpers = {
        var helpers = PlacementHelpers.core
        helpers.listSideMargins = { layout, base in
            let margins = AppLayout(layout).listSideMargins(base: base)
            return SideMargins(left: margins.left, right: margins.right)
        }
        helpers.bottomEdgeSideInsets = { layout in EdgeInsets(AppLayout(layout).bottomEdgeSideInsets()) }
        return helpers
    }()
}
