import Foundation
import DuoGeometry

/// The app's expressions from before the Duo, restated here from the spec (docs/spec.md, "Collapse law": "the
/// properties state each legacy expression once and compare every helper with it"), never read from the core's
/// `legacy…` functions. Each is written in the app's own arithmetic, in the app's order, since the collapse law asks
/// for the same bits, not a close value: `-0.0` and `0.0` differ, and `(a - b) - c` need not be `a - (b + c)`.
///
/// `legacy-expressions` checks each against the rule it states (and the core's `legacy…` functions against these,
/// bit for bit); `collapse` and `collapse-at-boundaries` compare every helper on an ordinary device with them.
package enum RestatedLegacy {
    /// Every band's side insets, and the bottom edge's, a draggable caption's and the input panel's: the safe insets.
    package static func bandSideInsets(_ layout: ContainerViewLayout) -> EdgeInsets { layout.safeInsets }

    /// A list's margins: `base + safeInsets.left` on both sides (the spec's "symmetric left inset").
    package static func listSideMargins(_ layout: ContainerViewLayout, base: CGFloat) -> SideMargins {
        SideMargins(left: base + layout.safeInsets.left, right: base + layout.safeInsets.left)
    }

    /// The centred container: `width = min(W, cap) - 2 * (margin + L)` (L only when the safe insets count), with the
    /// cap 414 in a regular width and 428 otherwise, at `x = floor((W - width) / 2)`.
    package static func container(_ layout: ContainerViewLayout, margin: CGFloat, includesSafeInsets: Bool) -> HorizontalPlacement {
        let sideInset = margin + (includesSafeInsets ? layout.safeInsets.left : 0)
        let cap = SpecNumbers.containerCap(regular: layout.metrics.widthClass == .regular)
        let width = Swift.min(layout.size.width, cap) - 2 * sideInset
        return HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
    }

    /// A small centred control `width` wide: `floor((W - width) / 2)`, centred on the window.
    package static func centredControl(_ layout: ContainerViewLayout, width: CGFloat) -> HorizontalPlacement {
        HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
    }

    /// A resizable sheet, short or tall: the safe band, `x = L`, `width = W - L - R`.
    package static func sheet(_ layout: ContainerViewLayout) -> HorizontalPlacement {
        HorizontalPlacement(x: layout.safeInsets.left, width: layout.size.width - layout.safeInsets.left - layout.safeInsets.right)
    }

    /// A sheet header's corner insets (and its content's): how far the safe band's edges lie inside the sheet,
    /// `L - minX` and `maxX - (W - R)` where positive, else 0 (a positive `0.0`, never the difference's `-0.0`).
    package static func sheetHeaderCornerInsets(_ layout: ContainerViewLayout, sheet: CGRect) -> EdgeInsets {
        let left = layout.safeInsets.left - sheet.origin.x
        let right = (sheet.origin.x + sheet.size.width) - (layout.size.width - layout.safeInsets.right)
        return EdgeInsets(left: left > 0 ? left : 0, right: right > 0 ? right : 0)
    }

    /// A top bar's trailing buttons end at the right inset: `W - R`.
    package static func trailingButtonsMaxX(_ layout: ContainerViewLayout) -> CGFloat { layout.size.width - layout.safeInsets.right }

    /// A top bar's status height: the full one, `statusBarHeight ?? 0`.
    package static func statusBarHeight(_ layout: ContainerViewLayout) -> CGFloat { layout.statusBarHeight ?? 0 }

    /// A pop-up card starts at the safe top.
    package static func popUpCardMinY(_ layout: ContainerViewLayout) -> CGFloat { layout.safeInsets.top }

    /// A full-screen viewer: the window below the safe top.
    package static func fullScreenViewerFrame(_ layout: ContainerViewLayout) -> CGRect {
        let top = layout.safeInsets.top
        return CGRect(x: 0, y: top, width: layout.size.width, height: layout.size.height - top)
    }

    /// The clip of content: the window, so a frame clips to its intersection with it (nil when they share no area).
    package static func clipped(_ layout: ContainerViewLayout, _ frame: CGRect) -> CGRect {
        Oracle.intersection(frame, CGRect(origin: .zero, size: layout.size)) ?? .null
    }

    /// iPad behaviour is the regular width class.
    package static func usesTabletBehaviour(_ layout: ContainerViewLayout) -> Bool { layout.metrics.widthClass == .regular }

    /// The status bar turns white under any presented card, else takes the style of the screens behind.
    package static func style(under cards: [PresentedCard], behind: StatusBarStyle) -> StatusBarStyle { cards.isEmpty ? behind : .white }

    /// The tab bar's edit toolbar: the whole window's width, `height` tall, ending at the home indicator.
    package static func editToolbar(_ layout: ContainerViewLayout, height: CGFloat) -> CGRect {
        CGRect(x: 0, y: layout.size.height - layout.intrinsicInsets.bottom - height, width: layout.size.width, height: height)
    }

    /// A sheet's bottom corners: one radius, the screen's less the inset where that is positive, else 0.
    package static func sheetBottomCornerRadius(screenCornerRadius radius: CGFloat, inset: CGFloat) -> CGFloat {
        let value = radius - inset
        return value > 0 ? value : 0
    }

    /// The camera's 9:16 preview as the app placed it: `W * 16 / 9` tall, at the safe top where it fits below it
    /// (compared in the app's own arithmetic, `H - height >= top`), else at the window's top.
    package static func cameraPreview(_ layout: ContainerViewLayout) -> CGRect {
        let W = layout.size.width
        let H = layout.size.height
        let top = layout.safeInsets.top
        let height = W * 16 / 9
        return CGRect(x: 0, y: H - height >= top ? top : 0, width: W, height: height)
    }

    /// The camera's bottom controls, `height` tall across the window: under a preview taller than the screen, 16
    /// above the screen's edge; under a shorter one, centred (floored) between the preview's bottom and the home
    /// indicator, lifted to at most 16 above the indicator (16 is ``DecidedNumbers/cameraControlsLift``).
    package static func cameraControls(_ layout: ContainerViewLayout, height: CGFloat) -> CGRect {
        let W = layout.size.width
        let H = layout.size.height
        let preview = cameraPreview(layout)
        let lift = DecidedNumbers.cameraControlsLift
        guard !(preview.height > H) else { return CGRect(x: 0, y: H - lift - height, width: W, height: height) }
        let indicator = layout.intrinsicInsets.bottom
        let centredY = preview.maxY + floor((H - preview.maxY - indicator - height) / 2)
        return CGRect(x: 0, y: Swift.min(centredY, H - indicator - lift - height), width: W, height: height)
    }

    /// The editor's bar, `height` tall across the window: under a preview taller than the screen it ends 62 above the
    /// screen's edge (the spec's number); under a shorter one, 8 above the preview's bottom or the home indicator,
    /// whichever is higher (8 is ``DecidedNumbers/editorBarPreviewGap``).
    package static func editorBar(_ layout: ContainerViewLayout, height: CGFloat) -> CGRect {
        let W = layout.size.width
        let H = layout.size.height
        let preview = cameraPreview(layout)
        let maxY =
            preview.height > H
            ? H - SpecNumbers.editorBarLift
            : Swift.min(preview.maxY, H - layout.intrinsicInsets.bottom) - DecidedNumbers.editorBarPreviewGap
        return CGRect(x: 0, y: maxY - height, width: W, height: height)
    }
}
