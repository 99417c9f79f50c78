import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Rule 2: whatever is placed in a row's band keeps clear of every corner block and stays in the window.
    public static func bandContainment(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("band-containment", rule: "Rule 2", summary: "a row's band never overlaps a corner block and stays in the window",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels(adding: $0.kind) },
                 coverage: everyPostureDrawn + everyBlockCornerDrawn + [CoverageRequirement(label: "touching a block", minimumFraction: 0.02),
                                                                     CoverageRequirement(label: "straddling a block's edge", minimumFraction: 0.02),
                                                                     CoverageRequirement(label: "bottom edge", minimumFraction: 0.02)]) { band in
            let layout = band.layout
            let insets = helpers.bandSideInsets(layout, band.minY, band.maxY)
            let row = CGRect(x: insets.left, y: band.minY, width: layout.size.width - insets.left - insets.right, height: band.maxY - band.minY)
            try require(insets.left >= 0 && insets.right >= 0, "negative side insets \(insets)")
            try requireInsideWindow(row, in: layout, "the band")
            try requireClearOfBlocks(row, in: layout, "the band")
        }
    }

    /// Rule 2 and the strip rule: a strip side keeps its inset exactly where one of its blocks reaches the row
    /// (touching an edge does not reach), and is 0 elsewhere; a side without a strip keeps its safe inset.
    public static func bandSpansStripOnlyWhereNoBlockReaches(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("band-spans-strip", rule: "Rule 2", summary: "a strip side keeps its inset only where its block reaches the row",
                 generator: .bands(in: .foldableLayouts), labels: { $0.sample.labels(adding: $0.kind) },
                 coverage: everyPostureDrawn + [CoverageRequirement(label: "zero height", minimumFraction: 0.02)]) { band in
            let insets = helpers.bandSideInsets(band.layout, band.minY, band.maxY)
            for side in band.layout.stripSides {
                let reached = band.layout.anyBlock(on: side, overlapsRowFrom: band.minY, to: band.maxY)
                try requireEqual(insets.side(side), reached ? band.layout.safeInset(side) : 0,
                                 "the \(side) strip side's inset for a row \(reached ? "its block reaches" : "no block reaches")")
            }
            for side in HorizontalEdge.allCases where !band.layout.stripSides.contains(side) {
                try require(insets.side(side) >= band.layout.safeInset(side), "the \(side) side (no strip) dropped its safe inset: \(insets)")
            }
        }
    }

    /// Rule 2: the centred container sits in the band: inside the safe insets, centred between them (to the
    /// point), and no wider than the legacy cap less the insets.
    public static func centredContainerSitsInBand(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("centred-container-in-band", rule: "Rule 2", summary: "a centred container stays in the band, centred on it",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            let placement = helpers.horizontalContainerPlacement(layout, item.margin, true, false)
            let left = placement.x - layout.safeInsets.left
            let right = layout.size.width - layout.safeInsets.right - placement.maxX
            guard placement.width >= 0 else { return }
            try require(left >= item.margin - 1 && right >= item.margin - 1,
                        "the container \(placement) leaves the band \(layout.safeInsets.left)..\(layout.size.width - layout.safeInsets.right) less the margin \(item.margin)")
            try requireCentred(left: left, right: right, "the container \(placement)")
        }
    }

    /// Rule 2: lists and other scrolling content keep the full band: each margin covers its own side's inset.
    public static func listMarginsKeepFullBand(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("list-margins-keep-band", rule: "Rule 2", summary: "list margins keep each side's own safe inset",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let margins = helpers.listSideMargins(item.layout, item.margin)
            try requireEqual(margins.left, item.margin + item.layout.safeInsets.left, "the left list margin")
            try requireEqual(margins.right, item.margin + item.layout.safeInsets.right, "the right list margin")
        }
    }

    /// The strip rule: `sideStrip` is the inset column less the rows of that side's blocks, and exists exactly
    /// when the side's inset is explained by its blocks.
    public static func stripDerivation(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("strip-derivation", rule: "Strips", summary: "a strip is the inset column minus its blocks' rows",
                 generator: .anyLayout, labels: { $0.labels },
                 coverage: everyPostureDrawn + everyBlockCornerDrawn + [CoverageRequirement(label: "inconsistent", minimumFraction: 0.02)]) { sample in
            let layout = sample.layout
            for side in HorizontalEdge.allCases {
                let blocks = layout.reservedCorners.blocks(on: side)
                let inset = layout.safeInset(side)
                let explained = inset > 0 && blocks.map(\.width).max() == inset
                let top = blocks.filter(\.corner.isTop).map(\.height).max() ?? 0
                let bottom = layout.size.height - (blocks.filter { !$0.corner.isTop }.map(\.height).max() ?? 0)
                let expected = explained && bottom > top
                    ? CGRect(x: side == .left ? 0 : layout.size.width - inset, y: top, width: inset, height: bottom - top) : nil
                try requireEqual(helpers.sideStrip(layout, side), expected, "the \(side) strip")
                if let strip = expected { try requireClearOfBlocks(strip, in: layout, "the \(side) strip") }
            }
        }
    }

    /// Monotonicity: widening a row never narrows its side insets.
    public static func bandMonotonicity(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("band-monotonicity", rule: "Metamorphic", summary: "widening a band never narrows its insets",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { band in
            let narrow = helpers.bandSideInsets(band.layout, band.minY, band.maxY)
            let wide = helpers.bandSideInsets(band.layout, max(0, band.minY - 40), min(band.layout.size.height, band.maxY + 40))
            try require(wide.left >= narrow.left && wide.right >= narrow.right, "the row widened by 40 has insets \(wide), narrower than \(narrow)")
        }
    }

    /// The Environment forms agree with the layout forms when the environment is built from the layout.
    public static func environmentAgreement(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("environment-agreement", rule: "Metamorphic", summary: "Environment(layout:) answers as the layout does",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { band in
            let layout = band.layout
            let environment = helpers.environment(layout)
            try requireEqual(environment.sideInsets(forBandFrom: band.minY, to: band.maxY, containerHeight: layout.size.height),
                             helpers.bandSideInsets(layout, band.minY, band.maxY), "Environment.sideInsets")
            try requireEqual(environment.bottomEdgeSideInsets(), helpers.bottomEdgeSideInsets(layout), "Environment.bottomEdgeSideInsets")
            try requireEqual(environment.statusBarHeight, helpers.navigationBarStatusBarHeight(layout), "Environment.statusBarHeight (compact)")
            try requireEqual(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0, "Environment.fullStatusBarHeight")
            try requireEqual(environment.navigationBarTrailingButtonsInset, layout.navigationBarTrailingButtonsInset, "Environment.navigationBarTrailingButtonsInset")
            try requireEqual(environment.reservedCorners, layout.reservedCorners, "Environment.reservedCorners")
        }
    }
}
