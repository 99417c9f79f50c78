import Foundation

// MARK: - Device queries (rule 7)

/// Whether `size` is a full-screen layout on the Duo's unfolded (inner) screen, in either orientation
/// (`deviceMetrics.isIPhoneDuoInnerScreen(size:)`): exactly 669x951 or 951x669.
public func isIPhoneDuoInnerScreen(size: CGSize) -> Bool {
    let inner = iPhoneDuoReservedCorners[.UP]!.windowSize
    return size == inner || size == CGSize(width: inner.height, height: inner.width)
}

/// The Duo posture whose window is `size` in `orientation`, or nil for any other size. FL and FR share a
/// size, so the orientation decides between them (landscape-left is FL, landscape-right FR); the inner
/// screen's two sizes decide alone.
public func iPhoneDuoPosture(size: CGSize, orientation: InterfaceOrientation) -> DuoPosture? {
    let candidates = DuoPosture.allCases.filter { iPhoneDuoReservedCorners[$0]!.windowSize == size }
    if candidates.count > 1 { return candidates.first { $0.orientation == orientation } }
    return candidates.first
}

/// The reserved corners of a hosted (legacy) layout, looked up from the posture table by window size and
/// orientation (`reservedCornersForHostedLayout(size:orientation:)`); `.none` for any other size.
public func reservedCornersForHostedLayout(size: CGSize, orientation: InterfaceOrientation) -> ReservedCorners {
    guard let posture = iPhoneDuoPosture(size: size, orientation: orientation) else { return .none }
    return ReservedCorners([iPhoneDuoReservedCorners[posture]!.cornerBlock])
}

extension ContainerViewLayout {
    /// Whether iPad-only behaviour applies: the device type is `.tablet`. Never the width class: the Duo
    /// in unfolded landscape is regular width although it is a phone.
    public var usesTabletBehaviour: Bool { deviceType == .tablet }

    /// Legacy: `widthClass == .regular` (the same answer on every device but the Duo).
    public var legacyUsesTabletBehaviour: Bool { metrics.widthClass == .regular }

    /// The layout a modal sees (`forOptionalFloatingPresentation`): a phone with regular width (UL) is
    /// given compact metrics; everything else is unchanged (the legacy result).
    public var forOptionalFloatingPresentation: ContainerViewLayout {
        guard deviceType == .phone, metrics.widthClass == .regular else { return self }
        var copy = self
        copy.metrics = .compact
        return copy
    }

    /// Whether the window accepts a programmatic rotation request: a regular-width phone (UL) refuses.
    /// Legacy: true.
    public var acceptsProgrammaticRotation: Bool { !(deviceType == .phone && metrics.widthClass == .regular) }
}

// MARK: - The screen the app is on

/// The screens of a device, and which one the app's window is on.
///
/// `UIScreen.main` is the Duo's cover screen even while it is unfolded; layout must use
/// `mainWindowScreenBounds`, the screen the app is on (`Display/Source/MainWindowScreen.swift`). Legacy
/// `TGScreenSize()` follows the app window, so it agrees with `mainWindowScreenBounds`.
public struct DeviceScreens: Hashable, Codable, Sendable {
    /// The main (cover) screen's size in portrait.
    public var mainScreenPortraitSize: CGSize
    /// The inner screen's size in portrait, on a foldable.
    public var innerScreenPortraitSize: CGSize?
    /// Whether the app is on the inner screen.
    public var isUnfolded: Bool
    /// The interface orientation.
    public var orientation: InterfaceOrientation

    public init(
        mainScreenPortraitSize: CGSize, innerScreenPortraitSize: CGSize? = nil, isUnfolded: Bool = false,
        orientation: InterfaceOrientation = .portrait
    ) {
        self.mainScreenPortraitSize = mainScreenPortraitSize
        self.innerScreenPortraitSize = innerScreenPortraitSize
        self.isUnfolded = isUnfolded
        self.orientation = orientation
    }

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(mainScreenPortraitSize)
        hasher.combineGeometry(innerScreenPortraitSize)
        hasher.combine(isUnfolded)
        hasher.combine(orientation)
    }

    /// The Duo's screens in `posture`.
    public static func iPhoneDuo(_ posture: DuoPosture) -> DeviceScreens {
        DeviceScreens(
            mainScreenPortraitSize: iPhoneDuoReservedCorners[.FP]!.windowSize,
            innerScreenPortraitSize: iPhoneDuoReservedCorners[.UP]!.windowSize,
            isUnfolded: posture.isUnfolded, orientation: posture.orientation)
    }

    /// What `UIScreen.main.bounds` reports: always the main (cover) screen, in the interface orientation.
    public var uiScreenMainBounds: CGRect { CGRect(origin: .zero, size: oriented(mainScreenPortraitSize)) }

    /// The bounds of the screen the app is on (`mainWindowScreenBounds`): the inner screen while unfolded.
    public var mainWindowScreenBounds: CGRect {
        let portrait = isUnfolded ? (innerScreenPortraitSize ?? mainScreenPortraitSize) : mainScreenPortraitSize
        return CGRect(origin: .zero, size: oriented(portrait))
    }

    private func oriented(_ portrait: CGSize) -> CGSize {
        orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }
}

// MARK: - Legacy hosts

/// What a legacy component hosted outside the component tree reads about its window
/// (`LegacyComponentsContext`): it has only the window's size and orientation, so it looks its reserved
/// corners up in the posture table (`reservedCornersForHostedLayout(size:orientation:)`).
public struct LegacyComponentsContext: Hashable, Codable, Sendable {
    /// The hosting window's size.
    public var size: CGSize
    /// The interface orientation.
    public var orientation: InterfaceOrientation

    /// A context for a window of `size` in `orientation`.
    public init(size: CGSize, orientation: InterfaceOrientation) {
        self.size = size
        self.orientation = orientation
    }

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(size)
        hasher.combine(orientation)
    }

    /// The reserved corners of the hosted layout: the posture's block on the Duo, `.none` elsewhere.
    public var reservedCorners: ReservedCorners { reservedCornersForHostedLayout(size: size, orientation: orientation) }

    /// How far a legacy top bar's trailing controls move left to clear the status island: what
    /// `navigationBarTrailingButtonsInset` is for the posture's own layout (134 in UP), and 0 for any window
    /// that is not a Duo posture (the legacy value).
    public var statusIslandTrailingInset: CGFloat {
        guard let posture = iPhoneDuoPosture(size: size, orientation: orientation) else { return 0 }
        return ContainerViewLayout.iPhoneDuo(posture).navigationBarTrailingButtonsInset
    }
}
