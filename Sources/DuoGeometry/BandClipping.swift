import Foundation

// MARK: - Clipping to the band

extension ContainerViewLayout {
    /// The rectangle content is clipped to so that something parked just past the content's edge
    /// (off-screen on a phone) does not show in a strip: the window less each strip's column.
    /// On every other device it is the window's bounds (the legacy clip).
    public var contentBandClipRect: CGRect {
        let left = hasSideStrip(on: .left) ? safeInsets.left : 0
        let right = hasSideStrip(on: .right) ? safeInsets.right : 0
        return CGRect(x: left, y: 0, width: size.width - left - right, height: size.height)
    }

    /// Legacy: the window's bounds.
    public var legacyContentBandClipRect: CGRect { bounds }

    /// The visible part of `frame` once clipped to the band (the stories clip their resting cube neighbours
    /// so). `CGRect.null` when nothing is visible or `frame` has a NaN or infinite value.
    public func clippedToContentBand(_ frame: CGRect) -> CGRect {
        visiblePart(of: frame, clippedTo: contentBandClipRect)
    }

    /// Legacy: `frame` clipped to the window's bounds, `CGRect.null` when nothing shows or a value is NaN or
    /// infinite. Written out in full, independent of the helper above.
    public func legacyClippedToContentBand(_ frame: CGRect) -> CGRect {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite,
            size.width.isFinite, size.height.isFinite
        else { return .null }
        let frameMaxX = frame.origin.x + frame.size.width
        let frameMaxY = frame.origin.y + frame.size.height
        let minX = max(min(frame.origin.x, frameMaxX), min(0, size.width))
        let maxX = min(max(frame.origin.x, frameMaxX), max(0, size.width))
        let minY = max(min(frame.origin.y, frameMaxY), min(0, size.height))
        let maxY = min(max(frame.origin.y, frameMaxY), max(0, size.height))
        guard minX < maxX, minY < maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The part of `frame` inside `clip`, without Foundation's `intersection`, which traps on NaN:
/// `CGRect.null` when nothing is visible or either rectangle has a NaN or infinite value.
func visiblePart(of frame: CGRect, clippedTo clip: CGRect) -> CGRect {
    guard let a = finiteEdges(frame), let b = finiteEdges(clip) else { return .null }
    let minX = max(a.minX, b.minX)
    let maxX = min(a.maxX, b.maxX)
    let minY = max(a.minY, b.minY)
    let maxY = min(a.maxY, b.maxY)
    guard minX < maxX, minY < maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
