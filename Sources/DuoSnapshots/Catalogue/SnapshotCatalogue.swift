import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// Every package helper of the geometry core, in each form (method, free function, `Environment`), with the
/// legacy expressions, as a behaviour snapshot. The inputs come from the suites' own generators.
///
/// A snapshot through the helper set is declared with its helper (``HelperDeclaration/snapshots``, in the suite
/// files); the snapshots of the core's own functions (the legacy expressions and the inner functions, which no
/// helper set replaces) are listed here. The order is registration's: the declared snapshots in the declarations'
/// order, then these lists in order. A new snapshot goes at the end of its list.
package enum SnapshotCatalogue {
    /// Every snapshot, in the catalogue's order.
    package static let all: [HelperSnapshot] =
        HelperCatalogue.snapshots.map { $0.snapshot(by: CatalogueSnapshotMaker()) } + rows + layoutHelpers + placements + cards + devices

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

    // The inputs the declarations draw too (``SnapshotInputs``).

    /// Rows anywhere in every layout (every kind the suites draw).
    static let bands = SnapshotInputs.bands
    /// Every layout.
    static let layouts = SnapshotInputs.layouts
    /// Margins, heights and container flags over every layout.
    static let containers = SnapshotInputs.containers

    static func labels(_ band: BandCase) -> [String] { SnapshotInputs.labels(band) }
    static func labels(_ sample: LayoutSample) -> [String] { SnapshotInputs.labels(sample) }
    static func labels(_ item: ContainerCase) -> [String] { SnapshotInputs.labels(item) }

    // MARK: - Rows (rule 2)

    /// The band helpers, every form, over rows.
    static let rows: [HelperSnapshot] = [
        HelperSnapshot("band-side-insets-method", helper: "layout.bandSideInsets(minY:maxY:)", inputs: bands, labels: labels) {
            $0.layout.bandSideInsets(minY: $0.minY, maxY: $0.maxY)
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
            "legacy-sheet-header-corner-insets", helper: "legacySheetHeaderCornerInsets(layout:sheetFrame:)", inputs: bands, labels: labels
        ) { band in
            SnapshotInputs.sheetFrames(band).map { legacySheetHeaderCornerInsets(layout: band.layout, sheetFrame: $0) }
        }
    ]
}

/// Builds a declared snapshot (``SnapshotDeclaration``) as the catalogue's ``HelperSnapshot``.
struct CatalogueSnapshotMaker: SnapshotMaker {
    func snapshot<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>(
        _ id: String, helper: String, members: [String], inputs: Gen<Input>, labels: (@Sendable (Input) -> [String])?,
        decidedBy: (@Sendable (Input) -> Decision?)?, output: @escaping @Sendable (PlacementHelpers, Input) -> Output
    ) -> HelperSnapshot {
        HelperSnapshot(id, helper: helper, members: members, inputs: inputs, labels: labels, decidedBy: decidedBy, output: output)
    }
}
