import Foundation
import DuoCheckEngine
import DuoGeometry

/// A drawn layout, with the name of where it came from (a posture, a device, or a synthetic family).
///
/// A sample is stored in seed files as its name and layout; its family and posture follow from the name,
/// and are worked out once, when the sample is made, because every case is labelled with them.
///
/// A sample is an object rather than a struct: every case passes one through several generator stages,
/// and a layout is some 250 bytes that a struct would copy at each stage, while an object is a pointer
/// (and the Duo's and the ordinary devices' samples are made once and shared). Measured with callgrind
/// (README, "Performance"): as a struct, the collapse property took 13% more instructions a case, and as
/// plain data with an interned name 5% more, though each saved the synthetic layouts' allocation.
/// Equality and hashing are by value (name and layout).
///
/// To everything outside this module a sample is immutable. Inside it, the synthetic generators refill the
/// sample their choice source keeps from an earlier case instead of allocating one per case (`made(...)`),
/// and only when nothing but the source holds it any more (`ChoiceSource.reusableObject(of:)`): no value,
/// on any thread, can see a sample change. That is why the class is `@unchecked Sendable`, and why its
/// stored properties skip the run-time exclusivity checks that reading a class's variables would cost (only
/// `made(...)` writes them, while the source alone holds the sample).
public final class LayoutSample: Codable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// "FP", "iPhone X/XS/11 Pro landscape", "synthetic foldable", ...
    @exclusivity(unchecked) public private(set) var name: String
    /// The layout itself.
    @exclusivity(unchecked) public private(set) var layout: ContainerViewLayout
    /// The family the sample was drawn from (from its name).
    @exclusivity(unchecked) public private(set) var family: LayoutFamily
    /// The Duo posture, for the Duo's own five samples (from the name).
    @exclusivity(unchecked) public private(set) var posture: DuoPosture?
    /// Where the sample's labels are in the shared label table (see ``labels``), or nil for a sample the
    /// table does not cover (more than two blocks), whose labels are built when asked for.
    @exclusivity(unchecked) private(set) var labelTableIndex: Int?

    public convenience init(name: String, layout: ContainerViewLayout) {
        self.init(name: name, layout: layout, family: LayoutFamily(sampleName: name), posture: DuoPosture(rawValue: name))
    }

    /// A sample whose family is known (a generator's own), so that making one per case compares no names.
    convenience init(name: String, layout: ContainerViewLayout, family: LayoutFamily) {
        self.init(name: name, layout: layout, family: family, posture: nil)
    }

    /// This sample under the same name, with its layout changed by `change`.
    public func withLayout(_ change: (inout ContainerViewLayout) -> Void) -> LayoutSample {
        var layout = self.layout
        change(&layout)
        return LayoutSample(name: name, layout: layout, family: family, posture: posture)
    }

    /// A generator's sample for this case: the one `source` keeps from an earlier case, refilled, once nothing
    /// else holds it (see `ChoiceSource.reusableObject(of:)`), else a new one that `source` keeps.
    static func made(name: String, layout: ContainerViewLayout, family: LayoutFamily, from source: ChoiceSource) -> LayoutSample {
        if let sample = source.reusableObject(of: LayoutSample.self) {
            sample.name = name
            sample.layout = layout
            sample.family = family
            sample.posture = nil
            sample.labelTableIndex = SampleLabelTable.index(family: family, posture: nil, blocks: layout.reservedCorners)
            return sample
        }
        let sample = LayoutSample(name: name, layout: layout, family: family)
        source.keepForReuse(sample)
        return sample
    }

    private init(name: String, layout: ContainerViewLayout, family: LayoutFamily, posture: DuoPosture?) {
        self.name = name
        self.layout = layout
        self.family = family
        self.posture = posture
        labelTableIndex = SampleLabelTable.index(family: family, posture: posture, blocks: layout.reservedCorners)
    }

    private enum CodingKeys: String, CodingKey {
        case name, layout
    }

    /// Reads `{"name": ..., "layout": {...}}`, and the compact forms a snapshot writes (see ``compactCoding``): a
    /// fixed sample's name alone, or a layout as a ``CompactLayout`` array.
    public convenience init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let fixed = LayoutSample.fixed(named: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "\"\(name)\" names no posture or ordinary device")
            }
            self.init(name: fixed.name, layout: fixed.layout, family: fixed.family, posture: fixed.posture)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        if let compact = try? container.decode(CompactLayout.self, forKey: .layout) {
            self.init(name: name, layout: compact.layout)
        } else {
            self.init(name: name, layout: try container.decode(ContainerViewLayout.self, forKey: .layout))
        }
    }

    /// Writes the name and the layout; under ``compactCoding`` (snapshots), a fixed sample as its name alone and
    /// any other layout as a ``CompactLayout``.
    public func encode(to encoder: Encoder) throws {
        if encoder.userInfo[LayoutSample.compactCoding] as? Bool == true {
            if let fixed = LayoutSample.fixed(named: name), fixed.layout == layout {
                var single = encoder.singleValueContainer()
                try single.encode(name)
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(CompactLayout(layout), forKey: .layout)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(layout, forKey: .layout)
    }

    /// The `userInfo` key that asks for the compact form (a Boolean), which snapshots use to stay small.
    public static let compactCoding = CodingUserInfoKey(rawValue: "DuoProperties.LayoutSample.compactCoding")!

    /// The sample of the Duo's posture or the ordinary device (and orientation) `name` names, if any.
    static func fixed(named name: String) -> LayoutSample? {
        fixedSamplesByName[name]
    }

    public static func == (lhs: LayoutSample, rhs: LayoutSample) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.layout == rhs.layout)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(layout)
    }

    public var description: String { "\(name): \(layout)" }
}

