import Foundation
import DuoCheckEngine
import DuoGeometry

/// The story camera's 9:16 preview of a layout, worked out in the properties: the window's width, `W * 16 / 9`
/// tall, at the safe top inset when it fits below it, else at the top.
func expectedCameraPreview(_ layout: ContainerViewLayout) -> CGRect {
    let height = layout.size.width * 16 / 9
    return CGRect(x: 0, y: layout.size.height - height >= layout.safeInsets.top ? layout.safeInsets.top : 0, width: layout.size.width, height: height)
}

extension LayoutProperties {
    /// The last bug shapes and rule 4, for the camera's bottom controls (across the window):
    /// - beside the island they mirror the top row, centred at H - 47 (904 in UP), rising only where a row
    ///   taller than 54 would reach the home indicator;
    /// - on the Duo under a 9:16 preview taller than the screen (FP, FL, FR, UL) they sit 16 above the home
    ///   indicator, never in the negative space below the preview;
    /// - under a shorter preview they centre in the space between its bottom and the home indicator, lifted to
    ///   at most 16 above the indicator.
    /// (On every other device the collapse law pins the legacy expression.)
    package static func cameraControlsAboveHomeIndicator(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("camera-controls-above-indicator", rule: "Bug shapes", summary: "camera controls stay on screen, above the home indicator",
                 generator: .containers(in: .frequency([(1, .islandLayouts), (3, .anyLayout)])), labels: { $0.sample.labels },
                 coverage: everyPostureDrawn + [CoverageRequirement(label: "posture UP", minimumFraction: 0.1)]) { item in
            let layout = item.layout, W = layout.size.width, H = layout.size.height, indicator = layout.intrinsicInsets.bottom, h = item.height
            let preview = expectedCameraPreview(layout)
            try requireEqual(helpers.cameraPreviewFrame(layout), preview, "the camera's 9:16 preview")
            let controls = helpers.cameraBottomControlsFrame(layout, h)
            try require(controls.minX == 0 && controls.width == W && controls.height == h, "the controls \(controls) do not span the window, \(h) tall")
            if ExpectedLayout(item.sample).island != nil {
                try requireEqual(controls.minY, Swift.min(H - 47 - h / 2, H - indicator - h), "the controls mirroring the clock line beside the island")
                if item.sample.posture == .UP && h <= 54 { try requireClose(controls.midY, 904, "UP's camera controls centre, 951 - 47") }
            } else if !layout.reservedCorners.isEmpty && preview.height > H {
                try requireClose(controls.maxY, H - indicator - 16, "the controls 16 above the home indicator under a taller preview")
            } else if preview.height <= H {
                let centred = preview.maxY + ((H - preview.maxY - indicator - h) / 2).rounded(.down)
                try requireEqual(controls.minY, Swift.min(centred, H - indicator - 16 - h),
                                 "the controls centred in the space below the preview, lifted to at most 16 above the home indicator")
            }
        }
    }

    /// The last bug shapes and rule 4, for the editor's bar (also the drawing screen's and the sticker frame):
    /// beside the island it mirrors the top row (centred at H - 47); on the Duo under a taller preview it ends 62
    /// above the home indicator (596 on FP); under a shorter preview it ends 8 above the preview's bottom or the
    /// home indicator, whichever is higher. (On every other device the collapse law pins the legacy expression.)
    package static func editorBar(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("editor-bar", rule: "Bug shapes", summary: "the editor bar sits 62 above the home indicator under a taller preview",
                 generator: .containers(in: .frequency([(1, .islandLayouts), (3, .anyLayout)])), labels: { $0.sample.labels },
                 coverage: everyPostureDrawn + [CoverageRequirement(label: "posture UP", minimumFraction: 0.1)]) { item in
            let layout = item.layout, W = layout.size.width, H = layout.size.height, indicator = layout.intrinsicInsets.bottom, h = item.height
            let preview = expectedCameraPreview(layout)
            let bar = helpers.editorBottomBarFrame(layout, h)
            try require(bar.minX == 0 && bar.width == W && bar.height == h, "the bar \(bar) does not span the window, \(h) tall")
            if ExpectedLayout(item.sample).island != nil {
                try requireEqual(bar.minY, Swift.min(H - 47 - h / 2, H - indicator - h), "the bar mirroring the clock line beside the island")
            } else if preview.height > H {
                try requireClose(bar.maxY, H - (layout.reservedCorners.isEmpty ? 0 : indicator) - 62, "the bar's bottom under a taller preview")
                if item.sample.posture == .FP { try requireClose(bar.maxY, 596, "FP's editor bar bottom, 678 - 20 - 62") }
            } else {
                try requireClose(bar.maxY, Swift.min(preview.maxY, H - indicator) - 8, "the bar's bottom under a shorter preview")
            }
        }
    }

    /// The last bug shapes: "Something parked just past the content's edge ... shows in the strip beside a band.
    /// Clip to the band." Content clips to the window less each strip side's column (FP: 0..382), so what shows
    /// of any frame is exactly its part inside that rectangle, and nothing of it lies in a strip.
    package static func clipToBand(_ helpers: PlacementHelpers = .core) -> Property<FrameCase> {
        Property("clip-to-band", rule: "Bug shapes", summary: "frames parked past the band's edge never show in a strip",
                 generator: .frames(in: .anyLayout), labels: { $0.sample.labels(adding: $0.kind) },
                 coverage: everyPostureDrawn + [CoverageRequirement(label: "parked past an edge", minimumFraction: 0.1)]) { item in
            let layout = item.layout, oracle = ExpectedLayout(item.sample)
            let left = oracle.isStripSide(.left) ? layout.safeInsets.left : 0, right = oracle.isStripSide(.right) ? layout.safeInsets.right : 0
            let clip = CGRect(x: left, y: 0, width: layout.size.width - left - right, height: layout.size.height)
            try requireEqual(helpers.contentBandClipRect(layout), clip, "the content band's clip")
            let visible = helpers.clippedToContentBand(layout, item.frame)
            let expected = Oracle.intersection(item.frame, clip) ?? .null
            try require(visible == expected || (visible.isNull && expected.isNull), "\(item.frame) clips to \(visible), not \(expected)")
            for strip in oracle.stripSides.compactMap(oracle.strip) {
                try require(!Oracle.overlaps(visible, strip), "the clipped frame \(visible) shows in the strip \(strip)")
            }
        }
    }
}
