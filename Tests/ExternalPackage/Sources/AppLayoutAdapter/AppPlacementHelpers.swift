import AppLayout
import DuoCheckConformance
import DuoGeometry

#if canImport(UIKit)
    import UIKit
#endif

/// The adapter: DuoCheck's layout model in, the app's types through its own helpers, DuoCheck's values out. On
/// iOS it goes through UIKit's own `UIEdgeInsets`, as the app's code does; elsewhere through the app's `AppInsets`.
/// It is a library of its own, so that the conformance tests and the fuzz target share it.
extension AppLayout {
    init(_ layout: ContainerViewLayout) {
        let safe = layout.safeInsets
        let blocks = layout.reservedCorners.blocks.map {
            AppCornerBlock(isTop: $0.corner.isTop, isLeft: $0.corner.side == .left, width: $0.width, height: $0.height)
        }
        #if canImport(UIKit)
            self.init(safeAreaInsets: UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right), cornerBlocks: blocks)
        #else
            self.init(safeInsets: AppInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right), cornerBlocks: blocks)
        #endif
        size = layout.size
    }

    /// The app's bottom-edge insets in DuoCheck's type.
    var bottomEdgeInsets: EdgeInsets {
        #if canImport(UIKit)
            let insets = bottomEdgeSafeAreaInsets()
        #else
            let insets = bottomEdgeSideInsets()
        #endif
        return EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension PlacementHelpers {
    /// The reference with the helpers the app implements replaced by the app's own.
    public static let app: PlacementHelpers = {
        var helpers = PlacementHelpers.core
        helpers.listSideMargins = { layout, base in
            let margins = AppLayout(layout).listSideMargins(base: base)
            return SideMargins(left: margins.left, right: margins.right)
        }
        helpers.bottomEdgeSideInsets = { layout in AppLayout(layout).bottomEdgeInsets }
        helpers.coversStatusCorner = { layout, frame in AppLayout(layout).coversStatusCorner(frame: frame) }
        return helpers
    }()
}
