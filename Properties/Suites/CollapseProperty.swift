import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let collapseProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.collapse, oracle: .spec, .geometry, .decision,
            says: collapseOracle
        ),
        PropertyDeclaration(
            LayoutProperties.collapseAtBoundaries, oracle: .spec, .geometry, .decision,
            says: collapseOracle
        )
    ]

    /// Where the collapse properties' expected values come from.
    static let collapseOracle =
        "the app's rules before the Duo, bit for bit: the safe insets, `base + L` (`LegacyRules`), the 414/428 cap less the margins centred on the window to the point, an overhang, a concentric radius and an intersection (`Oracle`); the camera's rows 62 above the screen's edge or the indicator (spec; which, a decision), 16 and 8 (decisions); a hand-worked table of the spec's ordinary devices holds the helpers' margins, containers, sheets, controls and top bars"
}

/// An ordinary layout with the parameters every helper takes.
///
/// The cards are a card stack's style behind and its cards, without the dismiss offset that a
/// `CardStackCase` also draws: no helper of the collapse law reads one, and a value drawn and never read
/// only costs time.
package struct CollapseCase: Codable, Hashable, CustomStringConvertible {
    package var band: BandCase
    package var margin: CGFloat
    package var height: CGFloat
    /// The status bar style of the screens behind the cards.
    package var behind: StatusBarStyle
    /// The presented cards, bottom first.
    package var cards: [PresentedCard]

    /// Creates a case from its fields.
    package init(band: BandCase, margin: CGFloat, height: CGFloat, behind: StatusBarStyle, cards: [PresentedCard]) {
        self.band = band
        self.margin = margin
        self.height = height
        self.behind = behind
        self.cards = cards
    }
    package var layout: ContainerViewLayout { band.layout }
    package var description: String { "\(band), margin \(margin), height \(height), \(cards.count) cards over \(behind)" }
}

extension Gen where Value == CollapseCase {
    /// Ordinary layouts (real and synthetic) with a band, a margin, a height and a stack of cards.
    package static var collapseCases: Gen<CollapseCase> { collapseCases(in: .collapsingLayouts) }

    /// Layouts drawn from `layouts` with a band, a margin in 0...32, a height in 0...120 and a stack of cards.
    package static func collapseCases(in layouts: Gen<LayoutSample>) -> Gen<CollapseCase> {
        Gen<BandCase>.bands(in: layouts).then { band, source in
            let margin = source.point(in: 0...32, resolution: .any)
            let height = source.point(in: 0...120)
            let (behind, cards) = CardStackCase.drawnCards(in: band.layout, from: source)
            return CollapseCase(band: band, margin: margin, height: height, behind: behind, cards: cards)
        }
    }
}

extension LayoutProperties {
    /// The collapse law: on any layout without reserved corners and with equal side insets, every helper
    /// returns exactly (bit for bit) its legacy expression.
    package static func collapse(_ helpers: PlacementHelpers = .core) -> Property<CollapseCase> {
        Property(
            PropertyID.collapse.rawValue, source: .section("Collapse law"),
            summary: "every helper is bit-identical to its legacy expression on other devices",
            generator: .collapseCases, labels: { $0.band.sample.family.asLabels },
            coverage: [
                CoverageRequirement(label: "ordinary", minimumFraction: 0.2), CoverageRequirement(label: "synthetic ordinary", minimumFraction: 0.2)
            ]
        ) { item in
            try requireCollapse(item, helpers)
        }
    }

    /// The collapse law on the edges of the helpers' conditions: square windows, windows the camera's 9:16
    /// preview fills exactly (below the safe top or from the window's top), and iPads that leave the story card
    /// no room. A random window lands on none of these, where a `<` written as `<=` changes the answer. Also the rest of
    /// the ordinary space: the app's own table (safe top 44 below the 54-point status bar), a bottom safe inset,
    /// intrinsic side insets and sub-point windows (``Gen/wholeSpaceOrdinaryDevices``). Each case is also checked with
    /// a height of 0, the row that leaves the most room below a preview.
    package static func collapseAtBoundaries(_ helpers: PlacementHelpers = .core) -> Property<CollapseCase> {
        Property(
            PropertyID.collapseAtBoundaries.rawValue, source: .section("Collapse law"),
            summary: "every helper is its legacy expression on windows at the helpers' edges",
            generator: .collapseCases(in: .frequency([(3, .boundaryOrdinaryDevices), (2, .wholeSpaceOrdinaryDevices)])),
            labels: { [$0.band.sample.name] + WholeSpaceLabel.labels(of: $0.layout) },
            coverage: BoundaryWindow.allCases.map { CoverageRequirement(label: $0.sampleName, minimumFraction: 0.05) }
                + [WholeSpaceLabel.bottomSafeInset, WholeSpaceLabel.intrinsicSideInsets, WholeSpaceLabel.safeTopBelowStatusBar].map {
                    CoverageRequirement(label: $0, minimumFraction: 0.05)
                }
        ) { item in
            try requireCollapse(item, helpers)
            var flat = item
            flat.height = 0
            try requireCollapse(flat, helpers)
        }
    }

