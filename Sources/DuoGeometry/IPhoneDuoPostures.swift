import Foundation

/// The five postures of the iPhone Duo (iPhone19,4), as the spec's table names them.
public enum DuoPosture: String, Hashable, Codable, Sendable, CaseIterable {
    /// Folded cover screen, portrait.
    case FP
    /// Folded, landscape-left.
    case FL
    /// Folded, landscape-right.
    case FR
    /// Unfolded, portrait (the status island).
    case UP
    /// Unfolded, landscape: regular width although it is a phone.
    case UL

    /// Whether the posture shows the inner (unfolded) screen.
    public var isUnfolded: Bool { self == .UP || self == .UL }

    /// The interface orientation the posture is laid out in.
    public var orientation: InterfaceOrientation {
        switch self {
        case .FP, .UP: return .portrait
        case .FL: return .landscapeLeft
        case .FR, .UL: return .landscapeRight
        }
    }
}

/// One row of the spec's posture table, held as data.
public struct DuoPostureEntry: Hashable, Sendable {
    /// The posture this row describes.
    public var posture: DuoPosture
    /// The app window's size.
    public var windowSize: CGSize
    /// The safe insets UIKit reports (the corner block widened into a full edge).
    public var safeInsets: EdgeInsets
    /// The status corner block.
    public var cornerBlock: ReservedCornerBlock
    /// The width class.
    public var widthClass: SizeClass
    /// The screen's corner radii: the cover screen is 8 on the hinge side and 59 outside; the inner
    /// screen a uniform 55. Reading the blocks as a book-style fold, the hinge is on the left edge in FP,
    /// the top in FL and the bottom in FR.
    public var screenCornerRadii: ScreenCornerRadii
    /// The home indicator inset (`intrinsicInsets.bottom`), 20 in every posture.
    public var homeIndicatorInset: CGFloat
    /// The full status bar height: 82 in UP (the island row), nil where the status lives in a side block.
    public var statusBarHeight: CGFloat?

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(posture)
        hasher.combineGeometry(windowSize)
        hasher.combine(safeInsets)
        hasher.combine(cornerBlock)
        hasher.combine(widthClass)
        hasher.combine(screenCornerRadii)
        hasher.combine(homeIndicatorInset)
        hasher.combine(statusBarHeight)
    }

    /// The layout the app sees in this posture.
    public var layout: ContainerViewLayout {
        ContainerViewLayout(
            size: windowSize,
            metrics: LayoutMetrics(widthClass: widthClass, heightClass: posture.orientation.isLandscape ? .compact : .regular),
            deviceType: .phone,
            safeInsets: safeInsets,
            intrinsicInsets: EdgeInsets(bottom: homeIndicatorInset),
            statusBarHeight: statusBarHeight,
            reservedCorners: ReservedCorners([cornerBlock]),
            screenCornerRadii: screenCornerRadii
        )
    }
}

private let coverScreenHingeRadius: CGFloat = 8
private let coverScreenOuterRadius: CGFloat = 59
private let innerScreenRadius: CGFloat = 55

/// The spec's per-posture table (`iPhoneDuoReservedCorners` in Display/Source/ReservedArea.swift).
///
/// | id | window | safe insets (t,l,b,r) | corner block |
/// |---|---|---|---|
/// | FP | 466x678 | 0,0,0,84 | top-right 84x170 |
/// | FL | 678x466 | 0,0,0,84 | bottom-right 84x82 |
/// | FR | 678x466 | 0,84,0,0 | top-left 84x84 |
/// | UP | 669x951 | 82,0,0,0 | top-right 134x82 (status island) |
/// | UL | 951x669 | 0,0,0,84 | top-right 84x120 |
public let iPhoneDuoReservedCorners: [DuoPosture: DuoPostureEntry] = [
    .FP: DuoPostureEntry(
        posture: .FP, windowSize: CGSize(width: 466, height: 678), safeInsets: EdgeInsets(right: 84),
        cornerBlock: ReservedCornerBlock(corner: .topRight, width: 84, height: 170), widthClass: .compact,
        screenCornerRadii: ScreenCornerRadii(
            topLeft: coverScreenHingeRadius, topRight: coverScreenOuterRadius,
            bottomLeft: coverScreenHingeRadius, bottomRight: coverScreenOuterRadius),
        homeIndicatorInset: 20, statusBarHeight: nil),
    .FL: DuoPostureEntry(
        posture: .FL, windowSize: CGSize(width: 678, height: 466), safeInsets: EdgeInsets(right: 84),
        cornerBlock: ReservedCornerBlock(corner: .bottomRight, width: 84, height: 82), widthClass: .compact,
        screenCornerRadii: ScreenCornerRadii(
            topLeft: coverScreenHingeRadius, topRight: coverScreenHingeRadius,
            bottomLeft: coverScreenOuterRadius, bottomRight: coverScreenOuterRadius),
        homeIndicatorInset: 20, statusBarHeight: nil),
    .FR: DuoPostureEntry(
        posture: .FR, windowSize: CGSize(width: 678, height: 466), safeInsets: EdgeInsets(left: 84),
        cornerBlock: ReservedCornerBlock(corner: .topLeft, width: 84, height: 84), widthClass: .compact,
        screenCornerRadii: ScreenCornerRadii(
            topLeft: coverScreenOuterRadius, topRight: coverScreenOuterRadius,
            bottomLeft: coverScreenHingeRadius, bottomRight: coverScreenHingeRadius),
        homeIndicatorInset: 20, statusBarHeight: nil),
    .UP: DuoPostureEntry(
        posture: .UP, windowSize: CGSize(width: 669, height: 951), safeInsets: EdgeInsets(top: 82),
        cornerBlock: ReservedCornerBlock(corner: .topRight, width: 134, height: 82), widthClass: .compact,
        screenCornerRadii: .uniform(innerScreenRadius), homeIndicatorInset: 20, statusBarHeight: 82),
    .UL: DuoPostureEntry(
        posture: .UL, windowSize: CGSize(width: 951, height: 669), safeInsets: EdgeInsets(right: 84),
        cornerBlock: ReservedCornerBlock(corner: .topRight, width: 84, height: 120), widthClass: .regular,
        screenCornerRadii: .uniform(innerScreenRadius), homeIndicatorInset: 20, statusBarHeight: nil)
]

extension ContainerViewLayout {
    /// The layout of the iPhone Duo in `posture`, from `iPhoneDuoReservedCorners`.
    public static func iPhoneDuo(_ posture: DuoPosture) -> ContainerViewLayout {
        iPhoneDuoReservedCorners[posture]!.layout
    }
}
