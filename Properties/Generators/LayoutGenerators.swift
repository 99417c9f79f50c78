import Foundation
import DuoCheckEngine
import DuoGeometry

/// A drawn layout, with the name of where it came from (a posture, a device, or a synthetic family).
public struct LayoutSample: Codable, Hashable, CustomStringConvertible {
    /// "FP", "iPhone X/XS/11 Pro landscape", "synthetic foldable", ...
    public var name: String
    /// The layout itself.
    public var layout: ContainerViewLayout

    public init(name: String, layout: ContainerViewLayout) {
        self.name = name
        self.layout = layout
    }

    public var description: String { "\(name): \(layout)" }
}

extension Gen where Value == LayoutSample {
    /// The five Duo postures from the table, FP first (so shrinking ends on FP).
    public static var duoPostures: Gen<LayoutSample> {
        .element(of: duoPostureSamples)
    }

    /// The ordinary devices of `spec/ordinary-devices.md` in both orientations, with no reserved corners.
    public static var ordinaryDevices: Gen<LayoutSample> {
        zip(Gen<Int>.element(of: Array(ordinaryDeviceSamples.indices)), Gen<Bool>.bool).map { index, landscape in
            ordinaryDeviceSamples[index][landscape ? 1 : 0]
        }
    }

    /// A synthetic ordinary device: any window size, equal side insets, any top inset, no reserved corners;
    /// a phone of compact width or an iPad of regular width (a regular-width phone is the Duo's alone).
    /// Insets are often fractional, so a collapse that is only approximately the legacy expression shows.
    public static var syntheticOrdinaryDevices: Gen<LayoutSample> {
        let size = zip(Gen<CGFloat>.point(in: 1...1400, resolution: .whole), Gen<CGFloat>.point(in: 1...1400, resolution: .whole))
        return size.flatMap { width, height in
            func inset(upTo limit: CGFloat) -> Gen<CGFloat> {
                let range = 0...Double(min(80, floor(limit)))
                return .frequency([(3, .point(in: range, resolution: .half)), (1, .point(in: range, resolution: .any))])
            }
            let bottom = zip(inset(upTo: height / 4), Gen<CGFloat>.point(in: 0...70, resolution: .any))
            return zip(inset(upTo: width / 3), inset(upTo: height / 3), Gen<Bool>.bool, bottom).map { side, top, isTablet, bottom in
                let layout = ContainerViewLayout(
                    size: CGSize(width: width, height: height),
                    metrics: LayoutMetrics(widthClass: isTablet ? .regular : .compact),
                    deviceType: isTablet ? .tablet : .phone,
                    safeInsets: EdgeInsets(top: top, left: side, bottom: 0, right: side),
                    intrinsicInsets: EdgeInsets(bottom: bottom.0),
                    statusBarHeight: top > 0 ? top : nil,
                    reservedCorners: .none,
                    screenCornerRadii: .uniform(bottom.1))
                return LayoutSample(name: "synthetic ordinary", layout: layout)
            }
        }
    }

    /// Every layout the collapse law covers: real and synthetic ordinary devices.
    public static var collapsingLayouts: Gen<LayoutSample> {
        .oneOf([ordinaryDevices, syntheticOrdinaryDevices])
    }

