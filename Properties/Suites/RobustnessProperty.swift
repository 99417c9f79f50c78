import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let robustnessProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            38, LayoutProperties.robustness, oracle: .decision, .spec, .legacy,
            says:
                "the documented answers for NaN, infinite and negative input (`HostileInputAnswers`); rules read from no geometry; the collapse law"
        )
    ]
}

/// A layout with hostile values: NaN, infinities, negative sizes and insets, and a hostile row and frame.
package struct HostileCase: Codable, Hashable, CustomStringConvertible {
    package var sample: LayoutSample
    package var minY: CGFloat
    package var maxY: CGFloat
    package var frame: CGRect
    package var count: Int

    /// Creates a case from its fields.
    package init(sample: LayoutSample, minY: CGFloat, maxY: CGFloat, frame: CGRect, count: Int) {
        self.sample = sample
        self.minY = minY
        self.maxY = maxY
        self.frame = frame
        self.count = count
    }
    package var layout: ContainerViewLayout { sample.layout }
    package var description: String { "\(sample.name), row \(minY)..\(maxY), frame \(frame), count \(count)" }
}

/// The values that break careless geometry.
private let hostileValues: [CGFloat] = [.nan, .infinity, -.infinity, -100, -0.0, 0, 1e308, 84]

extension Gen where Value == HostileCase {
    /// Layouts from `layouts` with some fields replaced by hostile values, and hostile rows, frames and counts.
    package static func hostileCases(in layouts: Gen<LayoutSample>) -> Gen<HostileCase> {
        let value = Gen<CGFloat>.frequency([(1, .element(of: hostileValues)), (1, .point(in: -200...1200))])
        let fields = Gen<[CGFloat]>.array(of: value, count: 8...8)
        return zip(layouts, fields, Gen<Int>.int(in: 0...255), Gen<Int>.element(of: [-1, 0, 3, Int.max, Int.min]))
            .map { sample, values, mask, count in
                var layout = sample.layout
                if mask & 1 != 0 { layout.size.width = values[0] }
                if mask & 2 != 0 { layout.size.height = values[1] }
                if mask & 4 != 0 { layout.safeInsets.right = values[2] }
                if mask & 8 != 0 { layout.safeInsets.left = values[3] }
                if mask & 16 != 0 { layout.intrinsicInsets.bottom = values[4] }
                if mask & 32 != 0, !layout.reservedCorners.isEmpty { layout.reservedCorners.blocks[0].height = values[5] }
                let frame = CGRect(x: values[6], y: values[7], width: values[4], height: values[5])
                return HostileCase(
                    sample: LayoutSample(name: "hostile \(sample.name)", layout: layout),
                    minY: values[6], maxY: values[7], frame: frame, count: count)
            }
    }
}

extension LayoutProperties {
    /// Robustness: no helper traps on any input, NaN and negative sizes included (the spec's robustness section).
    /// Where the spec is silent, the documented answers (``HostileInputAnswers``) are decisions, each pinned by a
    /// decision check of its own (``Decision/pinned``): a non-finite row (the drawn one, and the drawn ends each
    /// paired with NaN or an infinity) is reached by every block of positive height, in the band helpers and the
    /// input panel alike; a non-finite frame covers no corner and clips to nothing; a NaN dismiss offset moves no
    /// card; a NaN inset leaves every concentric radius at 0; a NaN riding row shifts by the whole inset; a count
    /// outside 1...8 places no side tab bar, nor does an endless window; in an endless window the legacy clip
    /// shows nothing; a negative count pairs no shapes; a window without room or band has no story card.
    package static func robustness(_ helpers: PlacementHelpers = .core) -> Property<HostileCase> {
        Property(
            "robustness", source: .section("Robustness"), summary: "no helper traps; non-finite input gets its documented answer",
            generator: .hostileCases(in: .anyLayout), labels: { [$0.sample.layout.size.width.isFinite ? "finite width" : "non-finite width"] },
            decisions: hostileInputDecisions(helpers)
        ) { item in
            _ = PlacementHelpers.hashOfEveryResult(
                of: helpers, layout: item.layout, minY: item.minY, maxY: item.maxY, frame: item.frame, count: item.count)
            try requireRulesOnHostileInput(item, helpers)
            try requireHostileCollapse(item, helpers)
        }
    }

