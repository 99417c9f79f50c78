import DuoGeometry

/// The device type and size classes a synthetic layout is given.
///
/// The width class and the device type are drawn together, not derived from one another: rule 7 says iPad
/// behaviour follows the type, so a helper that reads the width class in its place must meet a compact-width iPad
/// (an iPad window in a split), a regular-width phone (UL) and a regular/regular phone (the iPad mini, which the
/// app's own device table calls a phone). The first kind of each table is the simplest: a compact phone.
package struct SyntheticDevice: Hashable, Sendable, CustomStringConvertible {
    package var metrics: LayoutMetrics
    package var type: DeviceType
    package var description: String

    /// A phone of compact width and height: where shrinking ends.
    package static let compactPhone = SyntheticDevice(metrics: LayoutMetrics(widthClass: .compact), type: .phone, description: "compact phone")
    /// A phone of regular width and compact height, as UL is.
    package static let regularWidthPhone = SyntheticDevice(
        metrics: LayoutMetrics(widthClass: .regular), type: .phone, description: "regular-width phone")
    /// A phone of regular width and height: the iPad mini as the app's own table has it.
    package static let regularPhone = SyntheticDevice(
        metrics: LayoutMetrics(widthClass: .regular, heightClass: .regular), type: .phone, description: "regular/regular phone")
    /// An iPad of regular width.
    package static let regularTablet = SyntheticDevice(
        metrics: LayoutMetrics(widthClass: .regular, heightClass: .regular), type: .tablet, description: "iPad")
    /// An iPad window of compact width, beside another app's.
    package static let compactTablet = SyntheticDevice(
        metrics: LayoutMetrics(widthClass: .compact, heightClass: .regular), type: .tablet, description: "compact-width iPad")

    /// The kinds a synthetic foldable is drawn as; a tablet's blocks are as foreign to the spec as a phone's.
    package static let foldableKinds: [SyntheticDevice] = [compactPhone, regularWidthPhone, regularPhone, regularTablet, compactTablet]
    /// The kinds a synthetic ordinary device (no blocks) is drawn as: the two the ordinary table has, then the two
    /// in which the width class and the device type disagree.
    package static let ordinaryKinds: [SyntheticDevice] = [compactPhone, regularTablet, compactTablet, regularPhone]

    /// Whether the width class says what the device type says (regular width exactly on an iPad): where the
    /// legacy iPad test, the width class, is the device type, and the collapse law's legacy answer is rule 7's.
    package static func classAgreesWithType(_ layout: ContainerViewLayout) -> Bool {
        (layout.metrics.widthClass == .regular) == (layout.deviceType == .tablet)
    }

    /// Whether the collapse law and rule 7 ask different things of `layout`'s iPad test: it has no blocks and equal
    /// side insets, and its width class and type disagree (``Decision/deviceTypeWithoutBlocks`` reads it). With unequal
    /// insets the law is silent and rule 7's "check the type" stands: the spec's bug shapes show there.
    package static func lawAndRuleSevenDisagree(_ layout: ContainerViewLayout) -> Bool {
        layout.reservedCorners.isEmpty && layout.safeInsets.left == layout.safeInsets.right && !classAgreesWithType(layout)
    }

    /// Whether a regular-width phone's modal metrics and rotation are the decision's: rule 7 states them for UL, so
    /// on a layout without blocks whose width class and type disagree, whatever its side insets, the spec does not
    /// settle them (``Decision/deviceTypeWithoutBlocks`` reads it).
    package static func modalAndRotationAreDecided(_ layout: ContainerViewLayout) -> Bool {
        layout.reservedCorners.isEmpty && !classAgreesWithType(layout)
    }
}

extension ContainerViewLayout {
    /// The device's type and width and height classes as a case's label: "phone compact/regular", "tablet
    /// compact/regular", ...
    package var deviceLabel: String {
        "\(deviceType.rawValue) \(metrics.widthClass.rawValue)/\(metrics.heightClass.rawValue)"
    }
}
