import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let screenAndViewerProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.viewerControlsClearIsland, oracle: .geometry, .decision,
            says: "the raster oracle's band of the row (`RowRaster`); overlap with the island (`Oracle.overlaps`); the viewer's width"),
        PropertyDeclaration(
            LayoutProperties.screensInEveryOrientation, oracle: .table, .spec,
            says: "the spec's cover and inner screens and the ordinary devices' sizes, turned only in the two landscapes")
    ]
}

/// A device's screens as a layout reads them: the cover (main) screen, an inner screen or none, whether the app is on
/// the inner one, and the interface orientation.
package struct ScreenCase: Codable, Hashable, CustomStringConvertible {
    /// Where the screens come from: "iPhone Duo", an ordinary device's name, or "a window sharing one dimension".
    package var name: String
    /// The screens.
    package var screens: DeviceScreens

    /// Creates a case from its fields.
    package init(name: String, screens: DeviceScreens) {
        self.name = name
        self.screens = screens
    }
    package var description: String {
        "\(name): cover \(screens.mainScreenPortraitSize.width)x\(screens.mainScreenPortraitSize.height), inner "
            + (screens.innerScreenPortraitSize.map { "\($0.width)x\($0.height)" } ?? "none")
            + ", \(screens.isUnfolded ? "unfolded" : "folded"), \(screens.orientation)"
    }
    /// The case's labels: its orientation, and whether the app is said to be on an inner screen.
    package var labels: [String] {
        [screens.orientation == .portraitUpsideDown ? WholeSpaceCaseLabel.upsideDown : screens.orientation.rawValue]
            + (screens.isUnfolded ? ["unfolded"] : [])
    }
}

extension Gen where Value == ScreenCase {
    /// The Duo's screens (the spec's cover 466x678 and inner 669x951), ordinary devices' single screens, and a cover
    /// and inner screen that share one dimension with the Duo's; folded or unfolded, in every interface orientation.
    package static var screenCases: Gen<ScreenCase> {
        Gen { source in
            let kind = source.int(in: 0...2)
            let isUnfolded = source.bool()
            let orientation = source.element(of: InterfaceOrientation.allCases)
            let cover = SpecPosture.coverScreenPortrait
            let inner = SpecPosture.innerScreenPortrait
            switch kind {
            case 0:
                return ScreenCase(
                    name: "iPhone Duo",
                    screens: DeviceScreens(
                        mainScreenPortraitSize: cover, innerScreenPortraitSize: inner, isUnfolded: isUnfolded, orientation: orientation))
            case 1:
                let device = source.element(of: SpecDevice.table)
                return ScreenCase(
                    name: device.name,
                    screens: DeviceScreens(mainScreenPortraitSize: device.portraitSize, isUnfolded: isUnfolded, orientation: orientation))
            default:
                let other = source.point(in: 300...1100)
                let innerShared = source.bool() ? CGSize(width: inner.width, height: other) : CGSize(width: other, height: inner.height)
                return ScreenCase(
                    name: "a window sharing one dimension",
                    screens: DeviceScreens(
                        mainScreenPortraitSize: cover, innerScreenPortraitSize: innerShared, isUnfolded: isUnfolded, orientation: orientation))
            }
        }
    }
}

