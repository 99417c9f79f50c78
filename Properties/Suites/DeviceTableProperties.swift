import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let deviceTableProperties: [PropertyDeclaration] = [
        PropertyDeclaration(LayoutProperties.postureTable, oracle: .table, says: "the spec's posture table, copied (`SpecPosture`)"),
        PropertyDeclaration(
            LayoutProperties.ordinaryDevices, oracle: .table, .spec,
            says: "the spec's ordinary-device table, copied (`SpecDevice`), and its 690 rule")
    ]
}

extension LayoutProperties {
    /// The spec's posture table ("The device"): each posture's layout has the table's window, safe insets and
    /// single corner block, no safe bottom inset and the 20-point home indicator, the full status bar only where
    /// the top inset is UP's island row, and compact width except UL ("width class regular although it is a
    /// phone"). It is a phone: compact height in the landscapes (UL among them: only its width is regular), regular in
    /// the portraits.
    package static func postureTable(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.postureTable.rawValue, source: .section("The device"), summary: "each posture's layout is its row of the spec's table",
            generator: .duoPostures, labels: { $0.labels }, coverage: everyPostureDrawn
        ) { sample in
            let spec = SpecPosture.of(try requireValue(sample.posture, "not a posture"))
            let layout = sample.layout
            try requireEqual(layout.size, spec.window, "\(spec.posture)'s window")
            try requireEqual(layout.safeInsets, spec.safeInsets, "\(spec.posture)'s safe insets")
            try requireEqual(layout.reservedCorners.blocks, [spec.block], "\(spec.posture)'s corner block")
            try requireEqual(layout.intrinsicInsets, EdgeInsets(bottom: SpecPosture.homeIndicator), "\(spec.posture)'s home indicator")
            try requireEqual(layout.statusBarHeight, spec.statusBarHeight, "\(spec.posture)'s status bar")
            try requireEqual(layout.deviceType, .phone, "\(spec.posture)'s device type")
            try requireEqual(layout.metrics.widthClass, spec.isRegularWidth ? .regular : .compact, "\(spec.posture)'s width class")
            // UL is regular only in width: "regular/regular only when both sides are over 690", and 669 is not.
            try requireEqual(
                layout.metrics.heightClass, spec.interfaceOrientation == .portrait ? .regular : .compact, "\(spec.posture)'s height class")
        }
    }

    /// The ordinary-device table (spec/ordinary-devices.md): the core's devices are the table's rows, and each
    /// lays out as the spec models it. Its size swaps in landscape; a phone in landscape has the safe insets
    /// (0, L, 0, L) and no status bar, everything else the safe top alone; the home indicator is the row's for
    /// the orientation; the corners are uniform; there are no reserved corners; and "width and height classes
    /// are regular/regular only when both sides are over 690", which windows at 690 itself also show.
    package static func ordinaryDevices(_ helpers: PlacementHelpers = .core) -> Property<DeviceCase> {
        Property(
            PropertyID.ordinaryDevices.rawValue, source: .section("Ordinary devices"),
            summary: "each ordinary device lays out as its row of the spec's table",
            generator: .deviceCases, labels: { [$0.device.isInSpecTable ? $0.device.name : "a window at 690"] }
        ) { item in
            try requireEqual(OrdinaryDevice.all.map(\.name), SpecDevice.table.map(\.name), "the ordinary devices")
            let spec = item.device
            let device: OrdinaryDevice
            if spec.isInSpecTable {
                device = try requireValue(OrdinaryDevice.named(spec.name), "no device named \(spec.name)")
            } else {
                device = OrdinaryDevice(
                    name: spec.name, portraitSize: spec.portraitSize, statusBarHeight: spec.statusBar,
                    portraitSafeTop: spec.portraitSafeTop, landscapeSideInset: spec.landscapeSide,
                    portraitHomeIndicator: spec.portraitHomeIndicator, landscapeHomeIndicator: spec.landscapeHomeIndicator,
                    cornerRadius: spec.cornerRadius, deviceType: spec.isTablet ? .tablet : .phone)
            }
            let layout = device.layout(landscape: item.landscape)
            let portrait = spec.portraitSize
            let phoneInLandscape = item.landscape && !spec.isTablet
            try requireEqual(layout.size, item.landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait, "the window")
            try requireEqual(layout.deviceType, spec.isTablet ? .tablet : .phone, "the device type")
            try requireEqual(
                layout.safeInsets,
                phoneInLandscape ? EdgeInsets(left: spec.landscapeSide, right: spec.landscapeSide) : EdgeInsets(top: spec.portraitSafeTop),
                "the safe insets")
            try requireEqual(
                layout.intrinsicInsets, EdgeInsets(bottom: item.landscape ? spec.landscapeHomeIndicator : spec.portraitHomeIndicator),
                "the home indicator")
            try requireEqual(layout.statusBarHeight, phoneInLandscape ? nil : spec.statusBar, "the status bar")
            try requireEqual(layout.screenCornerRadii, .uniform(spec.cornerRadius), "the corner radii")
            try require(layout.reservedCorners.isEmpty, "reserved corners on \(spec.name)")
            let bothSidesOver690 = portrait.width > 690 && portrait.height > 690
            try requireEqual(layout.metrics.widthClass == .regular && layout.metrics.heightClass == .regular, bothSidesOver690, "regular/regular")
            try requireEqual(layout.metrics.widthClass == .regular, bothSidesOver690, "the width class")
            // A phone's height is regular in portrait and compact in landscape, unless both sides are over 690.
            try requireEqual(layout.metrics.heightClass, bothSidesOver690 || !item.landscape ? .regular : .compact, "the height class")
        }
    }
}

/// An ordinary device in one orientation.
package struct DeviceCase: Codable, Equatable, CustomStringConvertible {
    /// The device's values: a row of the spec's table, or a window at the 690-point boundary.
    package var device: SpecDevice
    /// Whether it is in landscape.
    package var landscape: Bool

    /// Creates a case from its fields.
    package init(device: SpecDevice, landscape: Bool) {
        self.device = device
        self.landscape = landscape
    }
    package var description: String { "\(device) \(landscape ? "landscape" : "portrait")" }
}

extension Gen where Value == DeviceCase {
    /// The spec's rows (three times in four) and iPads or phones with a side of 689, 690 or 691 points, in
    /// either orientation.
    package static var deviceCases: Gen<DeviceCase> {
        let sides: [CGFloat] = [689, 690, 691]
        let boundary = zip(Gen<CGFloat>.element(of: sides), Gen<CGFloat>.element(of: sides + [1000]), Gen<Bool>.bool).map { width, height, isTablet in
            SpecDevice(
                name: "\(Int(width))x\(Int(height))", portraitSize: CGSize(width: width, height: height), statusBar: 24, portraitSafeTop: 24,
                landscapeSide: isTablet ? 0 : 44, portraitHomeIndicator: 20, landscapeHomeIndicator: 20, cornerRadius: 18, isTablet: isTablet)
        }
        return zip(.frequency([(3, .element(of: SpecDevice.table)), (1, boundary)]), Gen<Bool>.bool).map { DeviceCase(device: $0, landscape: $1) }
    }
}
