#if canImport(UIKit)
    import UIKit

    // On iOS the app's helpers speak UIKit, as a view controller reads its safe area: `UIEdgeInsets`.
    extension AppLayout {
        /// The layout of a window whose safe area UIKit gives as `safeAreaInsets`.
        public init(safeAreaInsets: UIEdgeInsets, cornerBlocks: [AppCornerBlock]) {
            let safe = safeAreaInsets
            self.init(safeInsets: AppInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right), cornerBlocks: cornerBlocks)
        }

        /// ``bottomEdgeSideInsets()`` as UIKit's insets.
        public func bottomEdgeSafeAreaInsets() -> UIEdgeInsets {
            let insets = bottomEdgeSideInsets()
            return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
