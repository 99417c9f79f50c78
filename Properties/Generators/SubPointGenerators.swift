import Foundation
import DuoCheckEngine
import DuoGeometry

// Values just inside and just outside the thresholds a helper compares with: a `> 0` written as `> 1`, or a
// `>=` as `>`, changes the answer only between the two, where a draw on whole or half points rarely lands.

/// The values around a threshold the sub-point draws and probes use.
package enum SubPoint {
    /// `threshold` itself, one ulp above and below it, and a quarter point, half a point and a point above and below,
    /// simplest first.
    package static func values(around threshold: CGFloat) -> [CGFloat] {
        [
            threshold, threshold.nextUp, threshold.nextDown, threshold + 0.25, threshold - 0.25, threshold + 0.5, threshold - 0.5,
            threshold + 1, threshold - 1
        ]
    }

    /// The values around `threshold` that lie above it: one ulp, a quarter point, half a point and a point.
    package static func valuesAbove(_ threshold: CGFloat) -> [CGFloat] { values(around: threshold).filter { $0 > threshold } }
}

extension ChoiceSource {
    /// A value just inside or just outside `threshold` (``SubPoint/values(around:)``), for a generator whose threshold
    /// depends on earlier draws: a method of the source builds no generator for every case.
    package func value(around threshold: CGFloat) -> CGFloat {
        element(of: SubPoint.values(around: threshold))
    }
}

extension Gen where Value == LayoutSample {
    /// Windows on the thresholds of the camera's 9:16 preview, drawn just inside or just outside them
    /// (``PreviewThreshold``): a preview a hair taller or shorter than the screen, or exactly as tall, and one that
    /// fits a hair below the safe top, exactly at it, or only from the window's top. Ordinary devices (equal side
    /// insets, no reserved corners) or, one in two, a foldable with an 84-point right strip below a top-right block.
    package static var previewThresholdWindows: Gen<LayoutSample> {
        Gen { source in
            let kind = source.element(of: PreviewThreshold.allCases)
            // A width of 9 k points makes the 9:16 preview exactly 16 k tall.
            let k = CGFloat(source.int(in: 12...150))
            let width = 9 * k
            let previewHeight = 16 * k
            let top = source.point(in: 1...80, resolution: .whole)
            let homeIndicator = source.element(of: [0, 20, 21, 34] as [CGFloat])
            let height = source.value(around: kind == .screenHeight ? previewHeight : previewHeight + top)
            var layout = ContainerViewLayout.syntheticOrdinary(
                width: width, height: height, sideInset: source.point(in: 0...40), topInset: top, device: .compactPhone,
                homeIndicator: homeIndicator, cornerRadius: source.point(in: 0...62, resolution: .whole))
            guard source.bool() else { return LayoutSample(name: kind.sampleName, layout: layout, family: .syntheticOrdinary) }
            layout.safeInsets = EdgeInsets(top: top, left: 0, bottom: 0, right: 84)
            layout.statusBarHeight = nil
            layout.reservedCorners = ReservedCorners([
                ReservedCornerBlock(corner: .topRight, width: 84, height: source.point(in: 1...120, resolution: .whole))
            ])
            return LayoutSample(name: kind.foldableSampleName, layout: layout, family: .syntheticFoldable)
        }
    }

