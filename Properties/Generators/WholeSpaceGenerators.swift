import Foundation
import DuoCheckEngine
import DuoGeometry

// The spec's whole input space: what the table-shaped generators (`LayoutGenerators.swift`) never draw. Every
// foldable there is built of whole points, no safe inset has a bottom, no intrinsic inset a side, every inconsistent
// inset is at least a point off its block, no table without blocks has unequal sides, and no ordinary phone has its
// safe top below its status bar. A helper that misreads one of these passes every property that draws none.
//
// The variations are switched on and off per case, whole families at a time (swarm testing): each case draws a
// flag for each family, and a flag's simpler choice (0) is *on*, so shrinking opens features rather than closing
// them, as Hypothesis's feature flags do. A feature that is on still draws its own values, which shrink to the
// plain ones (a bottom inset of 0, a whole point). Combinations that one random draw would rarely make (a sub-point
// block beside a fractional inset and a bottom inset) come up in a quarter or an eighth of the cases.

/// The families of variation a whole-space foldable switches on or off, one flag each.
package struct WholeSpaceFlags: Sendable {
    /// Windows, blocks and insets off the whole points (halves to 64ths).
    package var subPoint: Bool
    /// One side inset a fraction of a point off its widest block (or off a side with none).
    package var fractionOff: Bool
    /// A safe inset at the bottom.
    package var bottomSafeInset: Bool
    /// Intrinsic insets on the left and right.
    package var intrinsicSides: Bool
    /// A block, or two, that covers a whole side column.
    package var wholeColumn: Bool

    /// Draws one flag per family; choice 0 is on.
    init(_ source: ChoiceSource) {
        subPoint = !source.bool()
        fractionOff = !source.bool()
        bottomSafeInset = !source.bool()
        intrinsicSides = !source.bool()
        wholeColumn = !source.bool()
    }
}

/// The fractions of a point a sub-point value adds: halves, quarters, eighths and a 64th.
private let subPointFractions: [CGFloat] = [0.5, 0.25, 0.75, 0.125, 0.875, 1.0 / 64]

/// How far a fractional inset lies off its widest block: a quarter point or half a point either way.
private let fractionOffsets: [CGFloat] = [0.5, -0.5, 0.25, -0.25]

extension Gen where Value == LayoutSample {
    /// The whole space: foldables with every family of variation (``wholeSpaceFoldables``), tables without blocks
    /// whose side insets differ (``unequalSideTables``), and the app's own table for ordinary phones
    /// (``appTableOrdinaryPhones``).
    package static var wholeSpaceLayouts: Gen<LayoutSample> {
        .frequency([(3, .wholeSpaceFoldables), (2, .unequalSideTables), (1, .appTableOrdinaryPhones)])
    }

    /// Synthetic foldables over the whole space (see ``WholeSpaceFlags``): one or two corner blocks widened as UIKit
    /// widens them, on windows and blocks of sub-point size, with an inset a fraction of a point off its block, a
    /// bottom safe inset, intrinsic side insets, and blocks covering a whole side column, each family on or off.
    package static var wholeSpaceFoldables: Gen<LayoutSample> {
        Gen { source in
            let flags = WholeSpaceFlags(source)
            // Sub-point values lie on a 1/64-point grid, where sums and differences of window-sized values are exact, so that a
            // hair of overlap is the helper's and never the arithmetic's.
            func value(_ range: ClosedRange<Double>) -> CGFloat {
                let whole = source.point(in: range.lowerBound...range.upperBound - 1, resolution: .whole)
                return flags.subPoint ? whole + source.element(of: subPointFractions) : whole
            }
            let width = value(300...1100)
            let height = value(300...1100)
            var table = SyntheticFoldableTable()
            let columnSide = source.element(of: HorizontalEdge.allCases)
            if flags.wholeColumn { addWholeColumn(on: columnSide, width: value(1...Double(width / 3)), height: height, to: &table, source) }
            source.forEachElement(count: flags.wholeColumn ? 0...1 : 1...2) { source in
                table.add(
                    corner: source.element(of: [.topRight, .topLeft, .bottomRight, .bottomLeft]), width: value(1...Double(width / 3)),
                    height: value(1...Double(height / 3)), widenedToTop: source.bool())
            }
            let radii = ScreenCornerRadii.uniform(source.point(in: 0...62, resolution: .whole))
            var layout = table.layout(
                width: width, height: height, hasHomeIndicator: source.bool(), radii: radii,
                device: source.element(of: SyntheticDevice.foldableKinds))
            if flags.fractionOff {
                // A quarter point or half a point either way of the widest block.
                let side = source.element(of: HorizontalEdge.allCases)
                let widest = layout.reservedCorners.filter { $0.corner.side == side }.map(\.width).max() ?? layout.safeInsets.side(side)
                layout.safeInsets = layout.safeInsets.setting(side, to: Swift.max(0, widest + source.element(of: fractionOffsets)))
            }
            addSideAndBottomVariations(to: &layout, bottom: flags.bottomSafeInset, sides: flags.intrinsicSides, source)
            return LayoutSample(name: "synthetic foldable, whole space", layout: layout, family: .syntheticFoldable)
        }
    }