/// Where a sample comes from; the raw value is its label.
public enum LayoutFamily: String, Hashable, Sendable, CaseIterable {
    case duo
    case ordinary
    case syntheticOrdinary = "synthetic ordinary"
    case syntheticFoldable = "synthetic foldable"
    case inconsistent

    /// The family a sample's name tells: a posture's name is the Duo's, and the synthetic and inconsistent
    /// families name themselves; anything else (a device, a synthetic island) counts as ordinary.
    init(sampleName name: String) {
        if DuoPosture(rawValue: name) != nil {
            self = .duo
        } else if name.hasPrefix("synthetic foldable") {
            self = .syntheticFoldable
        } else if name.hasPrefix("synthetic ordinary") {
            self = .syntheticOrdinary
        } else if name.hasPrefix("inconsistent") {
            self = .inconsistent
        } else {
            self = .ordinary
        }
    }
}

extension Gen where Value == LayoutSample {
    /// The five Duo postures from the table, FP first (so shrinking ends on FP).
    public static var duoPostures: Gen<LayoutSample> {
        .element(of: duoPostureSamples)
    }

    /// The ordinary devices of `spec/ordinary-devices.md` in both orientations, with no reserved corners.
    public static var ordinaryDevices: Gen<LayoutSample> {
        // Drawn by one function rather than `zip(element, bool).map`, with the same two choices.
        Gen { source in
            let device = source.index(below: ordinaryDeviceSamples.count / 2)
            return ordinaryDeviceSamples[2 * device + (source.bool() ? 1 : 0)]
        }
    }

