import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// The decision that which strip holds the side column and side tab bar rests on: the left of two strips
    /// (``Decision/leftStripOfTwo``), or what a side whose inset is inconsistent with its blocks has
    /// (``Decision/inconsistentInsetIsKept``); nil where the spec alone gives the strip.
    static func stripDecision(_ sample: LayoutSample) -> Decision? {
        let oracle = ExpectedLayout(sample)
        return oracle.hasTwoStrips ? .leftStripOfTwo : oracle.hasInconsistentInset ? .inconsistentInsetIsKept : nil
    }
}

/// Whether a side tab bar of `count` items has a place in `sample`: a strip, a count in 1...8, and room for `count`
/// items of the least height, 24, from the strip's top to its bottom or the home indicator.
func sideTabBarIsPlaced(count: Int, in sample: LayoutSample) -> Bool {
    guard (1...DecidedNumbers.sideTabBarMaximumItemCount).contains(count), let strip = ExpectedLayout(sample).columnStrip else { return false }
    let room = Swift.min(strip.maxY, sample.layout.size.height - sample.layout.intrinsicInsets.bottom) - strip.minY
    return room >= DecidedNumbers.sideTabBarMinimumItemHeight * CGFloat(count)
}

/// The side tab bar's items share one height, at most the decided 56, and are shorter only when the bar fills the
/// room from the strip's top: the relations that fix each item's height, with the stacking checked beside them.
func requireSideTabItemHeights(_ bar: TabBarSidePlacement, in strip: CGRect) throws {
    guard let height = bar.itemFrames.first?.height else { return }
    for (index, frame) in bar.itemFrames.enumerated() {
        try requireClose(frame.height, height, "item \(index)'s height, as the first item's \(height)")
    }
    try require(height <= DecidedNumbers.sideTabBarItemHeight + 1e-9, "items \(height) tall, over the decided \(DecidedNumbers.sideTabBarItemHeight)")
    if height < DecidedNumbers.sideTabBarItemHeight - 1e-9 {
        try requireClose(
            bar.barFrame.minY, strip.minY, "a bar of items \(height) tall, under \(DecidedNumbers.sideTabBarItemHeight), starts at the strip's top")
    }
}

/// Whether the side tab bar of `item`'s count has a place (see ``sideTabBarIsPlaced(count:in:)``).
func sideTabBarIsPlaced(_ item: ColumnCase) -> Bool { sideTabBarIsPlaced(count: item.tabBarItemCount, in: item.sample) }
