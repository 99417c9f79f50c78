import Foundation

// MARK: - Side tab bar

/// The side tab bar of a root screen: in the strip, at its bottom.
public struct TabBarSidePlacement: Hashable, Codable, Sendable {
    /// The whole bar.
    public var barFrame: CGRect
    /// One frame per item, top to bottom.
    public var itemFrames: [CGRect]

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(barFrame)
        hasher.combineGeometry(itemFrames)
    }
}

/// The tallest a side tab bar item gets.
public let sideTabBarItemHeight: CGFloat = 56
/// The shortest a side tab bar item may get; with less room the bar is not placed at the side.
public let sideTabBarMinimumItemHeight: CGFloat = 24
/// The most items a side tab bar holds (a phone's tab bar shows five and More); with more, the bar is not
/// placed at the side. This also bounds the frames built for a hostile count such as `Int.max`.
public let sideTabBarMaximumItemCount = 8

/// The side tab bar (`tabBarSidePlacement(layout:itemCount:)`): the items stacked in the side column's strip
/// and ending at the strip's bottom, or above the home indicator when the strip reaches the bottom edge.
/// Each item is `min(56, room / itemCount)` tall. Nil (the legacy result: a bottom tab bar) when there is no
/// strip, when `itemCount` is not in `1...8`, when an item would be shorter than 24, or when the room is not
/// finite. (The robustness property found the old version building `Int.max` item frames.)
public func tabBarSidePlacement(layout: ContainerViewLayout, itemCount: Int) -> TabBarSidePlacement? {
    guard (1...sideTabBarMaximumItemCount).contains(itemCount), let strip = layout.sideColumnStrip else { return nil }
    let bottom = min(strip.maxY, layout.size.height - layout.intrinsicInsets.bottom)
    let room = bottom - strip.minY
    guard room.isFinite else { return nil }
    let itemHeight = min(sideTabBarItemHeight, room / CGFloat(itemCount))
    guard itemHeight >= sideTabBarMinimumItemHeight else { return nil }
    // `room / itemCount * itemCount` can round past the room: never start above the strip (a bar 3e-14 above
    // it is in `Seeds/side-tab-bar/`).
    let barMinY = max(strip.minY, bottom - itemHeight * CGFloat(itemCount))
    let bar = CGRect(x: strip.minX, y: barMinY, width: strip.width, height: bottom - barMinY)
    let items = (0..<itemCount).map { index in
        CGRect(x: strip.minX, y: bar.minY + itemHeight * CGFloat(index), width: strip.width, height: itemHeight)
    }
    return TabBarSidePlacement(barFrame: bar, itemFrames: items)
}

/// The edit toolbar of a root screen (replacing the tab bar while editing), `height` tall above the home
/// indicator.
///
/// - Beside a side tab bar it keeps the band between the safe insets (rule 3: "Keeps the band instead: ...
///   anything beside the side tab bar").
/// - Otherwise it is an ordinary bottom toolbar (rule 3: "A button or panel anchored at the bottom spans the
///   strip and keeps clear only of a corner block that reaches its row"): it spans the bottom-edge band,
///   `bottomEdgeSideInsets()`, so on FL it stops at x 594, short of the bottom-right block, and spans the
///   strip in every other posture.
/// - With no reserved corners (every other device) it spans the whole window: the legacy full-width toolbar,
///   bit for bit, whatever the safe insets.
public func tabBarEditToolbarFrame(layout: ContainerViewLayout, itemCount: Int, height: CGFloat) -> CGRect {
    let y = layout.size.height - layout.intrinsicInsets.bottom - height
    let insets: EdgeInsets
    if layout.reservedCorners.isEmpty {
        insets = .zero
    } else if tabBarSidePlacement(layout: layout, itemCount: itemCount) != nil {
        insets = layout.safeInsets
    } else {
        insets = layout.bottomEdgeSideInsets()
    }
    return CGRect(x: insets.left, y: y, width: layout.size.width - insets.left - insets.right, height: height)
}

/// The legacy edit toolbar: the full window width above the home indicator.
public func legacyTabBarEditToolbarFrame(layout: ContainerViewLayout, height: CGFloat) -> CGRect {
    CGRect(x: 0, y: layout.size.height - layout.intrinsicInsets.bottom - height, width: layout.size.width, height: height)
}