extension LayoutProperties {
    /// "UIScreen.main is the cover screen even while unfolded; use mainWindowScreenBounds ... for the screen the app is
    /// on", in every interface orientation: the screen the app is on is the inner screen while unfolded (where there is
    /// one), else the cover screen; `UIScreen.main` is always the cover screen. Each is the screen's portrait size in
    /// portrait and upside-down portrait, and that size turned in the two landscapes.
    package static func screensInEveryOrientation(_ helpers: PlacementHelpers = .core) -> Property<ScreenCase> {
        Property(
            PropertyID.screensInEveryOrientation.rawValue, source: .section("The device"),
            summary: "the screen the app is on, and UIScreen.main, in every orientation",
            generator: .screenCases, labels: { $0.labels },
            coverage: InterfaceOrientation.allCases.map {
                CoverageRequirement(label: $0 == .portraitUpsideDown ? WholeSpaceCaseLabel.upsideDown : $0.rawValue, minimumFraction: 0.1)
            }
        ) { item in
            let screens = item.screens
            let landscape = screens.orientation == .landscapeLeft || screens.orientation == .landscapeRight
            func turned(_ portrait: CGSize) -> CGRect {
                CGRect(origin: .zero, size: landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait)
            }
            let appScreen = screens.isUnfolded ? screens.innerScreenPortraitSize ?? screens.mainScreenPortraitSize : screens.mainScreenPortraitSize
            try requireEqual(helpers.mainWindowScreenBounds(screens), turned(appScreen), "the screen the app is on, \(item)")
            try requireEqual(helpers.uiScreenMainBounds(screens), turned(screens.mainScreenPortraitSize), "UIScreen.main, \(item)")
            // The core writes the hash out: the screens with a side of 0, and of -0.0, are equal and hash alike.
            var zero = screens
            zero.mainScreenPortraitSize.width = 0
            zero.innerScreenPortraitSize?.height = 0
            var negativeZero = zero
            negativeZero.mainScreenPortraitSize.width = -0.0
            negativeZero.innerScreenPortraitSize?.height = -0.0
            try requireHashAlike(zero, negativeZero, "screens with a side of 0 and of -0.0")
        }
    }

    /// Rule 5, the viewer's own controls: a full-screen viewer fills the screen beside the island, and "its top
    /// controls keep clear of the island" with the band of their row. A row of controls anywhere in the viewer, at the
    /// island's bottom or ending at the window's top, placed in its row's band (the raster oracle's) inside the viewer's
    /// frame, never overlaps the island; and a row that shares no row with any block spans the viewer's whole width.
    package static func viewerControlsClearIsland(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        Property(
            PropertyID.viewerControlsClearIsland.rawValue, source: .rule(5), summary: "a full-screen viewer's control rows keep clear of the island",
            generator: .islandRows(in: .frequency([(3, .islandLayoutsOfAnyStatus), (1, .wholeSpaceLayouts)])),
            labels: { $0.sample.labels + WholeSpaceLabel.labels(of: $0.layout) }
        ) { item in
            let layout = item.layout
            let viewer = helpers.fullScreenViewerFrame(layout)
            let raster = ExpectedLayout(item.sample).raster
            let minY = Swift.max(item.rowMinY, viewer.minY)
            let maxY = minY + item.rowHeight
            let insets = helpers.bandSideInsets(layout, minY, maxY)
            let expected = raster.bandInsets(from: minY, to: maxY)
            try decided(by: raster.decision(rowFrom: minY, to: maxY)) {
                try require(
                    insets.left == expected.left && insets.right == expected.right, "the viewer's control row \(minY)..\(maxY) has insets \(insets)")
            }
            let row = CGRect(x: viewer.minX + insets.left, y: minY, width: viewer.width - insets.left - insets.right, height: item.rowHeight)
            for island in ExpectedLayout(item.sample).islands {
                try require(!Oracle.overlaps(row, island), "the viewer's control row \(row) overlaps the island \(island)")
            }
            let across = CGRect(x: 0, y: minY, width: layout.size.width, height: item.rowHeight)
            if !Oracle.blockFrames(of: layout).contains(where: { Oracle.overlaps(across, $0) }), layout.reservedCorners.isEmpty == false,
                layout.safeInsets.left == 0, layout.safeInsets.right == 0
            {
                try decided(by: raster.decision(rowFrom: minY, to: maxY)) {
                    try requireEqual(row.width, viewer.width, "the viewer's control row \(row), which no block reaches, across the viewer")
                }
            }
        }
    }
}