    /// A synthetic foldable: a random window with one or two corner blocks, each widened into a side inset
    /// or (a top block) into the top inset the way UIKit widens them. This checks that the helpers are
    /// general, not tuned to five table rows.
    public static var syntheticFoldables: Gen<LayoutSample> {
        let window = zip(Gen<CGFloat>.point(in: 300...1100, resolution: .whole), Gen<CGFloat>.point(in: 300...1100, resolution: .whole))
        return window.flatMap { width, height in
            let block = zip(
                Gen<ScreenCorner>.element(of: [.topRight, .topLeft, .bottomRight, .bottomLeft]),
                Gen<CGFloat>.point(in: 1...Double(floor(width / 3)), resolution: .whole),
                Gen<CGFloat>.point(in: 1...Double(floor(height / 3)), resolution: .whole),
                Gen<Bool>.bool)
            let radii = Gen<CGFloat>.point(in: 0...62, resolution: .whole)
            return zip(Gen<[(ScreenCorner, CGFloat, CGFloat, Bool)]>.array(of: block, count: 1...2), Gen<Bool>.bool,
                       zip(radii, radii, radii, radii), Gen<Bool>.bool)
                .map { blocks, hasHomeIndicator, radii, isRegular in
                    var insets = EdgeInsets.zero
                    var table: [ReservedCornerBlock] = []
                    for (corner, blockWidth, blockHeight, widenedToTop) in blocks where !table.contains(where: { $0.corner == corner }) {
                        table.append(ReservedCornerBlock(corner: corner, width: blockWidth, height: blockHeight))
                        if widenedToTop && corner.isTop {
                            insets.top = max(insets.top, blockHeight)
                        } else if corner.side == .left {
                            insets.left = max(insets.left, blockWidth)
                        } else {
                            insets.right = max(insets.right, blockWidth)
                        }
                    }
                    let layout = ContainerViewLayout(
                        size: CGSize(width: width, height: height),
                        metrics: LayoutMetrics(widthClass: isRegular ? .regular : .compact),
                        deviceType: .phone, safeInsets: insets,
                        intrinsicInsets: EdgeInsets(bottom: hasHomeIndicator ? 20 : 0),
                        statusBarHeight: insets.top > 0 ? insets.top : nil,
                        reservedCorners: ReservedCorners(table),
                        screenCornerRadii: ScreenCornerRadii(topLeft: radii.0, topRight: radii.1, bottomLeft: radii.2, bottomRight: radii.3))
                    return LayoutSample(name: "synthetic foldable", layout: layout)
                }
        }
    }

    /// An inconsistent table: a Duo posture or synthetic foldable with one side inset that its blocks do
    /// not explain (widened past its block, or on a side without one).
    public static var inconsistentTables: Gen<LayoutSample> {
        zip(.oneOf([duoPostures, syntheticFoldables]), Gen<HorizontalEdge>.element(of: [.right, .left]),
            Gen<CGFloat>.point(in: 1...40, resolution: .whole))
            .map { sample, side, extra in
                var layout = sample.layout
                if side == .left { layout.safeInsets.left += extra } else { layout.safeInsets.right += extra }
                return LayoutSample(name: "inconsistent \(sample.name)", layout: layout)
            }
    }

    /// Any layout: mostly Duo postures, then ordinary devices, synthetic foldables and inconsistent tables.
    public static var anyLayout: Gen<LayoutSample> {
        .frequency([(4, duoPostures), (2, ordinaryDevices), (1, syntheticOrdinaryDevices), (2, syntheticFoldables), (1, inconsistentTables)])
    }

    /// Layouts with reserved corners only: the Duo postures, synthetic foldables and inconsistent tables.
    public static var foldableLayouts: Gen<LayoutSample> {
        .frequency([(3, duoPostures), (2, syntheticFoldables), (1, inconsistentTables)])
    }
}

/// The labels, built once: every case is labelled, so these stay off the hot path's allocations.
private let postureLabels = Dictionary(uniqueKeysWithValues: DuoPosture.allCases.map { ($0.rawValue, "posture \($0.rawValue)") })
private let blockLabels = Dictionary(uniqueKeysWithValues: ScreenCorner.allCases.map { ($0, "block \($0.rawValue)") })

/// The five postures' samples, built once (FP first).
private let duoPostureSamples = DuoPosture.allCases.map { LayoutSample(name: $0.rawValue, layout: .iPhoneDuo($0)) }

/// Each ordinary device's samples, portrait then landscape, built once.
private let ordinaryDeviceSamples = OrdinaryDevice.all.map { device in
    [false, true].map { landscape in
        LayoutSample(name: "\(device.name) \(landscape ? "landscape" : "portrait")", layout: device.layout(landscape: landscape))
    }
}

