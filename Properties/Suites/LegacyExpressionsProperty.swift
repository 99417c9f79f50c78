import Foundation
import DuoCheckEngine
import DuoGeometry

/// A frame in a layout, with a margin and a height: the inputs of every legacy expression.
package struct LegacyCase: Codable, Hashable, CustomStringConvertible {
    /// The layout and a frame in it (a sheet, or something to clip).
    package var frame: FrameCase
    /// A container's margin, a list's base margin, or a sheet corner's inset.
    package var margin: CGFloat
    /// A row's or a control's height (or width).
    package var height: CGFloat

    /// Creates a case from its fields.
    package init(frame: FrameCase, margin: CGFloat, height: CGFloat) {
        self.frame = frame
        self.margin = margin
        self.height = height
    }
    package var layout: ContainerViewLayout { frame.layout }
    package var description: String { "\(frame), margin \(margin), height \(height)" }
}

extension Gen where Value == LegacyCase {
    /// Frames of layouts drawn from `layouts` (see `Gen.frames(in:)`), with a margin in 0...32 and a height in 0...120.
    package static func legacyCases(in layouts: Gen<LayoutSample>) -> Gen<LegacyCase> {
        zip(.frames(in: layouts), Gen<CGFloat>.point(in: 0...32), Gen<CGFloat>.point(in: 0...120))
            .map { LegacyCase(frame: $0, margin: $1, height: $2) }
    }
}

extension LayoutProperties {
    /// The legacy expressions are what the collapse law compares every helper with, so each must stay the app's
    /// expression before the Duo, on every layout (the Duo's unequal insets included, where it shows the bug
    /// shapes the helpers fix): the safe insets for every band, `base + L` on both sides of a list ("symmetric
    /// left inset"), containers and controls centred on the window, sheets in the safe band, trailing buttons at
    /// `W - R`, the full status bar height, pop-up cards and viewers below the safe top, the window as the clip,
    /// `widthClass == .regular` as iPad, white under any card, a full-width toolbar, one concentric radius, and the
    /// camera's rows measured from the screen edge under a taller preview (for the drawn height, and for a row of
    /// no height, which leaves the most room to centre in).
    package static func legacyExpressions(_ helpers: PlacementHelpers = .core) -> Property<LegacyCase> {
        Property("legacy-expressions", rule: "Collapse law", summary: "each legacy expression is the app's expression before the Duo",
                 generator: .legacyCases(in: .frequency([(3, .anyLayout), (1, .boundaryOrdinaryDevices)])), labels: { $0.frame.sample.labels(adding: $0.frame.kind) }, coverage: everyPostureDrawn) { item in
            let layout = item.layout, safe = layout.safeInsets, L = safe.left, R = safe.right, top = safe.top
            let W = layout.size.width, H = layout.size.height, margin = item.margin, h = item.height, frame = item.frame.frame
            try requireEqual(legacyBandSideInsets(safeInsets: safe), safe, "the legacy band insets")
            try requireEqual(layout.legacySideInsets(forBandFrom: 0, to: h), safe, "the layout's legacy band insets")
            try requireEqual(legacyBottomEdgeSideInsets(safeInsets: safe), safe, "the legacy bottom-edge insets")
            try requireEqual(layout.legacyListSideMargins(base: margin), SideMargins(left: margin + L, right: margin + L), "the legacy list margins")
            for includesSafeInsets in [true, false] {
                let width = Swift.min(W, layout.metrics.widthClass == .regular ? 414 : 428) - 2 * (margin + (includesSafeInsets ? L : 0))
                try requireEqual(legacyHorizontalContainerFillingPlacement(layout: layout, margin: margin, includesSafeInsets: includesSafeInsets),
                                 HorizontalPlacement(x: ((W - width) / 2).rounded(.down), width: width), "the legacy centred container")
            }
            try requireEqual(legacyCentredControlPlacement(layout: layout, width: h), HorizontalPlacement(x: ((W - h) / 2).rounded(.down), width: h),
                             "the legacy centred control")
            try requireEqual(legacyResizableSheetHorizontalPlacement(layout: layout), HorizontalPlacement(x: L, width: W - L - R), "the legacy sheet")
            try requireEqual(legacySheetHeaderCornerInsets(layout: layout, sheetFrame: frame),
                             EdgeInsets(left: Swift.max(0, L - frame.minX), right: Swift.max(0, frame.maxX - (W - R))),
                             "the legacy header insets of \(frame): how far the safe band's edges lie inside it")
            try requireEqual(layout.legacyNavigationBarTrailingButtonsMaxX, W - R, "the legacy trailing buttons' edge")
            try requireEqual(layout.legacyNavigationBarStatusBarHeight, layout.statusBarHeight ?? 0, "the legacy status height")
            try requireEqual(layout.legacyPopUpCardMinY, top, "the legacy pop-up card top")
            try requireEqual(layout.legacyFullScreenViewerFrame, CGRect(x: 0, y: top, width: W, height: H - top), "the legacy viewer")
            let window = CGRect(x: 0, y: 0, width: W, height: H)
            try requireEqual(layout.legacyContentBandClipRect, window, "the legacy clip")
            let clipped = layout.legacyClippedToContentBand(frame), expected = Oracle.intersection(frame, window)
            try require(expected.map { clipped == $0 } ?? clipped.isNull, "\(frame) clips to \(clipped) in the window, not \(expected ?? .null)")
            try requireEqual(layout.legacyUsesTabletBehaviour, layout.metrics.widthClass == .regular, "the legacy iPad test")
            let card = PresentedCard(frame: frame, style: .black)
            try requireEqual(layout.legacyStatusBarStyle(behind: .black, cards: []), .black, "the legacy style without cards")
            try requireEqual(layout.legacyStatusBarStyle(behind: .black, cards: [card]), .white, "the legacy style under a card")
            try requireEqual(legacyTabBarEditToolbarFrame(layout: layout, height: h),
                             CGRect(x: 0, y: H - layout.intrinsicInsets.bottom - h, width: W, height: h), "the legacy edit toolbar")
            try requireEqual(legacySheetBottomCornerRadius(screenCornerRadius: h, inset: margin), Swift.max(0, h - margin), "the legacy sheet radius")
            for height in [h, 0] { try requireLegacyCameraRows(layout, height: height) }
        }
    }

