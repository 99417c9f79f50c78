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
    /// Under a preview taller than the screen they sit `cameraBottomControlsLift` above the home indicator
    /// (`tallerPreviewHomeIndicator`), never in the negative space below the preview. Under a shorter
    /// preview they centre in the space below it, above the indicator, lifted to at most that same line.
    public func cameraBottomControlsFrame(height: CGFloat) -> CGRect {
        cameraBottomControlsFrame(height: height, tallerPreviewIndicator: tallerPreviewHomeIndicator)
    }

    /// Legacy: the same, with the taller-preview case measured from the screen edge, which lands on the
    /// Duo's home indicator.
    public func legacyCameraBottomControlsFrame(height: CGFloat) -> CGRect {
        cameraBottomControlsFrame(height: height, tallerPreviewIndicator: 0)
    }

    private func cameraBottomControlsFrame(height: CGFloat, tallerPreviewIndicator: CGFloat) -> CGRect {
        guard !cameraPreviewIsTallerThanScreen else {
            let y = size.height - tallerPreviewIndicator - cameraBottomControlsLift - height
            return CGRect(x: 0, y: y, width: size.width, height: height)
        }
        let preview = cameraPreviewFrame
        let indicator = intrinsicInsets.bottom
        let centredY = preview.maxY + floor((size.height - preview.maxY - indicator - height) / 2)
        let liftedY = size.height - indicator - cameraBottomControlsLift - height
        return CGRect(x: 0, y: min(centredY, liftedY), width: size.width, height: height)
    }

    /// The editor's bottom bar (also the drawing screen's bar and the sticker frame), `height` tall.
    ///
    /// Beside the unfolded island it mirrors the top row: centred `statusIslandClockLineY` above the bottom,
    /// raised only if a bar taller than 54 would otherwise reach the home indicator. Under a preview taller
    /// than the screen it ends `editorBottomBarLift` (62) above the home indicator (`tallerPreviewHomeIndicator`).
    /// Otherwise it ends `editorBottomBarPreviewGap` above the preview's bottom or the home indicator, whichever
    /// is higher, as before.
    public func editorBottomBarFrame(height: CGFloat) -> CGRect {
        if topBarStatusIsland != nil {
            let mirrored = size.height - statusIslandClockLineY - height / 2
            let y = min(mirrored, size.height - intrinsicInsets.bottom - height)
            return CGRect(x: 0, y: y, width: size.width, height: height)
        }
        return editorBottomBarFrame(height: height, tallerPreviewIndicator: tallerPreviewHomeIndicator)
    }

    /// Legacy: `editorBottomBarLift` above the screen edge under a taller preview, else on the preview.
    public func legacyEditorBottomBarFrame(height: CGFloat) -> CGRect {
        editorBottomBarFrame(height: height, tallerPreviewIndicator: 0)
    }

    private func editorBottomBarFrame(height: CGFloat, tallerPreviewIndicator: CGFloat) -> CGRect {
        let maxY = cameraPreviewIsTallerThanScreen
            ? size.height - tallerPreviewIndicator - editorBottomBarLift
            : min(cameraPreviewFrame.maxY, size.height - intrinsicInsets.bottom) - editorBottomBarPreviewGap
        return CGRect(x: 0, y: maxY - height, width: size.width, height: height)
    }
}