    /// The decision checks of the robustness property, in the order its answers were always checked.
    static func hostileInputDecisions(_ helpers: PlacementHelpers) -> [DecisionCheck<HostileCase>] {
        [
            DecisionCheck(.nonFiniteRowReachesEveryBlock) { try requireNonFiniteRowsReachEveryBlock($0, helpers) },
            DecisionCheck(.nonFiniteFrameCoversNothing) { try requireNonFiniteFrameCoversNothing($0, helpers) },
            DecisionCheck(.nonPositiveDismissOffsetMovesNothing) { item in
                let frame = item.frame
                guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) else { return }
                try require(
                    Oracle.identical(helpers.presentedCardFrame(frame, .nan), frame.offsetBy(dx: 0, dy: HostileInputAnswers.nanDismissOffset)),
                    "a card at \(frame) dismissed by NaN moves")
            },
            DecisionCheck(.nanInsetLeavesNoRadius) { try requireNaNInsetRadii($0, helpers) },
            DecisionCheck(.nanRidingRowShiftsByTheInset) { _ in
                try requireEqual(
                    helpers.statusIslandTrailingShift(.nan, 40, 82, 134), HostileInputAnswers.nanRidingRowShift(inset: 134),
                    "a NaN riding row's shift")
            },
            DecisionCheck(.sideTabBarCounts) { try requireSideTabBarCounts($0, helpers) },
            DecisionCheck(.endlessWindowShowsNothing) { item in
                var endless = item.layout
                endless.size.height = .infinity
                try require(
                    endless.legacyClippedToContentBand(CGRect(x: 0, y: 0, width: 1, height: 1)).isNull
                        && HostileInputAnswers.legacyClipInANonFiniteWindow.isNull,
                    "the legacy clip of an endless window shows something")
            },
            DecisionCheck(.negativeCountPairsNothing) { try requireNegativeCountsPairNothing($0, helpers) },
            DecisionCheck(.noRoomNoStoryCard) { item in
                let layout = item.layout, W = layout.size.width, H = layout.size.height
                if !(W - layout.safeInsets.left - layout.safeInsets.right > 0) || !(H > 0) {
                    try requireEqual(helpers.storyCardLayout(layout), nil, "a story card in a \(W)x\(H) window without room")
                }
            },
            DecisionCheck(.rulesHoldOnEveryValue) { try requireArithmeticOnHostileInput($0, helpers) }
        ]
    }

    /// A non-finite row (the drawn one, and the drawn ends each paired with NaN or an infinity) keeps each side's
    /// inset that every block of positive height reaching it gives, in the band helpers and the input panel alike.
    static func requireNonFiniteRowsReachEveryBlock(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout
        let oracle = ExpectedLayout(layout)
        let rows = [(item.minY, item.maxY), (item.minY, .nan), (.nan, item.maxY), (-.infinity, item.maxY), (item.minY, .infinity)]
        for (minY, maxY) in rows where !minY.isFinite || !maxY.isFinite {
            let forms = [
                ("band", helpers.bandSideInsets(layout, minY, maxY)), ("input panel", helpers.chatInputPanelSideInsets(layout, minY, maxY, false))
            ]
            let band = forms[0].1
            try require(
                Oracle.identical(band.top, layout.safeInsets.top) && Oracle.identical(band.bottom, layout.safeInsets.bottom),
                "a non-finite row \(minY)..\(maxY)'s band insets \(band) do not keep the safe top and bottom")
            for (form, insets) in forms {
                for side in HorizontalEdge.allCases {
                    guard let expected = HostileInputAnswers.nonFiniteRowInset(side, in: oracle) else { continue }
                    try require(
                        Oracle.identical(insets.side(side), expected),
                        "a non-finite row \(minY)..\(maxY)'s \(side) \(form) inset \(insets), not \(expected) (every block of positive height reaches it)"
                    )
                }
            }
        }
    }

    /// A frame with a NaN or an infinity covers no status corner and clips to nothing.
    static func requireNonFiniteFrameCoversNothing(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout, frame = item.frame
        guard ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) else { return }
        try requireEqual(
            helpers.coversStatusCorner(layout, frame), HostileInputAnswers.nonFiniteFrameCoversACorner,
            "whether a non-finite frame \(frame) covers the status corner")
        try require(
            helpers.clippedToContentBand(layout, frame).isNull && HostileInputAnswers.nonFiniteFrameClip.isNull,
            "a non-finite frame clips to something")
    }

    /// A NaN inset leaves every concentric radius at 0, a sheet's and an inner clip's.
    static func requireNaNInsetRadii(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let radii = item.layout.screenCornerRadii, zero = HostileInputAnswers.nanInsetRadius
        try requireEqual(
            helpers.sheetBottomCornerRadii(radii, .nan), SheetBottomCornerRadii(bottomLeft: zero, bottomRight: zero),
            "a sheet's radii at a NaN inset")
        try requireEqual(
            helpers.innerClipCornerRadii(radii, .nan), ScreenCornerRadii(topLeft: zero, topRight: zero, bottomLeft: zero, bottomRight: zero),
            "an inner clip's radii at a NaN inset")
    }

    /// A count outside 1...8 places no side tab bar, and neither does a window of infinite height.
    static func requireSideTabBarCounts(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        if !HostileInputAnswers.sideTabBarCounts.contains(item.count) {
            try require(helpers.tabBarSidePlacement(item.layout, item.count) == nil, "a side tab bar of \(item.count) items")
        }
        var endless = item.layout
        endless.size.height = .infinity
        try requireEqual(
            helpers.tabBarSidePlacement(endless, 3) != nil, HostileInputAnswers.sideTabBarInAnInfiniteWindowIsPlaced,
            "whether a side tab bar is placed in an endless window")
    }

    /// A negative count of column shapes or platters pairs none.
    static func requireNegativeCountsPairNothing(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        guard item.count < 0 else { return }
        try requireEqual(
            helpers.columnShapePairs(item.count, 3).count, HostileInputAnswers.pairsOfANegativeCount, "column pairs of \(item.count) shapes")
        try requireEqual(
            helpers.rowPlatterPairs(3, item.count).count, HostileInputAnswers.pairsOfANegativeCount, "platter pairs of \(item.count) platters")
    }
}

