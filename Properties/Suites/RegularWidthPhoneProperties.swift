import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let regularWidthPhoneProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.regularWidthPhone, oracle: .spec, says: "the device type, not the width class; compact metrics for UL's modals"),
        PropertyDeclaration(
            LayoutProperties.storyCard, oracle: .spec, .decision, .geometry, .table,
            says:
                "9:16, fitting and filling the room's limiting side; the spec's 16, island and 375; the 52-point row (a decision); UP's and UL's cards (`PostureFrames`)"
        ),
        PropertyDeclaration(LayoutProperties.screenTheAppIsOn, oracle: .table, says: "the spec's windows and the cover screen")
    ]
}

extension LayoutProperties {
    /// Rule 7: "Unfolded landscape is a regular-width phone: check deviceMetrics.type == .tablet, not
    /// widthClass == .regular, for anything meant for iPads; it also refuses programmatic rotation requests.
    /// Modals see compact metrics there." iPads (the ordinary-device table's tablets) get iPad behaviour; no
    /// phone does, UL included; a regular-width phone's modal sees compact metrics and the phone refuses rotation;
    /// nothing else changes. Where the collapse law asks for the old width-class answers instead (no blocks, equal
    /// side insets, a width class that disagrees with the type), these are checked under a decision, and so are a
    /// regular-width phone's modals and rotation on any layout without blocks, which rule 7 states for UL alone.
    package static func regularWidthPhone(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.regularWidthPhone.rawValue, source: .rule(7), summary: "iPad behaviour checks .tablet; UL modals see compact metrics",
            generator: .anyLayout, labels: { $0.labels + [$0.layout.deviceLabel] },
            coverage: everyPostureDrawn
                + ["tablet compact/regular", "phone regular/regular", "phone regular/compact"].map {
                    CoverageRequirement(label: $0, minimumFraction: 0.01)
                }
        ) { sample in
            let layout = sample.layout
            let isTablet = sample.name.hasPrefix("iPad") || layout.deviceType == .tablet
            let isRegularPhone = !isTablet && (sample.posture == .UL || layout.metrics.widthClass == .regular)
            // Without blocks the collapse law asks for the old width-class answers: rule 7's stand there by a decision.
            try decided(.deviceTypeWithoutBlocks, when: SyntheticDevice.lawAndRuleSevenDisagree(layout)) {
                try requireEqual(helpers.usesTabletBehaviour(layout), isTablet, "iPad behaviour on \(sample.name)")
            }
            // A regular-width phone's modals and rotation are rule 7's on UL, and the decision's without blocks.
            try decided(.deviceTypeWithoutBlocks, when: SyntheticDevice.modalAndRotationAreDecided(layout)) {
                var modal = layout
                if isRegularPhone { modal.metrics = .compact }
                try requireEqual(helpers.forOptionalFloatingPresentation(layout), modal, "a modal's layout on \(sample.name)")
                try requireEqual(helpers.acceptsProgrammaticRotation(layout), !isRegularPhone, "programmatic rotation on \(sample.name)")
            }
        }
    }

    /// Rule 7: "on the unfolded screen, both orientations, [the story viewer] uses the iPad card layout (9:16
    /// card centred in the band, blurred backdrop), kept clear of the status island in portrait and 16pt from the
    /// top and bottom in landscape, with an input row at least a phone's width (375pt)". The room is the band
    /// between the safe side insets, from the top margin (16, the safe top or the island's bottom, whichever is
    /// lowest) to the bottom one (16 in landscape; 16 or the home indicator in portrait, a decision). The card
    /// fits the room, is 9:16, fills the room's limiting side (its height where the room is narrower than 9:16
    /// tall, else the band's width) and is centred in it; the input row is `min(band, max(375, card))` wide and 52
    /// tall (a decision), centred on the card's axis at its bottom; the backdrop is the window. Only iPads and the
    /// inner screen (669x951 either way) use it, and only where the room has some height and the band some width;
    /// windows whose room or band is a sliver, none or less are drawn too. In UP and UL the card and its row are
    /// the hand-worked table's (``PostureFrames``).
    package static func storyCard(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.storyCard.rawValue, source: .rule(7),
            summary: "the story card is 9:16, fits and fills the band and the room, clear of the island",
            generator: .frequency([
                (3, .element(of: [.UP, .UL].map { LayoutSample(name: $0.rawValue, layout: .iPhoneDuo($0)) })), (2, .anyLayout),
                (2, .storyCardWindows), (1, .boundaryOrdinaryDevices), (2, .storyCardThresholdWindows)
            ]),
            labels: { $0.labels + [$0.layout.deviceLabel] }
        ) { sample in
            let layout = sample.layout
            let W = layout.size.width
            let H = layout.size.height
            let safe = layout.safeInsets
            let margin = SpecNumbers.storyCardMargin
            let inner = SpecPosture.innerScreenPortrait
            let isInnerScreen = layout.size == inner || layout.size == CGSize(width: inner.height, height: inner.width)
            try requireEqual(helpers.isIPhoneDuoInnerScreen(layout.size), isInnerScreen, "whether \(W)x\(H) is the inner screen")
            let usesCard = layout.deviceType == .tablet || isInnerScreen
            let story = helpers.storyCardLayout(layout)
            let bandWidth = W - safe.left - safe.right
            // "Kept clear of the status island": an island lies inside the safe top by definition, so the safe top clears it.
            let top = Swift.max(margin, safe.top)
            let bottomMargin = W > H ? margin : Swift.max(margin, layout.intrinsicInsets.bottom)
            guard usesCard else { return try requireEqual(story, nil, "a story card on \(sample.name)") }
            // A square window is decided to be portrait: its bottom margin clears the home indicator. Read either way,
            // a card it has is the same across the band and below the top margin, which is checked as the rule's.
            let squareReadsTheIndicator = W == H && layout.intrinsicInsets.bottom > margin
            if squareReadsTheIndicator, let placed = story {
                try requireCardAcrossTheBand(placed, in: layout, top: top, bandWidth: bandWidth)
            }
            try decided(.squareWindowIsPortrait, when: squareReadsTheIndicator) {
                let room = H - top - bottomMargin
                guard room > 0, bandWidth > 0 else {
                    return try decided(.noRoomNoStoryCard) { try requireEqual(story, nil, "a story card on \(sample.name), without room") }
                }
                let storyLayout = try requireValue(story, "no story card on \(sample.name), whose room is \(bandWidth) x \(room)")
                let card = storyLayout.cardFrame
                if let posture = sample.posture, let table = PostureFrames.of(posture).storyCard {
                    try requireEqual(card, table.card, "\(posture)'s story card")
                    try decided(.storyCardInputRowHeight) {
                        try requireEqual(storyLayout.inputRowFrame, table.inputRow, "\(posture)'s story input row")
                    }
                }
                try requireCardAcrossTheBand(storyLayout, in: layout, top: top, bandWidth: bandWidth)
                let tolerance = 1e-9 * Swift.max(W, H)
                try require(
                    card.maxY <= H - bottomMargin + tolerance, "the card \(card) does not fit the room \(top)..\(H - bottomMargin)")
                if room * 9 / 16 <= bandWidth {
                    try requireClose(card.height, room, "the card's height (the room, narrower than 9:16 tall, limits it)")
                } else {
                    try requireClose(card.width, bandWidth, "the card's width (the band limits it)")
                }
                try requireClose(card.midY, top + room / 2, "the card's centre in the room from \(top) to \(H - bottomMargin)")
            }
        }
    }

    /// What a story card is whatever its room's bottom: inside the band and below the top margin `top`, 9:16, centred
    /// across the band, clear of every block where the safe insets cover their blocks, with its input row and
    /// backdrop. A side whose inset is narrower than its block keeps that inset (a decision,
    /// ``Decision/inconsistentInsetIsKept``), and the band check holds the card to it, the hair of the block inside
    /// the band included.
    static func requireCardAcrossTheBand(_ story: StoryCardLayout, in layout: ContainerViewLayout, top: CGFloat, bandWidth: CGFloat) throws {
        let card = story.cardFrame
        let safe = layout.safeInsets
        let W = layout.size.width
        let tolerance = 1e-9 * Swift.max(W, layout.size.height)
        try require(
            card.minX >= safe.left - tolerance && card.maxX <= W - safe.right + tolerance && card.minY >= top - tolerance,
            "the card \(card) does not fit the band \(safe.left)..\(W - safe.right) below \(top)")
        try requireClose(card.width * 16, card.height * 9, "the card \(card) is 9:16")
        try requireClose(card.midX, safe.left + bandWidth / 2, "the card's centre across the band")
        if safeInsetsCoverTheirBlocks(layout) { try requireClearOfBlocks(card, in: layout, "the story card") }
        try requireStoryInputRowAndBackdrop(story, bandWidth: bandWidth, window: layout.size)
    }

    /// The story's input row is `min(band, max(375, card))` wide and 52 tall (a decision), centred on the card's
    /// axis at its bottom; its blurred backdrop is the window.
    static func requireStoryInputRowAndBackdrop(_ story: StoryCardLayout, bandWidth: CGFloat, window: CGSize) throws {
        let card = story.cardFrame
        let input = story.inputRowFrame
        try requireClose(
            input.width, Swift.min(bandWidth, Swift.max(SpecNumbers.storyCardMinimumInputWidth, card.width)), "the input row's width")
        try decided(.storyCardInputRowHeight) {
            try requireEqual(input.height, DecidedNumbers.storyCardInputRowHeight, "the input row's height")
        }
        try requireClose(input.midX, card.midX, "the input row's centre (the card's axis)")
        try requireClose(input.maxY, card.maxY, "the input row's bottom (the card's)")
        try requireEqual(story.backdropFrame, CGRect(x: 0, y: 0, width: window.width, height: window.height), "the blurred backdrop")
    }

    /// "UIScreen.main is the cover screen even while unfolded; use mainWindowScreenBounds ... for the screen the
    /// app is on": each posture lays out on the screen its window is on (the spec's windows: 466x678 folded,
    /// 669x951 unfolded, turned in landscape), never on the cover screen while unfolded; `UIScreen.main` stays the
    /// cover screen. A device is folded unless said to be unfolded, and one without an inner screen is on its main
    /// screen even if said to be unfolded.
    package static func screenTheAppIsOn(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.screenTheAppIsOn.rawValue, source: .rule(7), summary: "layout uses the screen the window is on",
            generator: .duoPostures, labels: { $0.labels }, coverage: everyPostureDrawn
        ) { sample in
            let spec = SpecPosture.of(try requireValue(sample.posture, "not a posture"))
            try requireEqual(
                helpers.mainWindowScreenBounds(.iPhoneDuo(spec.posture)), CGRect(origin: .zero, size: spec.window),
                "the screen bounds in \(spec.posture)")
            let cover = SpecPosture.coverScreenPortrait
            let inner = SpecPosture.innerScreenPortrait
            let oriented = spec.interfaceOrientation == .portrait ? cover : CGSize(width: cover.height, height: cover.width)
            try requireEqual(
                helpers.uiScreenMainBounds(.iPhoneDuo(spec.posture)), CGRect(origin: .zero, size: oriented),
                "UIScreen.main in \(spec.posture), the cover screen")
            let notSaidUnfolded = DeviceScreens(mainScreenPortraitSize: cover, innerScreenPortraitSize: inner)
            try requireEqual(
                helpers.mainWindowScreenBounds(notSaidUnfolded), CGRect(origin: .zero, size: cover), "the screen of a Duo not said to be unfolded")
            let noInnerScreen = DeviceScreens(mainScreenPortraitSize: cover, isUnfolded: true)
            try requireEqual(
                helpers.mainWindowScreenBounds(noInnerScreen), CGRect(origin: .zero, size: cover), "the screen of a device without an inner screen")
        }
    }
}
