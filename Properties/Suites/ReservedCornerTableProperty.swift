import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let reservedCornerTableProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.reservedCornerTables, oracle: .geometry, says: "the list of blocks the table is made from; the corner across")
    ]
}

/// Two lists of corner blocks, often equal or nearly so.
package struct BlockListPair: Codable, Hashable, CustomStringConvertible {
    /// The first list, of zero to four blocks.
    package var first: [ReservedCornerBlock]
    /// The second: the first itself, without its last block, with one block changed, or another list.
    package var second: [ReservedCornerBlock]

    /// Creates a pair from its lists.
    package init(first: [ReservedCornerBlock], second: [ReservedCornerBlock]) {
        self.first = first
        self.second = second
    }
    package var description: String { "\(first) and \(second)" }
}

extension Gen where Value == BlockListPair {
    /// Lists of zero to four blocks (a table's capacity), each paired with a list that is the same one time in
    /// four, one block shorter, different in one block's height, or drawn anew.
    package static var blockListPairs: Gen<BlockListPair> {
        let block = zip(
            Gen<ScreenCorner>.element(of: ScreenCorner.allCases), Gen<CGFloat>.point(in: 0...100, resolution: .whole),
            Gen<CGFloat>.point(in: 0...100, resolution: .whole)
        ).map { ReservedCornerBlock(corner: $0, width: $1, height: $2) }
        let list = Gen<[ReservedCornerBlock]>.array(of: block, count: 0...4)
        return zip(list, Gen<Int>.int(in: 0...3), list).map { first, kind, other in
            switch kind {
            case 0: return BlockListPair(first: first, second: first)
            case 1: return BlockListPair(first: first, second: Array(first.dropLast()))
            case 2:
                var changed = first
                if !changed.isEmpty { changed[changed.count - 1].height += 1 }
                return BlockListPair(first: first, second: changed)
            default: return BlockListPair(first: first, second: other)
            }
        }
    }
}

extension LayoutProperties {
    /// A layout's reserved-corner table is its list of blocks ("a per-posture table"), up to one per corner: it
    /// holds the blocks in the order given, two tables are equal exactly when their lists are (and then hash
    /// alike), it reads back from its JSON as the same list, JSON with more than four blocks is refused with an
    /// error rather than a trap, and the mirrored table has each block in the corner across.
    package static func reservedCornerTables(_ helpers: PlacementHelpers = .core) -> Property<BlockListPair> {
        Property(
            PropertyID.reservedCornerTables.rawValue, source: .section("The device"),
            summary: "a reserved-corner table is its list of up to four blocks",
            generator: .blockListPairs, labels: { ["\($0.first.count) blocks", $0.first == $0.second ? "equal lists" : "different lists"] }
        ) { pair in
            let first = ReservedCorners(pair.first)
            let second = ReservedCorners(pair.second)
            try requireEqual(Array(first), pair.first, "the table's blocks")
            try requireEqual(first.count, pair.first.count, "the table's count")
            try requireEqual(first == second, pair.first == pair.second, "whether the tables of \(pair) are equal")
            if pair.first == pair.second { try requireEqual(first.hashValue, second.hashValue, "the hashes of equal tables") }
            // A failure's report prints the table: `.none` exactly when it is empty, else each of its blocks.
            let text = first.description
            try requireEqual(text == ".none", pair.first.isEmpty, "the text of \(pair.first)")
            try require(pair.first.allSatisfy { text.contains($0.description) }, "the text \(text) of \(pair.first)")
            let decoded = try ValueCoding.decode(ReservedCorners.self, from: JSONFormat().data(first))
            try requireEqual(Array(decoded), pair.first, "the table read back from its JSON")
            let fiveBlocks = try JSONFormat().data([
                "blocks": Array(repeating: ReservedCornerBlock(corner: .topLeft, width: 1, height: 1), count: 5)
            ])
            try require((try? ValueCoding.decode(ReservedCorners.self, from: fiveBlocks)) == nil, "a table of five blocks read from JSON")
            try requireEqual(
                Array(helpers.mirroredTable(first)),
                pair.first.map { ReservedCornerBlock(corner: Oracle.across($0.corner), width: $0.width, height: $0.height) },
                "the mirrored table")
        }
    }
}
