import Foundation
import DuoCheckEngine
import DuoGeometry

extension Gen where Value == LayoutSample {
    /// The five Duo postures from the table, FP first (so shrinking ends on FP).
    package static var duoPostures: Gen<LayoutSample> {
        .element(of: duoPostureSamples)
    }

    /// The ordinary devices of `spec/ordinary-devices.md` in both orientations, with no reserved corners.
    package static var ordinaryDevices: Gen<LayoutSample> {
        // Drawn by one function rather than `zip(element, bool).map`, with the same two choices.
        Gen { source in
            let device = source.index(below: ordinaryDeviceSamples.count / 2)
            return ordinaryDeviceSamples[2 * device + (source.bool() ? 1 : 0)]
        }
    }

    /// A synthetic ordinary device: any window size, equal side insets, any top inset, no reserved corners;
    /// a compact phone or a regular iPad, as the ordinary table has them, or (one in two) a compact-width iPad or a
    /// regular/regular phone, where the width class and the device type disagree (``SyntheticDevice``).
    /// Insets are often fractional, so a collapse that is only approximately the legacy expression shows.
    package static var syntheticOrdinaryDevices: Gen<LayoutSample> {
        // The insets' ranges depend on the size, so this is one drawing function, which builds nothing per
        // case; it draws the choices of `zip(Gen.point, Gen.point).then { ... }` (the same draws, in order).
        Gen { source in
            let width = source.point(in: 1...1400, resolution: .whole)
            let height = source.point(in: 1...1400, resolution: .whole)
            /// An inset up to `limit` (at most 80): on half points three times in four, else any fraction.
            func inset(upTo limit: CGFloat) -> CGFloat {
                let range = 0...Double(min(80, floor(limit)))
                return source.draw(upTo: 3) < 3 ? source.point(in: range, resolution: .half) : source.point(in: range, resolution: .any)
            }
            let side = inset(upTo: width / 3)
            let top = inset(upTo: height / 3)
            let device = SyntheticDevice.ordinaryKinds[source.index(below: SyntheticDevice.ordinaryKinds.count)]
            let bottom = inset(upTo: height / 4)
            let cornerRadius = source.point(in: 0...70, resolution: .any)
            let layout = ContainerViewLayout.syntheticOrdinary(
                width: width, height: height, sideInset: side, topInset: top, device: device, homeIndicator: bottom, cornerRadius: cornerRadius)
            return LayoutSample(name: "synthetic ordinary", layout: layout, family: .syntheticOrdinary)
        }
    }

    /// Every layout the collapse law covers: real and synthetic ordinary devices.
    package static var collapsingLayouts: Gen<LayoutSample> {
        .oneOf([ordinaryDevices, syntheticOrdinaryDevices])
    }

    /// A synthetic foldable: a random window with one or two corner blocks, each widened into a side inset
    /// or (a top block) into the top inset the way UIKit widens them, on a phone or an iPad of either width class
    /// (``SyntheticDevice/foldableKinds``). This checks that the helpers are general, not tuned to five table rows.
    package static var syntheticFoldables: Gen<LayoutSample> {
        let window = zip(Gen<CGFloat>.point(in: 300...1100, resolution: .whole), Gen<CGFloat>.point(in: 300...1100, resolution: .whole))
        let corner = Gen<ScreenCorner>.element(of: [.topRight, .topLeft, .bottomRight, .bottomLeft])
        let radius = Gen<CGFloat>.point(in: 0...62, resolution: .whole)
        // The blocks' sizes depend on the window: drawn by `then` (the same choices as a `flatMap`, without
        // building generators every case).
        return window.then { (window: (CGFloat, CGFloat), source: ChoiceSource) -> LayoutSample in
            let (width, height) = window
            var table = SyntheticFoldableTable()
            source.forEachElement(count: 1...2) { source in
                table.add(
                    corner: corner.run(source),
                    width: source.point(in: 1...Double(floor(width / 3)), resolution: .whole),
                    height: source.point(in: 1...Double(floor(height / 3)), resolution: .whole),
                    widenedToTop: source.bool())
            }
            let hasHomeIndicator = source.bool()
            let radii = ScreenCornerRadii(
                topLeft: radius.run(source), topRight: radius.run(source),
                bottomLeft: radius.run(source), bottomRight: radius.run(source))
            let device = SyntheticDevice.foldableKinds[source.index(below: SyntheticDevice.foldableKinds.count)]
            let layout = table.layout(width: width, height: height, hasHomeIndicator: hasHomeIndicator, radii: radii, device: device)
            return LayoutSample(name: "synthetic foldable", layout: layout, family: .syntheticFoldable)
        }
    }

