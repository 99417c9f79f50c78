import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// Every package helper of the geometry core, in each form (method, free function, `Environment`), with the
/// legacy expressions, as a behaviour snapshot. The inputs come from the suites' own generators.
package enum SnapshotCatalogue {
    /// Every snapshot, in the order the files are listed.
    package static let all: [HelperSnapshot] = rows + layoutHelpers + placements + cards + devices

    /// The snapshot with `id`, if any.
    package static func snapshot(id: String) -> HelperSnapshot? {
        all.first { $0.id == id }
    }

    /// The snapshot a test checks: the one whose ``HelperSnapshot/testName`` is `testName` (with or without
    /// the function's `()`).
    package static func snapshot(testName: String) -> HelperSnapshot? {
        let name = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        return all.first { $0.testName == name }
    }

    // MARK: - Inputs

    /// Any layout, with islands, and layouts on the edges of the helpers' conditions (boundary windows,
    /// degenerate tables, iPads of any proportion), so that a change on an edge changes an output.
    static let everyLayout = Gen<LayoutSample>.frequency([
        (1, .islandLayouts), (4, .anyLayout), (1, .boundaryOrdinaryDevices),
        (1, .degenerateTables), (1, .storyCardWindows)
    ])
    /// Rows anywhere in every layout (every kind the suites draw).
    static let bands = Gen<BandCase>.bands(in: everyLayout)
    /// Every layout.
    static let layouts = everyLayout
    /// Margins, heights and container flags over every layout.
    static let containers = Gen<ContainerCase>.containers(in: everyLayout)

    static func labels(_ band: BandCase) -> [String] { band.sample.labels(adding: band.kind) }
    static func labels(_ sample: LayoutSample) -> [String] { sample.labels }
    static func labels(_ item: ContainerCase) -> [String] { item.sample.labels }

    // MARK: - Rows (rule 2)

    /// The band helpers, every form, over rows.
    static let rows: [HelperSnapshot] = [
        HelperSnapshot(
            "side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)", members: ["bandSideInsets"], inputs: bands, labels: labels
        ) {
            $0.bandSideInsets($1.layout, $1.minY, $1.maxY)
        },
        HelperSnapshot("band-side-insets-method", helper: "layout.bandSideInsets(minY:maxY:)", inputs: bands, labels: labels) {
            $0.layout.bandSideInsets(minY: $0.minY, maxY: $0.maxY)
        },
        HelperSnapshot(
            "band-side-insets", helper: "bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)", members: ["freeBandSideInsets"],
            inputs: bands, labels: labels
        ) {
            $0.freeBandSideInsets($1.layout.safeInsets, $1.layout.reservedCorners, $1.layout.size.height, $1.minY, $1.maxY)
        },
        HelperSnapshot(
            "environment-side-insets", helper: "Environment.sideInsets(forBandFrom:to:containerHeight:)",
            members: ["environment", "environmentSideInsets"],
            inputs: bands, labels: labels
        ) {
            $0.environmentSideInsets($0.environment($1.layout), $1.minY, $1.maxY, $1.layout.size.height)
        },
        HelperSnapshot("legacy-side-insets-for-band", helper: "layout.legacySideInsets(forBandFrom:to:)", inputs: bands, labels: labels) {
            $0.layout.legacySideInsets(forBandFrom: $0.minY, to: $0.maxY)
        },
        HelperSnapshot("legacy-band-side-insets", helper: "legacyBandSideInsets(safeInsets:)", inputs: bands, labels: labels) {
            legacyBandSideInsets(safeInsets: $0.layout.safeInsets)
        },
        HelperSnapshot("block-reaches-row", helper: "block(_:reachesRowFrom:to:containerHeight:)", inputs: bands, labels: labels) { band in
            band.layout.reservedCorners.map { block($0, reachesRowFrom: band.minY, to: band.maxY, containerHeight: band.layout.size.height) }
        },
        HelperSnapshot(
            "chat-input-panel-side-insets", helper: "chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)",
            members: ["chatInputPanelSideInsets"],
            inputs: bands, labels: labels
        ) { helpers, band in
            [false, true].map { helpers.chatInputPanelSideInsets(band.layout, band.minY, band.maxY, $0) }
        },
        HelperSnapshot(
            "sheet-header-corner-insets", helper: "sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)", members: ["sheetHeaderCornerInsets"],
            inputs: bands, labels: labels
        ) { helpers, band in
            sheetFrames(band).map { helpers.sheetHeaderCornerInsets(band.layout, $0, 56) }
        },
        HelperSnapshot(
            "legacy-sheet-header-corner-insets", helper: "legacySheetHeaderCornerInsets(layout:sheetFrame:)", inputs: bands, labels: labels
        ) { band in
            sheetFrames(band).map { legacySheetHeaderCornerInsets(layout: band.layout, sheetFrame: $0) }
        },
        HelperSnapshot(
            "sheet-content-band-insets", helper: "sheetContentBandInsets(layout:sheetFrame:)", members: ["sheetContentBandInsets"],
            inputs: bands, labels: labels
        ) { helpers, band in
            sheetFrames(band).map { helpers.sheetContentBandInsets(band.layout, $0) }
        }
    ]

    /// Two sheets whose top is the row's top, the frames the sheet helpers are asked about: one in the safe band
    /// (a tall sheet) and one across the whole window (a short sheet spanning the strips).
    static func sheetFrames(_ band: BandCase) -> [CGRect] {
        let layout = band.layout
        let top = Swift.min(band.minY, band.maxY)
        let W = layout.size.width
        let H = layout.size.height
        let safe = layout.safeInsets
        return [CGRect(x: safe.left, y: top, width: W - safe.left - safe.right, height: H - top), CGRect(x: 0, y: top, width: W, height: H - top)]
    }
}
