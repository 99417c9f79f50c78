import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Mirroring a layout left to right mirrors every result: band and bottom-edge insets swap sides, strips
    /// move to the other side, containers and sheets reflect (to the point, for floor-centred ones).
    public static func mirroring(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("mirroring", rule: "Metamorphic", summary: "mirroring a layout mirrors every result",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { band in
            let layout = band.layout, mirror = layout.mirrored, width = layout.size.width
            try requireEqual(helpers.bandSideInsets(mirror, band.minY, band.maxY), helpers.bandSideInsets(layout, band.minY, band.maxY).mirrored, "the band insets")
            try requireEqual(helpers.bottomEdgeSideInsets(mirror), helpers.bottomEdgeSideInsets(layout).mirrored, "the bottom-edge insets")
            for side in HorizontalEdge.allCases {
                let strip = helpers.sideStrip(layout, side).map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
                try requireEqual(helpers.sideStrip(mirror, side.opposite), strip, "the \(side) strip, mirrored")
            }
            let placement = helpers.horizontalContainerPlacement(layout, 16, true, false)
            let mirrored = helpers.horizontalContainerPlacement(mirror, 16, true, false)
            try require(placement.width < 0 || abs(mirrored.x - (width - placement.maxX)) < 2 && mirrored.width == placement.width,
                        "the centred container \(placement) mirrors to \(mirrored)")
            let radii = helpers.sheetBottomCornerRadii(layout.screenCornerRadii, 8)
            try requireEqual(helpers.sheetBottomCornerRadii(mirror.screenCornerRadii, 8), SheetBottomCornerRadii(bottomLeft: radii.bottomRight, bottomRight: radii.bottomLeft), "the sheet radii")
        }
    }

    /// Hosted-layout lookup returns the table row for each posture's size and orientation, and `.none` for any
    /// other device.
    public static func hostedLayoutLookup(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property("hosted-layout-lookup", rule: "Metamorphic", summary: "hosted lookup returns each posture's table row",
                 generator: .frequency([(3, .duoPostures), (1, .ordinaryDevices)]), labels: { $0.labels }, coverage: everyPostureDrawn) { sample in
            let posture = DuoPosture(rawValue: sample.name)
            let orientation = posture?.orientation ?? (sample.layout.isLandscape ? .landscapeLeft : .portrait)
            try requireEqual(helpers.reservedCornersForHostedLayout(sample.layout.size, orientation), sample.layout.reservedCorners,
                             "the hosted corners for \(sample.layout.size.width)x\(sample.layout.size.height) \(orientation)")
        }
    }
}
