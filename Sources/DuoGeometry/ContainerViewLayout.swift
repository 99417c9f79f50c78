import Foundation

/// A model of the app's `ContainerViewLayout`: everything a placement helper reads about the window.
///
/// On every device but the Duo, `reservedCorners` is `.none` and `screenCornerRadii` is uniform; every
/// helper then returns exactly its legacy expression (the collapse law).
public struct ContainerViewLayout: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The window's size in points.
    public var size: CGSize
    /// The size classes.
    public var metrics: LayoutMetrics
    /// Phone or tablet. iPad-only behaviour checks this, never the width class (rule 7).
    public var deviceType: DeviceType
    /// The system's safe area insets. On the Duo a corner block is widened into a full-edge inset here.
    public var safeInsets: EdgeInsets
    /// Insets the app adds itself; `intrinsicInsets.bottom` is the home indicator (20 on the Duo,
    /// whose `safeInsets.bottom` is 0).
    public var intrinsicInsets: EdgeInsets
    /// The full status bar height, or nil where there is no status bar row (a phone in landscape,
    /// and the Duo's folded postures and unfolded landscape, whose status lives in a corner block).
    public var statusBarHeight: CGFloat?
    /// The blocks the system reserves in the window's corners (`.none` on other devices).
    public var reservedCorners: ReservedCorners
    /// The radius of each screen corner.
    public var screenCornerRadii: ScreenCornerRadii
    /// The keyboard or input view height, if one is up.
    public var inputHeight: CGFloat?

    /// Creates a layout from every field.
    public init(
        size: CGSize,
        metrics: LayoutMetrics,
        deviceType: DeviceType,
        safeInsets: EdgeInsets,
        intrinsicInsets: EdgeInsets = .zero,
        statusBarHeight: CGFloat? = nil,
        reservedCorners: ReservedCorners = .none,
        screenCornerRadii: ScreenCornerRadii = .uniform(0),
        inputHeight: CGFloat? = nil
    ) {
        self.size = size
        self.metrics = metrics
        self.deviceType = deviceType
        self.safeInsets = safeInsets
        self.intrinsicInsets = intrinsicInsets
        self.statusBarHeight = statusBarHeight
        self.reservedCorners = reservedCorners
        self.screenCornerRadii = screenCornerRadii
        self.inputHeight = inputHeight
    }

    // Written out: the size's own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(size)
        hasher.combine(metrics)
        hasher.combine(deviceType)
        hasher.combine(safeInsets)
        hasher.combine(intrinsicInsets)
        hasher.combine(statusBarHeight)
        hasher.combine(reservedCorners)
        hasher.combine(screenCornerRadii)
        hasher.combine(inputHeight)
    }

    /// The window's bounds, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Whether the window is wider than tall.
    public var isLandscape: Bool { size.width > size.height }

    /// The layout mirrored left to right: insets, blocks and radii swap sides. Every helper's result on the
    /// mirrored layout is the mirror of its result here (a metamorphic law the properties check).
    public var mirrored: ContainerViewLayout {
        var copy = self
        copy.safeInsets = safeInsets.mirrored
        copy.intrinsicInsets = intrinsicInsets.mirrored
        copy.reservedCorners = reservedCorners.mirrored
        copy.screenCornerRadii = screenCornerRadii.mirrored
        return copy
    }

    public var description: String {
        "\(size.width)x\(size.height) \(deviceType.rawValue) \(metrics.widthClass.rawValue) safe \(safeInsets) "
            + "intrinsic \(intrinsicInsets) status \(statusBarHeight.map { "\($0)" } ?? "nil") corners \(reservedCorners)"
    }
}
