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
///
/// A table holds at most four blocks (``capacity``: a screen has four corners, and the Duo reserves one),
/// in the order given. They are stored inline rather than in an array, so that a table, and the
/// `ContainerViewLayout` that holds it, is plain data: copying a layout copies its bytes and retains
/// nothing, and the placement helpers, which every frame of the app calls and every fuzzing case calls
/// dozens of times, never touch a reference count. The table is a collection of its blocks (iterating it
/// builds nothing); ``blocks`` gives them as an array.
public struct ReservedCorners: Hashable, Codable, Sendable, CustomStringConvertible, RandomAccessCollection {
    /// The most blocks a table holds: one per corner of the screen.
    public static let capacity = 4

    /// The blocks in slots `0 ..< count`; the other slots hold ``emptySlot``, so that two tables with the
    /// same blocks hold the same bytes.
    @usableFromInline var slots: (ReservedCornerBlock, ReservedCornerBlock, ReservedCornerBlock, ReservedCornerBlock)
    /// How many slots hold a block.
    @usableFromInline var blockCount: Int

    private static let emptySlot = ReservedCornerBlock(corner: .topLeft, width: 0, height: 0)

    /// Creates a table from its blocks, of which there may be at most ``capacity`` (a larger table is a
    /// programming error; a seed file with one is refused when it is read).
    public init(_ blocks: [ReservedCornerBlock]) {
        precondition(blocks.count <= Self.capacity, "a reserved-corner table holds at most \(Self.capacity) blocks, not \(blocks.count)")
        let empty = Self.emptySlot
        func block(_ position: Int) -> ReservedCornerBlock { position < blocks.count ? blocks[position] : empty }
        slots = (block(0), block(1), block(2), block(3))
        blockCount = blocks.count
    }

    /// No reserved corner: the state of every device other than the Duo, where every helper collapses
    /// to its legacy expression.
    public static let none = ReservedCorners([])

    /// The blocks, in table order, as an array (iterating the table itself builds nothing).
    public var blocks: [ReservedCornerBlock] {
        get { Array(self) }
        set { self = ReservedCorners(newValue) }
    }

    /// The position of the first block.
    @inlinable public var startIndex: Int { 0 }
    /// The position past the last block.
    @inlinable public var endIndex: Int { blockCount }

    /// The block at `position` (in `0 ..< count`).
    @inlinable
    public subscript(position: Int) -> ReservedCornerBlock {
        precondition(position >= 0 && position < blockCount, "no reserved-corner block at \(position) of \(blockCount)")
        // A switch rather than reading the slots' bytes, which would first store the whole table to memory.
        switch position {
        case 0: return slots.0
        case 1: return slots.1
        case 2: return slots.2
        default: return slots.3
        }
    }

    /// The blocks in the left or the right corners.
    public func blocks(on side: HorizontalEdge) -> [ReservedCornerBlock] {
        filter { $0.corner.side == side }
    }

    /// The table of the mirrored layout.
    public var mirrored: ReservedCorners { ReservedCorners(map(\.mirrored)) }

    public var description: String { isEmpty ? ".none" : map(\.description).joined(separator: ", ") }

    public static func == (lhs: ReservedCorners, rhs: ReservedCorners) -> Bool {
        guard lhs.blockCount == rhs.blockCount else { return false }
        for position in 0..<lhs.blockCount where lhs[position] != rhs[position] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(blockCount)
        for block in self { hasher.combine(block) }
    }

    // Coded as `{"blocks": [...]}`, the shape of the array this table once held, so that every seed file
    // written before reads the same.
    private enum CodingKeys: String, CodingKey {
        case blocks
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let blocks = try container.decode([ReservedCornerBlock].self, forKey: .blocks)
        guard blocks.count <= Self.capacity else {
            throw DecodingError.dataCorruptedError(
                forKey: .blocks, in: container,
                debugDescription: "a reserved-corner table holds at most \(Self.capacity) blocks (one per corner), not \(blocks.count)")
        }
        self.init(blocks)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(blocks, forKey: .blocks)
    }
}
