import Foundation
import Testing
import DuoGeometry

/// A few placements per posture, worked out by hand for each helper family.
@Suite("Placements worked out by hand")
struct PlacementTests {
    @Test("The side column's back button sits in the strip, 8 below the block, centred across it")
    func sideColumnButton() {
        #expect(ContainerViewLayout.iPhoneDuo(.FP).sideColumnNavigationButtonFrame == CGRect(x: 402, y: 178, width: 44, height: 44))
        #expect(ContainerViewLayout.iPhoneDuo(.FL).sideColumnNavigationButtonFrame == CGRect(x: 614, y: 8, width: 44, height: 44))
        #expect(ContainerViewLayout.iPhoneDuo(.FR).sideColumnNavigationButtonFrame == CGRect(x: 20, y: 92, width: 44, height: 44))
        #expect(ContainerViewLayout.iPhoneDuo(.UL).sideColumnNavigationButtonFrame == CGRect(x: 887, y: 128, width: 44, height: 44))
        #expect(ContainerViewLayout.iPhoneDuo(.UP).sideColumnNavigationButtonFrame == nil)
        let frames = ContainerViewLayout.iPhoneDuo(.FP).sideColumnFrames([.backCircle, .buttonsCapsule(buttonCount: 2), .trailingCircle])
        #expect(
            frames == [
                CGRect(x: 402, y: 178, width: 44, height: 44), CGRect(x: 402, y: 230, width: 44, height: 88),
                CGRect(x: 402, y: 326, width: 44, height: 44)
            ])
    }

    @Test("Done stays in the row when it takes turns with Edit; a Done-only form keeps its circle in the column")
    func staysInRow() {
        let layout = ContainerViewLayout.iPhoneDuo(.FP)
        #expect(layout.placement(of: .done(takesTurnsWithEdit: true)) == .row)
        #expect(layout.placement(of: .done(takesTurnsWithEdit: false)) == .sideColumn)
        #expect(ContainerViewLayout.iPhoneDuo(.UP).placement(of: .done(takesTurnsWithEdit: false)) == .row)
    }

    @Test("The side tab bar sits at the strip's bottom, above the home indicator where the strip reaches it")
    func sideTabBar() {
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FP), itemCount: 4)?.barFrame == CGRect(x: 382, y: 434, width: 84, height: 224))
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FL), itemCount: 5)?.barFrame == CGRect(x: 594, y: 104, width: 84, height: 280))
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FR), itemCount: 4)?.barFrame == CGRect(x: 0, y: 222, width: 84, height: 224))
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.UL), itemCount: 5)?.barFrame == CGRect(x: 867, y: 369, width: 84, height: 280))
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.UP), itemCount: 4) == nil)
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FP), itemCount: 4)?.itemFrames.first == CGRect(x: 382, y: 434, width: 84, height: 56))
    }

    @Test("The edit toolbar keeps the band beside the side tab bar and spans the window in UP")
    func editToolbar() {
        #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FP), itemCount: 4, height: 49) == CGRect(x: 0, y: 609, width: 382, height: 49))
        #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FR), itemCount: 4, height: 49) == CGRect(x: 84, y: 397, width: 594, height: 49))
        #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.UP), itemCount: 4, height: 49) == CGRect(x: 0, y: 882, width: 669, height: 49))
    }

    @Test(
        "With no side tab bar the edit toolbar is an ordinary bottom toolbar: it spans the strip, and on FL stops at x 594, short of the bottom-right block"
    )
    func editToolbarWithoutSideTabBar() {
        for count in [0, 9] {
            #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FL), itemCount: count, height: 49) == CGRect(x: 0, y: 397, width: 594, height: 49))
            #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FP), itemCount: count, height: 49) == CGRect(x: 0, y: 609, width: 466, height: 49))
            #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FR), itemCount: count, height: 49) == CGRect(x: 0, y: 397, width: 678, height: 49))
            #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.UL), itemCount: count, height: 49) == CGRect(x: 0, y: 600, width: 951, height: 49))
        }
        #expect(tabBarEditToolbarFrame(layout: .iPhoneDuo(.FL), itemCount: 4, height: 49) == CGRect(x: 0, y: 397, width: 594, height: 49))
        let landscapePhone = OrdinaryDevice.named("iPhone 12/13/14")!.layout(landscape: true)
        #expect(tabBarEditToolbarFrame(layout: landscapePhone, itemCount: 0, height: 49) == CGRect(x: 0, y: 320, width: 844, height: 49))
    }

    @Test("The centred container sits in the band, and spans the strip when anchored at the bottom")
    func centredContainer() {
        let fp = ContainerViewLayout.iPhoneDuo(.FP)
        #expect(
            horizontalContainerFillingPlacementForLayout(layout: fp, margin: 16, includesSafeInsets: true) == HorizontalPlacement(x: 35, width: 312))
        #expect(
            horizontalContainerFillingPlacementForLayout(layout: fp, margin: 16, includesSafeInsets: true, anchoredAtBottom: true)
                == HorizontalPlacement(x: 35, width: 396))
        let fl = ContainerViewLayout.iPhoneDuo(.FL)
        #expect(
            horizontalContainerFillingPlacementForLayout(layout: fl, margin: 16, includesSafeInsets: true, anchoredAtBottom: true)
                == HorizontalPlacement(x: 141, width: 312))
        let ul = ContainerViewLayout.iPhoneDuo(.UL)
        #expect(
            horizontalContainerFillingPlacementForLayout(layout: ul, margin: 16, includesSafeInsets: true) == HorizontalPlacement(x: 284, width: 298))
        #expect(
            horizontalContainerFillingPlacementForLayout(layout: ul, margin: 16, includesSafeInsets: true, anchoredAtBottom: true)
                == HorizontalPlacement(x: 284, width: 382))
    }

    @Test("Short sheets span the strip, tall sheets keep the band, header buttons keep clear of a block they reach")
    func sheets() {
        let fp = ContainerViewLayout.iPhoneDuo(.FP)
        #expect(resizableSheetHorizontalPlacement(layout: fp, height: .short) == HorizontalPlacement(x: 0, width: 466))
        #expect(resizableSheetHorizontalPlacement(layout: fp, height: .tall) == HorizontalPlacement(x: 0, width: 382))
        #expect(resizableSheetHorizontalPlacement(layout: .iPhoneDuo(.FL), height: .short) == HorizontalPlacement(x: 0, width: 594))
        #expect(sheetHeaderCornerInsets(layout: fp, sheetFrame: CGRect(x: 0, y: 400, width: 466, height: 278), headerHeight: 56).right == 0)
        #expect(sheetHeaderCornerInsets(layout: fp, sheetFrame: CGRect(x: 0, y: 0, width: 466, height: 678), headerHeight: 56).right == 84)
        #expect(sheetContentBandInsets(layout: fp, sheetFrame: CGRect(x: 0, y: 400, width: 466, height: 278)).right == 84)
    }

    @Test("The status bar follows the topmost card still over the block; a dismiss switches it once the card has left")
    func statusBar() {
        let fp = ContainerViewLayout.iPhoneDuo(.FP)
        let resting = CGRect(x: 0, y: 100, width: 466, height: 578)
        #expect(fp.statusBarStyle(behind: .black, cards: [PresentedCard(frame: resting, style: .black)]) == .black)
        #expect(fp.statusBarStyle(behind: .white, cards: [PresentedCard(frame: resting, style: .black)]) == .black)
        let dismissed = presentedCardFrame(restingFrame: resting, dismissOffset: 70)
        #expect(!fp.coversStatusCorner(frame: dismissed))
        #expect(fp.statusBarStyle(behind: .white, cards: [PresentedCard(frame: dismissed, style: .black)]) == .white)
        #expect(fp.coversStatusCorner(frame: presentedCardFrame(restingFrame: resting, dismissOffset: 69.5)))
        #expect(ContainerViewLayout.iPhoneDuo(.UP).statusBarStyle(behind: .black, cards: [PresentedCard(frame: resting, style: .black)]) == .white)
    }

    @Test("The story card is 9:16 in the band, 16 from top and bottom in UL and below the island in UP")
    func storyCard() throws {
        let ul = try #require(ContainerViewLayout.iPhoneDuo(.UL).storyCardLayout)
        #expect(ul.cardFrame == CGRect(x: 254.34375, y: 16, width: 358.3125, height: 637))
        #expect(ul.inputRowFrame == CGRect(x: 246, y: 601, width: 375, height: 52))
        let up = try #require(ContainerViewLayout.iPhoneDuo(.UP).storyCardLayout)
        #expect(up.cardFrame == CGRect(x: 95.71875, y: 82, width: 477.5625, height: 849))
        #expect(ContainerViewLayout.iPhoneDuo(.FP).storyCardLayout == nil)
    }

    @Test("Camera controls and the editor bar keep clear of the home indicator under a preview taller than the screen")
    func camera() {
        let fp = ContainerViewLayout.iPhoneDuo(.FP)
        #expect(fp.cameraPreviewIsTallerThanScreen)
        #expect(fp.cameraBottomControlsFrame(height: 60) == CGRect(x: 0, y: 582, width: 466, height: 60))
        #expect(fp.legacyCameraBottomControlsFrame(height: 60).maxY == 662, "the bug shape: on the home indicator")
        #expect(fp.editorBottomBarFrame(height: 44) == CGRect(x: 0, y: 552, width: 466, height: 44))
        #expect(ContainerViewLayout.iPhoneDuo(.UP).editorBottomBarFrame(height: 44) == CGRect(x: 0, y: 882, width: 669, height: 44))
    }

    @Test("Beside UP's island the camera's bottom controls mirror the clock line: centred at 951 - 47 = 904, as the editor bar is")
    func cameraMirrorsTheClockLine() {
        let up = ContainerViewLayout.iPhoneDuo(.UP)
        #expect(up.cameraBottomControlsFrame(height: 44) == CGRect(x: 0, y: 882, width: 669, height: 44))
        #expect(up.cameraBottomControlsFrame(height: 44).midY == 904)
        #expect(up.cameraBottomControlsFrame(height: 80).maxY == 931, "a row taller than 54 rises to stay above the home indicator")
    }

    @Test("Content is clipped to the band on the strip side only")
    func bandClip() {
        #expect(ContainerViewLayout.iPhoneDuo(.FP).contentBandClipRect == CGRect(x: 0, y: 0, width: 382, height: 678))
        #expect(ContainerViewLayout.iPhoneDuo(.FR).contentBandClipRect == CGRect(x: 84, y: 0, width: 594, height: 466))
        #expect(
            ContainerViewLayout.iPhoneDuo(.FP).clippedToContentBand(CGRect(x: 342, y: 300, width: 100, height: 100))
                == CGRect(x: 342, y: 300, width: 40, height: 100))
        #expect(ContainerViewLayout.iPhoneDuo(.FP).clippedToContentBand(CGRect(x: 422, y: 300, width: 40, height: 100)).isNull)
    }

    @Test("Column shapes pair by index from the top, platters from the edge")
    func transitionPairing() {
        #expect(columnShapePairs(fromCount: 2, toCount: 3) == [ShapePair(from: 0, to: 0), ShapePair(from: 1, to: 1)])
        #expect(rowPlatterPairs(fromCount: 2, toCount: 3) == [ShapePair(from: 1, to: 2), ShapePair(from: 0, to: 1)])
    }

    @Test("Non-finite and negative input does not trap and gives the documented result")
    func malformedInput() {
        var layout = ContainerViewLayout.iPhoneDuo(.FP)
        layout.size = CGSize(width: CGFloat.nan, height: -10)
        _ = layout.sideStrip(edge: .right)
        _ = horizontalContainerFillingPlacementForLayout(layout: layout, margin: .nan, includesSafeInsets: true)
        _ = layout.storyCardLayout
        #expect(!ContainerViewLayout.iPhoneDuo(.FP).coversStatusCorner(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
        #expect(statusIslandTrailingShift(rowMinY: .nan, rowHeight: 40, islandHeight: 82, inset: 134) == 134)
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FP), itemCount: -3) == nil)
        #expect(tabBarSidePlacement(layout: .iPhoneDuo(.FP), itemCount: .max) == nil)
        var endless = ContainerViewLayout.iPhoneDuo(.FP)
        endless.size.height = .infinity
        #expect(tabBarSidePlacement(layout: endless, itemCount: .max) == nil, "found by the robustness property: it once built Int.max frames")
        #expect(columnShapePairs(fromCount: -1, toCount: 4).isEmpty)
    }
}