    /// The collapse law's checks on one case: every helper its declaration says is compared
    /// (``HelperCollapse/compared``), bit for bit the app's rule before the Duo, stated as that rule: the safe insets,
    /// `base + L` on both sides, the 414/428 cap less the margins centred on the window to the point, the window's
    /// width less the right inset, the window below the safe top, and so on (the rules `legacy-expressions` holds the
    /// core's `legacy…` functions to). None is the legacy expression written again; `LegacyOutputTableTests` holds
    /// the same helpers to numbers worked out by hand for the spec's ordinary devices. A helper declared compared is
    /// called here, and only those are (a test holds the two to each other); the order of the checks decides which
    /// fails first on a wrong helper, so a new comparison goes after the others, where every existing check keeps its
    /// turn.
    static func requireCollapse(_ item: CollapseCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout
        let safe = layout.safeInsets
        let band = item.band
        let W = layout.size.width
        try requireIdentical(helpers.bandSideInsets(layout, band.minY, band.maxY), safe, "sideInsets(forBandFrom:to:)")
        try requireIdentical(helpers.bottomEdgeSideInsets(layout), safe, "bottomEdgeSideInsets()")
        for includesSafeInsets in [true, false] {
            for anchored in [false, true] {
                let placement = helpers.horizontalContainerPlacement(layout, item.margin, includesSafeInsets, anchored)
                let width = LegacyRules.containerWidth(layout, margin: item.margin, includesSafeInsets: includesSafeInsets)
                try requireIdentical(
                    placement.width, width, "the centred container's width (anchored \(anchored), includesSafeInsets \(includesSafeInsets))")
                try requireCentredOnWindow(
                    placement, width: W, "the centred container (anchored \(anchored), includesSafeInsets \(includesSafeInsets))")
            }
        }
        let control = helpers.centredControlPlacement(layout, item.height)
        try requireIdentical(control.width, item.height, "centredControlPlacement's width")
        try requireCentredOnWindow(control, width: W, "centredControlPlacement")
        try requireIdentical(helpers.draggableCaptionSideInsets(layout), safe, "draggableCaptionSideInsets")
        try require(
            Oracle.identical(helpers.listSideMargins(layout, item.margin), LegacyRules.listSideMargins(layout, base: item.margin)),
            "listSideMargins(base:)")
        try requireIdentical(helpers.navigationBarStatusBarHeight(layout), LegacyRules.statusBarHeight(layout), "navigationBarStatusBarHeight")
        try requireIdentical(helpers.navigationBarTrailingButtonsMaxX(layout), LegacyRules.trailingButtonsMaxX(layout), "the trailing buttons' edge")
        try requireIdentical(helpers.popUpCardMinY(layout), LegacyRules.popUpCardMinY(layout), "popUpCardMinY")
        try requireIdentical(helpers.fullScreenViewerFrame(layout), LegacyRules.fullScreenViewerFrame(layout), "fullScreenViewerFrame")
        try requireLowerCollapse(item, layout, helpers)
        try requireEnvironmentCollapse(item, helpers)
    }

