import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension LegacyOutputTableTests {
    @Test("the collapse law's relations accept the table's containers and controls, and refuse them a point off", arguments: rows)
    func centringRelation(row: Row) throws {
        let W = row.size.0
        let placements = [
            HorizontalPlacement(x: row.container.x, width: row.container.width), HorizontalPlacement(x: row.controlX, width: 44),
            HorizontalPlacement(x: row.other.container.x, width: row.other.container.width), HorizontalPlacement(x: row.other.controlX, width: 61)
        ]
        for placement in placements {
            try LayoutProperties.requireCentredOnWindow(placement, width: W, "\(placement)")
            for shift: CGFloat in [-1, 1, 0.5] {
                let moved = HorizontalPlacement(x: placement.x + shift, width: placement.width)
                let refused = (try? LayoutProperties.requireCentredOnWindow(moved, width: W, "")) == nil
                #expect(refused, "\(moved) in a window \(W) wide")
            }
        }
    }
}
