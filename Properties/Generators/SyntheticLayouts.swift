import Foundation
import DuoCheckEngine
import DuoGeometry

extension ContainerViewLayout {
    /// A synthetic ordinary device's layout (see `Gen.syntheticOrdinaryDevices`): equal side insets, a top
    /// inset that is also the status bar, a home indicator of height `homeIndicator`, no reserved corners;
    /// `device`'s type and classes.
    package static func syntheticOrdinary(
        width: CGFloat, height: CGFloat, sideInset: CGFloat, topInset: CGFloat, device: SyntheticDevice, homeIndicator: CGFloat,
        cornerRadius: CGFloat
    ) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: device.metrics,
            deviceType: device.type,
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

    /// The layout of a `width` x `height` window of `device` with these blocks.
    package func layout(
        width: CGFloat, height: CGFloat, hasHomeIndicator: Bool, radii: ScreenCornerRadii, device: SyntheticDevice
    ) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: device.metrics,
            deviceType: device.type, safeInsets: insets,
            intrinsicInsets: EdgeInsets(bottom: hasHomeIndicator ? 20 : 0),
            statusBarHeight: insets.top > 0 ? insets.top : nil,
            reservedCorners: ReservedCorners(blocks),
            screenCornerRadii: radii)
    }
}

/// How an inconsistent table's side inset departs from the blocks on its side.
package enum InconsistentInset: CaseIterable, Sendable {
    /// Wider than its widest block by whole points, or positive on a side without a block.
    case widened
    /// Narrower than its widest block by whole points, or by half its width where that is no more; still positive.
    case narrowed
    /// A quarter or half a point either way of its widest block.
    case fractionOff

    /// The amounts a `fractionOff` inset is off by.
    package static let fractions: [CGFloat] = [0.5, -0.5, 0.25, -0.25]

    /// Sets a side inset of `layout` `amount` away from its blocks, as this kind says: on `side`, or, for a kind
    /// measured from a block, on the other side where only that one has blocks; widened where neither has one.
    package func apply(_ amount: CGFloat, on side: HorizontalEdge, to layout: inout ContainerViewLayout) {
        func widest(_ side: HorizontalEdge) -> CGFloat? {
            layout.reservedCorners.filter { $0.corner.side == side }.map(\.width).max()
        }
        let chosen = self == .widened || widest(side) != nil || widest(side.opposite) == nil ? side : side.opposite
        let current = chosen == .left ? layout.safeInsets.left : layout.safeInsets.right
        let inset: CGFloat
        switch (self, widest(chosen)) {
        case (.narrowed, let widest?): inset = amount < widest ? widest - amount : widest / 2
        case (.fractionOff, let widest?): inset = max(0, widest + amount)
        case (.fractionOff, nil): inset = current + abs(amount)
        default: inset = current + amount
        }
        if chosen == .left { layout.safeInsets.left = inset } else { layout.safeInsets.right = inset }
    }
}
