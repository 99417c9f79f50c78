import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let bandProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.bandContainment, oracle: .table, .geometry,
            says: "block frames from the table; overlap, window bounds and the strip definition (`Oracle`)"),
        PropertyDeclaration(
            LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches, oracle: .geometry, .decision, .table,
            says:
                "the raster oracle (`RowRaster`) reading the boundary decisions (`ReachDecisions`), also a hair off each block edge; each posture's hand-worked rows (`PostureRowTable`)"
        ),
        PropertyDeclaration(
            LayoutProperties.centredContainerSitsInBand, oracle: .spec, .geometry,
            says: "the band (the raster oracle's at the bottom edge); x the floor of the band's centre less half the width, exactly; "
                + "the 414/428 cap"),
        PropertyDeclaration(LayoutProperties.listMarginsKeepFullBand, oracle: .table, says: "each side's safe inset from the spec's table"),
        PropertyDeclaration(
            LayoutProperties.stripDerivation, oracle: .table, .geometry, says: "the spec's derived column; the strip definition on other layouts"),
        PropertyDeclaration(
            LayoutProperties.environmentAgreement, oracle: .geometry, .decision, .table, .spec,
            says: "the raster oracle's band and bottom edge; each posture's hand-worked rows; 16 and 134")
    ]
}

