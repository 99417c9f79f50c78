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
        .nonFiniteRidingRowShiftsByTheInset, .negativeRidingRowIsFlat, .nonPositiveInsetHasNoStrip, .sideTabBarCounts, .endlessWindowShowsNothing,
        .negativeCountPairsNothing,
        .noRoomNoStoryCard, .cameraControlsLift, .editorBarPreviewGap, .storyCardInputRowHeight, .sideColumnNumbers, .columnEndsAtFirstMisfit,
        .sideTabBarNumbers, .hingeSide, .layoutDefaults, .tallMirrorRises, .touchingFrameCoversNothing, .flatFrameAcrossABlockCovers,
        .touchingRowReachesNothing,
        .zeroHeightRowReachesOnlyInside, .reversedRowIsTurned, .zeroHeightBlockReachesNothing, .bottomEdgeReachedByBottomBlocksOnly,
        .sideWithoutStripWidens, .inconsistentInsetIsKept, .leftStripOfTwo, .syntheticColumnFits, .previewPlace, .previewLiftBesideBlocks,
        .squareWindowIsPortrait, .deviceTypeWithoutBlocks, .statusCornerRuleBesideSideBlocks, .islandsBeyondThePosture, .centredContainerFloor,
        .rulesHoldOnEveryValue,
        .finiteInputFiniteAnswer
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
    /// A control in a row at a NaN or infinite position, of a non-finite height, or beside an island of a non-finite
    /// height, slides by the whole inset.
    package static let nonFiniteRidingRowShiftsByTheInset = Decision(
        "a riding row or island with a NaN or infinite value shifts by the whole inset",
        because: "where the row or the island is cannot be known, and the whole inset is the shift that never overlaps the island")
    /// A side whose safe inset is 0 or negative has no strip, whatever its blocks.
    package static let nonPositiveInsetHasNoStrip = Decision(
        "a side whose inset is 0 or negative has no strip, whatever its blocks",
        because: "a strip is room that the blocks take from the side of the window; an inset of no width takes none, even beside a block "
            + "written as wide as it")
    /// A riding row of negative height shifts as a row of no height at its top.
    package static let negativeRidingRowIsFlat = Decision(
        "a riding row of negative height shifts as a row of no height at its top",
        because: "a row cannot be less than flat; reading it the other way round would move its top, which is where the row was placed")
    /// A side tab bar holds 1 to 8 items, and an endless window places none.
    package static let sideTabBarCounts = Decision(
        "a count outside 1...8, or an endless window, places no side tab bar",
        because: "the strip holds at most 8 items of 24 points or more, and a window of infinite height has no bottom to sit at")
    /// In a window whose size is not finite, the legacy clip shows nothing.
    package static let endlessWindowShowsNothing = Decision(
        "in an endless window, or one with a NaN or infinite size, the legacy clip shows nothing",
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
    /// Where the side column's shapes stop.
    package static let columnEndsAtFirstMisfit = Decision(
        "a side column ends at the first shape that does not fit: no shape after it is placed, even one that would",
        because:
            "the spec does not say which shapes a strip too short for all of them shows; the frames come back in the shapes' order without naming them, so a caller reads the first n frames as the first n shapes"
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
    /// A frame of no width or no height whose line crosses a block's inside covers it.
    package static let flatFrameAcrossABlockCovers = Decision(
        "a card of no width or no height that crosses a corner block's inside covers it",
        because: "its edges lie strictly inside the block's, as a card its animation squashes to a line still lies over the block; "
            + "the spec says nothing of cards of no size, and one that only touches the block covers it under neither reading")

    // MARK: - Where a row reaches a block (``ReachDecisions``, read by ``RowRaster``)

    /// A row that only touches a block's top or bottom edge does not reach it.
    package static let touchingRowReachesNothing = Decision(
        "a row that only touches a block's top or bottom edge does not reach it",
        because: "the two share a line, not a row of points: FP's row 170..250 starts where the block ends, and spans the strip")
    /// A row of no height reaches a block only strictly inside its rows.
    package static let zeroHeightRowReachesOnlyInside = Decision(
        "a row of no height reaches a block only strictly inside the block's rows",
        because: "a line on a block's edge covers no point of the block; one inside it lies level with the block")
    /// A reversed row is the same row the right way round.
    package static let reversedRowIsTurned = Decision(
        "a reversed row (minY above maxY) is the same row the right way round",
        because: "a row given bottom first still names the same rows; reading it as empty would place content under a block it spans")
    /// A block of no height reaches no row.
    package static let zeroHeightBlockReachesNothing = Decision(
        "a block of no height (or a negative or NaN one) reaches no row, not even the bottom edge",
        because: "it covers no row of the window, so nothing placed in a row can lie under it")
    /// The bottom edge is reached by bottom-corner blocks only.
    package static let bottomEdgeReachedByBottomBlocksOnly = Decision(
        "the bottom edge is reached by bottom-corner blocks only, even by a top block as tall as the window",
        because: "the spec names FL's bottom-right block as the only one at the bottom; the free form is not told the window's height")
    /// A side without a strip is widened to a block of its own that reaches the row.
    package static let sideWithoutStripWidens = Decision(
        "a side without a strip is widened to a block of its own that reaches the row",
        because: "rule 2 keeps content clear of every block, and the spec speaks of strip sides only; UP's top rows keep 134 clear of the island")

    // MARK: - Strips, the column, the camera, the status bar and the container

    /// A side whose inset is not exactly as wide as its widest block has no strip.
    package static let inconsistentInsetIsKept = Decision(
        "a side whose inset is not exactly as wide as its widest block has no strip, and keeps its inset on every row",
        because: "a strip is an inset that exists only because of the blocks; an inset of another width exists for some other reason")
    /// The side column and side tab bar use the left strip of two.
    package static let leftStripOfTwo = Decision(
        "the side column and side tab bar use the left (leading) strip when a layout has two",
        because: "no Duo posture has two strips; the leading side is where a back button goes in a left-to-right layout")
    /// A layout that is no Duo posture has a side column only where a circle fits its strip.
    package static let syntheticColumnFits = Decision(
        "a layout other than a Duo posture has a side column only where its strip holds one circle and the gap above it",
        because: "the spec names the postures with a column; elsewhere a strip too short for a touch target is no column")
    /// The preview's place: at the safe top when it fits below it, else at the window's top.
    package static let previewPlace = Decision(
        "a 9:16 preview sits at the safe top where it fits below it, else at the window's top; one as tall as the screen is not taller",
        because: "the spec gives the preview's size, not its place; the safe top keeps it off the status bar wherever it fits")
    /// A taller preview's bottom row is lifted from the home indicator only beside reserved corners.
    package static let previewLiftBesideBlocks = Decision(
        "under a taller preview a bottom row is lifted from the home indicator beside reserved corners, from the screen edge elsewhere",
        because: "the collapse law keeps the legacy lift on devices without blocks; the only such real device, the first iPhone SE, has no indicator")
    /// A square window counts as portrait.
    package static let squareWindowIsPortrait = Decision(
        "a square window counts as portrait",
        because: "the spec names portrait and landscape postures only; portrait's card keeps its bottom margin clear of the home indicator")
    /// Without blocks, where the width class and the device type disagree, rule 7's answers stand.
    package static let deviceTypeWithoutBlocks = Decision(
        "without blocks, a device whose width class and type disagree (a compact-width iPad, a regular-width phone) takes rule 7's answers: iPad behaviour follows the type (where the side insets are equal; with unequal ones that is the rule itself), and a regular-width phone gives its modals compact metrics and refuses rotation",
        because:
            "the collapse law asks there for the old width-class answers and rule 7 for the type; the spec's ordinary table has no such device (only the app's own calls the iPad mini a phone), and the spec names the width-class test a bug shape"
    )
    /// Rule 8 applies where the status corner is a side block.
    package static let statusCornerRuleBesideSideBlocks = Decision(
        "rule 8 applies where the status corner is a side block; elsewhere, UP included, the regular phone's forced white stands",
        because: "rule 8 names the folded postures and unfolded landscape; every other layout keeps the legacy rule, as the collapse law asks")
    /// A top bar beside a top-corner block that is not of UP's kind reads it as the oracle's islands do.
    package static let islandsBeyondThePosture = Decision(
        "beside a top-corner block not of UP's kind (as tall as the safe top, on a side without a safe inset), a top bar reads it "
            + "as a status island when it is no taller than the safe top, and moves its trailing buttons left by as much as the island "
            + "reaches past that side's safe inset; its rows sit on the clock line, and viewers fill the window beside it",
        because: "the spec gives the island's rules for UP's island alone; reading every such block so keeps them wherever a block "
            + "sits where UP's does, and a taller block reaches rows below the bar, as a side block does")
    /// The centred container's x is floored on its band.
    package static let centredContainerFloor = Decision(
        "a centred container's x is the floor of its band's centre less half its width",
        because: "the legacy expression floors (W - w) / 2; flooring on the band keeps whole points and the collapse exact")

    /// A rule that is arithmetic of the layout's values gives that arithmetic on every value.
    package static let rulesHoldOnEveryValue = Decision(
        "a rule that is arithmetic of its inputs gives that arithmetic on every value, NaN, infinities and negative sizes included",
        because:
            "clamping or replacing a bad value would hide it from the caller and break the collapse law's bit-equality; IEEE arithmetic carries a NaN to where it shows"
    )
    /// Every helper's answer to a layout, row and frame of finite values no larger than
    /// ``HostileInputAnswers/largestOrdinaryMagnitude`` holds only finite numbers.
    package static let finiteInputFiniteAnswer = Decision(
        "every answer to finite input no larger than 1e300 is finite (`CGRect.null`, the empty clip, counts as no number)",
        because:
            "such a layout has a place for everything, and a NaN or an infinity would put a view nowhere; above 1e300 the legacy expressions themselves overflow (2 × 1e308 is infinite), and the collapse law keeps their bits"
    )
}
