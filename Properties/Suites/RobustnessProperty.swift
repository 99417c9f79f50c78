import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let robustnessProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.robustness, oracle: .decision, .spec, .geometry,
            says:
                "the documented answers for NaN, infinite and negative input (`HostileInputAnswers`); rules read from no geometry; the collapse law's rules"
        )
    ]
}

/// A layout with hostile values: NaN, infinities, negative sizes and insets, and a hostile row and frame.
package struct HostileCase: Codable, Equatable, CustomStringConvertible {
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
    /// The count, clamped to -1...64 for the helpers that build one frame per item.
    var clampedCount: Int { min(max(count, -1), 64) }
    /// Whether every value of the frame is finite.
    var frameIsFinite: Bool { [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) }
    /// Whether every number of the case, the layout's, the row's and the frame's, is finite and no larger than
    /// ``HostileInputAnswers/largestOrdinaryMagnitude``.
    var valuesAreOrdinary: Bool {
        var digest = AnswerDigest(of: layout)
        for value in [minY, maxY] { digest.add(value) }
        digest.add(frame)
        return digest.nonFiniteCount == 0 && digest.largestMagnitude <= HostileInputAnswers.largestOrdinaryMagnitude
    }
    package var description: String { "\(sample.name), row \(minY)..\(maxY), frame \(frame), count \(count)" }
}

/// The values that break careless geometry: besides the non-finite ones, a window past any screen (1e9) and the
/// largest magnitude whose answers are decided finite (1e300), where a careless product or square overflows.
private let hostileValues: [CGFloat] = [.nan, .infinity, -.infinity, -100, -0.0, 0, 1e308, 84, 1e9, HostileInputAnswers.largestOrdinaryMagnitude]

extension Gen where Value == HostileCase {
    /// Layouts from `layouts` with some fields replaced by hostile values, and hostile rows, frames and counts.
    ///
    /// Every number a layout holds can be hostile: its size, each safe inset, the home indicator, the status bar's
    /// height, the first block's height (through the table's `blocks` setter) and its width (through a table built
    /// anew from its blocks, as an app's own table is), a screen corner's radius or all four at once, and the input
    /// view's height, which no helper reads.
    package static func hostileCases(in layouts: Gen<LayoutSample>) -> Gen<HostileCase> {
        let value = Gen<CGFloat>.frequency([(1, .element(of: hostileValues)), (1, .point(in: -200...1200))])
        let fields = Gen<[CGFloat]>.array(of: value, count: 16...16)
        return zip(layouts, fields, Gen<Int>.int(in: 0...16383), Gen<Int>.element(of: [-1, 0, 3, Int.max, Int.min]))
            .map { sample, values, mask, count in
                var layout = sample.layout
                if mask & 1 != 0 { layout.size.width = values[0] }
                if mask & 2 != 0 { layout.size.height = values[1] }
                if mask & 4 != 0 { layout.safeInsets.right = values[2] }
                if mask & 8 != 0 { layout.safeInsets.left = values[3] }
                if mask & 16 != 0 { layout.intrinsicInsets.bottom = values[4] }
                if mask & 32 != 0, !layout.reservedCorners.isEmpty { layout.reservedCorners.blocks[0].height = values[5] }
                if mask & 64 != 0 { layout.safeInsets.top = values[8] }
                if mask & 128 != 0 { layout.statusBarHeight = values[9] }
                if mask & 256 != 0, var blocks = Optional(Array(layout.reservedCorners)), !blocks.isEmpty {
                    blocks[0].width = values[10]
                    layout.reservedCorners = ReservedCorners(blocks)
                }
                if mask & 512 != 0 { layout.screenCornerRadii.bottomRight = values[11] }
                if mask & 1024 != 0 { layout.safeInsets.bottom = values[12] }
                if mask & 2048 != 0 { layout.intrinsicInsets.top = values[13] }
                if mask & 4096 != 0 { layout.inputHeight = values[14] }
                if mask & 8192 != 0 { layout.screenCornerRadii = .uniform(values[15]) }
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
            PropertyID.robustness.rawValue, source: .section("Robustness"), summary: "no helper traps; non-finite input gets its documented answer",
            generator: .hostileCases(in: .anyLayout), labels: { [$0.sample.layout.size.width.isFinite ? "finite width" : "non-finite width"] },
            decisions: hostileInputDecisions(helpers)
        ) { item in
            let answers = PlacementHelpers.digestOfEveryAnswer(of: helpers, on: item)
            try requireRulesOnHostileInput(item, helpers)
            try requireHostileCollapse(item, helpers)
            try PlacementHelpers.requireSameAnswers(answers, of: helpers, on: item)
            try decided(.finiteInputFiniteAnswer) { try PlacementHelpers.requireFiniteAnswers(answers, of: helpers, on: item) }
        }
    }