extension PlacementHelpers {
    /// Calls every helper once with the given inputs and hashes what each returns (what the robustness
    /// property runs; a trap in any of them is what duo-fuzz's crash capture keeps). Counts are clamped to
    /// 0...64 for the helpers that build one frame per item.
    ///
    /// The results are hashed, not described: describing some forty values a case as text made the
    /// robustness property the slowest of the suites by far (about 6,000 cases/s in a nightly run, where
    /// the others run at 0.7 M to 5 M), and hashing uses every result as surely.
    static func hashOfEveryResult(of helpers: PlacementHelpers, layout: ContainerViewLayout, minY: CGFloat, maxY: CGFloat, frame: CGRect, count: Int)
        -> Int
    {
        let smallCount = min(max(count, -1), 64)
        var hasher = Hasher()
        hasher.combine(helpers.bandSideInsets(layout, minY, maxY))
        hasher.combine(helpers.bottomEdgeSideInsets(layout))
        hasher.combine(helpers.sideStrip(layout, .left))
        hasher.combine(helpers.sideStrip(layout, .right))
        hasher.combine(helpers.horizontalContainerPlacement(layout, minY, true, true))
        hasher.combine(helpers.horizontalContainerPlacement(layout, maxY, true, false))
        hasher.combine(helpers.centredControlPlacement(layout, maxY))
        hasher.combine(helpers.draggableCaptionSideInsets(layout))
        hasher.combine(helpers.sideColumnFrames(layout, [.backCircle, .buttonsCapsule(buttonCount: smallCount), .trailingCircle]))
        hasher.combine(helpers.barButtonPlacement(layout, .done(takesTurnsWithEdit: false)))
        hasher.combine(helpers.navigationBarStatusBarHeight(layout))
        hasher.combine(helpers.navigationBarTrailingButtonsMaxX(layout))
        hasher.combine(helpers.navigationBarTitleCenterX(layout))
        hasher.combine(helpers.statusIslandTrailingShift(minY, maxY, frame.size.height, frame.size.width))
        hasher.combine(helpers.statusIslandTopRowFrame(layout, maxY))
        hasher.combine(helpers.statusIslandBottomRowFrame(layout, maxY))
        hasher.combine(helpers.popUpCardMinY(layout))
        hasher.combine(helpers.fullScreenViewerFrame(layout))
        hasher.combine(helpers.sheetBottomCornerRadii(layout.screenCornerRadii, minY))
        hasher.combine(helpers.innerClipCornerRadii(layout.screenCornerRadii, maxY))
        hasher.combine(helpers.resizableSheetPlacement(layout, .short))
        hasher.combine(helpers.resizableSheetPlacement(layout, .tall))
        hasher.combine(helpers.sheetHeaderCornerInsets(layout, frame, maxY))
        hasher.combine(helpers.sheetContentBandInsets(layout, frame))
        hasher.combine(helpers.tabBarSidePlacement(layout, count))
        hasher.combine(helpers.tabBarEditToolbarFrame(layout, count, maxY))
        hasher.combine(helpers.chatInputPanelSideInsets(layout, minY, maxY, false))
        hasher.combine(helpers.listSideMargins(layout, minY))
        hasher.combine(helpers.coversStatusCorner(layout, frame))
        hasher.combine(helpers.statusBarStyle(layout, .black, [PresentedCard(frame: frame, style: .white)]))
        hasher.combine(helpers.usesTabletBehaviour(layout))
        hasher.combine(helpers.forOptionalFloatingPresentation(layout))
        hasher.combine(helpers.acceptsProgrammaticRotation(layout))
        hasher.combine(helpers.reservedCornersForHostedLayout(layout.size, .landscapeLeft))
        hasher.combine(helpers.storyCardLayout(layout))
        hasher.combine(helpers.cameraBottomControlsFrame(layout, maxY))
        hasher.combine(helpers.editorBottomBarFrame(layout, maxY))
        hasher.combine(helpers.clippedToContentBand(layout, frame))
        hasher.combine(helpers.columnShapePairs(smallCount, 3))
        hasher.combine(helpers.rowPlatterPairs(smallCount, 3))
        hasher.combine(helpers.environment(layout))
        return hasher.finalize()
    }
}