    /// An inconsistent table: a Duo posture or synthetic foldable with one side inset that its blocks do
    /// not explain: widened past its block (or on a side without one), narrower than its block, or a quarter or
    /// half point off it (``InconsistentInset``).
    package static var inconsistentTables: Gen<LayoutSample> {
        // The names are made here, once, not interpolated for every case.
        let renamedSynthetic = syntheticFoldables.map {
            LayoutSample(name: "inconsistent synthetic foldable", layout: $0.layout, family: .inconsistent)
        }
        let base = Gen<LayoutSample>.oneOf([.element(of: inconsistentPostureSamples), renamedSynthetic])
        return base.then { sample, source in
            let side = source.element(of: [HorizontalEdge.right, .left])
            let kind = source.element(of: InconsistentInset.allCases)
            let amount = kind == .fractionOff ? source.element(of: InconsistentInset.fractions) : source.point(in: 1...40, resolution: .whole)
            return sample.withLayout { kind.apply(amount, on: side, to: &$0) }
        }
    }

    /// Any layout: mostly Duo postures, then ordinary devices, synthetic foldables and inconsistent tables.
    package static var anyLayout: Gen<LayoutSample> {
        .frequency([(4, duoPostures), (2, ordinaryDevices), (1, syntheticOrdinaryDevices), (2, syntheticFoldables), (1, inconsistentTables)])
    }

    /// Layouts with reserved corners only: the Duo postures, synthetic foldables and inconsistent tables.
    package static var foldableLayouts: Gen<LayoutSample> {
        .frequency([(3, duoPostures), (2, syntheticFoldables), (1, inconsistentTables)])
    }
}

/// The five postures' samples, built once (FP first).
let duoPostureSamples = DuoPosture.allCases.map { LayoutSample(name: $0.rawValue, layout: .iPhoneDuo($0)) }

/// The Duo's and the ordinary devices' samples by name.
let fixedSamplesByName = Dictionary(uniqueKeysWithValues: (duoPostureSamples + ordinaryDeviceSamples).map { ($0.name, $0) })

/// The five postures' samples named as the start of an inconsistent table ("inconsistent FP", ...).
let inconsistentPostureSamples = duoPostureSamples.map { LayoutSample(name: "inconsistent \($0.name)", layout: $0.layout) }

/// Every ordinary device's samples in one table, built once: device `n` portrait at `2 * n`, landscape at
/// `2 * n + 1` (one table, so that drawing a sample retains no inner array).
let ordinaryDeviceSamples = OrdinaryDevice.all.flatMap { device in
    [false, true].map { landscape in
        LayoutSample(name: "\(device.name) \(landscape ? "landscape" : "portrait")", layout: device.layout(landscape: landscape))
    }
}

/// Coverage that every run over Duo-bearing layouts must reach: each posture drawn.
package let everyPostureDrawn: [CoverageRequirement] = DuoPosture.allCases.map {
    CoverageRequirement(label: $0.label, minimumFraction: 0.01)
}

/// Coverage of the block corners: a block drawn in each of the four corners.
package let everyBlockCornerDrawn: [CoverageRequirement] = ScreenCorner.allCases.map {
    CoverageRequirement(label: $0.label, minimumFraction: 0.01)
}
