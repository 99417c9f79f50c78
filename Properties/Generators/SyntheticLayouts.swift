import Foundation
import DuoCheckEngine
import DuoGeometry

extension ContainerViewLayout {
    /// A synthetic ordinary device's layout (see `Gen.syntheticOrdinaryDevices`): equal side insets, a top
    /// inset that is also the status bar, a home indicator of height `homeIndicator`, no reserved corners;
    /// an iPad of regular width or a phone of compact width.
    package static func syntheticOrdinary(
        width: CGFloat, height: CGFloat, sideInset: CGFloat, topInset: CGFloat, isTablet: Bool, homeIndicator: CGFloat, cornerRadius: CGFloat
    ) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: LayoutMetrics(widthClass: isTablet ? .regular : .compact),
            deviceType: isTablet ? .tablet : .phone,
            safeInsets: EdgeInsets(top: topInset, left: sideInset, bottom: 0, right: sideInset),
            intrinsicInsets: EdgeInsets(bottom: homeIndicator),
            statusBarHeight: topInset > 0 ? topInset : nil,
            reservedCorners: .none,
            screenCornerRadii: .uniform(cornerRadius))
    }
}

/// The blocks of a synthetic foldable as they are drawn, each widened into a side inset or (a top block)
/// into the top inset the way UIKit widens them; a block in a corner that already has one is left out.
package struct SyntheticFoldableTable {
    /// The blocks kept, in the order drawn.
    package private(set) var blocks: [ReservedCornerBlock] = []
    /// The safe insets the blocks widen.
    package private(set) var insets = EdgeInsets.zero

    package init() {
        blocks.reserveCapacity(2)
    }

    /// Adds a drawn block, unless its corner has one already.
    package mutating func add(corner: ScreenCorner, width: CGFloat, height: CGFloat, widenedToTop: Bool) {
        guard !blocks.contains(where: { $0.corner == corner }) else { return }
        blocks.append(ReservedCornerBlock(corner: corner, width: width, height: height))
        if widenedToTop && corner.isTop {
            insets.top = max(insets.top, height)
        } else if corner.side == .left {
            insets.left = max(insets.left, width)
        } else {
            insets.right = max(insets.right, width)
        }
    }

    /// The layout of a `width` x `height` phone window with these blocks.
    package func layout(width: CGFloat, height: CGFloat, hasHomeIndicator: Bool, radii: ScreenCornerRadii, isRegular: Bool) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: LayoutMetrics(widthClass: isRegular ? .regular : .compact),
            deviceType: .phone, safeInsets: insets,
            intrinsicInsets: EdgeInsets(bottom: hasHomeIndicator ? 20 : 0),
            statusBarHeight: insets.top > 0 ? insets.top : nil,
            reservedCorners: ReservedCorners(blocks),
            screenCornerRadii: radii)
    }
}