    /// A synthetic ordinary device: any window size, equal side insets, any top inset, no reserved corners;
    /// a phone of compact width or an iPad of regular width (a regular-width phone is the Duo's alone).
    /// Insets are often fractional, so a collapse that is only approximately the legacy expression shows.
    public static var syntheticOrdinaryDevices: Gen<LayoutSample> {
        // The insets' ranges depend on the size, so this is one drawing function, which builds nothing per
        // case; it draws the choices of `zip(Gen.point, Gen.point).then { ... }` (the same draws, in order).
        Gen { source in
            let width = source.point(in: 1...1400, resolution: .whole), height = source.point(in: 1...1400, resolution: .whole)
            /// An inset up to `limit` (at most 80): on half points three times in four, else any fraction.
            func inset(upTo limit: CGFloat) -> CGFloat {
                let range = 0...Double(min(80, floor(limit)))
                return source.draw(upTo: 3) < 3 ? source.point(in: range, resolution: .half) : source.point(in: range, resolution: .any)
            }
            let side = inset(upTo: width / 3), top = inset(upTo: height / 3), isTablet = source.bool()
            let bottom = inset(upTo: height / 4), cornerRadius = source.point(in: 0...70, resolution: .any)
            let layout = ContainerViewLayout.syntheticOrdinary(
                width: width, height: height, sideInset: side, topInset: top, isTablet: isTablet, homeIndicator: bottom, cornerRadius: cornerRadius)
            return LayoutSample.made(name: "synthetic ordinary", layout: layout, family: .syntheticOrdinary, from: source)
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
        let corner = Gen<ScreenCorner>.element(of: [.topRight, .topLeft, .bottomRight, .bottomLeft])
        let radius = Gen<CGFloat>.point(in: 0...62, resolution: .whole)
        // The blocks' sizes depend on the window: drawn by `then` (the same choices as a `flatMap`, without
        // building generators every case).
        return window.then { (window: (CGFloat, CGFloat), source: ChoiceSource) -> LayoutSample in
            let (width, height) = window
            var table = SyntheticFoldableTable()
            source.forEachElement(count: 1...2) { source in
                table.add(corner: corner.run(source),
                          width: source.point(in: 1...Double(floor(width / 3)), resolution: .whole),
                          height: source.point(in: 1...Double(floor(height / 3)), resolution: .whole),
                          widenedToTop: source.bool())
            }
            let hasHomeIndicator = source.bool()
            let radii = ScreenCornerRadii(topLeft: radius.run(source), topRight: radius.run(source),
                                          bottomLeft: radius.run(source), bottomRight: radius.run(source))
            let layout = table.layout(width: width, height: height, hasHomeIndicator: hasHomeIndicator, radii: radii, isRegular: source.bool())
            return LayoutSample.made(name: "synthetic foldable", layout: layout, family: .syntheticFoldable, from: source)
        }
    }

    /// An inconsistent table: a Duo posture or synthetic foldable with one side inset that its blocks do
    /// not explain (widened past its block, or on a side without one).
    public static var inconsistentTables: Gen<LayoutSample> {
        // The names are made here, once, not interpolated for every case.
        let renamedSynthetic = syntheticFoldables.map { LayoutSample(name: "inconsistent synthetic foldable", layout: $0.layout, family: .inconsistent) }
        return zip(.oneOf([.element(of: inconsistentPostureSamples), renamedSynthetic]), Gen<HorizontalEdge>.element(of: [.right, .left]),
                   Gen<CGFloat>.point(in: 1...40, resolution: .whole))
            .map { sample, side, extra in
                sample.withLayout { layout in
                    if side == .left { layout.safeInsets.left += extra } else { layout.safeInsets.right += extra }
                }
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

extension ContainerViewLayout {
    /// A synthetic ordinary device's layout (see `Gen.syntheticOrdinaryDevices`): equal side insets, a top
    /// inset that is also the status bar, a home indicator of height `homeIndicator`, no reserved corners;
    /// an iPad of regular width or a phone of compact width.
    public static func syntheticOrdinary(
        width: CGFloat, height: CGFloat, sideInset: CGFloat, topInset: CGFloat, isTablet: Bool, homeIndicator: CGFloat, cornerRadius: CGFloat
    ) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: LayoutMetrics(widthClass: isTablet ? .regular : .compact),
            deviceType: isTablet ? .tablet : .phone,
            safeInsets: EdgeInsets(top: topInset, left: sideInset, bottom: 0, right: sideInset),
            intrinsicInsets: EdgeInsets(bottom: homeIndicator),
            statusBarHeight: topInset > 0 ? topInset : nil,
            reservedCorners: .none,
            screenCornerRadii: .uniform(cornerRadius))
    }
}

/// The blocks of a synthetic foldable as they are drawn, each widened into a side inset or (a top block)
/// into the top inset the way UIKit widens them; a block in a corner that already has one is left out.
public struct SyntheticFoldableTable {
    /// The blocks kept, in the order drawn.
    public private(set) var blocks: [ReservedCornerBlock] = []
    /// The safe insets the blocks widen.
    public private(set) var insets = EdgeInsets.zero

    public init() {
        blocks.reserveCapacity(2)
    }

    /// Adds a drawn block, unless its corner has one already.
    public mutating func add(corner: ScreenCorner, width: CGFloat, height: CGFloat, widenedToTop: Bool) {
        guard !blocks.contains(where: { $0.corner == corner }) else { return }
        blocks.append(ReservedCornerBlock(corner: corner, width: width, height: height))
        if widenedToTop && corner.isTop {
            insets.top = max(insets.top, height)
        } else if corner.side == .left {
            insets.left = max(insets.left, width)
        } else {
            insets.right = max(insets.right, width)
        }
    }

    /// The layout of a `width` x `height` phone window with these blocks.
    public func layout(width: CGFloat, height: CGFloat, hasHomeIndicator: Bool, radii: ScreenCornerRadii, isRegular: Bool) -> ContainerViewLayout {
        ContainerViewLayout(
            size: CGSize(width: width, height: height),
            metrics: LayoutMetrics(widthClass: isRegular ? .regular : .compact),
            deviceType: .phone, safeInsets: insets,
            intrinsicInsets: EdgeInsets(bottom: hasHomeIndicator ? 20 : 0),
            statusBarHeight: insets.top > 0 ? insets.top : nil,
            reservedCorners: ReservedCorners(blocks),
            screenCornerRadii: radii)
    }
}

/// The five postures' samples, built once (FP first).
private let duoPostureSamples = DuoPosture.allCases.map { LayoutSample(name: $0.rawValue, layout: .iPhoneDuo($0)) }

/// The Duo's and the ordinary devices' samples by name.
private let fixedSamplesByName = Dictionary(uniqueKeysWithValues: (duoPostureSamples + ordinaryDeviceSamples).map { ($0.name, $0) })

/// The five postures' samples named as the start of an inconsistent table ("inconsistent FP", ...).
private let inconsistentPostureSamples = duoPostureSamples.map { LayoutSample(name: "inconsistent \($0.name)", layout: $0.layout) }

/// Every ordinary device's samples in one table, built once: device `n` portrait at `2 * n`, landscape at
/// `2 * n + 1` (one table, so that drawing a sample retains no inner array).
private let ordinaryDeviceSamples = OrdinaryDevice.all.flatMap { device in
    [false, true].map { landscape in
        LayoutSample(name: "\(device.name) \(landscape ? "landscape" : "portrait")", layout: device.layout(landscape: landscape))
    }
}

/// Coverage that every run over Duo-bearing layouts must reach: each posture drawn.
public let everyPostureDrawn: [CoverageRequirement] = DuoPosture.allCases.map {
    CoverageRequirement(label: $0.label, minimumFraction: 0.01)
}

/// Coverage of the block corners: a block drawn in each of the four corners.
public let everyBlockCornerDrawn: [CoverageRequirement] = ScreenCorner.allCases.map {
    CoverageRequirement(label: $0.label, minimumFraction: 0.01)
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
                return LayoutSample(name: "synthetic island", layout: layout, family: .ordinary)
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
        let rowHeight = Gen<CGFloat>.point(in: 16...80), controlWidth = Gen<CGFloat>.point(in: 20...120)
        return layouts.then { sample, source in
            let rowMinY = source.point(in: -100...Double(sample.layout.size.height))
            return IslandCase(sample: sample, rowMinY: rowMinY, rowHeight: rowHeight.run(source), controlWidth: controlWidth.run(source))
        }
    }
}
