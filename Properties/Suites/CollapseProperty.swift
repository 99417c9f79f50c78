import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let collapseProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            1, LayoutProperties.collapse, oracle: .legacy, says: "the legacy expression restated in the properties (`RestatedLegacy`), bit for bit"),
        PropertyDeclaration(
            2, LayoutProperties.collapseAtBoundaries, oracle: .legacy,
            says: "the legacy expression restated in the properties (`RestatedLegacy`), bit for bit")
    ]
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
        let helpers = HelperSetReference(helpers)
        return Property(
            "collapse", source: .section("Collapse law"), summary: "every helper is bit-identical to its legacy expression on other devices",
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
        let helpers = HelperSetReference(helpers)
        return Property(
            "collapse-at-boundaries", source: .section("Collapse law"),
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

    /// The collapse law's checks on one case: every helper that its declaration says is compared
    /// (``HelperCollapse``), bit for bit its legacy expression, in the law's order.
    static func requireCollapse(_ item: CollapseCase, _ helpers: HelperSetReference) throws {
        let input = CollapseInput(item, helpers)
        let layout = input.layout
        for comparison in HelperCatalogue.collapseComparisons { try comparison.check(input, layout, &helpers.storage.pointee) }
    }
}

/// A collapse case with what several of the law's comparisons read, each read once per case (the comparisons run
/// hundreds of thousands of times a second; reading the layout out of the case, or building the environment, once per
/// comparison made the law half as fast): the layout, the row, the sizes and cards, the sheet the sheet helpers are
/// asked about, and the environment the helper set builds from the layout (one call, as a screen makes it once).
package final class CollapseInput {
    /// The ordinary layout.
    let layout: ContainerViewLayout
    /// The row.
    let band: BandCase
    /// The margin (and a list's base, and a sheet's inset).
    let margin: CGFloat
    /// The height (and a control's width).
    let height: CGFloat
    /// The status bar style of the screens behind the cards.
    let behind: StatusBarStyle
    /// The presented cards, bottom first.
    let cards: [PresentedCard]
    /// The sheet the header and content insets are asked about: the restated legacy sheet's band, from the row's top to
    /// the window's bottom.
    let sheet: CGRect
    /// The environment the helper set builds from the layout.
    let environment: Environment

    /// The values of `item`, and the environment `helpers` builds.
    init(_ item: CollapseCase, _ helpers: HelperSetReference) {
        layout = item.layout
        band = item.band
        margin = item.margin
        height = item.height
        behind = item.behind
        cards = item.cards
        let legacySheet = RestatedLegacy.sheet(layout)
        sheet = CGRect(x: legacySheet.x, y: band.minY, width: legacySheet.width, height: layout.size.height - band.minY)
        environment = helpers.storage.pointee.environment(layout)
    }
}

/// A helper set kept in storage of its own, made once per property: the collapse law hands its comparisons the set in
/// place from here, so that no check copies it (``CollapseComparison``). The set is written once, when this is made,
/// and only read after, so handing it in place to checks on several threads at once reads shared, unchanging memory.
package final class HelperSetReference: @unchecked Sendable {
    /// The helper set.
    let storage: UnsafeMutablePointer<PlacementHelpers>

    /// A reference to `helpers`.
    init(_ helpers: PlacementHelpers) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: helpers)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }
}
