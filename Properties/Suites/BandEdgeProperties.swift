import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from: the band's definitions on the
    /// edges of their tables, and how a band's insets grow with the band.
    static let bandEdgeProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.degenerateTables, oracle: .geometry, .decision,
            says: "the strip and island definitions and the raster oracle (`RowRaster`, `ReachDecisions`) on each table"),
        PropertyDeclaration(
            LayoutProperties.bandMonotonicity, oracle: .geometry, .decision,
            says: "the raster oracle's insets of the row and of the row widened by 40; the union law: the widened row's insets "
                + "are the largest of its parts'")
    ]
}

extension LayoutProperties {
    /// The definitions on their edges (``DegenerateTable``): a strip side whose blocks cover its whole column has
    /// no strip; a block of no width beside no inset makes no strip side; a block of no height reaches no row,
    /// not even the bottom edge, and is no status island; a table of four blocks, one per corner, is read whole.
    package static func degenerateTables(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.degenerateTables.rawValue, source: .section("Strips"),
            summary: "strips, bottom edges and islands on tables at the definitions' edges",
            generator: .bands(in: .degenerateTables), labels: { [$0.sample.name] },
            coverage: DegenerateTable.allCases.map { CoverageRequirement(label: $0.sampleName, minimumFraction: 0.05) }
        ) { band in
            let layout = band.layout
            let oracle = ExpectedLayout(band.sample)
            try decided(.inconsistentInsetIsKept, when: oracle.hasInconsistentInset) {
                try requireEqual(helpers.stripSides(layout), HorizontalEdge.allCases.filter(oracle.isStripSide), "the strip sides")
                for side in HorizontalEdge.allCases { try requireEqual(helpers.sideStrip(layout, side), oracle.strip(side), "the \(side) strip") }
            }
            let raster = oracle.raster
            let bottom = helpers.bottomEdgeSideInsets(layout)
            let expectedBottom = raster.bottomEdgeInsets
            try decided(by: raster.bottomEdgeDecision()) {
                try require(
                    bottom.left == expectedBottom.left && bottom.right == expectedBottom.right,
                    "the bottom edge's insets \(bottom), not \(expectedBottom)")
            }
            let row = helpers.bandSideInsets(layout, band.minY, band.maxY)
            let expectedRow = raster.bandInsets(from: band.minY, to: band.maxY)
            try decided(by: raster.decision(rowFrom: band.minY, to: band.maxY)) {
                try require(
                    row.left == expectedRow.left && row.right == expectedRow.right,
                    "the row \(band.minY)..\(band.maxY)'s insets \(row), not \(expectedRow)")
            }
            try decided(.islandsBeyondThePosture, when: !topBlocksAreOfUPsKind(band.sample)) {
                try requireEqual(helpers.topBarStatusIsland(layout), oracle.island, "the status island")
            }
        }
    }

    /// Monotonicity: widening a row by 40 on both ends never narrows its side insets, and never narrows them below
    /// what the oracle gives the row itself; nor is the row itself wider than the oracle gives the wider row
    /// (``RowRaster``), so a helper that is monotonic but wrong still fails. Exactly: each side of the widened row is
    /// the larger of the row's own and the two added rows' (a block reaches a union of rows when it reaches a part).
    package static func bandMonotonicity(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.bandMonotonicity.rawValue, source: .section("Metamorphic"), summary: "widening a band never narrows its insets",
            generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { band in
            let raster = ExpectedLayout(band.sample).raster
            let low = Swift.min(band.minY, band.maxY)
            let high = Swift.max(band.minY, band.maxY)
            let narrow = helpers.bandSideInsets(band.layout, band.minY, band.maxY)
            let wide = helpers.bandSideInsets(band.layout, low - 40, high + 40)
            try require(wide.left >= narrow.left && wide.right >= narrow.right, "the row widened by 40 has insets \(wide), narrower than \(narrow)")
            let narrowExpected = raster.bandInsets(from: band.minY, to: band.maxY)
            let wideExpected = raster.bandInsets(from: low - 40, to: high + 40)
            try decided(by: raster.decision(rowFrom: band.minY, to: band.maxY)) {
                try require(
                    wide.left >= narrowExpected.left && wide.right >= narrowExpected.right,
                    "the row widened by 40 has insets \(wide), narrower than the oracle's for the row itself, \(narrowExpected)")
            }
            try decided(by: raster.decision(rowFrom: low - 40, to: high + 40)) {
                try require(
                    narrow.left <= wideExpected.left && narrow.right <= wideExpected.right,
                    "the row has insets \(narrow), wider than the oracle's for the row widened by 40, \(wideExpected)")
            }
            // What the spec implies, exactly: a block reaches a row when they share rows, so it reaches the widened row
            // when it reaches the row itself or one of the two 40-point rows added above and below it; and each side's
            // inset is the safe inset or the widest reaching block, so the widened row's inset on each side is the
            // largest of the three rows' (a row of no height counts only where it lies inside a block, a hair that the
            // open rows above and below it share).
            let above = helpers.bandSideInsets(band.layout, low - 40, low)
            let below = helpers.bandSideInsets(band.layout, high, high + 40)
            // A reversed row is the widened row's middle only as it is decided to be read, the right way round.
            try decided(.reversedRowIsTurned, when: band.minY > band.maxY) {
                for side in HorizontalEdge.allCases {
                    let parts = [above.side(side), below.side(side)] + (high > low ? [narrow.side(side)] : [])
                    try requireEqual(
                        wide.side(side), parts.max() ?? 0,
                        "the \(side) inset of the row widened by 40, the largest of the row's and the two added rows' \(parts)")
                }
            }
        }
    }
}
