import DuoCheckEngine

/// The project's decisions that the properties pin as decision checks (``DecisionCheck``, or a check marked with
/// ``decided(_:_:)``), each with its reason, stated once: the answers for input the spec says nothing about
/// (non-finite, negative and out-of-range values, whose answers are data in ``HostileInputAnswers``) and numbers
/// it does not give (``DecidedNumbers``). The conformance kit checks them only for an app that opts in
/// (docs/conformance.md lists them, from this file).
extension Decision {
    /// Every decision the catalogue pins, in the order docs/conformance.md lists them.
    package static let pinned: [Decision] = [
        .nonFiniteRowReachesEveryBlock, .nonFiniteFrameCoversNothing, .nonPositiveDismissOffsetMovesNothing, .nanInsetLeavesNoRadius,
        .nanRidingRowShiftsByTheInset, .sideTabBarCounts, .endlessWindowShowsNothing, .negativeCountPairsNothing,
        .noRoomNoStoryCard, .cameraControlsLift, .editorBarPreviewGap, .storyCardInputRowHeight, .sideColumnNumbers,
        .sideTabBarNumbers, .hingeSide, .layoutDefaults, .tallMirrorRises, .touchingFrameCoversNothing
    ]

    /// A row with a NaN or infinite end reaches every block of positive height.
    package static let nonFiniteRowReachesEveryBlock = Decision(
        "a non-finite row reaches every block of positive height",
        because: "a row whose extent is unknown may lie level with any block; keeping clear of all of them never puts content under one")
    /// A frame with a NaN or an infinity covers no status corner and clips to nothing.
    package static let nonFiniteFrameCoversNothing = Decision(
        "a non-finite frame covers nothing",
        because: "such a frame has no place on screen to overlap a block or to show; `CGRect.null` is Core Graphics' own empty clip")
    /// A dismiss offset of 0 or less, or NaN, moves no card.
    package static let nonPositiveDismissOffsetMovesNothing = Decision(
        "a dismiss offset of 0 or less, or NaN, moves no card",
        because: "a dismiss only moves a card down; NaN is no distance, so the card stays where it rests")
    /// A NaN inset leaves every concentric radius at 0.
    package static let nanInsetLeavesNoRadius = Decision(
        "a NaN inset leaves every concentric radius at 0",
        because: "rule 6 never goes below 0 (`max(0, r - d)`); a radius that is not a number is read as that floor")
    /// A control in a row at a NaN position slides by the whole inset.
    package static let nanRidingRowShiftsByTheInset = Decision(
        "a NaN riding row shifts by the whole inset",
        because: "where the row is cannot be known, and the whole inset is the shift that never overlaps the island")
    /// A side tab bar holds 1 to 8 items, and an endless window places none.
    package static let sideTabBarCounts = Decision(
        "a count outside 1...8, or an endless window, places no side tab bar",
        because: "the strip holds at most 8 items of 24 points or more, and a window of infinite height has no bottom to sit at")
    /// In a window whose size is not finite, the legacy clip shows nothing.
    package static let endlessWindowShowsNothing = Decision(
        "in an endless window the legacy clip shows nothing",
        because: "a content band of infinite size is no band; `CGRect.null` keeps anything clipped to it off screen")
    /// A negative count of column shapes or platters pairs none.
    package static let negativeCountPairsNothing = Decision(
        "a negative count pairs no shapes",
        because: "a count below 0 has no shapes to pair; an empty list cannot index past either bar")
    /// A window that leaves a story card no room or band has none.
    package static let noRoomNoStoryCard = Decision(
        "a window without room or band has no story card",
        because: "a card of no or negative size is no card; nil tells the caller to fall back to the phone layout")

    /// The camera's bottom controls sit 16 above the home indicator (``DecidedNumbers/cameraControlsLift``).
    package static let cameraControlsLift = Decision(
        "the camera's bottom controls sit 16 above the home indicator under a taller preview, and at most 16 above it under a shorter one",
        because: "the lift the app tuned for home-button phones, measured from the indicator; the spec asks only that they stay above it")
    /// The editor bar ends 8 above a preview that fits (``DecidedNumbers/editorBarPreviewGap``).
    package static let editorBarPreviewGap = Decision(
        "the editor bar ends 8 above a preview that fits, or above the home indicator",
        because: "the spec gives the bar's place only under a taller preview (62 above the indicator); 8 keeps it off the preview")
    /// The story card's input row is 52 tall (``DecidedNumbers/storyCardInputRowHeight``).
    package static let storyCardInputRowHeight = Decision(
        "the story card's input row is 52 tall",
        because: "the spec gives the row's width (at least a phone's 375) and place, not its height; 52 is the phone's input row")

    /// The side column's circles and gaps (``DecidedNumbers``).
    package static let sideColumnNumbers = Decision(
        "side-column circles are 44 across (or the strip's width), the first 8 below the strip's top, each 8 below the last",
        because:
            "the spec stacks the shapes in the strip from its top, clear of the block; 44 is the standard touch target, which an 84-point strip holds"
    )
    /// The side tab bar's items (``DecidedNumbers``).
    package static let sideTabBarNumbers = Decision(
        "side tab bar items are min(56, room / count) tall, never under 24, at most 8",
        because: "56 is a bottom tab bar item with its label, an item under 24 is no touch target, and a phone's tab bar shows five and More")
    /// The cover screen's hinge side (``HingeReading``).
    package static let hingeSide = Decision(
        "the cover screen's hinge is its left edge in FP, its top in FL and its bottom in FR",
        because: "the spec gives 8-point corners on the hinge side and 59 outside, not which side; the Duo folds like a book, the cover its front")
    /// A hand-built layout's defaults (``InitialiserDefaults``).
    package static let layoutDefaults = Decision(
        "a layout built from its required fields has no home indicator, status bar, reserved corners, input view or corner radius",
        because: "the spec states an environment's defaults (0 / .none) only; a layout's are an ordinary device's with nothing reserved")

    /// A bottom row mirroring the clock line rises to the home indicator's top when taller than its clearance.
    package static let tallMirrorRises = Decision(
        "a bottom row mirroring the clock line rises to end at the home indicator's top when centring it on H - 47 would cover the indicator",
        because:
            "the spec's mirror of a row taller than 54 in UP would cover the indicator, and past 94 leave the window; every other Duo bottom row keeps clear of it"
    )
    /// A frame that only touches a block's edge does not cover it.
    package static let touchingFrameCoversNothing = Decision(
        "a card that only touches a corner block's edge does not cover it",
        because: "the spec switches the style once the card has left the block entirely; sharing an edge covers no point of the block")
}
