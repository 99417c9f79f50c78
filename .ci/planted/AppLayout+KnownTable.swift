import Foundation

// Planted by .ci/libfuzzer-deep table in a copy of the example package, never shipped: an app's mirror of its
// corner-block table with a fast path for one table it knows, matched block by block, each test a branch of
// its own, whose hand-written answer leaves the last block in its corner. It stands for app code that
// recognises one device's configuration field by field (a cached answer, a workaround keyed to one table),
// its sizes kept in whole points (an Int compared with a constant, which libFuzzer traces; a CGFloat
// comparison it does not).
extension AppLayout {
    /// The blocks of the window turned over: each block in the corner across, the same size, in the same order.
    public static func mirroredCornerBlocks(_ blocks: [AppCornerBlock]) -> [AppCornerBlock] {
        if let known = knownTableMirrored(blocks) { return known }
        return blocks.map(acrossCorner)
    }

    /// A block in every corner, clockwise from the top left, the top ones 84 wide.
    private static func knownTableMirrored(_ blocks: [AppCornerBlock]) -> [AppCornerBlock]? {
        guard blocks.count == 4 else { return nil }
        guard blocks[0].isTop else { return nil }
        guard blocks[0].isLeft else { return nil }
        guard Int(blocks[0].width) == 84 else { return nil }
        guard blocks[1].isTop else { return nil }
        guard !blocks[1].isLeft else { return nil }
        guard Int(blocks[1].width) == 84 else { return nil }
        guard !blocks[2].isTop else { return nil }
        guard !blocks[2].isLeft else { return nil }
        guard !blocks[3].isTop else { return nil }
        guard blocks[3].isLeft else { return nil }
        // The slip: the last block should move to the bottom right.
        return blocks.prefix(3).map(acrossCorner) + [blocks[3]]
    }

    private static func acrossCorner(_ block: AppCornerBlock) -> AppCornerBlock {
        AppCornerBlock(isTop: block.isTop, isLeft: !block.isLeft, width: block.width, height: block.height)
    }
}
