import Foundation
import DuoCheckEngine
import DuoGeometry

/// A horizontal row of a layout, from `minY` to `maxY`.
package struct BandCase: Codable, Hashable, CustomStringConvertible {
    /// The layout the row is in.
    package var sample: LayoutSample
    /// The row's top.
    package var minY: CGFloat
    /// The row's bottom.
    package var maxY: CGFloat
    /// How the row was drawn: "anywhere", "touching a block", "straddling a block's edge", "zero height",
    /// "bottom edge", "reversed" or "past the window's edges".
    package var kind: String

    /// Creates a case from its fields.
    package init(sample: LayoutSample, minY: CGFloat, maxY: CGFloat, kind: String) {
        self.sample = sample
        self.minY = minY
        self.maxY = maxY
        self.kind = kind
    }
    package var layout: ContainerViewLayout { sample.layout }
    package var description: String { "\(sample.name), band \(minY)..\(maxY) (\(kind))" }
}

extension Gen where Value == BandCase {
    /// Rows of layouts drawn from `layouts`: anywhere in the window, touching a block's edge exactly (from
    /// above or below) or straddling it by half a point or a point, of zero height, at the bottom edge,
    /// reversed (`minY > maxY`, which a helper reads as the same row the right way round), and starting above
    /// the window or ending below it (a row that scrolls or rides past the window's edges).
    package static func bands(in layouts: Gen<LayoutSample>) -> Gen<BandCase> {
        layouts.then(BandCase.drawn(in:from:))
    }
}

extension BandCase {
    /// The kinds of row, each a case's label: made once, so that the labels of every case are the same
    /// strings, which compare equal at once.
    package static let anywhere = "anywhere"
    package static let touchingABlock = "touching a block"
    package static let straddlingABlockEdge = "straddling a block's edge"
    package static let zeroHeight = "zero height"
    package static let bottomEdge = "bottom edge"
    package static let reversed = "reversed"
    package static let pastTheWindow = "past the window's edges"

    /// Every kind of row, simplest first.
    package static let kinds = [anywhere, touchingABlock, straddlingABlockEdge, zeroHeight, bottomEdge, reversed, pastTheWindow]
}

/// How far a row drawn at a block's edge reaches past it: not at all (touching), or straddling it.
private let edgeOverlaps: [CGFloat] = [0, 0.5, 1]

extension BandCase {
    /// One row of `sample` (see `Gen.bands(in:)`). The kinds, simplest first, with their weights: anywhere
    /// (3), at a block's edge (2, only where a block's row lies strictly inside the window), zero height
    /// (1), at the bottom edge (1), reversed (1) and past the window's edges (1, up to 200 above or below).
    /// Coordinates favour the spec's constants and the window's own numbers (its height and its blocks' rows).
    ///
    /// Written as one drawing function rather than `flatMap`, which would build the kinds' generators again
    /// for every case.
    static func drawn(in sample: consuming LayoutSample, from source: ChoiceSource) -> BandCase {
        let layout = sample.layout
        let windowHeight = layout.size.height
        let height = Double(windowHeight)
        let numbers = WindowNumbers(layout)
        let edgeCount = numbers.insideEdgeCount
        let anywhereWeight: UInt64 = 3
        let edgeWeight: UInt64 = edgeCount > 0 ? 2 : 0
        let ticket = source.draw(upTo: anywhereWeight + edgeWeight + 3)
        if ticket < anywhereWeight {
            let top = source.point(in: 0...height, favoringRowsOf: layout)
            let bottom = source.point(in: Double(top)...height, favoringRowsOf: layout)
            return BandCase(sample: sample, minY: top, maxY: bottom, kind: BandCase.anywhere)
        }
        if ticket < anywhereWeight + edgeWeight {
            let edge = numbers.insideEdge(at: source.index(below: edgeCount))
            let below = source.bool()
            let extent = source.point(in: 0...height)
            let overlap = source.element(of: edgeOverlaps)
            let kind = overlap == 0 ? BandCase.touchingABlock : BandCase.straddlingABlockEdge
            return below
                ? BandCase(sample: sample, minY: max(edge - overlap, 0), maxY: min(edge + extent, windowHeight), kind: kind)
                : BandCase(sample: sample, minY: max(edge - extent, 0), maxY: min(edge + overlap, windowHeight), kind: kind)
        }
        if ticket == anywhereWeight + edgeWeight {
            let top = source.point(in: 0...height, favoringRowsOf: layout)
            return BandCase(sample: sample, minY: top, maxY: top, kind: BandCase.zeroHeight)
        }
        if ticket == anywhereWeight + edgeWeight + 1 {
            let rise = source.point(in: 0...height)
            return BandCase(sample: sample, minY: windowHeight - rise, maxY: windowHeight, kind: BandCase.bottomEdge)
        }
        if ticket == anywhereWeight + edgeWeight + 2 {
            let top = source.point(in: 0...height, favoringRowsOf: layout)
            let bottom = source.point(in: Double(top)...height, favoringRowsOf: layout)
            return BandCase(sample: sample, minY: bottom, maxY: top, kind: BandCase.reversed)
        }
        let top = source.point(in: -200...height, favoringRowsOf: layout)
        let bottom = source.point(in: Swift.max(0, Double(top))...height + 200, favoringRowsOf: layout)
        return BandCase(sample: sample, minY: top, maxY: bottom, kind: BandCase.pastTheWindow)
    }
}
