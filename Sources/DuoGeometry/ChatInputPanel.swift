import Foundation

// MARK: - Chat input panel and lists (rules 2 and 3)

/// The side insets of the chat's input panel, a panel that grows upward above the keyboard
/// (`chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)`): the band of its actual rows,
/// `bandMinY` to `bandMaxY`. With `column` true (the screen shows a side column or side tab bar in the
/// strip) it keeps the full safe band instead, as anything beside the side tab bar does.
/// Legacy: `safeInsets`.
public func chatInputPanelSideInsets(layout: ContainerViewLayout, bandMinY: CGFloat, bandMaxY: CGFloat, column: Bool) -> EdgeInsets {
    column ? layout.safeInsets : layout.sideInsets(forBandFrom: bandMinY, to: bandMaxY)
}

/// The side margins of a list (or any scrolling content).
public struct SideMargins: Hashable, Codable, Sendable {
    public var left: CGFloat
    public var right: CGFloat

    public init(left: CGFloat, right: CGFloat) {
        self.left = left
        self.right = right
    }

}

extension ContainerViewLayout {
    /// A list's side margins (`layout.listSideMargins(base:)`): `base` plus each side's own safe inset, so
    /// scrolling content keeps the full band (it would otherwise pass under the corner block).
    public func listSideMargins(base: CGFloat) -> SideMargins {
        SideMargins(left: base + safeInsets.left, right: base + safeInsets.right)
    }

    /// Legacy: `base + safeInsets.left` on both sides (equal insets everywhere but the Duo).
    public func legacyListSideMargins(base: CGFloat) -> SideMargins {
        SideMargins(left: base + safeInsets.left, right: base + safeInsets.left)
    }
}
