import Foundation
import DuoGeometry

/// One row of the ordinary-device table (spec/ordinary-devices.md), copied into the properties as the oracles'
/// own data, never read from the core's `OrdinaryDevice.all`. The iPad (9th) row's two sizes are two rows here.
package struct SpecDevice: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The device's name, as the core's table names it.
    package var name: String
    /// The size in portrait.
    package var portraitSize: CGSize
    /// The status bar height.
    package var statusBar: CGFloat
    /// The safe top inset in portrait.
    package var portraitSafeTop: CGFloat
    /// The equal left and right safe inset of a phone in landscape.
    package var landscapeSide: CGFloat
    /// The home indicator in portrait.
    package var portraitHomeIndicator: CGFloat
    /// The home indicator in landscape.
    package var landscapeHomeIndicator: CGFloat
    /// The uniform corner radius.
    package var cornerRadius: CGFloat
    /// Whether the device is an iPad.
    package var isTablet: Bool

    package var description: String { "\(name) \(portraitSize.width)x\(portraitSize.height)" }

    /// Whether the row is the spec's own (not a window made for a boundary).
    package var isInSpecTable: Bool { SpecDevice.table.contains(self) }
}

private func row(
    _ name: String, _ width: CGFloat, _ height: CGFloat, _ status: CGFloat, _ top: CGFloat, _ side: CGFloat,
    _ home: (CGFloat, CGFloat), _ radius: CGFloat, tablet: Bool = false
) -> SpecDevice {
    SpecDevice(
        name: name, portraitSize: CGSize(width: width, height: height), statusBar: status, portraitSafeTop: top, landscapeSide: side,
        portraitHomeIndicator: home.0, landscapeHomeIndicator: home.1, cornerRadius: radius, isTablet: tablet)
}

extension SpecDevice {
    /// The spec's table: device, size (portrait), status bar, portrait safe top, landscape safe left/right, home
    /// indicator (portrait/landscape), corner radius, type.
    package static let table: [SpecDevice] = [
        row("iPhone 5/SE (1st)", 320, 568, 20, 20, 0, (0, 0), 0),
        row("iPhone 6/7/8/SE", 375, 667, 20, 20, 0, (0, 0), 0),
        row("iPhone 6/7/8 Plus", 414, 736, 20, 20, 0, (0, 0), 0),
        row("iPhone X/XS/11 Pro", 375, 812, 44, 44, 44, (34, 21), 39),
        row("iPhone XR/11", 414, 896, 44, 44, 44, (34, 21), 41.5),
        row("iPhone 12/13/14", 390, 844, 47, 47, 47, (34, 21), 47.33),
        row("iPhone 12/13 Pro Max", 428, 926, 47, 47, 47, (34, 21), 53.33),
        row("iPhone 14 Pro / 15", 393, 852, 54, 59, 59, (34, 21), 55),
        row("iPhone 14 Pro Max / 15 Plus", 430, 932, 54, 59, 59, (34, 21), 55),
        row("iPhone 16 Pro", 402, 874, 54, 62, 59, (34, 21), 62),
        row("iPhone 16 Pro Max", 440, 956, 54, 62, 59, (34, 21), 62),
        row("iPad (9th)", 768, 1024, 20, 20, 0, (0, 0), 0, tablet: true),
        row("iPad (9th), 10.2-inch", 810, 1080, 20, 20, 0, (0, 0), 0, tablet: true),
        row("iPad Pro 11", 834, 1194, 24, 24, 0, (21, 21), 0, tablet: true),
        row("iPad Pro 12.9 (3rd)", 1024, 1366, 24, 24, 0, (21, 21), 0, tablet: true),
        row("iPad mini (6th)", 744, 1133, 24, 24, 0, (0, 0), 0, tablet: true)
    ]
}
