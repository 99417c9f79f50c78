import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let cameraProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.cameraControlsAboveHomeIndicator, oracle: .spec, .decision, .table,
            says: "the 9:16 preview; 16 above the home indicator (a decision); the clock line's mirror; each posture's controls (`PostureFrames`)"),
        PropertyDeclaration(
            LayoutProperties.editorBar, oracle: .spec, .decision, .table,
            says: "the 9:16 preview; 62 above the home indicator; 8 below the preview (a decision); each posture's bar (FP: 596)"),
        PropertyDeclaration(
            LayoutProperties.clipToBand, oracle: .geometry, .table,
            says: "the window less each strip side's column; intersection (`Oracle.intersection`); each posture's clip")
    ]
}

/// The story camera's 9:16 preview of a layout: "A 9:16 preview", as wide as the window, `W * 16 / 9` tall. It
/// sits at the safe top when the window's height below it holds the safe top, else at the window's top (a
/// decision). The spare height is compared exactly (``ExactCoordinate``), not as a rounded difference.
func expectedCameraPreview(_ layout: ContainerViewLayout) -> CGRect {
    let W = layout.size.width
    let H = layout.size.height
    let top = layout.safeInsets.top
    let height = W * 16 / 9
    let fitsBelowSafeTop = ExactCoordinate(H, minus: height) >= ExactCoordinate(top)
    return CGRect(x: 0, y: fitsBelowSafeTop ? top : 0, width: W, height: height)
}