    /// iPads on the thresholds of the story card, drawn just inside or just outside them (``StoryCardThreshold``): a
    /// room between the card's top and bottom margins of a sliver, none or less, in landscape (bottom margin 16) or
    /// portrait (the larger of 16 and the home indicator), and a band between the side insets of a sliver or none.
    package static var storyCardThresholdWindows: Gen<LayoutSample> {
        Gen { source in
            let kind = source.element(of: StoryCardThreshold.allCases)
            let top = source.point(in: 16...80, resolution: .whole)
            let homeIndicator = source.element(of: [0, 20, 21, 34] as [CGFloat])
            var size: CGSize
            var left: CGFloat = 0
            var right: CGFloat = 0
            switch kind {
            case .roomInLandscape:
                size = CGSize(width: source.point(in: 200...1400, resolution: .whole), height: source.value(around: top + 16))
            case .roomInPortrait:
                let height = source.value(around: top + Swift.max(16, homeIndicator))
                size = CGSize(width: (height - 1).rounded(.down), height: height)
            case .band:
                // A left inset of half the window and a right one just inside or outside it leave a band of the
                // difference, exactly (the subtraction of two values within a factor of two of each other is exact).
                let width = 2 * source.point(in: 100...700, resolution: .whole)
                size = CGSize(width: width, height: source.point(in: 300...1400, resolution: .whole))
                left = width / 2
                right = source.value(around: width / 2)
            }
            let layout = ContainerViewLayout(
                size: size, metrics: LayoutMetrics(widthClass: .regular, heightClass: .regular), deviceType: .tablet,
                safeInsets: EdgeInsets(top: top, left: left, bottom: 0, right: right), intrinsicInsets: EdgeInsets(bottom: homeIndicator),
                statusBarHeight: top, reservedCorners: .none, screenCornerRadii: .uniform(18))
            return LayoutSample(name: kind.sampleName, layout: layout, family: .ordinary)
        }
    }
}

extension Gen where Value == LayoutSample {
    /// Synthetic foldables whose two blocks on one side leave a strip between them a hair tall, none, or overlap by
    /// a hair: the bottom block's height is drawn around the room the top block leaves (``SubPoint``).
    package static var thinStripTables: Gen<LayoutSample> {
        Gen { source in
            let width = source.point(in: 300...1100, resolution: .whole)
            let height = source.point(in: 300...1100, resolution: .whole)
            let onLeft = source.bool()
            let inset = source.point(in: 1...Double(floor(width / 3)), resolution: .whole)
            let topHeight = source.point(in: 1...Double(height - 2), resolution: .whole)
            let bottomHeight = source.value(around: height - topHeight)
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: onLeft ? EdgeInsets(left: inset) : EdgeInsets(right: inset), intrinsicInsets: EdgeInsets(bottom: 20),
                reservedCorners: ReservedCorners([
                    ReservedCornerBlock(corner: onLeft ? .topLeft : .topRight, width: inset, height: topHeight),
                    ReservedCornerBlock(corner: onLeft ? .bottomLeft : .bottomRight, width: inset, height: bottomHeight)
                ]),
                screenCornerRadii: .uniform(40))
            return LayoutSample(name: "synthetic foldable, a strip a hair tall", layout: layout, family: .syntheticFoldable)
        }
    }
}

/// A threshold of the camera's 9:16 preview.
package enum PreviewThreshold: String, CaseIterable, Sendable {
    /// `H` around `W * 16 / 9`: the preview taller than the screen or not.
    case screenHeight = "preview around the screen's height"
    /// `H - W * 16 / 9` around the safe top: the preview fits below the safe top or only from the window's top.
    case safeTop = "preview around the safe top"

    /// The name of an ordinary sample of this kind.
    package var sampleName: String { "synthetic ordinary, \(rawValue)" }
    /// The name of a foldable sample of this kind.
    package var foldableSampleName: String { "synthetic foldable, \(rawValue)" }
}

/// A threshold of the story card's room.
package enum StoryCardThreshold: String, CaseIterable, Sendable {
    /// A landscape iPad whose height is around the card's top margin and 16.
    case roomInLandscape = "story card room around 0, landscape"
    /// A portrait iPad whose height is around the card's top margin and its bottom one (16 or the home indicator).
    case roomInPortrait = "story card room around 0, portrait"
    /// An iPad whose band between the side insets is around 0 wide.
    case band = "story card band around 0"

    /// The name of a sample of this kind.
    package var sampleName: String { "synthetic iPad, \(rawValue)" }
}
