import Foundation

// MARK: - Camera and editor (the last bug shapes)

/// How far the camera's bottom controls are lifted: the constant tuned for home-button phones, now measured
/// from the home indicator rather than the screen edge.
public let cameraBottomControlsLift: CGFloat = 16
/// How far the editor's bar (and the drawing screen's, and the sticker frame) sits above the home indicator
/// on the folded screen.
public let editorBottomBarLift: CGFloat = 62
/// The gap between the preview's bottom and the editor bar when the preview fits the screen.
public let editorBottomBarPreviewGap: CGFloat = 8

extension ContainerViewLayout {
    /// The story camera's 9:16 preview: the window's width, `W * 16 / 9` tall, at the safe top inset when
    /// it fits below it, else at the top. On UP and FP it is taller than the screen.
    public var cameraPreviewFrame: CGRect {
        let height = size.width * 16 / 9
        let y = size.height - height >= safeInsets.top ? safeInsets.top : 0
        return CGRect(x: 0, y: y, width: size.width, height: height)
    }

    /// Whether the 9:16 preview is taller than the screen: the Duo (UP, FP, and the folded landscapes), and
    /// of the other devices only home-button phones (the first iPhone SE), whose home indicator is 0.
    public var cameraPreviewIsTallerThanScreen: Bool { cameraPreviewFrame.height > size.height }

    /// The home indicator a taller preview's bottom row is lifted from: `intrinsicInsets.bottom` where the
    /// layout has reserved corners (the Duo, until now the only phone with both a preview taller than the
    /// screen and a home indicator), else 0, the screen edge of the legacy expression. Keeping the legacy
    /// reading on devices without reserved corners is what the collapse law asks; the only such real device
    /// with a taller preview, the first iPhone SE, has no home indicator anyway.
    var tallerPreviewHomeIndicator: CGFloat { reservedCorners.isEmpty ? 0 : intrinsicInsets.bottom }

    /// The camera's bottom controls, `height` tall, across the window.
    ///
    /// - Beside the unfolded island they mirror the top row (rule 4: "Editors, camera, stories and full-screen
    ///   live stream keep their top row on the island's clock line (centre ≈ 47) and mirror it at the
    ///   bottom"): centred `statusIslandClockLineY` above the bottom edge, 904 in UP
    ///   (``clockLineMirrorRowMinY(height:)``).
    /// - Under a preview taller than the screen they sit `cameraBottomControlsLift` above the home indicator
    ///   (`tallerPreviewHomeIndicator`), never in the negative space below the preview.
    /// - Under a shorter preview they centre in the space below it, above the indicator, lifted to at most
    ///   that same line.
    public func cameraBottomControlsFrame(height: CGFloat) -> CGRect {
        let y: CGFloat
        if topBarStatusIsland != nil {
            y = clockLineMirrorRowMinY(height: height)
        } else if cameraPreviewIsTallerThanScreen {
            y = size.height - tallerPreviewHomeIndicator - cameraBottomControlsLift - height
        } else {
            let preview = cameraPreviewFrame
            let indicator = intrinsicInsets.bottom
            let centredY = preview.maxY + floor((size.height - preview.maxY - indicator - height) / 2)
            y = min(centredY, size.height - indicator - cameraBottomControlsLift - height)
        }
        return CGRect(x: 0, y: y, width: size.width, height: height)
    }

    /// Legacy, the app's expression before the Duo: under a preview taller than the screen the controls sit
    /// `cameraBottomControlsLift` above the screen edge (which lands on the Duo's home indicator); under a
    /// shorter one they centre below it, above the indicator, lifted to at most that line. Written out in
    /// full rather than through the helper above, so that it stays an independent statement of the old code.
    public func legacyCameraBottomControlsFrame(height: CGFloat) -> CGRect {
        let previewHeight = size.width * 16 / 9
        let preview = CGRect(x: 0, y: size.height - previewHeight >= safeInsets.top ? safeInsets.top : 0, width: size.width, height: previewHeight)
        guard !(preview.height > size.height) else {
            return CGRect(x: 0, y: size.height - cameraBottomControlsLift - height, width: size.width, height: height)
        }
        let indicator = intrinsicInsets.bottom
        let centredY = preview.maxY + floor((size.height - preview.maxY - indicator - height) / 2)
        return CGRect(x: 0, y: min(centredY, size.height - indicator - cameraBottomControlsLift - height), width: size.width, height: height)
    }

    /// The editor's bottom bar (also the drawing screen's bar and the sticker frame), `height` tall.
    ///
    /// - Beside the unfolded island it mirrors the top row (rule 4), as the camera's controls do: centred
    ///   `statusIslandClockLineY` above the bottom (``clockLineMirrorRowMinY(height:)``).
    /// - Under a preview taller than the screen it ends `editorBottomBarLift` (62) above the home indicator
    ///   (`tallerPreviewHomeIndicator`): FP's bar ends at 678 - 20 - 62 = 596.
    /// - Otherwise it ends `editorBottomBarPreviewGap` (8) above the preview's bottom or the home indicator,
    ///   whichever is higher, as the legacy bar does.
    public func editorBottomBarFrame(height: CGFloat) -> CGRect {
        if topBarStatusIsland != nil {
            return CGRect(x: 0, y: clockLineMirrorRowMinY(height: height), width: size.width, height: height)
        }
        let maxY =
            cameraPreviewIsTallerThanScreen
            ? size.height - tallerPreviewHomeIndicator - editorBottomBarLift
            : min(cameraPreviewFrame.maxY, size.height - intrinsicInsets.bottom) - editorBottomBarPreviewGap
        return CGRect(x: 0, y: maxY - height, width: size.width, height: height)
    }

    /// Legacy, the app's expression before the Duo: under a taller preview the bar ends `editorBottomBarLift`
    /// above the screen edge, else `editorBottomBarPreviewGap` above the preview's bottom or the home
    /// indicator, whichever is higher. Written out in full, independent of the helper above.
    public func legacyEditorBottomBarFrame(height: CGFloat) -> CGRect {
        let previewHeight = size.width * 16 / 9
        let preview = CGRect(x: 0, y: size.height - previewHeight >= safeInsets.top ? safeInsets.top : 0, width: size.width, height: previewHeight)
        let maxY =
            preview.height > size.height
            ? size.height - editorBottomBarLift
            : min(preview.maxY, size.height - intrinsicInsets.bottom) - editorBottomBarPreviewGap
        return CGRect(x: 0, y: maxY - height, width: size.width, height: height)
    }
}
