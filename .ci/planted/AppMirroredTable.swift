import AppLayout
import DuoGeometry

// Planted by .ci/libfuzzer-deep table beside the adapter of a copy of the example package: DuoCheck's table
// through the app's own mirror (AppLayout+KnownTable.swift) and back.
extension AppLayout {
    static func mirroredTable(_ table: ReservedCorners) -> ReservedCorners {
        let blocks = table.map { AppCornerBlock(isTop: $0.corner.isTop, isLeft: $0.corner.side == .left, width: $0.width, height: $0.height) }
        return ReservedCorners(
            mirroredCornerBlocks(blocks).map {
                let corner: ScreenCorner = $0.isTop ? ($0.isLeft ? .topLeft : .topRight) : ($0.isLeft ? .bottomLeft : .bottomRight)
                return ReservedCornerBlock(corner: corner, width: $0.width, height: $0.height)
            })
    }
}
