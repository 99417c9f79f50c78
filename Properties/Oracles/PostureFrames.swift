import Foundation
import DuoGeometry

/// A side tab bar worked out by hand: the bar's frame and each item's height.
package struct ExpectedTabBar: Sendable {
    /// The bar.
    package let bar: CGRect
    /// Each item's height.
    package let itemHeight: CGFloat
}

/// The frames each posture's screens get, worked out by hand from the spec's posture table, its numbers
/// (``SpecNumbers``) and the written-down decisions (``DecidedNumbers``), literally: no formula, no helper.
///
/// The strips (``SpecPosture``): FP x 382..466, y 170..678; FL x 594..678, y 0..384; FR x 0..84, y 84..466;
/// UL x 867..951, y 120..669; UP none. The home indicator is 20 in every posture.
package struct PostureFrames: Sendable {
    /// The posture.
    package let posture: DuoPosture
    /// The back button's circle: 44 across, centred in the strip, 8 below its top.
    package let backButton: CGRect?
    /// How many back circles of a stack of twelve fit the strip, 8 apart: `n` take `n * (44 + 8)`.
    package let circlesThatFit: Int
    /// The side tab bar of 1, 4 and 8 items: at the strip's bottom or the home indicator's top, whichever is
    /// higher, items `min(56, room / count)` tall.
    package let tabBars: [Int: ExpectedTabBar]
    /// The camera's bottom controls' bottom edge under the taller 9:16 preview, 16 above the home indicator
    /// (nil in UP, where they mirror the clock line).
    package let cameraControlsMaxY: CGFloat?
    /// The editor's bar's bottom edge under the taller preview, 62 above the home indicator (nil in UP).
    package let editorBarMaxY: CGFloat?
    /// The centre of a bottom row that mirrors the clock line, up to 54 tall: 951 - 47 in UP (nil elsewhere).
    package let clockLineMirrorY: CGFloat?
    /// The story card and its input row (nil on the folded screen).
    package let storyCard: (card: CGRect, inputRow: CGRect)?
    /// The right edge of a top bar's trailing buttons: the safe right inset's, or 134 left of UP's edge.
    package let trailingButtonsMaxX: CGFloat
    /// The status height a top bar uses: the compact 16 beside UP's island, else 0 (no status row).
    package let topBarStatusHeight: CGFloat
    /// The rectangle content clips to: the window less the strip side's column.
    package let contentClip: CGRect
}

extension PostureFrames {
    private static func tabBar(_ x: CGFloat, _ y: CGFloat, _ height: CGFloat, item: CGFloat) -> ExpectedTabBar {
        ExpectedTabBar(bar: CGRect(x: x, y: y, width: 84, height: height), itemHeight: item)
    }

    /// The five postures.
    package static let all: [PostureFrames] = [
        // FP: room 658 - 170 = 488 (the home indicator's top, 678 - 20, is above the strip's bottom, 678).
        PostureFrames(
            posture: .FP, backButton: CGRect(x: 402, y: 178, width: 44, height: 44), circlesThatFit: 9,
            tabBars: [1: tabBar(382, 602, 56, item: 56), 4: tabBar(382, 434, 224, item: 56), 8: tabBar(382, 210, 448, item: 56)],
            cameraControlsMaxY: 642, editorBarMaxY: 596, clockLineMirrorY: nil, storyCard: nil,
            trailingButtonsMaxX: 382, topBarStatusHeight: 0, contentClip: CGRect(x: 0, y: 0, width: 382, height: 678)),
        // FL: room 384 (the strip ends at the block, 384, above the home indicator's top, 446); 8 items of 48.
        PostureFrames(
            posture: .FL, backButton: CGRect(x: 614, y: 8, width: 44, height: 44), circlesThatFit: 7,
            tabBars: [1: tabBar(594, 328, 56, item: 56), 4: tabBar(594, 160, 224, item: 56), 8: tabBar(594, 0, 384, item: 48)],
            cameraControlsMaxY: 430, editorBarMaxY: 384, clockLineMirrorY: nil, storyCard: nil,
            trailingButtonsMaxX: 594, topBarStatusHeight: 0, contentClip: CGRect(x: 0, y: 0, width: 594, height: 466)),
        // FR: room 446 - 84 = 362; 8 items of 45.25.
        PostureFrames(
            posture: .FR, backButton: CGRect(x: 20, y: 92, width: 44, height: 44), circlesThatFit: 7,
            tabBars: [1: tabBar(0, 390, 56, item: 56), 4: tabBar(0, 222, 224, item: 56), 8: tabBar(0, 84, 362, item: 45.25)],
            cameraControlsMaxY: 430, editorBarMaxY: 384, clockLineMirrorY: nil, storyCard: nil,
            trailingButtonsMaxX: 678, topBarStatusHeight: 0, contentClip: CGRect(x: 84, y: 0, width: 594, height: 466)),
        // UP: no strip. The story card fills the room 82..931 (849 tall, below the island, above the home
        // indicator): 849 * 9 / 16 = 477.5625 wide, centred at 334.5; its input row as wide as the card.
        PostureFrames(
            posture: .UP, backButton: nil, circlesThatFit: 0, tabBars: [:],
            cameraControlsMaxY: nil, editorBarMaxY: nil, clockLineMirrorY: 904,
            storyCard: (CGRect(x: 95.71875, y: 82, width: 477.5625, height: 849), CGRect(x: 95.71875, y: 879, width: 477.5625, height: 52)),
            trailingButtonsMaxX: 535, topBarStatusHeight: 16, contentClip: CGRect(x: 0, y: 0, width: 669, height: 951)),
        // UL: room 529 from 120 to 649 for the tab bar; the story card fills 16..653 (637 tall), 358.3125 wide,
        // centred on the band's 433.5; its input row 375 wide, the phone's width.
        PostureFrames(
            posture: .UL, backButton: CGRect(x: 887, y: 128, width: 44, height: 44), circlesThatFit: 10,
            tabBars: [1: tabBar(867, 593, 56, item: 56), 4: tabBar(867, 425, 224, item: 56), 8: tabBar(867, 201, 448, item: 56)],
            cameraControlsMaxY: 633, editorBarMaxY: 587, clockLineMirrorY: nil,
            storyCard: (CGRect(x: 254.34375, y: 16, width: 358.3125, height: 637), CGRect(x: 246, y: 601, width: 375, height: 52)),
            trailingButtonsMaxX: 867, topBarStatusHeight: 0, contentClip: CGRect(x: 0, y: 0, width: 867, height: 669))
    ]

    /// The frames of `posture`.
    package static func of(_ posture: DuoPosture) -> PostureFrames { all.first { $0.posture == posture }! }
}
