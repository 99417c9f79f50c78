import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let metamorphicProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.mirroring, oracle: .geometry, .decision,
            says: "the layout mirrored field by field (`Oracle.mirrored`); the original's raster insets and strips, swapped"),
        PropertyDeclaration(
            LayoutProperties.hostedLayoutLookup, oracle: .table,
            says: "the spec's posture table by window and orientation, upside-down portrait and windows sharing one dimension "
                + "among them; 134 for UP's")
    ]
}

extension LayoutProperties {
    /// Mirroring a layout left to right mirrors every result, and each mirrored result is the oracle's for the
    /// original layout, mirrored: band and bottom-edge insets swap sides (the raster oracle's), strips move to the
    /// other side (the strip definition's), a centred container stays centred on the mirrored band and as wide, and
    /// a sheet's bottom radii swap (concentric with the original's corners). The mirrored layout itself is the same
    /// window with each inset, block and corner radius on the other side (worked out field by field).
    package static func mirroring(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property(
            PropertyID.mirroring.rawValue, source: .section("Metamorphic"), summary: "mirroring a layout mirrors every result",
            generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { band in
            let layout = band.layout
            let mirror = helpers.mirroredLayout(layout)
            let W = layout.size.width
            let oracle = ExpectedLayout(band.sample)
            try requireMirrored(mirror, of: layout)
            func swapped(_ insets: EdgeInsets) -> (left: CGFloat, right: CGFloat) { (insets.right, insets.left) }
            let row = oracle.raster.bandInsets(from: band.minY, to: band.maxY)
            let bottom = oracle.raster.bottomEdgeInsets
            let mirroredRow = helpers.bandSideInsets(mirror, band.minY, band.maxY)
            let mirroredBottom = helpers.bottomEdgeSideInsets(mirror)
            try decided(by: oracle.raster.decision(rowFrom: band.minY, to: band.maxY)) {
                try require(swapped(mirroredRow) == row, "the mirrored layout's band insets \(mirroredRow), not the oracle's \(row) swapped")
            }
            let own = helpers.bandSideInsets(layout, band.minY, band.maxY)
            let ownBottom = helpers.bottomEdgeSideInsets(layout)
            try require(
                swapped(mirroredRow) == (own.left, own.right), "the mirrored layout's band insets \(mirroredRow), not the layout's own \(own) swapped"
            )
            try decided(by: oracle.raster.bottomEdgeDecision()) {
                try require(
                    swapped(mirroredBottom) == bottom,
                    "the mirrored layout's bottom-edge insets \(mirroredBottom), not the oracle's \(bottom) swapped")
            }
            try require(
                swapped(mirroredBottom) == (ownBottom.left, ownBottom.right),
                "the mirrored layout's bottom-edge insets \(mirroredBottom), not the layout's own \(ownBottom) swapped")
            for side in HorizontalEdge.allCases {
                try requireEqual(helpers.oppositeSide(side), Oracle.other(side), "the side across from \(side)")
                func mirrored(_ strip: CGRect?) -> CGRect? { strip.map { CGRect(x: W - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } }
                let mirroredStrip = helpers.sideStrip(mirror, Oracle.other(side))
                try requireEqual(mirroredStrip, mirrored(helpers.sideStrip(layout, side)), "the \(side) strip, mirrored, against the layout's own")
                // The oracle's strip beside an inset inconsistent with its blocks is a decision.
                try decided(.inconsistentInsetIsKept, when: oracle.hasInconsistentInset(side)) {
                    try requireEqual(mirroredStrip, mirrored(oracle.strip(side)), "the \(side) strip, mirrored")
                }
            }
            let placement = helpers.horizontalContainerPlacement(layout, 16, true, false)
            let mirrored = helpers.horizontalContainerPlacement(mirror, 16, true, false)
            if placement.width >= 0 {
                // Equal up to rounding: `L - R` and `R - L` round alike only when the insets are whole or equal.
                try requireClose(mirrored.width, placement.width, "the mirrored centred container's width")
                try requireCentred(
                    left: mirrored.x - layout.safeInsets.right, right: W - layout.safeInsets.left - mirrored.maxX,
                    "the mirrored centred container \(mirrored) in the mirrored band")
            }
            // The mirror's sheet radii are the layout's with the sides swapped: the relation alone, whatever the radii
            // are (per-corner-radii checks their values).
            let inset: CGFloat = 8
            let radii = helpers.sheetBottomCornerRadii(layout.screenCornerRadii, inset)
            try requireEqual(
                helpers.sheetBottomCornerRadii(mirror.screenCornerRadii, inset),
                SheetBottomCornerRadii(bottomLeft: radii.bottomRight, bottomRight: radii.bottomLeft), "the mirrored sheet radii, sides swapped")
        }
    }

    /// The layout mirrored left to right is the oracle's mirror (``Oracle/mirrored(_:)``), field by field.
    static func requireMirrored(_ mirror: ContainerViewLayout, of layout: ContainerViewLayout) throws {
        let expected = Oracle.mirrored(layout)
        try requireEqual(mirror.size, expected.size, "the mirrored window")
        try requireEqual(mirror.safeInsets, expected.safeInsets, "the mirrored safe insets")
        try requireEqual(mirror.intrinsicInsets, expected.intrinsicInsets, "the mirrored intrinsic insets")
        try requireEqual(mirror.reservedCorners.blocks, expected.reservedCorners.blocks, "the mirrored blocks")
        try requireEqual(mirror.screenCornerRadii, expected.screenCornerRadii, "the mirrored corner radii")
        try requireEqual(mirror.statusBarHeight, expected.statusBarHeight, "the mirrored status bar")
        try requireEqual(mirror.metrics, expected.metrics, "the mirrored size classes")
        try requireEqual(mirror, expected, "the mirrored layout")
    }

    /// Legacy hosts: `reservedCornersForHostedLayout(size:orientation:)`, and a `LegacyComponentsContext`'s
    /// `reservedCorners`, give the spec's block for each posture's window in its orientation (FL and FR share 678x466: landscape-left is FL's bottom-right 84x82,
    /// landscape-right FR's top-left 84x84) and `.none` for any other window; `iPhoneDuoPosture(size:orientation:)`
    /// names the posture, and `isIPhoneDuoInnerScreen(size:)` holds for the inner screen's window either way.
    package static func hostedLayoutLookup(_ helpers: PlacementHelpers = .core) -> Property<HostedCase> {
        Property(
            PropertyID.hostedLayoutLookup.rawValue, source: .section("Legacy hosts"), summary: "hosted lookup returns each posture's table row",
            generator: .anyHostedWindows, labels: { $0.labels },
            coverage: [
                CoverageRequirement(label: WholeSpaceCaseLabel.upsideDown, minimumFraction: 0.1),
                CoverageRequirement(label: WholeSpaceCaseLabel.sharesOneDimension, minimumFraction: 0.1)
            ]
        ) { item in
            let matches = SpecPosture.all.filter { $0.window == item.size }
            let spec = matches.count > 1 ? matches.first { $0.interfaceOrientation == item.interfaceOrientation } : matches.first
            let window = "\(item.size.width)x\(item.size.height) \(item.interfaceOrientation)"
            try requireEqual(
                helpers.reservedCornersForHostedLayout(item.size, item.interfaceOrientation).blocks, spec.map { [$0.block] } ?? [],
                "the hosted corners for \(window)")
            try requireEqual(
                helpers.legacyHostReservedCorners(item.size, item.interfaceOrientation).blocks, spec.map { [$0.block] } ?? [],
                "a legacy host's reserved corners for \(window)")
            try requireEqual(helpers.iPhoneDuoPosture(item.size, item.interfaceOrientation), spec?.posture, "the posture of \(window)")
            try requireEqual(
                helpers.isIPhoneDuoInnerScreen(item.size), spec?.isInnerScreen ?? false,
                "whether \(item.size.width)x\(item.size.height) is the inner screen")
            try requireEqual(
                helpers.legacyHostStatusIslandTrailingInset(item.size, item.interfaceOrientation),
                expectedHostedTrailingInset(size: item.size, orientation: item.interfaceOrientation), "a legacy host's island inset for \(window)")
        }
    }
}

/// A window a legacy host may be laid out in, with its orientation.
package struct HostedCase: Codable, Equatable, CustomStringConvertible {
    /// Where the window comes from: a posture's id, an ordinary device, or "any window".
    package var name: String
    /// The window's size.
    package var size: CGSize
    /// The interface orientation.
    package var interfaceOrientation: InterfaceOrientation

    /// Creates a case from its fields.
    package init(name: String, size: CGSize, orientation: InterfaceOrientation) {
        self.name = name
        self.size = size
        interfaceOrientation = orientation
    }
    // Coded under "orientation", as the snapshots store it.
    private enum CodingKeys: String, CodingKey {
        case name, size, interfaceOrientation = "orientation"
    }
    package var description: String { "\(name): \(size.width)x\(size.height) \(interfaceOrientation)" }
}

extension Gen where Value == HostedCase {
    /// The Duo's windows (from its layouts) and ordinary devices' windows, each in any orientation, and windows
    /// a point off a posture's.
    package static var hostedWindows: Gen<HostedCase> {
        let orientation = Gen<InterfaceOrientation>.element(of: InterfaceOrientation.allCases)
        let nudge = Gen<CGFloat>.element(of: [0, 0, 1, -1])
        return zip(.frequency([(3, .duoPostures), (1, .ordinaryDevices)]), orientation, nudge).map { sample, orientation, nudge in
            HostedCase(
                name: sample.name, size: CGSize(width: sample.layout.size.width + nudge, height: sample.layout.size.height), orientation: orientation)
        }
    }
}
