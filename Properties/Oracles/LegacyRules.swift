import Foundation
import DuoGeometry

/// The app's rules from before the Duo that are a plain reading of the layout, each stated once: the safe band, the
/// list's symmetric margins, the right inset's edge, the full status height, the window below the safe top, the
/// toolbar above the home indicator, the width class and the status bar under cards (docs/spec.md, "Collapse law").
/// Each is written in the app's own arithmetic and order, since the collapse law asks for the same bits, not a close
/// value: `(a - b) - c` need not be `a - (b + c)`.
///
/// The rules that are more than a reading are stated as relations where they are checked, never as the legacy
/// arithmetic: a centred container or control is centred on the window to the point
/// (``LayoutProperties/requireCentredOnWindow(_:width:_:)``), the camera's rows are measured from the preview, the
/// home indicator and the screen's edge (``LayoutProperties/requireLegacyCameraRows(_:_:in:height:)``), a sheet's
/// header insets are its overhang past the safe band and its radius is concentric with the screen's corner
/// (`Oracle`). `legacy-expressions` holds the core's `legacy…` functions to the same rules; `collapse` and
/// `collapse-at-boundaries` hold every helper on an ordinary device to them, and `LegacyOutputTableTests` both to
/// numbers worked out by hand for the spec's ordinary devices.
package enum LegacyRules {
    /// A list's margins: `base + safeInsets.left` on both sides (the spec's "symmetric left inset").
    package static func listSideMargins(_ layout: ContainerViewLayout, base: CGFloat) -> SideMargins {
        SideMargins(left: base + layout.safeInsets.left, right: base + layout.safeInsets.left)
    }

    /// A centred container's width: the 414/428 cap (regular width or not), or the window where narrower, less the
    /// margin and, where the safe insets count, the left inset on each side (the "symmetric left inset"). Its place is
    /// a relation, centred on the window to the point (``LayoutProperties/requireCentredOnWindow(_:width:_:)``).
    package static func containerWidth(_ layout: ContainerViewLayout, margin: CGFloat, includesSafeInsets: Bool) -> CGFloat {
        let cap = SpecNumbers.containerCap(regular: layout.metrics.widthClass == .regular)
        let sideInset = margin + (includesSafeInsets ? layout.safeInsets.left : 0)
        return Swift.min(layout.size.width, cap) - 2 * sideInset
    }

    /// A resizable sheet, short or tall: the safe band, `x = L`, `width = W - L - R`.
    package static func sheet(_ layout: ContainerViewLayout) -> HorizontalPlacement {
        HorizontalPlacement(x: layout.safeInsets.left, width: layout.size.width - layout.safeInsets.left - layout.safeInsets.right)
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

    /// iPad behaviour is the regular width class.
    package static func usesTabletBehaviour(_ layout: ContainerViewLayout) -> Bool { layout.metrics.widthClass == .regular }

    /// The status bar turns white under any presented card, else takes the style of the screens behind.
    package static func style(under cards: [PresentedCard], behind: StatusBarStyle) -> StatusBarStyle { cards.isEmpty ? behind : .white }

    /// The camera's 9:16 preview as the app placed it before the Duo: as wide as the window, `W * 16 / 9` tall, at the
    /// safe top where the window's height below it holds the safe top, compared in the app's own floating point
    /// (`H - height >= top`, which a huge window rounds), else at the window's top. The Duo's properties compare the
    /// spare height exactly (`expectedCameraPreview`, a decision); the collapse law asks for the app's bits.
    package static func cameraPreview(_ layout: ContainerViewLayout) -> CGRect {
        let width = layout.size.width
        let spare = layout.size.height - width * 16 / 9
        return CGRect(x: 0, y: spare >= layout.safeInsets.top ? layout.safeInsets.top : 0, width: width, height: width * 16 / 9)
    }

    /// The tab bar's edit toolbar: the whole window's width, `height` tall, ending at the home indicator.
    package static func editToolbar(_ layout: ContainerViewLayout, height: CGFloat) -> CGRect {
        CGRect(x: 0, y: layout.size.height - layout.intrinsicInsets.bottom - height, width: layout.size.width, height: height)
    }
}
