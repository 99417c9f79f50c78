import Foundation

/// A device other than the Duo, with the realistic values of `spec/ordinary-devices.md` (drawn from the
/// public Telegram-iOS device table). None has reserved corners; in landscape its side insets are equal,
/// which is exactly when every helper must return its legacy expression bit for bit.
public struct OrdinaryDevice: Hashable, Sendable, CustomStringConvertible {
    /// The device's marketing name.
    public var name: String
    /// The window size in portrait.
    public var portraitSize: CGSize
    /// The status bar height in portrait.
    public var statusBarHeight: CGFloat
    /// The safe top inset in portrait (the system's value, not the app's 44 on Dynamic Island phones).
    public var portraitSafeTop: CGFloat
    /// The equal left and right safe inset in landscape.
    public var landscapeSideInset: CGFloat
    /// The home indicator inset in portrait.
    public var portraitHomeIndicator: CGFloat
    /// The home indicator inset in landscape.
    public var landscapeHomeIndicator: CGFloat
    /// The uniform screen corner radius.
    public var cornerRadius: CGFloat
    /// Phone or tablet.
    public var deviceType: DeviceType

    /// A device with these values (`landscapeSideInset` is both side insets of a phone in landscape).
    public init(
        name: String, portraitSize: CGSize, statusBarHeight: CGFloat, portraitSafeTop: CGFloat, landscapeSideInset: CGFloat,
        portraitHomeIndicator: CGFloat, landscapeHomeIndicator: CGFloat, cornerRadius: CGFloat, deviceType: DeviceType
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.statusBarHeight = statusBarHeight
        self.portraitSafeTop = portraitSafeTop
        self.landscapeSideInset = landscapeSideInset
        self.portraitHomeIndicator = portraitHomeIndicator
        self.landscapeHomeIndicator = landscapeHomeIndicator
        self.cornerRadius = cornerRadius
        self.deviceType = deviceType
    }

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combineGeometry(portraitSize)
        hasher.combine(statusBarHeight)
        hasher.combine(portraitSafeTop)
        hasher.combine(landscapeSideInset)
        hasher.combine(portraitHomeIndicator)
        hasher.combine(landscapeHomeIndicator)
        hasher.combine(cornerRadius)
        hasher.combine(deviceType)
    }

    /// The layout in portrait (`landscape == false`) or landscape.
    ///
    /// An iPad keeps the same insets in both orientations; only its size swaps. A phone in landscape has
    /// `safeInsets` (0, L, 0, L) and no status bar. Width and height classes are regular only when both
    /// sides are over 690.
    public func layout(landscape: Bool) -> ContainerViewLayout {
        let size = landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
        let bothSidesLarge = portraitSize.width > 690 && portraitSize.height > 690
        let metrics =
            bothSidesLarge
            ? LayoutMetrics(widthClass: .regular, heightClass: .regular)
            : LayoutMetrics(widthClass: .compact, heightClass: landscape ? .compact : .regular)
        let isTablet = deviceType == .tablet
        let safeInsets =
            landscape && !isTablet
            ? EdgeInsets(left: landscapeSideInset, right: landscapeSideInset)
            : EdgeInsets(top: portraitSafeTop)
        return ContainerViewLayout(
            size: size,
            metrics: metrics,
            deviceType: deviceType,
            safeInsets: safeInsets,
            intrinsicInsets: EdgeInsets(bottom: landscape ? landscapeHomeIndicator : portraitHomeIndicator),
            statusBarHeight: landscape && !isTablet ? nil : statusBarHeight,
            reservedCorners: .none,
            screenCornerRadii: .uniform(cornerRadius)
        )
    }

    public var description: String { name }
}

private func device(
    _ name: String, _ width: CGFloat, _ height: CGFloat, status: CGFloat, top: CGFloat, side: CGFloat,
    home: (CGFloat, CGFloat), radius: CGFloat, _ type: DeviceType = .phone
) -> OrdinaryDevice {
    OrdinaryDevice(
        name: name, portraitSize: CGSize(width: width, height: height), statusBarHeight: status,
        portraitSafeTop: top, landscapeSideInset: side, portraitHomeIndicator: home.0,
        landscapeHomeIndicator: home.1, cornerRadius: radius, deviceType: type)
}

extension OrdinaryDevice {
    /// Every device of `spec/ordinary-devices.md`: home-button, notch and Dynamic Island phones, and iPads.
    public static let all: [OrdinaryDevice] = [
        device("iPhone 5/SE (1st)", 320, 568, status: 20, top: 20, side: 0, home: (0, 0), radius: 0),
        device("iPhone 6/7/8/SE", 375, 667, status: 20, top: 20, side: 0, home: (0, 0), radius: 0),
        device("iPhone 6/7/8 Plus", 414, 736, status: 20, top: 20, side: 0, home: (0, 0), radius: 0),
        device("iPhone X/XS/11 Pro", 375, 812, status: 44, top: 44, side: 44, home: (34, 21), radius: 39),
        device("iPhone XR/11", 414, 896, status: 44, top: 44, side: 44, home: (34, 21), radius: 41.5),
        device("iPhone 12/13/14", 390, 844, status: 47, top: 47, side: 47, home: (34, 21), radius: 47.33),
        device("iPhone 12/13 Pro Max", 428, 926, status: 47, top: 47, side: 47, home: (34, 21), radius: 53.33),
        device("iPhone 14 Pro / 15", 393, 852, status: 54, top: 59, side: 59, home: (34, 21), radius: 55),
        device("iPhone 14 Pro Max / 15 Plus", 430, 932, status: 54, top: 59, side: 59, home: (34, 21), radius: 55),
        device("iPhone 16 Pro", 402, 874, status: 54, top: 62, side: 59, home: (34, 21), radius: 62),
        device("iPhone 16 Pro Max", 440, 956, status: 54, top: 62, side: 59, home: (34, 21), radius: 62),
        device("iPad (9th)", 768, 1024, status: 20, top: 20, side: 0, home: (0, 0), radius: 0, .tablet),
        device("iPad (9th), 10.2-inch", 810, 1080, status: 20, top: 20, side: 0, home: (0, 0), radius: 0, .tablet),
        device("iPad Pro 11", 834, 1194, status: 24, top: 24, side: 0, home: (21, 21), radius: 0, .tablet),
        device("iPad Pro 12.9 (3rd)", 1024, 1366, status: 24, top: 24, side: 0, home: (21, 21), radius: 0, .tablet),
        device("iPad mini (6th)", 744, 1133, status: 24, top: 24, side: 0, home: (0, 0), radius: 0, .tablet)
    ]

    /// Looks a device up by its name in `all`.
    public static func named(_ name: String) -> OrdinaryDevice? { all.first { $0.name == name } }
}