extension LayoutProperties {
    /// Rule 2, both ways: whatever is placed in a row's band keeps clear of every corner block, between the window's
    /// sides, and the band is no narrower than that asks: where no block on a side overlaps a row (of some height),
    /// a strip side is spanned (its inset is 0) and any other side keeps its own safe inset. The overlaps are
    /// plain geometry on the block frames (``Oracle``).
    package static func bandContainment(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.bandContainment.rawValue, source: .rule(2),
            summary: "a row's band keeps clear of every corner block and spans the strip where none is",
            generator: .bands(in: .anyLayout), labels: { $0.sample.labels(adding: $0.kind) },
            coverage: everyPostureDrawn + everyBlockCornerDrawn + [
                CoverageRequirement(label: "touching a block", minimumFraction: 0.02),
                CoverageRequirement(label: "straddling a block's edge", minimumFraction: 0.02),
                CoverageRequirement(label: "bottom edge", minimumFraction: 0.02)
            ]
        ) { band in
            let layout = band.layout
            let W = layout.size.width
            let insets = helpers.bandSideInsets(layout, band.minY, band.maxY)
            let top = Swift.min(band.minY, band.maxY)
            let height = abs(band.maxY - band.minY)
            let row = CGRect(x: insets.left, y: top, width: W - insets.left - insets.right, height: height)
            try require(
                insets.left >= 0 && insets.right >= 0 && row.width >= 0 && row.maxX <= W,
                "the band \(row) leaves the window's sides 0..\(W)")
            let oracle = ExpectedLayout(band.sample)
            try decided(by: oracle.raster.decision(rowFrom: band.minY, to: band.maxY)) { try requireClearOfBlocks(row, in: layout, "the band") }
            guard height > 0 else { return }
            let across = CGRect(x: 0, y: top, width: W, height: height)
            for side in HorizontalEdge.allCases {
                let blockOverlaps = layout.reservedCorners.contains {
                    Oracle.isLeft($0.corner) == (side == .left) && Oracle.overlaps(across, Oracle.frame(of: $0, in: layout.size))
                }
                if blockOverlaps { continue }
                try decided(by: oracle.raster.decision(rowFrom: band.minY, to: band.maxY, side: side)) {
                    try requireEqual(
                        insets.side(side), oracle.isStripSide(side) ? 0 : oracle.safeInset(side),
                        "the \(side) inset of the row \(band.minY)..\(band.maxY), which no \(side) block overlaps")
                }
            }
        }
    }

    /// Rule 2, both sides of every row: "A strip side keeps its inset only where its corner block reaches the
    /// row", and every other side keeps its safe inset, widened to a block of its own that reaches the row. The
    /// expected insets are the raster oracle's (``RowRaster``, reading ``ReachDecisions``), for the drawn row and for
    /// rows ending, starting or lying just inside and just outside each block's edge (a quarter point, half a point,
    /// one ulp); in a posture, also every row of the hand-worked table (``PostureRowTable``).
    package static func bandSpansStripOnlyWhereNoBlockReaches(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.bandSpansStrip.rawValue, source: .rule(2), summary: "a strip side keeps its inset only where its block reaches the row",
            generator: .bands(in: .foldableLayouts), labels: { $0.sample.labels(adding: $0.kind) },
            coverage: everyPostureDrawn + [
                CoverageRequirement(label: "zero height", minimumFraction: 0.02),
                CoverageRequirement(label: "reversed", minimumFraction: 0.02),
                CoverageRequirement(label: "past the window's edges", minimumFraction: 0.02)
            ]
        ) { band in
            let layout = band.layout
            let raster = ExpectedLayout(band.sample).raster
            func check(_ minY: CGFloat, _ maxY: CGFloat, expected: (left: CGFloat, right: CGFloat), _ what: String) throws {
                let insets = helpers.bandSideInsets(layout, minY, maxY)
                try decided(by: raster.decision(rowFrom: minY, to: maxY, side: .left)) {
                    try requireEqual(insets.left, expected.left, "the left inset of the row \(minY)..\(maxY)\(what)")
                }
                try decided(by: raster.decision(rowFrom: minY, to: maxY, side: .right)) {
                    try requireEqual(insets.right, expected.right, "the right inset of the row \(minY)..\(maxY)\(what)")
                }
                try requireIdentical(insets.top, layout.safeInsets.top, "the band's top inset (the safe inset's own)")
                try requireIdentical(insets.bottom, layout.safeInsets.bottom, "the band's bottom inset (the safe inset's own)")
            }
            try check(band.minY, band.maxY, expected: raster.bandInsets(from: band.minY, to: band.maxY), "")
            for edge in blockEdgesInsideWindow(layout) {
                for y in SubPoint.values(around: edge) {
                    for (minY, maxY) in [(edge - 20, y), (y, edge + 20), (y, y)] {
                        try check(minY, maxY, expected: raster.bandInsets(from: minY, to: maxY), " at the block edge \(edge)")
                    }
                }
            }
            guard let posture = band.sample.posture else { return }
            for row in PostureRowTable.rows(of: posture) {
                try check(row.minY, row.maxY, expected: (row.left, row.right), " (\(row.why))")
            }
        }
    }

    /// Rule 2, every form: `layout.bandSideInsets(minY:maxY:)`, the free `bandSideInsets(...)` and
    /// `Environment.sideInsets(forBandFrom:to:containerHeight:)` (with the environment a layout builds) give the
    /// row's expected insets; so do the three bottom-edge forms for a row at the bottom edge. An environment
    /// carries every field a screen needs: the compact status height (16 beside UP's island), the full one, the
    /// trailing buttons' inset (134 beside the island) and the blocks.
    package static func environmentAgreement(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.environmentAgreement.rawValue, source: .rule(2), summary: "every form of the band helpers gives the spec's insets",
            generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { band in
            let layout = band.layout
            let oracle = ExpectedLayout(band.sample)
            let raster = oracle.raster
            let H = layout.size.height
            let row = raster.bandInsets(from: band.minY, to: band.maxY)
            let bottom = raster.bottomEdgeInsets
            let environment = helpers.environment(layout)
            let forms: [(String, EdgeInsets)] = [
                ("Environment.sideInsets(forBandFrom:to:containerHeight:)", helpers.environmentSideInsets(environment, band.minY, band.maxY, H)),
                (
                    "bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)",
                    helpers.freeBandSideInsets(layout.safeInsets, layout.reservedCorners, H, band.minY, band.maxY)
                )
            ]
            for (form, insets) in forms {
                try decided(by: raster.decision(rowFrom: band.minY, to: band.maxY)) {
                    try require(insets.left == row.left && insets.right == row.right, "\(form) gives \(insets), not \(row)")
                }
            }
            let bottomForms: [(String, EdgeInsets)] = [
                ("Environment.bottomEdgeSideInsets()", helpers.environmentBottomEdgeSideInsets(environment)),
                ("bottomEdgeSideInsets(safeInsets:reservedCorners:)", helpers.freeBottomEdgeSideInsets(layout.safeInsets, layout.reservedCorners))
            ]
            for (form, insets) in bottomForms {
                try decided(by: raster.bottomEdgeDecision()) {
                    try require(insets.left == bottom.left && insets.right == bottom.right, "\(form) gives \(insets), not \(bottom)")
                }
            }
            for tableRow in band.sample.posture.map(PostureRowTable.rows(of:)) ?? [] {
                let insets = helpers.environmentSideInsets(environment, tableRow.minY, tableRow.maxY, H)
                try decided(by: raster.decision(rowFrom: tableRow.minY, to: tableRow.maxY)) {
                    try require(
                        insets.left == tableRow.left && insets.right == tableRow.right, "Environment.sideInsets gives \(insets) for \(tableRow)")
                }
            }
            let island = oracle.island
            // The top bar's island values are the spec's beside UP's kind of island, and a decision beside any other
            // top-corner block (as `top-bar-clears-island` reads them).
            try decided(.islandsBeyondThePosture, when: !topBlocksAreOfUPsKind(band.sample)) {
                try requireEqual(
                    environment.statusBarHeight, island != nil ? SpecNumbers.compactStatusBarHeight : layout.statusBarHeight ?? 0,
                    "Environment.statusBarHeight (compact)")
                try requireEqual(
                    environment.navigationBarTrailingButtonsInset, expectedTrailingButtonsInset(oracle),
                    "Environment.navigationBarTrailingButtonsInset")
            }
            try requireEqual(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0, "Environment.fullStatusBarHeight")
            try requireEqual(environment.reservedCorners.blocks, layout.reservedCorners.blocks, "Environment.reservedCorners")
            try requireEqual(environment.safeInsets, layout.safeInsets, "Environment.safeInsets")
        }
    }

    /// Rule 2: the centred container sits in its band, centred on it: its x is the floor of the band's centre less half
    /// its width, a whole point (the legacy `floor((W - w) / 2)` on the band), and it is as wide as the legacy cap
    /// (414 in regular width, 428 in compact) less the margins and the band's insets. Its band is the safe
    /// insets, or with `anchoredAtBottom` the bottom-edge band ("spans the strip (compact width) or centres on
    /// the bottom-edge band (regular width)"); `includesSafeInsets: false` centres it on the window. Asked for
    /// without `anchoredAtBottom`, it is not anchored.
    package static func centredContainerSitsInBand(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.centredContainerInBand.rawValue, source: .rule(2), summary: "a centred container stays in the band, centred on it",
            generator: .containers(in: .anyLayout), labels: { centredContainerLabels($0) },
            coverage: everyPostureDrawn + [
                CoverageRequirement(label: "anchored on a foldable", minimumFraction: 0.05),
                CoverageRequirement(label: "without safe insets on a foldable", minimumFraction: 0.03)
            ]
        ) { item in
            let layout = item.layout
            let raster = ExpectedLayout(item.sample).raster
            let W = layout.size.width
            let cap = SpecNumbers.containerCap(regular: layout.metrics.widthClass == .regular)
            let forms = [
                (item.anchoredAtBottom, helpers.horizontalContainerPlacement(layout, item.margin, item.includesSafeInsets, item.anchoredAtBottom)),
                (false, helpers.horizontalContainerPlacementByDefault(layout, item.margin, item.includesSafeInsets))
            ]
            for (anchored, placement) in forms {
                let band = anchored ? raster.bottomEdgeInsets : (layout.safeInsets.left, layout.safeInsets.right)
                let (left, right) = item.includesSafeInsets ? band : (0, 0)
                let width = Swift.min(W, cap) - 2 * item.margin - left - right
                // The anchored band is the bottom edge's, which may rest on a boundary decision (``RowRaster``).
                try decided(by: anchored && item.includesSafeInsets ? raster.bottomEdgeDecision() : nil) {
                    try requireClose(placement.width, width, "the container's width (anchored: \(anchored))")
                    try requireCentredInBand(placement, width: width, band: left, W - right)
                }
            }
        }
    }

    /// Rule 2: lists and other scrolling content keep the full band, since a row scrolls past every block:
    /// each margin is the base plus its own side's safe inset (the spec's table for the Duo: FP, FL and UL keep 84
    /// on the right, FR on the left, UP none), and the list's content below the safe top keeps clear of every
    /// block.
    package static func listMarginsKeepFullBand(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.listMarginsKeepBand.rawValue, source: .rule(2), summary: "list margins keep each side's own safe inset",
            generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { item in
            let layout = item.layout
            let safe = item.sample.posture.map { SpecPosture.of($0).safeInsets } ?? layout.safeInsets
            let margins = helpers.listSideMargins(layout, item.margin)
            try requireEqual(margins.left, item.margin + safe.left, "the left list margin")
            try requireEqual(margins.right, item.margin + safe.right, "the right list margin")
            let content = CGRect(
                x: margins.left, y: layout.safeInsets.top, width: layout.size.width - margins.left - margins.right,
                height: layout.size.height - layout.safeInsets.top)
            if item.margin >= 0, content.width > 0, content.height > 0, safeInsetsCoverTheirBlocks(layout) {
                try requireClearOfBlocks(content, in: layout, "the list's scrolling content below the safe top")
            }
        }
    }

    /// The strip rule, from the spec's "derived" column: FP's right strip is x 382..466, y 170..678; FL's right
    /// strip x 594..678, y 0..384; FR's left strip x 0..84, y 84..466; UL's right strip y 120..669; UP has none.
    /// On any other layout a strip is the inset column less its blocks' rows, where the inset exists only
    /// because of the blocks; it never overlaps a block. Tables whose blocks leave a strip a hair tall, none, or
    /// overlap by a hair are drawn too.
    package static func stripDerivation(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.stripDerivation.rawValue, source: .section("Strips"), summary: "a strip is the inset column minus its blocks' rows",
            generator: .frequency([(6, .anyLayout), (1, .thinStripTables)]), labels: { $0.labels },
            coverage: everyPostureDrawn + everyBlockCornerDrawn + [
                CoverageRequirement(label: "inconsistent", minimumFraction: 0.02)
            ]
        ) { sample in
            let oracle = ExpectedLayout(sample)
            try decided(.inconsistentInsetIsKept, when: oracle.hasInconsistentInset) {
                try requireEqual(helpers.stripSides(sample.layout), HorizontalEdge.allCases.filter(oracle.isStripSide), "the strip sides")
            }
            for side in HorizontalEdge.allCases {
                try requireEqual(helpers.blocksOnSide(sample.layout, side), oracle.ownBlocks(side).map(\.block), "the \(side) side's blocks")
                let strip = helpers.sideStrip(sample.layout, side)
                try decided(.inconsistentInsetIsKept, when: oracle.hasInconsistentInset(side)) {
                    try requireEqual(strip, oracle.strip(side), "the \(side) strip")
                }
                if let strip { try requireClearOfBlocks(strip, in: sample.layout, "the \(side) strip") }
            }
        }
    }
}