    /// The decisions the robustness property checks, each by a decision check of its own, in this order: each runs
    /// the answers the helper declarations state of it (``HelperDeclaration/hostileAnswers``), in their order.
    package static let hostileDecisions: [Decision] = [
        .nonFiniteRowReachesEveryBlock, .nonFiniteFrameCoversNothing, .nonPositiveDismissOffsetMovesNothing, .nanInsetLeavesNoRadius,
        .nonFiniteRidingRowShiftsByTheInset, .negativeRidingRowIsFlat, .sideTabBarCounts, .endlessWindowShowsNothing, .negativeCountPairsNothing,
        .noRoomNoStoryCard, .zeroHeightBlockReachesNothing, .nonPositiveInsetHasNoStrip,
        .rulesHoldOnEveryValue
    ]

    /// The answers each decision check runs, in the order of ``hostileDecisions``.
    static let hostileDecisionAnswers: [(Decision, [HostileAnswer])] = hostileDecisions.map { ($0, HelperCatalogue.answers(of: .decided($0))) }

    /// The decision checks of the robustness property.
    static func hostileInputDecisions(_ helpers: PlacementHelpers) -> [DecisionCheck<HostileCase>] {
        hostileDecisionAnswers.map { decision, answers in
            DecisionCheck(decision) { item in
                for answer in answers { try answer.check(item, helpers) }
            }
        }
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
}

extension PlacementHelpers {
    /// Calls every helper that its declaration says is called on hostile input (``HostileCall``), in the calls'
    /// order, and keeps one digest of all their answers (a trap in any of them is what duo-fuzz's crash capture
    /// keeps). Which call broke a check is looked for only when one did.
    ///
    /// Answers are digested, not described: describing some forty values a case as text made the robustness property
    /// the slowest of the suites by far (about 6,000 cases/s in a nightly run, where the others run at 0.7 M to 5 M).
    static func digestOfEveryAnswer(of helpers: PlacementHelpers, on item: HostileCase) -> AnswerDigest {
        var digest = AnswerDigest()
        for call in HelperCatalogue.hostileCalls { call.answer(&digest, item, helpers) }
        return digest
    }

    /// The spec's placement helpers are pure: called again on the same case, each gives the same answer, bit for bit.
    static func requireSameAnswers(_ answers: AnswerDigest, of helpers: PlacementHelpers, on item: HostileCase) throws {
        guard digestOfEveryAnswer(of: helpers, on: item) != answers else { return }
        let changing = HelperCatalogue.hostileCalls.first { $0.digest(item, helpers) != $0.digest(item, helpers) }
        try require(
            false,
            changing.map { "`\($0.member)` answered the same case twice with different bits" }
                ?? "a helper answered the same case with other bits the second time (asked twice more, none did again)")
    }

    /// Every answer to finite input of moderate size holds only finite numbers (``Decision/finiteInputFiniteAnswer``),
    /// named by the first call that breaks it.
    static func requireFiniteAnswers(_ answers: AnswerDigest, of helpers: PlacementHelpers, on item: HostileCase) throws {
        guard answers.nonFiniteCount > 0, item.valuesAreOrdinary else { return }
        for call in HelperCatalogue.hostileCalls {
            let digest = call.digest(item, helpers)
            try require(digest.nonFiniteCount == 0, "`\(call.member)` answered \(digest.nonFiniteCount) non-finite number(s) to finite input")
        }
    }
}
