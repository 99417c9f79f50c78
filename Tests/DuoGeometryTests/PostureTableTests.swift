import Foundation
import Testing
import DuoGeometry

/// The spec's own numbers for every posture, pinned.
@Suite("Posture table (spec: The device)")
struct PostureTableTests {
    @Test("FP's right strip is x 382..466, y 170..678")
    func foldedPortraitStrip() {
        let layout = ContainerViewLayout.iPhoneDuo(.FP)
        #expect(layout.sideStrip(edge: .right) == CGRect(x: 382, y: 170, width: 84, height: 508))
        #expect(layout.sideStrip(edge: .left) == nil)
    }

    @Test("FL's right strip is x 594..678, y 0..384")
    func foldedLandscapeLeftStrip() {
        let layout = ContainerViewLayout.iPhoneDuo(.FL)
        #expect(layout.sideStrip(edge: .right) == CGRect(x: 594, y: 0, width: 84, height: 384))
        #expect(layout.sideStrip(edge: .left) == nil)
    }

    @Test("FR's left strip is x 0..84, y 84..466")
    func foldedLandscapeRightStrip() {
        let layout = ContainerViewLayout.iPhoneDuo(.FR)
        #expect(layout.sideStrip(edge: .left) == CGRect(x: 0, y: 84, width: 84, height: 382))
        #expect(layout.sideStrip(edge: .right) == nil)
    }

    @Test("UP has no strip and a 134x82 status island at the top right")
    func unfoldedPortraitIsland() {
        let layout = ContainerViewLayout.iPhoneDuo(.UP)
        #expect(layout.sideStrip(edge: .left) == nil)
        #expect(layout.sideStrip(edge: .right) == nil)
        #expect(layout.topBarStatusIsland == CGRect(x: 535, y: 0, width: 134, height: 82))
        #expect(layout.navigationBarStatusBarHeight == 16)
        #expect(layout.navigationBarTrailingButtonsInset == 134)
        #expect(layout.navigationBarTitleCenterX == 334.5)
    }

    @Test("UL is regular width but a phone, with a right strip below its 84x120 block")
    func unfoldedLandscapeIsARegularPhone() {
        let layout = ContainerViewLayout.iPhoneDuo(.UL)
        #expect(layout.metrics.widthClass == .regular)
        #expect(layout.deviceType == .phone)
        #expect(!layout.usesTabletBehaviour)
        #expect(layout.legacyUsesTabletBehaviour, "the bug shape: widthClass == .regular reads UL as an iPad")
        #expect(layout.forOptionalFloatingPresentation.metrics.widthClass == .compact)
        #expect(!layout.acceptsProgrammaticRotation)
        #expect(layout.sideStrip(edge: .right) == CGRect(x: 867, y: 120, width: 84, height: 549))
    }

    @Test("Bottom-edge insets keep a side inset only in FL", arguments: DuoPosture.allCases)
    func bottomEdgeInsets(posture: DuoPosture) {
        let layout = ContainerViewLayout.iPhoneDuo(posture)
        let insets = layout.bottomEdgeSideInsets()
        #expect(insets.right == (posture == .FL ? 84 : 0))
        #expect(insets.left == 0)
        #expect(insets.top == layout.safeInsets.top && insets.bottom == layout.safeInsets.bottom)
        #expect(Environment(layout: layout).bottomEdgeSideInsets() == insets)
    }

    @Test("Screen corner radii: 8 on the hinge side of the cover screen, 59 outside, 55 inside")
    func cornerRadii() {
        #expect(ContainerViewLayout.iPhoneDuo(.FP).screenCornerRadii == ScreenCornerRadii(topLeft: 8, topRight: 59, bottomLeft: 8, bottomRight: 59))
        #expect(ContainerViewLayout.iPhoneDuo(.FL).screenCornerRadii == ScreenCornerRadii(topLeft: 8, topRight: 8, bottomLeft: 59, bottomRight: 59))
        #expect(ContainerViewLayout.iPhoneDuo(.FR).screenCornerRadii == ScreenCornerRadii(topLeft: 59, topRight: 59, bottomLeft: 8, bottomRight: 8))
        #expect(ContainerViewLayout.iPhoneDuo(.UP).screenCornerRadii == .uniform(55))
        #expect(ContainerViewLayout.iPhoneDuo(.UL).screenCornerRadii == .uniform(55))
        #expect(
            ContainerViewLayout.iPhoneDuo(.FP).screenCornerRadii.sheetBottomCornerRadii(inset: 0)
                == SheetBottomCornerRadii(bottomLeft: 8, bottomRight: 59))
        #expect(
            ContainerViewLayout.iPhoneDuo(.FP).screenCornerRadii.sheetBottomCornerRadii(inset: 10)
                == SheetBottomCornerRadii(bottomLeft: 0, bottomRight: 49))
    }

    @Test("Every posture's home indicator is intrinsicInsets.bottom 20 and safeInsets.bottom 0", arguments: DuoPosture.allCases)
    func homeIndicator(posture: DuoPosture) {
        let layout = ContainerViewLayout.iPhoneDuo(posture)
        #expect(layout.intrinsicInsets.bottom == 20)
        #expect(layout.safeInsets.bottom == 0)
    }

    @Test("Hosted layouts look the posture up by size and orientation; FL and FR share a size")
    func hostedLookup() {
        let landscape = CGSize(width: 678, height: 466)
        #expect(
            reservedCornersForHostedLayout(size: landscape, orientation: .landscapeLeft).blocks == [
                ReservedCornerBlock(corner: .bottomRight, width: 84, height: 82)
            ])
        #expect(
            reservedCornersForHostedLayout(size: landscape, orientation: .landscapeRight).blocks == [
                ReservedCornerBlock(corner: .topLeft, width: 84, height: 84)
            ])
        #expect(reservedCornersForHostedLayout(size: CGSize(width: 375, height: 812), orientation: .portrait) == .none)
        #expect(isIPhoneDuoInnerScreen(size: CGSize(width: 669, height: 951)))
        #expect(isIPhoneDuoInnerScreen(size: CGSize(width: 951, height: 669)))
        #expect(!isIPhoneDuoInnerScreen(size: CGSize(width: 466, height: 678)))
    }

    @Test("UIScreen.main is the cover screen even while unfolded; mainWindowScreenBounds is the inner one")
    func mainWindowScreen() {
        let unfolded = DeviceScreens.iPhoneDuo(.UP)
        #expect(unfolded.uiScreenMainBounds.size == CGSize(width: 466, height: 678))
        #expect(unfolded.mainWindowScreenBounds.size == CGSize(width: 669, height: 951))
        #expect(DeviceScreens.iPhoneDuo(.UL).mainWindowScreenBounds.size == CGSize(width: 951, height: 669))
        #expect(DeviceScreens.iPhoneDuo(.FP).mainWindowScreenBounds == DeviceScreens.iPhoneDuo(.FP).uiScreenMainBounds)
    }
}
