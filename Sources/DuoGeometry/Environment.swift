import Foundation

/// What a component environment carries about the window (ViewControllerComponent's `Environment`).
///
/// A screen that builds an environment by hand must pass every field; the defaults are 0 and `.none`,
/// which makes the band helpers fall back to the plain safe insets.
public struct Environment: Hashable, Codable, Sendable {
    /// The safe insets.
    public var safeInsets: EdgeInsets
    /// The compact status bar height a top bar uses (16 beside UP's island).
    public var statusBarHeight: CGFloat
    /// The full status bar height.
    public var fullStatusBarHeight: CGFloat
    /// How far trailing navigation buttons move left (134 beside UP's island).
    public var navigationBarTrailingButtonsInset: CGFloat
    /// The reserved corner blocks.
    public var reservedCorners: ReservedCorners

    /// Creates an environment; the defaults are 0 and `.none`.
    public init(
        safeInsets: EdgeInsets = .zero, statusBarHeight: CGFloat = 0, fullStatusBarHeight: CGFloat = 0,
        navigationBarTrailingButtonsInset: CGFloat = 0, reservedCorners: ReservedCorners = .none
    ) {
        self.safeInsets = safeInsets
        self.statusBarHeight = statusBarHeight
        self.fullStatusBarHeight = fullStatusBarHeight
        self.navigationBarTrailingButtonsInset = navigationBarTrailingButtonsInset
        self.reservedCorners = reservedCorners
    }

    /// The environment a screen gets from `layout`, with every field passed.
    public init(layout: ContainerViewLayout) {
        self.init(
            safeInsets: layout.safeInsets,
            statusBarHeight: layout.navigationBarStatusBarHeight,
            fullStatusBarHeight: layout.statusBarHeight ?? 0,
            navigationBarTrailingButtonsInset: layout.navigationBarTrailingButtonsInset,
            reservedCorners: layout.reservedCorners)
    }

    /// A row's side insets; the container's height places the bottom corner blocks.
    public func sideInsets(forBandFrom minY: CGFloat, to maxY: CGFloat, containerHeight: CGFloat) -> EdgeInsets {
        bandSideInsets(safeInsets: safeInsets, reservedCorners: reservedCorners, containerHeight: containerHeight, minY: minY, maxY: maxY)
    }

    /// The side insets of a row at the bottom edge.
    public func bottomEdgeSideInsets() -> EdgeInsets {
        DuoGeometry.bottomEdgeSideInsets(safeInsets: safeInsets, reservedCorners: reservedCorners)
    }
}
