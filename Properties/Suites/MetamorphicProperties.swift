import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Mirroring a layout left to right mirrors every result: band and bottom-edge insets swap sides, strips
    /// move to the other side, containers and sheets reflect (to the point, for floor-centred ones). The
    /// mirrored layout itself is the same window with each inset, block and corner radius on the other side.
    package static func mirroring(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        Property("mirroring", rule: "Metamorphic", summary: "mirroring a layout mirrors every result",
                 generator: .bands(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { band in
            let layout = band.layout, mirror = layout.mirrored, width = layout.size.width
            try requireMirrored(mirror, of: layout)
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

    /// The layout mirrored left to right, worked out field by field: every inset, block and corner radius
    /// swaps sides, and nothing moves up or down.
    static func requireMirrored(_ mirror: ContainerViewLayout, of layout: ContainerViewLayout) throws {
        func swapped(_ insets: EdgeInsets) -> EdgeInsets { EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) }
        func otherSide(_ corner: ScreenCorner) -> ScreenCorner {
            switch corner {
            case .topLeft: return .topRight
            case .topRight: return .topLeft
            case .bottomLeft: return .bottomRight
            case .bottomRight: return .bottomLeft
            }
        }
        let radii = layout.screenCornerRadii
        try requireEqual(mirror.size, layout.size, "the mirrored window")
        try requireEqual(mirror.safeInsets, swapped(layout.safeInsets), "the mirrored safe insets")
        try requireEqual(mirror.intrinsicInsets, swapped(layout.intrinsicInsets), "the mirrored intrinsic insets")
        try requireEqual(mirror.reservedCorners.blocks, layout.reservedCorners.map { ReservedCornerBlock(corner: otherSide($0.corner), width: $0.width, height: $0.height) },
                         "the mirrored blocks")
        try requireEqual(mirror.screenCornerRadii, ScreenCornerRadii(topLeft: radii.topRight, topRight: radii.topLeft, bottomLeft: radii.bottomRight, bottomRight: radii.bottomLeft),
                         "the mirrored corner radii")
        try requireEqual(mirror.statusBarHeight, layout.statusBarHeight, "the mirrored status bar")
        try requireEqual(mirror.metrics, layout.metrics, "the mirrored size classes")
    }

    /// Legacy hosts: `reservedCornersForHostedLayout(size:orientation:)` gives the spec's block for each posture's
    /// window in its orientation (FL and FR share 678x466: landscape-left is FL's bottom-right 84x82,
    /// landscape-right FR's top-left 84x84) and `.none` for any other window; `iPhoneDuoPosture(size:orientation:)`
    /// names the posture, and `isIPhoneDuoInnerScreen(size:)` holds for the inner screen's window either way.
    package static func hostedLayoutLookup(_ helpers: PlacementHelpers = .core) -> Property<HostedCase> {
        Property("hosted-layout-lookup", rule: "Legacy hosts", summary: "hosted lookup returns each posture's table row",
                 generator: .hostedWindows, labels: { [$0.name] }) { item in
            let matches = SpecPosture.all.filter { $0.window == item.size }
            let spec = matches.count > 1 ? matches.first { $0.orientation == item.orientation } : matches.first
            try requireEqual(helpers.reservedCornersForHostedLayout(item.size, item.orientation).blocks, spec.map { [$0.block] } ?? [],
                             "the hosted corners for \(item.size.width)x\(item.size.height) \(item.orientation)")
            try requireEqual(helpers.iPhoneDuoPosture(item.size, item.orientation), spec?.posture, "the posture of \(item.size.width)x\(item.size.height) \(item.orientation)")
            try requireEqual(helpers.isIPhoneDuoInnerScreen(item.size), spec?.isInnerScreen ?? false, "whether \(item.size.width)x\(item.size.height) is the inner screen")
        }
    }
}

/// A window a legacy host may be laid out in, with its orientation.
package struct HostedCase: Codable, Hashable, CustomStringConvertible {
    /// Where the window comes from: a posture's id, an ordinary device, or "any window".
    package var name: String
    /// The window's size.
    package var size: CGSize
    /// The interface orientation.
    package var orientation: InterfaceOrientation

    /// Creates a case from its fields.
    package init(name: String, size: CGSize, orientation: InterfaceOrientation) {
        self.name = name
        self.size = size
        self.orientation = orientation
    }
    package var description: String { "\(name): \(size.width)x\(size.height) \(orientation)" }
}

extension Gen where Value == HostedCase {
    /// The Duo's windows (from its layouts) and ordinary devices' windows, each in any orientation, and windows
    /// a point off a posture's.
    package static var hostedWindows: Gen<HostedCase> {
        let orientation = Gen<InterfaceOrientation>.element(of: InterfaceOrientation.allCases)
        let nudge = Gen<CGFloat>.element(of: [0, 0, 1, -1])
        return zip(.frequency([(3, .duoPostures), (1, .ordinaryDevices)]), orientation, nudge).map { sample, orientation, nudge in
            HostedCase(name: sample.name, size: CGSize(width: sample.layout.size.width + nudge, height: sample.layout.size.height), orientation: orientation)
        }
    }
}
