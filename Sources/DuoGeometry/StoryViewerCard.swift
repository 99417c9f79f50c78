import Foundation

// MARK: - Story viewer card (rule 7)

/// The story viewer's iPad card layout: a 9:16 card centred in the band over a blurred backdrop, with an
/// input row at least a phone's width.
public struct StoryCardLayout: Hashable, Codable, Sendable {
    /// The 9:16 card.
    public var cardFrame: CGRect
    /// The input row, over the card's bottom, centred on the card's axis.
    public var inputRowFrame: CGRect
    /// The blurred backdrop: the whole window.
    public var backdropFrame: CGRect

    // Written out: Core Graphics' own `Hashable` is macOS 15 and iOS 18 only (GeometryHashing.swift).
    public func hash(into hasher: inout Hasher) {
        hasher.combineGeometry(cardFrame)
        hasher.combineGeometry(inputRowFrame)
        hasher.combineGeometry(backdropFrame)
    }
}

/// The margin between the card and the window's top and bottom.
public let storyCardVerticalMargin: CGFloat = 16
/// The narrowest the input row gets where the band allows: a phone's width.
public let storyCardMinimumInputWidth: CGFloat = 375
/// The input row's height.
public let storyCardInputRowHeight: CGFloat = 52

extension ContainerViewLayout {
    /// Whether the story viewer uses the card layout: on an iPad, and on the Duo's inner screen in both
    /// orientations (the exception to "a regular-width phone is not an iPad").
    public var usesStoryCardLayout: Bool { deviceType == .tablet || isIPhoneDuoInnerScreen(size: size) }

    /// The story viewer's card layout, or nil where it is the phone's full-screen layout.
    ///
    /// The card fills the largest 9:16 rectangle in the band (between the safe side insets) from
    /// `max(16, safeInsets.top, island.maxY)` at the top (clear of the island in UP) to 16 above the bottom
    /// in landscape, or `max(16, home indicator)` in portrait, and is centred in it: x is
    /// `((W - width) + (L - R)) / 2`, which is the legacy screen-centred `(W - width) / 2` when L == R.
    /// The input row is `min(band width, max(375, card width))` wide. Nil also when the window leaves the card
    /// no room (no positive band width or available height).
    public var storyCardLayout: StoryCardLayout? {
        guard usesStoryCardLayout else { return nil }
        let left = safeInsets.left
        let right = safeInsets.right
        let bandWidth = size.width - left - right
        let top = max(storyCardVerticalMargin, safeInsets.top, topBarStatusIsland?.maxY ?? 0)
        let bottom = isLandscape ? storyCardVerticalMargin : max(storyCardVerticalMargin, intrinsicInsets.bottom)
        let availableHeight = size.height - top - bottom
        guard availableHeight > 0, bandWidth > 0 else { return nil }
        let cardHeight = min(availableHeight, bandWidth * 16 / 9)
        let cardWidth = cardHeight * 9 / 16
        let card = CGRect(
            x: ((size.width - cardWidth) + (left - right)) / 2,
            y: top + (availableHeight - cardHeight) / 2, width: cardWidth, height: cardHeight)
        let inputWidth = min(bandWidth, max(storyCardMinimumInputWidth, cardWidth))
        let input = CGRect(
            x: ((size.width - inputWidth) + (left - right)) / 2,
            y: card.origin.y + cardHeight - storyCardInputRowHeight, width: inputWidth, height: storyCardInputRowHeight)
        return StoryCardLayout(cardFrame: card, inputRowFrame: input, backdropFrame: bounds)
    }
}
