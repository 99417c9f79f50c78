import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let defaultsProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.initialiserDefaults, oracle: .spec, .decision,
            says: "\"the defaults are 0 / .none\"; a layout's defaults (`InitialiserDefaults`)")
    ]
}

extension LayoutProperties {
    /// The public initialisers' defaults, which a screen that leaves a field out gets silently: "a screen that
    /// builds an Environment by hand must pass them all (the defaults are 0 / .none)", and a layout built from its
    /// required fields alone is a device's with nothing reserved (no home indicator, no status bar row, no reserved
    /// corners, square corners, no input view), as the ordinary devices are; insets default to 0, size classes to
    /// compact height, a screen to the folded main one in portrait, a bar button to the column. The values are
    /// ``InitialiserDefaults``'.
    package static func initialiserDefaults(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.initialiserDefaults.rawValue, source: .section("Layout API"),
            summary: "a hand-built environment or layout defaults to 0, .none and nil",
            generator: .anyLayout, labels: { $0.labels }
        ) { sample in
            let layout = sample.layout
            let zero = InitialiserDefaults.environmentValue
            let noInsets = EdgeInsets(top: zero, left: zero, bottom: zero, right: zero)
            for environment in [Environment(), Environment(safeInsets: layout.safeInsets)] {
                try requireEqual(environment.statusBarHeight, zero, "a hand-built environment's status bar height")
                try requireEqual(environment.fullStatusBarHeight, zero, "a hand-built environment's full status bar height")
                try requireEqual(environment.navigationBarTrailingButtonsInset, zero, "a hand-built environment's trailing buttons' inset")
                try require(environment.reservedCorners.isEmpty, "a hand-built environment's reserved corners: \(environment.reservedCorners)")
            }
            try requireEqual(Environment().safeInsets, noInsets, "a hand-built environment's safe insets")
            let built = ContainerViewLayout(size: layout.size, metrics: layout.metrics, deviceType: layout.deviceType, safeInsets: layout.safeInsets)
            let home = InitialiserDefaults.layoutHomeIndicator
            let radius = InitialiserDefaults.layoutCornerRadius
            try decided(.layoutDefaults) {
                try requireEqual(
                    built.intrinsicInsets, EdgeInsets(top: home, left: home, bottom: home, right: home), "a built layout's intrinsic insets")
                try requireEqual(built.statusBarHeight, nil, "a built layout's status bar")
                try require(built.reservedCorners.isEmpty, "a built layout's reserved corners: \(built.reservedCorners)")
                try requireEqual(
                    built.screenCornerRadii, ScreenCornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius),
                    "a built layout's corner radii")
                try requireEqual(built.inputHeight, nil, "a built layout's input view")
            }
            // A failure's report prints the layout: its text says `status nil` exactly where the layout has no status bar.
            for shown in [layout, built] {
                try requireEqual(shown.description.contains("status nil"), shown.statusBarHeight == nil, "the text of \(shown)")
            }
            try requireEqual(
                EdgeInsets(top: layout.safeInsets.top), EdgeInsets(top: layout.safeInsets.top, left: 0, bottom: 0, right: 0),
                "insets given a top alone")
            let metrics = LayoutMetrics(widthClass: layout.metrics.widthClass)
            try requireEqual(
                metrics.heightClass == .regular, InitialiserDefaults.metricsHeightClassIsRegular, "size classes given a width class alone")
            let screens = DeviceScreens(mainScreenPortraitSize: layout.size)
            try require(
                screens.innerScreenPortraitSize == nil && !screens.isUnfolded && screens.orientation == .portrait,
                "a device's screens given a main screen alone: \(screens)")
            try requireEqual(BarButton(role: .back).staysInRow, false, "a bar button given a role alone")
        }
    }
}
