import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// The last bug shapes: under a 9:16 preview (taller than the screen on UP and FP) the camera's bottom
    /// controls stay on screen and above the home indicator, in any window with room for them and their lift
    /// (duo-fuzz drew a 1x2 window that has none: `Seeds/camera-controls-above-indicator/`).
    public static func cameraControlsAboveHomeIndicator(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("camera-controls-above-indicator", rule: "Bug shapes", summary: "camera controls stay on screen, above the home indicator",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            guard item.height <= layout.size.height / 4,
                  layout.size.height - layout.intrinsicInsets.bottom - cameraBottomControlsLift - item.height >= 0 else { return } // no room at all
            if layout.reservedCorners.isEmpty && layout.cameraPreviewIsTallerThanScreen { return } // the collapse law keeps the legacy lift
            let controls = helpers.cameraBottomControlsFrame(layout, item.height)
            try require(controls.minY >= 0, "the controls \(controls) start above the screen")
            try require(controls.maxY <= layout.size.height - layout.intrinsicInsets.bottom,
                        "the controls \(controls) reach below \(layout.size.height - layout.intrinsicInsets.bottom), onto the home indicator or off screen")
        }
    }

    /// The editor's bar keeps 62 above the home indicator on the folded screen, mirrors the clock line beside
    /// the island, and never lands on the indicator.
    public static func editorBar(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("editor-bar", rule: "Bug shapes", summary: "the editor bar sits 62 above the home indicator under a taller preview",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout, H = layout.size.height, indicator = layout.intrinsicInsets.bottom
            let bar = helpers.editorBottomBarFrame(layout, item.height)
            if layout.topBarStatusIsland != nil {
                if item.height / 2 <= statusIslandClockLineY - indicator { try requireEqual(bar.midY, H - statusIslandClockLineY, "the bar's centre beside the island") }
            } else if layout.cameraPreviewIsTallerThanScreen && !layout.reservedCorners.isEmpty {
                try requireEqual(bar.maxY, H - indicator - editorBottomBarLift, "the bar's bottom under a taller preview")
            }
            guard item.height <= H / 4, !(layout.reservedCorners.isEmpty && layout.cameraPreviewIsTallerThanScreen) else { return }
            try require(bar.maxY <= H - indicator, "the bar \(bar) lands on the home indicator")
        }
    }

    /// Whatever is parked past the content's edge is clipped to the band: nothing of it shows in a strip.
    public static func clipToBand(_ helpers: PlacementHelpers = .core) -> Property<FrameCase> {
        Property("clip-to-band", rule: "Bug shapes", summary: "frames parked past the band's edge never show in a strip",
                 generator: .frames(in: .anyLayout), labels: { $0.sample.labels(adding: $0.kind) },
                 coverage: everyPostureDrawn + [CoverageRequirement(label: "parked past an edge", minimumFraction: 0.1)]) { item in
            let visible = helpers.clippedToContentBand(item.layout, item.frame)
            guard !visible.isNull else { return }
            for side in item.layout.stripSides {
                guard let strip = item.layout.sideStrip(edge: side) else { continue }
                try require(!overlapsWithPositiveArea(visible, strip), "the clipped frame \(visible) shows in the \(side) strip \(strip)")
            }
            try requireInsideWindow(visible, in: item.layout, "the clipped frame")
        }
    }
}
