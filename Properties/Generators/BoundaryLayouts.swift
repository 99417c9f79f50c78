import Foundation
import DuoCheckEngine
import DuoGeometry

// Layouts on the edges of the helpers' conditions: where a `<` written as `<=`, or a `>` as `>=`, gives a
// different answer. A window drawn at random almost never lands exactly on such an edge, so these build it.

extension Gen where Value == LayoutSample {
    /// Synthetic ordinary devices (equal side insets, no reserved corners) on the edges of the camera's and
    /// the story card's conditions, one kind each (see ``BoundaryWindow``). Every helper must still return its
    /// legacy expression bit for bit on them.
    package static var boundaryOrdinaryDevices: Gen<LayoutSample> {
        Gen { source in
            let kind = source.element(of: BoundaryWindow.allCases)
            // A width of 9 k points makes the 9:16 preview exactly 16 k tall.
            let k = CGFloat(source.int(in: 12...150))
            let width = 9 * k
            let previewHeight = 16 * k
            let top = source.point(in: 1...80)
            let homeIndicator = source.element(of: homeIndicators)
            var side = source.point(in: 0...Double(floor(width / 3)))
            var isTablet = source.bool()
            let size: CGSize
            switch kind {
            case .square:
                size = CGSize(width: width, height: width)
            case .previewFillsScreen:
                size = CGSize(width: width, height: previewHeight)
            case .previewFillsBelowSafeTop:
                size = CGSize(width: width, height: previewHeight + top)
            case .previewFitsOnlyFromTop:
                // Most of the safe top below the preview, so that rows below it have room to centre in.
                size = CGSize(width: width, height: previewHeight + source.point(in: Double(top) / 2...Double(top) - 0.5))
            case .storyCardHasNoHeight:
                isTablet = true
                size = CGSize(width: width, height: Swift.max(storyCardVerticalMargin, top) + storyCardVerticalMargin)
            case .storyCardHasNoWidth:
                isTablet = true
                side = width / 2
                size = CGSize(width: width, height: previewHeight)
            }
            let layout = ContainerViewLayout.syntheticOrdinary(
                width: size.width, height: size.height, sideInset: side, topInset: top, device: isTablet ? .regularTablet : .compactPhone,
                homeIndicator: homeIndicator, cornerRadius: source.point(in: 0...62))
            return LayoutSample(name: kind.sampleName, layout: layout, family: .syntheticOrdinary)
        }
    }

