import Foundation

/// A block the system reserves in one corner of the window (on the Duo: the status corner with the
/// clock, connectivity and camera). UIKit widens it into a full-edge `safeInsets` inset; the app reads
/// the block itself from `ContainerViewLayout.reservedCorners`.
public struct ReservedCornerBlock: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The corner the block sits in.
    public var corner: ScreenCorner
    /// The block's width, measured from the corner's side edge.
    public var width: CGFloat
    /// The block's height, measured from the corner's top or bottom edge.
    public var height: CGFloat

    /// Creates a block in `corner` of the given size.
    public init(corner: ScreenCorner, width: CGFloat, height: CGFloat) {
        self.corner = corner
        self.width = width
        self.height = height
    }

    /// The block's rectangle in a window of `size`.
    public func frame(in size: CGSize) -> CGRect {
        let x = corner.side == .left ? 0 : size.width - width
        let y = corner.isTop ? 0 : size.height - height
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The block's rows, `minY` to `maxY`, in a window of height `containerHeight`.
    public func rows(containerHeight: CGFloat) -> (minY: CGFloat, maxY: CGFloat) {
        corner.isTop ? (0, height) : (containerHeight - height, containerHeight)
    }

    /// The block in the mirrored layout.
    public var mirrored: ReservedCornerBlock {
        ReservedCornerBlock(corner: corner.mirrored, width: width, height: height)
    }

    public var description: String { "\(corner.rawValue) \(width)x\(height)" }
}

/// The table of blocks a layout reserves in its corners; `.none` on every device but the Duo.
public struct ReservedCorners: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The blocks, at most one per corner in practice.
    public var blocks: [ReservedCornerBlock]

    /// Creates a table from its blocks.
    public init(_ blocks: [ReservedCornerBlock]) {
        self.blocks = blocks
    }

    /// No reserved corner: the state of every device other than the Duo, where every helper collapses
    /// to its legacy expression.
    public static let none = ReservedCorners([])

    /// Whether the table holds no block.
    public var isEmpty: Bool { blocks.isEmpty }

    /// The blocks in the left or the right corners.
    public func blocks(on side: HorizontalEdge) -> [ReservedCornerBlock] {
        blocks.filter { $0.corner.side == side }
    }

    /// The table of the mirrored layout.
    public var mirrored: ReservedCorners { ReservedCorners(blocks.map(\.mirrored)) }

    public var description: String { blocks.isEmpty ? ".none" : blocks.map(\.description).joined(separator: ", ") }
}
