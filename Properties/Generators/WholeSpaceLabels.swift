import Foundation
import DuoCheckEngine
import DuoGeometry

/// The labels of the whole space's regions (see `WholeSpaceGenerators.swift`), each read from the drawn layout
/// itself rather than from the flag that asked for it, so that a requirement on one counts what was drawn.
package enum WholeSpaceLabel {
    package static let bottomSafeInset = "bottom safe inset"
    package static let intrinsicSideInsets = "intrinsic side insets"
    package static let subPointFoldable = "sub-point foldable"
    package static let insetFractionOffBlock = "inset a fraction off its block"
    package static let blockCoversColumn = "blocks covering a side column"
    package static let unequalSidesWithoutBlocks = "no blocks, unequal sides"
    package static let oddSideDifference = "side insets an odd number of points apart"
    package static let safeTopBelowStatusBar = "safe top below the status bar"
    package static let noStatusBarOverTopInset = "no status bar over a top inset"
    package static let intrinsicTopInset = "intrinsic top inset"

    /// Every region's label.
    package static let all = [
        bottomSafeInset, intrinsicSideInsets, subPointFoldable, insetFractionOffBlock, blockCoversColumn, unequalSidesWithoutBlocks,
        oddSideDifference, safeTopBelowStatusBar, noStatusBarOverTopInset, intrinsicTopInset
    ]

    /// The labels of the regions `layout` lies in.
    package static func labels(of layout: ContainerViewLayout) -> [String] {
        let safe = layout.safeInsets
        let blocks = layout.reservedCorners
        var labels: [String] = []
        if safe.bottom > 0 { labels.append(bottomSafeInset) }
        if layout.intrinsicInsets.left > 0 || layout.intrinsicInsets.right > 0 { labels.append(intrinsicSideInsets) }
        let sizes = [layout.size.width, layout.size.height, safe.left, safe.right] + blocks.flatMap { [$0.width, $0.height] }
        if !blocks.isEmpty, sizes.contains(where: { $0.isFinite && $0 != $0.rounded(.down) }) { labels.append(subPointFoldable) }
        for side in HorizontalEdge.allCases {
            let own = blocks.filter { $0.corner.side == side }
            if let widest = own.map(\.width).max(), abs(safe.side(side) - widest) > 0, abs(safe.side(side) - widest) < 1 {
                labels.append(insetFractionOffBlock)
                break
            }
        }
        for side in HorizontalEdge.allCases where coversColumn(blocks.filter { $0.corner.side == side }, height: layout.size.height) {
            labels.append(blockCoversColumn)
            break
        }
        if blocks.isEmpty, safe.left != safe.right { labels.append(unequalSidesWithoutBlocks) }
        let difference = abs(safe.left - safe.right)
        if difference == difference.rounded(.down), difference.truncatingRemainder(dividingBy: 2) == 1 { labels.append(oddSideDifference) }
        if let status = layout.statusBarHeight, safe.top > 0, safe.top < status { labels.append(safeTopBelowStatusBar) }
        if layout.statusBarHeight == nil, safe.top > 0 { labels.append(noStatusBarOverTopInset) }
        if layout.intrinsicInsets.top > 0 { labels.append(intrinsicTopInset) }
        return labels
    }

    /// Whether one side's blocks cover the whole column of a window `height` tall: one reaches from edge to edge, or a
    /// top and a bottom one meet or overlap.
    private static func coversColumn(_ blocks: [ReservedCornerBlock], height: CGFloat) -> Bool {
        let top = blocks.filter { $0.corner.isTop }.map(\.height).max() ?? 0
        let bottom = blocks.filter { !$0.corner.isTop }.map(\.height).max() ?? 0
        return top + bottom >= height
    }
}
