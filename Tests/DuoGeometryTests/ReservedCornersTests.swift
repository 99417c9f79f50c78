import Foundation
import Testing
import DuoGeometry

/// The reserved-corner table: four inline slots that behave as the array of blocks they replaced.
@Suite("Reserved-corner table")
struct ReservedCornersTests {
    private let four = [
        ReservedCornerBlock(corner: .topRight, width: 84, height: 170),
        ReservedCornerBlock(corner: .bottomLeft, width: 10, height: 20),
        ReservedCornerBlock(corner: .topLeft, width: 1, height: 2.5),
        ReservedCornerBlock(corner: .bottomRight, width: 84, height: 82)
    ]

    @Test("a table keeps up to four blocks in the order given, and gives them back as an array")
    func blocksInOrder() {
        for count in 0...ReservedCorners.capacity {
            let table = ReservedCorners(Array(four.prefix(count)))
            #expect(table.count == count)
            #expect(Array(table) == Array(four.prefix(count)))
            #expect(table.blocks == Array(four.prefix(count)))
        }
        #expect(ReservedCorners.none.isEmpty && ReservedCorners.none.description == ".none")
    }

    @Test("setting a block through the array view changes that block only")
    func settingThroughBlocks() {
        var table = ReservedCorners(four)
        table.blocks[2].height = 40
        #expect(table[2].height == 40)
        #expect(table[0] == four[0] && table[1] == four[1] && table[3] == four[3])
    }

    @Test("tables are equal when their blocks are, in the same order, and equal tables hash alike")
    func equalityAndHashing() {
        let table = ReservedCorners(Array(four.prefix(2)))
        let same = ReservedCorners(Array(four.prefix(3))).dropLast()
        #expect(table == ReservedCorners(Array(same)))
        #expect(table.hashValue == ReservedCorners(Array(same)).hashValue)
        #expect(table != ReservedCorners([four[1], four[0]]))
        #expect(table != ReservedCorners(Array(four.prefix(3))))
        #expect(ReservedCorners.none != ReservedCorners([four[0]]))
    }

    @Test("a table is coded as {\"blocks\": [...]}, the shape of the array it replaced, so older seed values read the same")
    func codingShape() throws {
        let table = ReservedCorners([four[0]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(table), as: UTF8.self)
        #expect(json == #"{"blocks":[{"corner":"topRight","height":170,"width":84}]}"#)
        #expect(try JSONDecoder().decode(ReservedCorners.self, from: Data(json.utf8)) == table)
    }

    @Test("a coded table of five blocks is refused with a message that names the limit")
    func fiveBlocksAreRefused() throws {
        let five = try JSONEncoder().encode(["blocks": four + [four[0]]])
        do {
            _ = try JSONDecoder().decode(ReservedCorners.self, from: five)
            Issue.record("a table of five blocks decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("at most 4 blocks"))
        }
    }

    @Test("a layout is plain data: copying one retains nothing")
    func layoutIsPlainData() {
        // What keeps every placement helper free of reference counting (see `ReservedCorners`).
        #expect(_isPOD(ReservedCorners.self))
        #expect(_isPOD(ContainerViewLayout.self))
    }
}