    /// The legacy camera controls and editor bar: under a preview taller than the screen, 16 and 62 above the
    /// screen's edge; under a shorter one, as the helpers place them (see `cameraControlsAboveHomeIndicator`).
    static func requireLegacyCameraRows(_ layout: ContainerViewLayout, height h: CGFloat) throws {
        let W = layout.size.width, H = layout.size.height, indicator = layout.intrinsicInsets.bottom
        let preview = expectedCameraPreview(layout)
        let controls = layout.legacyCameraBottomControlsFrame(height: h), bar = layout.legacyEditorBottomBarFrame(height: h)
        try require(controls.minX == 0 && controls.width == W && controls.height == h, "the legacy controls \(controls) do not span the window, \(h) tall")
        try require(bar.minX == 0 && bar.width == W && bar.height == h, "the legacy bar \(bar) does not span the window, \(h) tall")
        if preview.height > H {
            try requireEqual(controls.minY, H - 16 - h, "the legacy controls under a taller preview, 16 above the screen's edge")
            try requireEqual(bar.maxY, H - 62, "the legacy bar under a taller preview, 62 above the screen's edge")
        } else {
            let centred = preview.maxY + ((H - preview.maxY - indicator - h) / 2).rounded(.down)
            try requireEqual(controls.minY, Swift.min(centred, H - indicator - 16 - h), "the legacy controls under a shorter preview")
            try requireClose(bar.maxY, Swift.min(preview.maxY, H - indicator) - 8, "the legacy bar under a shorter preview")
        }
    }
}