    /// iPad windows of any proportion, square ones among them, with side insets that need not be equal (a
    /// window beside another app's) and of regular or compact width: where the story card is bounded by the band's
    /// width rather than the window's height, and centres in a band that is not the window's middle.
    package static var storyCardWindows: Gen<LayoutSample> {
        Gen { source in
            let width = source.point(in: 200...1400, resolution: .whole)
            let height = source.bool() ? width : source.point(in: 200...1400, resolution: .whole)
            var layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .regular, heightClass: .regular),
                deviceType: .tablet,
                safeInsets: EdgeInsets(top: source.point(in: 0...60), left: source.point(in: 0...60), bottom: 0, right: source.point(in: 0...60)),
                intrinsicInsets: EdgeInsets(bottom: source.element(of: homeIndicators)), statusBarHeight: 24,
                reservedCorners: .none, screenCornerRadii: .uniform(18))
            // One in two is a window of compact width, beside another app's: still an iPad, so still a card (rule 7).
            if source.bool() { layout.metrics = SyntheticDevice.compactTablet.metrics }
            return LayoutSample(name: width == height ? "synthetic iPad, square" : "synthetic iPad", layout: layout, family: .ordinary)
        }
    }

    /// Synthetic foldables whose tables sit on the edges of the spec's definitions (see ``DegenerateTable``).
    package static var degenerateTables: Gen<LayoutSample> {
        Gen { source in
            let kind = source.element(of: DegenerateTable.allCases)
            let width = source.point(in: 300...1100, resolution: .whole)
            let height = source.point(in: 300...1100, resolution: .whole)
            let side = source.element(of: HorizontalEdge.allCases)
            let blockWidth = source.point(in: 1...Double(floor(width / 3)), resolution: .whole)
            let blockHeight = source.point(in: 1...Double(height - 1), resolution: .whole)
            func corner(top: Bool) -> ScreenCorner { side == .left ? (top ? .topLeft : .bottomLeft) : (top ? .topRight : .bottomRight) }
            var blocks: [ReservedCornerBlock] = []
            var insets = EdgeInsets.zero
            switch kind {
            case .blocksCoverTheColumn:
                blocks = [
                    ReservedCornerBlock(corner: corner(top: true), width: blockWidth, height: blockHeight),
                    ReservedCornerBlock(corner: corner(top: false), width: blockWidth, height: height - blockHeight)
                ]
                insets = side == .left ? EdgeInsets(left: blockWidth) : EdgeInsets(right: blockWidth)
            case .zeroWidthBlock:
                blocks = [ReservedCornerBlock(corner: corner(top: source.bool()), width: 0, height: blockHeight)]
            case .zeroHeightBottomBlock:
                blocks = [ReservedCornerBlock(corner: corner(top: false), width: blockWidth, height: 0)]
                insets = side == .left ? EdgeInsets(left: blockWidth) : EdgeInsets(right: blockWidth)
            case .zeroHeightTopBlock:
                blocks = [ReservedCornerBlock(corner: corner(top: true), width: blockWidth, height: 0)]
                insets.top = source.point(in: 0...60, resolution: .whole)
            case .everyCorner:
                var table = SyntheticFoldableTable()
                for corner in ScreenCorner.allCases {
                    table.add(
                        corner: corner, width: source.point(in: 1...Double(floor(width / 3)), resolution: .whole),
                        height: source.point(in: 1...Double(floor(height / 3)), resolution: .whole), widenedToTop: source.bool())
                }
                blocks = table.blocks
                insets = table.insets
            }
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: insets, intrinsicInsets: EdgeInsets(bottom: 20), statusBarHeight: insets.top > 0 ? insets.top : nil,
                reservedCorners: ReservedCorners(blocks), screenCornerRadii: .uniform(40))
            return LayoutSample(name: kind.sampleName, layout: layout, family: .syntheticFoldable)
        }
    }
}

/// The home indicators of the spec's devices: none (home-button phones), the Duo's 20, and the Face ID
/// phones' 21 in landscape and 34 in portrait.
private let homeIndicators: [CGFloat] = [0, 20, 21, 34]

/// A window on the edge of one of the camera's or the story card's conditions.
package enum BoundaryWindow: String, CaseIterable, Sendable {
    /// Width equal to height: neither portrait nor landscape wins; it counts as portrait.
    case square = "square"
    /// `H == W * 16 / 9`: the 9:16 preview fills the screen exactly, which is not "taller than the screen".
    case previewFillsScreen = "preview fills the screen"
    /// `H - W * 16 / 9 == safe top`: the preview fits exactly below the safe top inset, so it sits there.
    case previewFillsBelowSafeTop = "preview fills the screen below the safe top"
    /// `0 <= H - W * 16 / 9 < safe top`: the preview fits on the screen but not below the safe top, so it
    /// sits at the top.
    case previewFitsOnlyFromTop = "preview fits only from the top"
    /// An iPad whose height is exactly the story card's top and bottom margins: no room for a card.
    case storyCardHasNoHeight = "no height for a story card"
    /// An iPad whose side insets meet in the middle: a band of no width, no room for a card.
    case storyCardHasNoWidth = "no band for a story card"

    /// The name of a sample of this kind.
    package var sampleName: String { "synthetic ordinary, \(rawValue)" }
}

/// A synthetic foldable whose table sits on the edge of one of the spec's definitions.
package enum DegenerateTable: String, CaseIterable, Sendable {
    /// A top and a bottom block on one side whose heights add up to the window's: a strip side with no strip.
    case blocksCoverTheColumn = "blocks cover the column"
    /// A block of no width on a side with no inset: the side has no strip.
    case zeroWidthBlock = "a block of zero width"
    /// A bottom block of no height on a strip side: it reaches no row, not even the bottom edge.
    case zeroHeightBottomBlock = "a bottom block of zero height"
    /// A top block of no height inside the top inset: it is no status island.
    case zeroHeightTopBlock = "a top block of zero height"
    /// A block in every corner: a table at its capacity of four.
    case everyCorner = "a block in every corner"

    /// The name of a sample of this kind.
    package var sampleName: String { "synthetic foldable, \(rawValue)" }
}