extension LayoutSample {
    /// The classification labels of a sample: its family, the posture for the Duo's own, and the corner of
    /// each block.
    public var labels: [String] {
        var labels = [family]
        if let posture = postureLabels[name] { labels.append(posture) }
        for block in layout.reservedCorners.blocks { labels.append(blockLabels[block.corner]!) }
        return labels
    }

    /// The family the sample was drawn from.
    public var family: String {
        if postureLabels[name] != nil { return "duo" }
        if name.hasPrefix("synthetic foldable") { return "synthetic foldable" }
        if name.hasPrefix("synthetic ordinary") { return "synthetic ordinary" }
        if name.hasPrefix("inconsistent") { return "inconsistent" }
        return "ordinary"
    }
}

/// Coverage that every run over Duo-bearing layouts must reach: each posture drawn.
public let everyPostureDrawn: [CoverageRequirement] = DuoPosture.allCases.map {
    CoverageRequirement(label: "posture \($0.rawValue)", minimumFraction: 0.01)
}

/// Coverage of the block corners: a block drawn in each of the four corners.
public let everyBlockCornerDrawn: [CoverageRequirement] = ScreenCorner.allCases.map {
    CoverageRequirement(label: "block \($0.rawValue)", minimumFraction: 0.01)
}

extension Gen where Value == LayoutSample {
    /// Layouts with a status island: UP, and synthetic windows whose single top-corner block is widened into
    /// the top inset.
    public static var islandLayouts: Gen<LayoutSample> {
        let synthetic = zip(Gen<CGFloat>.point(in: 300...1100, resolution: .whole), Gen<CGFloat>.point(in: 300...1100, resolution: .whole),
                            Gen<Bool>.bool, Gen<CGFloat>.point(in: 1...200, resolution: .whole), Gen<CGFloat>.point(in: 1...120, resolution: .whole))
            .map { width, height, onLeft, islandWidth, islandHeight -> LayoutSample in
                let block = ReservedCornerBlock(corner: onLeft ? .topLeft : .topRight, width: islandWidth, height: islandHeight)
                let layout = ContainerViewLayout(
                    size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                    safeInsets: EdgeInsets(top: islandHeight), intrinsicInsets: EdgeInsets(bottom: 20), statusBarHeight: islandHeight,
                    reservedCorners: ReservedCorners([block]), screenCornerRadii: .uniform(55))
                return LayoutSample(name: "synthetic island", layout: layout)
            }
        return .frequency([(3, .always(LayoutSample(name: "UP", layout: .iPhoneDuo(.UP)))), (2, synthetic)])
    }
}

/// A layout with a status island, a riding row and a control in it.
public struct IslandCase: Codable, Hashable, CustomStringConvertible {
    public var sample: LayoutSample
    /// The top of a row that rises and falls with a sheet.
    public var rowMinY: CGFloat
    /// The row's height.
    public var rowHeight: CGFloat
    /// The width of the control in the row's trailing corner.
    public var controlWidth: CGFloat


    /// Creates a case from its fields.
    public init(sample: LayoutSample, rowMinY: CGFloat, rowHeight: CGFloat, controlWidth: CGFloat) {
        self.sample = sample
        self.rowMinY = rowMinY
        self.rowHeight = rowHeight
        self.controlWidth = controlWidth
    }
    public var layout: ContainerViewLayout { sample.layout }
    public var description: String { "\(sample.name), row at \(rowMinY) height \(rowHeight), control \(controlWidth) wide" }
}

extension Gen where Value == IslandCase {
    /// Rows at any position from above the window to its bottom, over layouts drawn from `layouts`.
    public static func islandRows(in layouts: Gen<LayoutSample>) -> Gen<IslandCase> {
        layouts.flatMap { sample in
            zip(Gen<CGFloat>.point(in: -100...Double(sample.layout.size.height)), Gen<CGFloat>.point(in: 16...80), Gen<CGFloat>.point(in: 20...120))
                .map { IslandCase(sample: sample, rowMinY: $0, rowHeight: $1, controlWidth: $2) }
        }
    }
}