extension LayoutProperties {
    /// The last bug shapes and rule 4, for the camera's bottom controls (across the window):
    /// - beside the island they mirror the top row, centred at H - 47 (904 in UP), rising only where a row
    ///   taller than 54 would reach the home indicator;
    /// - on the Duo under a 9:16 preview taller than the screen (FP, FL, FR, UL) they sit 16 above the home
    ///   indicator (a decision), never in the negative space below the preview;
    /// - under a shorter preview they centre in the space between its bottom and the home indicator, lifted to
    ///   at most 16 above the indicator.
    /// In each posture the controls' bottom is the hand-worked table's (FP: 678 - 20 - 16 = 642). Windows whose
    /// preview is a hair taller or shorter than the screen, or fits a hair above or below the safe top, are drawn
    /// too. (On every other device the collapse law pins the legacy expression.)
    package static func cameraControlsAboveHomeIndicator(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.cameraControlsAboveIndicator.rawValue,
            source: .bugShape(
                "a taller preview's negative space, or a home-button lift, puts the bottom controls off screen or on the home indicator"),
            summary: "camera controls stay on screen, above the home indicator",
            generator: .containers(in: .frequency([(1, .islandLayouts), (3, .anyLayout), (1, .previewThresholdWindows)])),
            labels: { $0.sample.labels },
            coverage: everyPostureDrawn + [CoverageRequirement(label: "posture UP", minimumFraction: 0.1)]
        ) { item in
            let layout = item.layout
            let W = layout.size.width
            let H = layout.size.height
            let indicator = layout.intrinsicInsets.bottom
            let h = item.height
            let lift = DecidedNumbers.cameraControlsLift
            let preview = expectedCameraPreview(layout)
            let previewFrame = helpers.cameraPreviewFrame(layout)
            try decided(.previewPlace) { try requireEqual(previewFrame, preview, "the camera's 9:16 preview") }
            try require(
                previewFrame.minX == 0 && previewFrame.width == W && previewFrame.height == preview.height,
                "the camera's preview \(previewFrame) is not 9:16 across the window")
            let controls = helpers.cameraBottomControlsFrame(layout, h)
            try require(
                controls.minX == 0 && controls.width == W && controls.height == h, "the controls \(controls) do not span the window, \(h) tall")
            if ExpectedLayout(item.sample).island != nil {
                try requireMirroredRow(controls, in: layout, height: h, "the controls mirroring the clock line beside the island")
            } else if !layout.reservedCorners.isEmpty && preview.height > H {
                try decided(.cameraControlsLift) {
                    try requireClose(controls.maxY, H - indicator - lift, "the controls \(lift) above the home indicator under a taller preview")
                }
                try require(controls.maxY <= H - indicator, "the controls \(controls) under a taller preview reach the home indicator")
            } else if preview.height <= H {
                try requireControlsBelowShorterPreview(controls, preview: preview, in: layout, height: h)
            }
            guard let posture = item.sample.posture else { return }
            let frames = PostureFrames.of(posture)
            if let maxY = frames.cameraControlsMaxY {
                try decided(.cameraControlsLift) { try requireClose(controls.maxY, maxY, "\(posture)'s camera controls' bottom") }
            }
            if let mirror = frames.clockLineMirrorY, h <= 54 {
                try requireClose(controls.midY, mirror, "\(posture)'s camera controls' centre, 951 - 47")
            }
        }
    }

    /// The last bug shapes and rule 4, for the editor's bar (also the drawing screen's and the sticker frame):
    /// beside the island it mirrors the top row (centred at H - 47); on the Duo under a taller preview it ends 62
    /// above the home indicator (596 on FP); under a shorter preview it ends 8 (a decision) above the preview's
    /// bottom or the home indicator, whichever is higher. In each posture the bar's bottom is the hand-worked
    /// table's; windows on the preview's thresholds are drawn too. (On every other device the collapse law pins the
    /// legacy expression.)
    package static func editorBar(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.editorBar.rawValue,
            source: .bugShape("a bottom row lifted by a home-button constant from the screen edge lands on the home indicator"),
            summary: "the editor bar sits 62 above the home indicator under a taller preview",
            generator: .containers(in: .frequency([(1, .islandLayouts), (3, .anyLayout), (1, .previewThresholdWindows)])),
            labels: { $0.sample.labels },
            coverage: everyPostureDrawn + [CoverageRequirement(label: "posture UP", minimumFraction: 0.1)]
        ) { item in
            let layout = item.layout
            let W = layout.size.width
            let H = layout.size.height
            let indicator = layout.intrinsicInsets.bottom
            let h = item.height
            let preview = expectedCameraPreview(layout)
            let bar = helpers.editorBottomBarFrame(layout, h)
            try require(bar.minX == 0 && bar.width == W && bar.height == h, "the bar \(bar) does not span the window, \(h) tall")
            if ExpectedLayout(item.sample).island != nil {
                try requireMirroredRow(bar, in: layout, height: h, "the bar mirroring the clock line beside the island")
            } else if preview.height > H {
                try decided(.previewLiftBesideBlocks, when: layout.reservedCorners.isEmpty) {
                    try requireClose(
                        bar.maxY, H - (layout.reservedCorners.isEmpty ? 0 : indicator) - SpecNumbers.editorBarLift,
                        "the bar's bottom under a taller preview")
                }
            } else {
                try requireBarBelowShorterPreview(bar, preview: preview, in: layout, height: h)
            }
            guard let posture = item.sample.posture else { return }
            let frames = PostureFrames.of(posture)
            if let maxY = frames.editorBarMaxY { try requireClose(bar.maxY, maxY, "\(posture)'s editor bar's bottom") }
            if let mirror = frames.clockLineMirrorY, h <= 54 { try requireClose(bar.midY, mirror, "\(posture)'s editor bar's centre, 951 - 47") }
        }
    }

    /// The last bug shapes: "Something parked just past the content's edge ... shows in the strip beside a band.
    /// Clip to the band." Content clips to the window less each strip side's column (FP: 0..382), so what shows
    /// of any frame is exactly its part inside that rectangle, and nothing of it lies in a strip.
    package static func clipToBand(_ helpers: PlacementHelpers = .core) -> Property<FrameCase> {
        Property(
            PropertyID.clipToBand.rawValue, source: .bugShape("something parked just past the content's edge shows in the strip"),
            summary: "frames parked past the band's edge never show in a strip",
            generator: .frames(in: .anyLayout), labels: { $0.sample.labels(adding: $0.kind) },
            coverage: everyPostureDrawn + [CoverageRequirement(label: "parked past an edge", minimumFraction: 0.1)]
        ) { item in
            let layout = item.layout
            let oracle = ExpectedLayout(item.sample)
            let left = oracle.isStripSide(.left) ? layout.safeInsets.left : 0
            let right = oracle.isStripSide(.right) ? layout.safeInsets.right : 0
            let clip = CGRect(x: left, y: 0, width: layout.size.width - left - right, height: layout.size.height)
            // A side whose inset is inconsistent with its blocks is decided to be no strip, so the clip keeps it.
            let clipIsDecided = oracle.hasInconsistentInset
            try decided(.inconsistentInsetIsKept, when: clipIsDecided) {
                try requireEqual(helpers.contentBandClipRect(layout), clip, "the content band's clip")
            }
            if let posture = item.sample.posture {
                try requireEqual(helpers.contentBandClipRect(layout), PostureFrames.of(posture).contentClip, "\(posture)'s content clip")
            }
            let visible = helpers.clippedToContentBand(layout, item.frame)
            let expected = Oracle.intersection(item.frame, clip) ?? .null
            try decided(.inconsistentInsetIsKept, when: clipIsDecided) {
                try require(visible == expected || (visible.isNull && expected.isNull), "\(item.frame) clips to \(visible), not \(expected)")
            }
            for strip in oracle.sidesWithStrips.compactMap(oracle.strip) {
                try require(!Oracle.overlaps(visible, strip), "the clipped frame \(visible) shows in the strip \(strip)")
            }
        }
    }
}