    /// Tables without blocks whose side insets differ (a window beside another app's, an iPad in a split): by an odd
    /// number of points one time in two, else by a sub-point amount; with the app table's safe
    /// top below the status bar, a bottom safe inset and intrinsic side insets, each on or off.
    package static var unequalSideTables: Gen<LayoutSample> {
        Gen { source in
            let width = source.point(in: 200...1400, resolution: .whole)
            let height = source.point(in: 200...1400, resolution: .whole)
            let odd = !source.bool()
            let smaller = source.point(in: 0...60)
            let difference =
                odd ? CGFloat(2 * source.int(in: 0...30) + 1) : source.point(in: 1...60, resolution: .whole) - source.element(of: subPointFractions)
            let leftIsSmaller = source.bool()
            let isTablet = source.bool()
            let top = source.point(in: 0...60, resolution: .whole)
            let statusBelowTop = !source.bool()
            var layout = ContainerViewLayout(
                size: CGSize(width: width, height: height),
                metrics: LayoutMetrics(widthClass: isTablet ? .regular : .compact, heightClass: isTablet ? .regular : .compact),
                deviceType: isTablet ? .tablet : .phone,
                safeInsets: EdgeInsets(
                    top: top, left: leftIsSmaller ? smaller : smaller + difference, bottom: 0, right: leftIsSmaller ? smaller + difference : smaller),
                intrinsicInsets: EdgeInsets(bottom: source.element(of: [0, 20, 21, 34])),
                statusBarHeight: top > 0 ? top + (statusBelowTop ? 10 : 0) : nil,
                reservedCorners: .none, screenCornerRadii: .uniform(source.point(in: 0...62, resolution: .whole)))
            addSideAndBottomVariations(to: &layout, bottom: !source.bool(), sides: !source.bool(), source)
            return LayoutSample(name: "no blocks, unequal sides", layout: layout, family: .ordinary)
        }
    }

    /// The app's own table for the Dynamic Island phones (status bar 54): the portrait safe top is kept at 44, below
    /// the status bar, while the system's inset (the ordinary-device table) is 59 or 62. Both must collapse.
    package static var appTableOrdinaryPhones: Gen<LayoutSample> {
        .element(of: appTableOrdinaryPhoneSamples)
    }

    /// The layouts the collapse law covers beyond the ordinary-device table and synthetic ordinary devices: the app
    /// table's phones, and synthetic ordinary devices of sub-point size with a bottom safe inset and intrinsic side
    /// insets (no reserved corners, equal side insets).
    package static var wholeSpaceOrdinaryDevices: Gen<LayoutSample> {
        let varied = Gen<LayoutSample>.syntheticOrdinaryDevices.then { sample, source in
            sample.withLayout { layout in
                if !source.bool() { layout.size.width += source.element(of: [0.25, 0.5, 0.75]) }
                addSideAndBottomVariations(to: &layout, bottom: !source.bool(), sides: !source.bool(), source)
            }
        }
        return .frequency([(1, .appTableOrdinaryPhones), (2, varied)])
    }
}

/// The Dynamic Island phones in portrait as the app's own table has them: safe top 44 below a 54-point status bar.
let appTableOrdinaryPhoneSamples: [LayoutSample] = ordinaryDeviceSamples.filter {
    !$0.layout.isLandscape && $0.layout.statusBarHeight == 54
}.map { sample in
    var layout = sample.layout
    layout.safeInsets.top = 44
    return LayoutSample(name: "\(sample.name), app table", layout: layout, family: .ordinary)
}

/// Adds a block, or two meeting or overlapping, that covers the whole of `side`'s column of a `height` window.
private func addWholeColumn(on side: HorizontalEdge, width: CGFloat, height: CGFloat, to table: inout SyntheticFoldableTable, _ source: ChoiceSource)
{
    let top: ScreenCorner = side == .left ? .topLeft : .topRight
    let bottom: ScreenCorner = side == .left ? .bottomLeft : .bottomRight
    switch source.int(in: 0...2) {
    case 0:
        table.add(corner: source.bool() ? bottom : top, width: width, height: height, widenedToTop: false)
    default:
        let upper = source.point(in: 1...Double(height - 1), resolution: .half)
        table.add(corner: top, width: width, height: upper, widenedToTop: false)
        table.add(corner: bottom, width: width, height: height - upper + (source.bool() ? 0.5 : 0), widenedToTop: false)
    }
}

/// Sets a bottom safe inset and intrinsic side insets on `layout` where asked.
private func addSideAndBottomVariations(to layout: inout ContainerViewLayout, bottom: Bool, sides: Bool, _ source: ChoiceSource) {
    if bottom { layout.safeInsets.bottom = source.point(in: 0...40) }
    if sides {
        layout.intrinsicInsets.left = source.point(in: 0...60)
        layout.intrinsicInsets.right = source.point(in: 0...60)
        layout.intrinsicInsets.top = source.point(in: 0...30)
    }
    // A top inset without a status bar beside it: a landscape phone's cutout is one, and an app's table can say so.
    if source.int(in: 0...3) == 0 { layout.statusBarHeight = nil }
}

extension EdgeInsets {
    /// These insets with `side`'s inset set to `value`.
    func setting(_ side: HorizontalEdge, to value: CGFloat) -> EdgeInsets {
        var copy = self
        if side == .left { copy.left = value } else { copy.right = value }
        return copy
    }
}
