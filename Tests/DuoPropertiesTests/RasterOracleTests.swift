import Foundation
import Testing
import DuoGeometry
import DuoProperties

/// The two oracles of rules 2 and 3 agree with each other, and the raster oracle reads its decisions from the data
/// it is given: changing one decision changes the answers it decides, and only those.
@Suite("Raster oracle")
struct RasterOracleTests {
    static func raster(_ posture: DuoPosture, _ decisions: ReachDecisions = .documented) -> RowRaster {
        RowRaster(LayoutSample(name: posture.rawValue, layout: .iPhoneDuo(posture)), decisions: decisions)
    }

    @Test("the raster gives every hand-worked row of the five postures its insets", arguments: PostureRowTable.rows.indices)
    func rasterAgreesWithTheTable(_ index: Int) {
        let row = PostureRowTable.rows[index]
        let insets = Self.raster(row.posture).bandInsets(from: row.minY, to: row.maxY)
        #expect(insets == (row.left, row.right), "\(row): the raster gives \(insets)")
    }

    @Test("the raster gives each posture's bottom edge its hand-worked insets", arguments: DuoPosture.allCases)
    func rasterAgreesOnTheBottomEdge(_ posture: DuoPosture) {
        #expect(Self.raster(posture).bottomEdgeInsets == PostureRowTable.bottomEdge(of: posture))
    }

    @Test("each decision changes the answers it decides")
    func decisionsAreRead() {
        var decisions = ReachDecisions.documented
        decisions.touchingRowReaches = true
        #expect(Self.raster(.FP, decisions).bandInsets(from: 170, to: 250) == (0, 84))
        #expect(Self.raster(.FP, decisions).bandInsets(from: 200, to: 250) == (0, 0))
        decisions = .documented
        decisions.zeroHeightRow = .insideOrOnAnEdge
        #expect(Self.raster(.FP, decisions).bandInsets(from: 170, to: 170) == (0, 84))
        decisions = .documented
        decisions.reversedRowIsTurned = false
        #expect(Self.raster(.FP, decisions).bandInsets(from: 250, to: 0) == (0, 0))
        decisions = .documented
        decisions.nonFiniteRowReachesEveryBlock = false
        #expect(Self.raster(.FP, decisions).bandInsets(from: .nan, to: 10) == (0, 0))
        #expect(Self.raster(.FP).bandInsets(from: .nan, to: 10) == (0, 84))
        decisions = .documented
        decisions.sideWithoutStripWidensToBlock = false
        #expect(Self.raster(.UP, decisions).bandInsets(from: 0, to: 10) == (0, 0))
    }

    @Test("a block of no height reaches no row unless the decision says so, and a top block the bottom edge only if it says so")
    func emptyAndTallBlocks() {
        let layout = ContainerViewLayout(
            size: CGSize(width: 300, height: 300), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
            safeInsets: EdgeInsets(left: 10, right: 20),
            reservedCorners: ReservedCorners([
                ReservedCornerBlock(corner: .bottomLeft, width: 10, height: 0), ReservedCornerBlock(corner: .topRight, width: 20, height: 300)
            ]))
        let sample = LayoutSample(name: "synthetic foldable", layout: layout)
        #expect(RowRaster(sample).bandInsets(from: 290, to: 310) == (0, 20))
        #expect(RowRaster(sample).bottomEdgeInsets == (0, 0))
        var decisions = ReachDecisions.documented
        decisions.zeroHeightBlockReaches = true
        decisions.topBlockReachesBottomEdge = true
        #expect(RowRaster(sample, decisions: decisions).bandInsets(from: 290, to: 310) == (10, 20))
        #expect(RowRaster(sample, decisions: decisions).bottomEdgeInsets == (10, 20))
    }

    @Test("rows an ulp or a quarter point off a block's edge are read exactly")
    func subPointRows() {
        let fp = Self.raster(.FP)
        #expect(fp.bandInsets(from: 0, to: CGFloat(170).nextDown) == (0, 84))
        #expect(fp.bandInsets(from: CGFloat(170).nextUp, to: 250) == (0, 0))
        #expect(fp.bandInsets(from: CGFloat(170).nextDown, to: 250) == (0, 84))
        #expect(fp.bandInsets(from: CGFloat(170).nextDown, to: CGFloat(170).nextDown) == (0, 84))
        let fl = Self.raster(.FL)
        #expect(fl.bandInsets(from: 300, to: CGFloat(384).nextUp) == (0, 84))
        #expect(fl.bandInsets(from: 300, to: CGFloat(384)) == (0, 0))
    }

    @Test("a difference the doubles cannot hold is kept exact, and ordered between its neighbours")
    func exactDifference() {
        let edge = ExactCoordinate(1, minus: 1e-20)
        #expect(edge.rounded == 1 && edge.error == -1e-20)
        #expect(edge < ExactCoordinate(1) && ExactCoordinate(CGFloat(1).nextDown) < edge)
        #expect(ExactCoordinate(678, minus: 170) == ExactCoordinate(508))
        #expect(ExactCoordinate(0) == ExactCoordinate(-0.0))
    }
}
