import Foundation
import Testing
import DuoGeometry

/// Band side insets worked out by hand, including the boundary decisions.
@Suite("Band side insets (rule 2)")
struct BandSideInsetsTests {
    let foldedPortrait = ContainerViewLayout.iPhoneDuo(.FP)

    @Test("A row the FP block reaches keeps the right inset; a row below it spans the strip")
    func reachingRows() {
        #expect(foldedPortrait.sideInsets(forBandFrom: 0, to: 100).right == 84)
        #expect(foldedPortrait.sideInsets(forBandFrom: 169, to: 171).right == 84)
        #expect(foldedPortrait.sideInsets(forBandFrom: 300, to: 350).right == 0)
    }

    @Test("A row that only touches the block's edge does not reach it")
    func touchingRow() {
        #expect(foldedPortrait.sideInsets(forBandFrom: 170, to: 220).right == 0)
        let landscapeLeft = ContainerViewLayout.iPhoneDuo(.FL)
        #expect(landscapeLeft.sideInsets(forBandFrom: 300, to: 384).right == 0)
        #expect(landscapeLeft.sideInsets(forBandFrom: 300, to: 384.5).right == 84)
    }

    @Test("A zero-height row reaches a block only strictly inside its rows")
    func zeroHeightRows() {
        #expect(foldedPortrait.sideInsets(forBandFrom: 100, to: 100).right == 84)
        #expect(foldedPortrait.sideInsets(forBandFrom: 170, to: 170).right == 0)
        #expect(foldedPortrait.sideInsets(forBandFrom: 0, to: 0).right == 0)
    }

    @Test("A reversed row reads as the same row; a NaN row reaches every block")
    func malformedRows() {
        #expect(foldedPortrait.sideInsets(forBandFrom: 100, to: 0) == foldedPortrait.sideInsets(forBandFrom: 0, to: 100))
        #expect(foldedPortrait.sideInsets(forBandFrom: .nan, to: 400).right == 84)
        #expect(foldedPortrait.sideInsets(forBandFrom: 300, to: .infinity).right == 84)
    }

    @Test("UP's top rows keep clear of the island although it is not a strip")
    func islandRows() {
        let unfolded = ContainerViewLayout.iPhoneDuo(.UP)
        #expect(unfolded.sideInsets(forBandFrom: 20, to: 60).right == 134)
        #expect(unfolded.sideInsets(forBandFrom: 82, to: 140).right == 0)
    }

    @Test("An inset not explained by its block is no strip and is kept on every row")
    func inconsistentTable() {
        var layout = foldedPortrait
        layout.safeInsets.right = 90
        #expect(layout.sideStrip(edge: .right) == nil)
        #expect(layout.sideInsets(forBandFrom: 300, to: 350).right == 90)
        #expect(layout.bottomEdgeSideInsets().right == 90)
    }

    @Test("The Environment form agrees with the layout form")
    func environmentForm() {
        let environment = Environment(layout: foldedPortrait)
        #expect(environment.sideInsets(forBandFrom: 0, to: 100, containerHeight: 678) == foldedPortrait.sideInsets(forBandFrom: 0, to: 100))
        #expect(Environment().sideInsets(forBandFrom: 0, to: 100, containerHeight: 678) == .zero)
    }
}