    /// The collapse law's checks below the top bar, in the law's order: the sheets, the input panel, the tab bar and the
    /// side column, the bar button, the sheet's radii, the status bar style over cards, the device's behaviour, the
    /// camera's and the editor's bars, and the band clip.
    static func requireLowerCollapse(_ item: CollapseCase, _ layout: ContainerViewLayout, _ helpers: PlacementHelpers) throws {
        let safe = layout.safeInsets
        let band = item.band
        let W = layout.size.width
        let H = layout.size.height
        let safeBand = LegacyRules.sheet(layout)
        for height in [SheetHeight.short, .tall] {
            try requireIdentical(helpers.resizableSheetPlacement(layout, height), safeBand, "resizableSheetHorizontalPlacement(\(height))")
        }
        let sheet = CGRect(x: safeBand.x, y: band.minY, width: safeBand.width, height: H - band.minY)
        let overhang = Oracle.overhang(of: sheet, beyond: safe.left, W - safe.right)
        try requireIdentical(helpers.sheetHeaderCornerInsets(layout, sheet, item.height), overhang, "sheetHeaderCornerInsets")
        try requireIdentical(helpers.sheetContentBandInsets(layout, sheet), overhang, "sheetContentBandInsets")
        try requireIdentical(helpers.chatInputPanelSideInsets(layout, band.minY, band.maxY, false), safe, "chatInputPanelSideInsets")
        try require(helpers.tabBarSidePlacement(layout, 4) == nil, "a side tab bar on an ordinary device")
        let toolbar = LegacyRules.editToolbar(layout, height: item.height)
        for tabs in [4, 0] {
            try requireIdentical(helpers.tabBarEditToolbarFrame(layout, tabs, item.height), toolbar, "the edit toolbar beside \(tabs) tabs")
        }
        try require(helpers.sideColumnFrames(layout, [.backCircle]).isEmpty, "a side column on an ordinary device")
        try requireEqual(helpers.barButtonPlacement(layout, .done(takesTurnsWithEdit: false)), .row, "a Done-only form's button")
        let radius = layout.screenCornerRadii.bottomLeft
        let sheetRadii = helpers.sheetBottomCornerRadii(layout.screenCornerRadii, item.margin)
        let concentric = Oracle.concentricRadius(radius, inset: item.margin)
        try requireIdentical(sheetRadii.bottomLeft, concentric, "the sheet's bottom-left radius")
        try requireIdentical(sheetRadii.bottomRight, concentric, "the sheet's bottom-right radius")
        try requireEqual(
            helpers.statusBarStyle(layout, item.behind, item.cards), LegacyRules.style(under: item.cards, behind: item.behind), "the status bar style"
        )
        try requireRuleSevenOrLegacy(layout, helpers)
        try requireLegacyCameraRows(
            helpers.cameraBottomControlsFrame(layout, item.height), helpers.editorBottomBarFrame(layout, item.height), in: layout,
            height: item.height)
        let frame = CGRect(x: band.minY, y: band.minY, width: item.height, height: item.height)
        let window = CGRect(x: 0, y: 0, width: W, height: H)
        try requireIdentical(helpers.clippedToContentBand(layout, frame), Oracle.intersection(frame, window) ?? .null, "the band clip")
    }

    /// iPad behaviour, a modal's layout and programmatic rotation: the legacy answers (the width class; the layout
    /// unchanged; accepted) where the width class says what the device type says, as on every device of the ordinary
    /// table. Where they disagree (a compact-width iPad, a regular/regular phone) rule 7's answers are checked, under
    /// the decision that they stand there (``Decision/deviceTypeWithoutBlocks``): iPad behaviour is the type, and a
    /// phone of regular width gives its modals compact metrics and refuses rotation.
    static func requireRuleSevenOrLegacy(_ layout: ContainerViewLayout, _ helpers: PlacementHelpers) throws {
        let disagree = SyntheticDevice.lawAndRuleSevenDisagree(layout)
        try decided(.deviceTypeWithoutBlocks, when: disagree) {
            let isPhone = layout.deviceType == .phone
            let isTablet = disagree ? !isPhone : LegacyRules.usesTabletBehaviour(layout)
            try requireEqual(
                helpers.usesTabletBehaviour(layout), isTablet, "iPad behaviour on a \(layout.deviceType) of \(layout.metrics.widthClass) width")
            var modal = layout
            if disagree && isPhone { modal.metrics = .compact }
            try requireEqual(helpers.forOptionalFloatingPresentation(layout), modal, "a modal's layout")
            try requireEqual(helpers.acceptsProgrammaticRotation(layout), !(disagree && isPhone), "programmatic rotation")
        }
    }

    /// The collapse law through the environment a screen gets from the layout: its band and bottom-edge insets are
    /// the safe insets, its compact status height the full one (no island), no trailing shift and no blocks.
    static func requireEnvironmentCollapse(_ item: CollapseCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout
        let safe = layout.safeInsets
        let band = item.band
        let environment = helpers.environment(layout)
        try requireIdentical(
            helpers.environmentSideInsets(environment, band.minY, band.maxY, layout.size.height), safe, "Environment.sideInsets(forBandFrom:to:)")
        try requireIdentical(helpers.environmentBottomEdgeSideInsets(environment), safe, "Environment.bottomEdgeSideInsets()")
        try requireIdentical(environment.safeInsets, safe, "Environment.safeInsets")
        try requireIdentical(environment.statusBarHeight, layout.statusBarHeight ?? 0, "Environment.statusBarHeight")
        try requireIdentical(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0, "Environment.fullStatusBarHeight")
        try requireIdentical(environment.navigationBarTrailingButtonsInset, 0, "Environment.navigationBarTrailingButtonsInset")
        try require(environment.reservedCorners.isEmpty, "Environment.reservedCorners on an ordinary device")
    }
}
