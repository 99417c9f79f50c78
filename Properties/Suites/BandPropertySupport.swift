import Foundation
import DuoCheckEngine
import DuoGeometry

// What the band properties read beside their checks, and share with the island's and the whole space's.

extension LayoutProperties {
    /// The labels of a centred container's case: the sample's, and on a foldable whether it is anchored or
    /// keeps no safe insets.
    static func centredContainerLabels(_ item: ContainerCase) -> [String] {
        guard !item.layout.reservedCorners.isEmpty else { return item.sample.labels }
        return item.sample.labels + (item.anchoredAtBottom ? ["anchored on a foldable"] : [])
            + (item.includesSafeInsets ? [] : ["without safe insets on a foldable"])
    }
}

/// The rows of the block edges that lie strictly inside `layout`'s window, each once: where a row starts to reach
/// a block, or stops.
func blockEdgesInsideWindow(_ layout: ContainerViewLayout) -> [CGFloat] {
    var edges: [CGFloat] = []
    for frame in Oracle.blockFrames(of: layout) {
        for edge in [frame.minY, frame.maxY] where edge > 0 && edge < layout.size.height && !edges.contains(edge) { edges.append(edge) }
    }
    return edges
}

/// How far a top bar's trailing buttons move left: as far as an island at the right edge reaches past the safe
/// right inset (134 in UP, whose right inset is 0), and no further; 0 without one.
func expectedTrailingButtonsInset(_ oracle: ExpectedLayout) -> CGFloat {
    let W = oracle.layout.size.width
    let rightIslands = oracle.islands.filter { $0.maxX >= W }
    guard let widest = rightIslands.map(\.width).max() else { return 0 }
    return Swift.max(0, widest - oracle.layout.safeInsets.right)
}
