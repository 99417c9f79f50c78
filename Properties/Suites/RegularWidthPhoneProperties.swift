import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Rule 7: iPad behaviour follows the device type, not the width class; modals on a regular-width phone
    /// see compact metrics; a regular-width phone refuses programmatic rotation.
    public static func regularWidthPhone(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("regular-width-phone", rule: "Rule 7", summary: "iPad behaviour checks .tablet; UL modals see compact metrics",
                 generator: .anyLayout, labels: { $0.labels }, coverage: everyPostureDrawn) { sample in
            let layout = sample.layout
            try requireEqual(helpers.usesTabletBehaviour(layout), layout.deviceType == .tablet, "iPad behaviour on a \(layout.deviceType) of \(layout.metrics.widthClass) width")
            let modal = helpers.forOptionalFloatingPresentation(layout)
            try requireEqual(modal.metrics.widthClass, layout.deviceType == .phone ? .compact : layout.metrics.widthClass, "a modal's width class")
            try requireEqual(helpers.acceptsProgrammaticRotation(layout), !(layout.deviceType == .phone && layout.metrics.widthClass == .regular),
                             "programmatic rotation")
        }
    }

    /// Rule 7: on the inner screen (both orientations) and on iPads, the story viewer is a 9:16 card centred in
    /// the band, clear of the island, 16 from the top and bottom in UL, with an input row at least 375 wide.
    public static func storyCard(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("story-card", rule: "Rule 7", summary: "the story card is 9:16, centred in the band, clear of the island",
                 generator: .frequency([(3, .element(of: [.UP, .UL].map { LayoutSample(name: $0.rawValue, layout: .iPhoneDuo($0)) })), (2, .anyLayout)]),
                 labels: { $0.labels }) { sample in
            let layout = sample.layout
            guard let story = helpers.storyCardLayout(layout) else {
                let room = layout.size.height - 32 - layout.safeInsets.top > 0 && layout.size.width - layout.safeInsets.left - layout.safeInsets.right > 0
                return try require(!layout.usesStoryCardLayout || !room, "no story card on \(sample.name)")
            }
            let card = story.cardFrame, band = layout.safeInsets
            try require(abs(card.width * 16 - card.height * 9) <= 1e-9 * card.height, "the card \(card) is not 9:16")
            try requireInsideWindow(card, in: layout, "the story card")
            try require(abs((card.minX - band.left) - (layout.size.width - band.right - card.maxX)) <= 1e-9 * layout.size.width,
                        "the card \(card) is not centred in the band \(band.left)..\(layout.size.width - band.right)")
            try requireClearOfBlocks(card, in: layout, "the story card")
            if sample.name == "UL" { try require(card.minY == 16 && card.maxY == layout.size.height - 16, "the UL card \(card) is not 16 from the top and bottom") }
            let bandWidth = layout.size.width - band.left - band.right
            try require(story.inputRowFrame.width >= min(storyCardMinimumInputWidth, bandWidth), "the input row \(story.inputRowFrame) is narrower than a phone")
        }
    }

    /// The screen the app is on: each posture lays out on `mainWindowScreenBounds`, the screen its window is
    /// on, never on `UIScreen.main` (the cover screen) while unfolded.
    public static func screenTheAppIsOn(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("screen-the-app-is-on", rule: "Rule 7", summary: "layout uses the screen the window is on",
                 generator: .duoPostures, labels: { $0.labels }, coverage: everyPostureDrawn) { sample in
            let posture = try requireValue(DuoPosture(rawValue: sample.name), "not a posture")
            try requireEqual(helpers.mainWindowScreenBounds(.iPhoneDuo(posture)).size, sample.layout.size, "the screen bounds in \(posture)")
        }
    }
}
