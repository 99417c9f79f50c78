import Foundation

/// Where a horizontally centred container goes: its left edge and its width.
public struct HorizontalPlacement: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The container's left edge.
    public var x: CGFloat
    /// The container's width.
    public var width: CGFloat

    public init(x: CGFloat, width: CGFloat) {
        self.x = x
        self.width = width
    }

    /// The container's right edge.
    public var maxX: CGFloat { x + width }

    public var description: String { "x \(x) width \(width)" }
}

/// The widest a centred container gets: 414 in regular width, 428 in compact.
public func horizontalContainerMaximumWidth(widthClass: SizeClass) -> CGFloat {
    widthClass == .regular ? 414 : 428
}

/// A centred container (`horizontalContainerFillingPlacementForLayout`).
///
/// With `insets` (L, R) the side insets it keeps (the safe insets, or the bottom-edge insets when anchored
/// at the bottom; zero when `includesSafeInsets` is false):
/// - width = `(min(W, maxWidth) - 2 * (margin + L)) - (R - L)`, i.e. `min(W, maxWidth) - 2 * margin - L - R`;
/// - x = `floor(((W - width) + (L - R)) / 2)`: centred on the band between the insets.
///
/// Beside a strip the container therefore sits in the band. With `anchoredAtBottom` it uses the bottom-edge
/// insets: in compact width it spans the strip (only FL's bottom-right block reaches the bottom edge), in
/// regular width it centres on the bottom-edge band; both are the same expression with those insets.
/// When L == R, both `R - L` and `L - R` are exactly 0, so the expression is bit for bit the legacy one
/// (`legacyHorizontalContainerFillingPlacement`): the collapse law holds by construction, with no branch.
public func horizontalContainerFillingPlacementForLayout(
    layout: ContainerViewLayout, margin: CGFloat, includesSafeInsets: Bool, anchoredAtBottom: Bool = false
) -> HorizontalPlacement {
    let insets = anchoredAtBottom ? layout.bottomEdgeSideInsets() : layout.safeInsets
    let left = includesSafeInsets ? insets.left : 0
    let right = includesSafeInsets ? insets.right : 0
    let fullWidth = layout.size.width
    let cappedWidth = min(fullWidth, horizontalContainerMaximumWidth(widthClass: layout.metrics.widthClass))
    let width = (cappedWidth - 2 * (margin + left)) - (right - left)
    let x = floor(((fullWidth - width) + (left - right)) / 2)
    return HorizontalPlacement(x: x, width: width)
}

/// The app's legacy centred container: `width = min(W, regular ? 414 : 428) - 2 * sideInset`, centred at
/// `floor((W - width) / 2)`, with `sideInset = margin + (includesSafeInsets ? safeInsets.left : 0)`.
public func legacyHorizontalContainerFillingPlacement(
    layout: ContainerViewLayout, margin: CGFloat, includesSafeInsets: Bool
) -> HorizontalPlacement {
    let sideInset = margin + (includesSafeInsets ? layout.safeInsets.left : 0)
    let width = min(layout.size.width, layout.metrics.widthClass == .regular ? 414 : 428) - 2 * sideInset
    return HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
}

/// A small centred control (a fixed-width button, a round record button, a Done drawn on a camera preview, a
/// text Cancel under a ring), `width` wide: it stays on the axis of the band-centred content above it, even
/// at the bottom (rule 3's first exception); moving it to the bottom-edge band puts it 42 off that axis in FP.
/// x is `floor(((W - width) + (L - R)) / 2)` with the safe insets, the legacy `floor((W - width) / 2)` when L == R.
public func centredControlPlacement(layout: ContainerViewLayout, width: CGFloat) -> HorizontalPlacement {
    let insets = layout.safeInsets
    return HorizontalPlacement(x: floor(((layout.size.width - width) + (insets.left - insets.right)) / 2), width: width)
}

/// The legacy small centred control: centred on the window.
public func legacyCentredControlPlacement(layout: ContainerViewLayout, width: CGFloat) -> HorizontalPlacement {
    HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
}

/// The side insets of a caption that can be dragged up (gallery footers, `GalleryFooterContentNode.screenSideInsets`):
/// the full safe band, since dragging carries it into rows a block reaches (rule 3's last exception). The same as
/// the legacy expression.
public func draggableCaptionSideInsets(layout: ContainerViewLayout) -> EdgeInsets {
    layout.safeInsets
}
