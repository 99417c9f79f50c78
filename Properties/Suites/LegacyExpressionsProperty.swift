import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let legacyExpressionsProperty: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.legacyExpressions, oracle: .spec, .geometry, .decision,
            says:
                "the app's rules before the Duo: safe insets, `base + L`, centred on the window to the point, the 414/428 cap, lifts of 62 (spec) and 16 (decision) from the screen's edge"
        )
    ]
}

/// A frame in a layout, with a margin and a height: the inputs of every legacy expression.
package struct LegacyCase: Codable, Equatable, CustomStringConvertible {
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
    /// rule before the Duo, on every layout (the Duo's unequal insets included, where it shows the bug shapes the
    /// helpers fix). Each is stated as its rule: every band is the safe insets; a list's margins are `base + L` on
    /// both sides (the "symmetric left inset"); a container is as wide as the 414/428 cap less a margin and the left
    /// inset on each side, and a small control as wide as asked, both centred on the window to the point (a whole
    /// number of points from its left, at most 2 more on the right); a sheet spans the safe band, and its header's
    /// corner insets are how far the safe band's edges lie inside it (also for sheets whose edges lie a hair inside
    /// or outside the band's); trailing buttons end at the right inset; the status height is the full one; pop-up
    /// cards and viewers start below the safe top; the window is the clip (an intersection); the width class decides
    /// iPad behaviour; any card turns the status bar white; the toolbar spans the window above the home indicator; a
    /// sheet's radius is the screen's beyond the inset (also a hair either side of it); and the camera's rows are
    /// measured from the screen's edge under a taller preview (for the drawn height, and for a row of no height,
    /// which leaves the most room to centre in).
    package static func legacyExpressions(_ helpers: PlacementHelpers = .core) -> Property<LegacyCase> {
        Property(
            PropertyID.legacyExpressions.rawValue, source: .section("Collapse law"),
            summary: "each legacy expression is the app's rule before the Duo",
            generator: .legacyCases(in: .frequency([(3, .anyLayout), (1, .boundaryOrdinaryDevices), (1, .previewThresholdWindows)])),
            labels: { $0.frame.sample.labels(adding: $0.frame.kind) }, coverage: everyPostureDrawn
        ) { item in
            let layout = item.layout
            let safe = layout.safeInsets
            let L = safe.left
            let R = safe.right
            let top = safe.top
            let W = layout.size.width
            let H = layout.size.height
            let margin = item.margin
            let h = item.height
            let frame = item.frame.frame
            try requireEqual(legacyBandSideInsets(safeInsets: safe), safe, "the legacy band insets")
            try requireEqual(layout.legacySideInsets(forBandFrom: 0, to: h), safe, "the layout's legacy band insets")
            try requireEqual(legacyBottomEdgeSideInsets(safeInsets: safe), safe, "the legacy bottom-edge insets")
            try requireEqual(layout.legacyListSideMargins(base: margin), SideMargins(left: margin + L, right: margin + L), "the legacy list margins")
            for includesSafeInsets in [true, false] {
                let container = legacyHorizontalContainerFillingPlacement(layout: layout, margin: margin, includesSafeInsets: includesSafeInsets)
                try requireIdentical(
                    container.width, LegacyRules.containerWidth(layout, margin: margin, includesSafeInsets: includesSafeInsets),
                    "the legacy container's width")
                try requireCentredOnWindow(container, width: W, "the legacy centred container")
            }
            let control = legacyCentredControlPlacement(layout: layout, width: h)
            try requireEqual(control.width, h, "the legacy centred control's width")
            try requireCentredOnWindow(control, width: W, "the legacy centred control")
            try requireEqual(legacyResizableSheetHorizontalPlacement(layout: layout), HorizontalPlacement(x: L, width: W - L - R), "the legacy sheet")
            try requireLegacySheetHeaderInsets(layout, frame: frame)
            try requireEqual(layout.legacyNavigationBarTrailingButtonsMaxX, W - R, "the legacy trailing buttons' edge")
            try requireEqual(layout.legacyNavigationBarStatusBarHeight, layout.statusBarHeight ?? 0, "the legacy status height")
            try requireEqual(layout.legacyPopUpCardMinY, top, "the legacy pop-up card top")
            try requireEqual(layout.legacyFullScreenViewerFrame, CGRect(x: 0, y: top, width: W, height: H - top), "the legacy viewer")
            let window = CGRect(x: 0, y: 0, width: W, height: H)
            try requireEqual(layout.legacyContentBandClipRect, window, "the legacy clip")
            let clipped = layout.legacyClippedToContentBand(frame)
            let expected = Oracle.intersection(frame, window)
            try require(expected.map { clipped == $0 } ?? clipped.isNull, "\(frame) clips to \(clipped) in the window, not \(expected ?? .null)")
            try requireLegacyClipOfHostileValues(layout, frame: frame)
            try requireEqual(layout.legacyUsesTabletBehaviour, layout.metrics.widthClass == .regular, "the legacy iPad test")
            let card = PresentedCard(frame: frame, style: .black)
            try requireEqual(layout.legacyStatusBarStyle(behind: .black, cards: []), .black, "the legacy style without cards")
            try requireEqual(layout.legacyStatusBarStyle(behind: .black, cards: [card]), .white, "the legacy style under a card")
            try requireEqual(
                legacyTabBarEditToolbarFrame(layout: layout, height: h),
                CGRect(x: 0, y: H - layout.intrinsicInsets.bottom - h, width: W, height: h), "the legacy edit toolbar")
            for inset in [margin] + SubPoint.values(around: h) {
                try requireEqual(
                    legacySheetBottomCornerRadius(screenCornerRadius: h, inset: inset), Oracle.concentricRadius(h, inset: inset),
                    "the legacy sheet radius of a \(h) corner inset by \(inset)")
            }
            for height in [h, 0] { try requireCoreLegacyCameraRows(layout, height: height) }
        }
    }

    /// The legacy clip where a value is hostile, each part under the decision that answers it: a frame with a NaN or
    /// infinite value clips to nothing (``HostileInputAnswers/nonFiniteFrameClip``), so does a window with one
    /// (``HostileInputAnswers/legacyClipInANonFiniteWindow``), and a window of negative width or height clips to the
    /// rectangle it spans (a rule is its arithmetic on every value; plain geometry: a rectangle's edges are its
    /// standardised ones), with the frame moved by the window's size so that the two still meet.
    static func requireLegacyClipOfHostileValues(_ layout: ContainerViewLayout, frame: CGRect) throws {
        for value in [CGFloat.infinity, -.infinity, .nan] {
            for field in 0..<6 {
                var hostileFrame = frame
                var hostile = layout
                switch field {
                case 0: hostileFrame.origin.x = value
                case 1: hostileFrame.origin.y = value
                case 2: hostileFrame.size.width = value
                case 3: hostileFrame.size.height = value
                case 4: hostile.size.width = value
                default: hostile.size.height = value
                }
                let clipped = hostile.legacyClippedToContentBand(hostileFrame)
                let message = "\(hostileFrame) in a \(hostile.size) window clips to \(clipped), not to nothing"
                if field < 4 {
                    try decided(.nonFiniteFrameCoversNothing) {
                        try require(clipped.isNull == HostileInputAnswers.nonFiniteFrameClip.isNull, message)
                    }
                } else {
                    try decided(.endlessWindowShowsNothing) {
                        try require(clipped.isNull == HostileInputAnswers.legacyClipInANonFiniteWindow.isNull, message)
                    }
                }
            }
        }
        let size = layout.size
        try decided(.rulesHoldOnEveryValue) {
            for (width, height) in [(-size.width, size.height), (size.width, -size.height), (-size.width, -size.height)] {
                var reversed = layout
                reversed.size = CGSize(width: width, height: height)
                let moved = frame.offsetBy(dx: Swift.min(0, width), dy: Swift.min(0, height))
                let clipped = reversed.legacyClippedToContentBand(moved)
                let expected = Oracle.intersection(moved, CGRect(origin: .zero, size: reversed.size))
                try require(
                    expected.map { clipped == $0 } ?? clipped.isNull,
                    "\(moved) in a \(reversed.size) window clips to \(clipped), not \(expected ?? .null)")
            }
        }
    }

    /// The legacy header corner insets of a sheet are how far the safe band's edges lie inside it: for `frame`, and
    /// for sheets whose left or right edge lies a hair either side of the band's.
    static func requireLegacySheetHeaderInsets(_ layout: ContainerViewLayout, frame: CGRect) throws {
        let L = layout.safeInsets.left
        let R = layout.safeInsets.right
        let W = layout.size.width
        var sheets = [frame]
        for x in SubPoint.values(around: L) where x <= W - R {
            sheets.append(CGRect(x: x, y: frame.minY, width: (W - R) - x, height: frame.height))
        }
        for maxX in SubPoint.values(around: W - R) where maxX >= L {
            sheets.append(CGRect(x: L, y: frame.minY, width: maxX - L, height: frame.height))
        }
        for sheet in sheets {
            try requireIdentical(
                legacySheetHeaderCornerInsets(layout: layout, sheetFrame: sheet), Oracle.overhang(of: sheet, beyond: L, W - R),
                "the legacy header insets of \(sheet): how far the safe band's edges lie inside it")
        }
    }

    /// Fails unless `placement` is centred on a window `width` wide to the point, as the app's `floor((W - w) / 2)`
    /// places it: a whole number of points from the window's left, less than 2 points further from its right and never
    /// closer (``requireFlooredCentre(x:width:band:_:_:fileID:line:)``: exactly on whole and fractional points of a
    /// binary grid, so a container one point left of centre where the window and the width differ by an even number
    /// of points fails).
    package static func requireCentredOnWindow(_ placement: HorizontalPlacement, width: CGFloat, _ what: @autoclosure () -> String) throws {
        try requireFlooredCentre(x: placement.x, width: placement.width, band: 0, width, "\(what()) \(placement) in the window")
    }

    /// The core's legacy camera controls and editor bar, `height` tall, held to the rules of
    /// ``requireLegacyCameraRows(_:_:in:height:)``.
    static func requireCoreLegacyCameraRows(_ layout: ContainerViewLayout, height: CGFloat) throws {
        let controls = layout.legacyCameraBottomControlsFrame(height: height)
        try requireLegacyCameraRows(controls, layout.legacyEditorBottomBarFrame(height: height), in: layout, height: height)
    }

    /// The legacy camera controls and editor bar, `controls` and `bar`, each `h` tall across the window. Under a
    /// preview taller than the screen the bar ends 62 above the screen's edge (the spec's number) and the controls 16
    /// (a decision, ``DecidedNumbers``). Under a shorter one the bar ends above the preview's bottom and the home
    /// indicator, 8 above the higher (a decision); the controls sit centred to the point in the space between the
    /// preview's bottom and the home indicator, or higher and above the indicator, where they are 16 above it (a
    /// decision; the higher of the two rows, so centred only where that row is no lower than the lifted one). The
    /// checks of 16 and 8 are those decisions', so an app whose own legacy rows use other numbers fails none of the
    /// spec's.
    static func requireLegacyCameraRows(_ controls: CGRect, _ bar: CGRect, in layout: ContainerViewLayout, height h: CGFloat) throws {
        let W = layout.size.width
        let H = layout.size.height
        let preview = LegacyRules.cameraPreview(layout)
        let lift = DecidedNumbers.cameraControlsLift
        // A row is read by its fields, its top and its height, so that a negative width or height is what was asked,
        // and bit for bit (`+0.0` at the window's left, as the app wrote it).
        let spans = { (row: CGRect) in
            Oracle.identical(row.origin.x, 0) && Oracle.identical(row.size.width, W) && Oracle.identical(row.size.height, h)
        }
        try require(spans(controls), "the controls \(controls) do not span the window, \(h) tall")
        try require(spans(bar), "the bar \(bar) does not span the window, \(h) tall")
        if preview.height > H {
            // The negative-space bug shape: under a taller preview the controls never sit below the screen's bottom.
            if h >= 0, h <= H, H.isFinite {
                try require(controls.origin.y + h <= H, "the controls \(controls) under a taller preview end below the screen, \(H)")
            }
            try decided(.cameraControlsLift) {
                try requireIdentical(controls.origin.y, H - lift - h, "the controls under a taller preview, \(lift) above the screen's edge")
            }
            // 62 is the spec's; whether it is measured from the screen's edge or the home indicator off the Duo is decided.
            let fromEdge = H - SpecNumbers.editorBarLift - h
            let fromIndicator = H - layout.intrinsicInsets.bottom - SpecNumbers.editorBarLift - h
            try require(
                Oracle.identical(bar.origin.y, fromEdge) || Oracle.identical(bar.origin.y, fromIndicator),
                "the bar \(bar) under a taller preview, 62 above neither the screen's edge nor the home indicator")
            try decided(.previewLiftBesideBlocks) {
                try requireIdentical(bar.origin.y, fromEdge, "the bar under a taller preview, 62 above the screen's edge")
            }
            return
        }
        try requireBarBelowShorterPreview(bar, preview: preview, in: layout, height: h)
        try requireControlsBelowShorterPreview(controls, preview: preview, in: layout, height: h)
    }
}
