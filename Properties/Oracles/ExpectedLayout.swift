import Foundation
import DuoGeometry

/// What the spec says of one layout, worked out without the core's helpers: its strips and its status island.
/// (The side insets of a row are the raster oracle's, ``RowRaster``, which reads the strip sides from here.)
///
/// For the Duo's own postures the strips and the island come from ``SpecPosture`` (the spec's "derived"
/// column). For any other layout they follow the spec's definitions, applied to block frames worked out here:
/// - a strip is "a side whose inset exists only because of [the blocks]": the side's safe inset is positive and
///   is exactly as wide as the widest block on that side; it is the inset column less the rows of that side's
///   blocks;
/// - a status island is a top-corner block of positive height inside the top inset, on a side without a strip
///   (UP's "top-right 134x82 status island").
package struct ExpectedLayout {
    /// The layout.
    package let layout: ContainerViewLayout
    /// The strip on the left, if any.
    package let leftStrip: CGRect?
    /// The strip on the right, if any.
    package let rightStrip: CGRect?

    /// The expectations for `sample`: the spec's own row for a Duo posture, the definitions for the rest.
    package init(_ sample: LayoutSample) {
        self.init(sample.layout, posture: sample.posture)
    }

    /// The expectations for `layout`; `posture` names the spec's row when the layout is that posture's own.
    package init(_ layout: ContainerViewLayout, posture: DuoPosture? = nil) {
        self.layout = layout
        if let posture {
            let strip = SpecPosture.of(posture).strip
            leftStrip = strip?.edge == .left ? strip?.frame : nil
            rightStrip = strip?.edge == .right ? strip?.frame : nil
        } else {
            leftStrip = Self.definedStrip(.left, in: layout)
            rightStrip = Self.definedStrip(.right, in: layout)
        }
    }

    /// The strip on `side`, if any.
    package func strip(_ side: HorizontalEdge) -> CGRect? { side == .left ? leftStrip : rightStrip }

    /// Whether `side` is a strip side: its safe inset exists only because of its blocks. A strip side whose
    /// blocks cover the whole column has no strip rectangle, but is still a strip side.
    package func isStripSide(_ side: HorizontalEdge) -> Bool {
        strip(side) != nil || Self.insetIsExplainedByBlocks(side, in: layout)
    }

    /// The sides with a strip rectangle, left first.
    package var sidesWithStrips: [HorizontalEdge] { HorizontalEdge.allCases.filter { strip($0) != nil } }

    /// Whether `side` has a positive safe inset and blocks of its own, yet no strip: its inset is not exactly as wide
    /// as its widest block (an inconsistent table), so it is decided to keep its inset on every row
    /// (``Decision/inconsistentInsetIsKept``).
    package func hasInconsistentInset(_ side: HorizontalEdge) -> Bool {
        !isStripSide(side) && safeInset(side) > 0 && !ownBlocks(side).isEmpty
    }

    /// Whether either side has an inconsistent inset (``hasInconsistentInset(_:)``).
    package var hasInconsistentInset: Bool { HorizontalEdge.allCases.contains(where: hasInconsistentInset) }

    /// Whether the layout has a strip on each side, of which the side column and side tab bar are decided to use the
    /// left (``Decision/leftStripOfTwo``).
    package var hasTwoStrips: Bool { leftStrip != nil && rightStrip != nil }

    /// The strip the side column and side tab bar use: the left one when there is one, else the right.
    package var columnStrip: CGRect? { leftStrip ?? rightStrip }

    /// The safe inset on `side`.
    package func safeInset(_ side: HorizontalEdge) -> CGFloat { side == .left ? layout.safeInsets.left : layout.safeInsets.right }

    /// The blocks on `side` with their frames.
    func ownBlocks(_ side: HorizontalEdge) -> [(block: ReservedCornerBlock, frame: CGRect)] {
        layout.reservedCorners.filter { Oracle.isLeft($0.corner) == (side == .left) }.map { ($0, Oracle.frame(of: $0, in: layout.size)) }
    }

    /// The status islands: top-corner blocks of positive height inside the top inset, on a side without a strip.
    package var islands: [CGRect] {
        HorizontalEdge.allCases.filter { !isStripSide($0) }.flatMap { side in
            ownBlocks(side).filter { $0.frame.minY == 0 && $0.frame.height > 0 && $0.frame.height <= layout.safeInsets.top }.map(\.frame)
        }
    }

    /// The island a top bar keeps clear of: the first in table order, or nil.
    package var island: CGRect? {
        layout.reservedCorners.lazy.map { Oracle.frame(of: $0, in: self.layout.size) }.first { self.islands.contains($0) }
    }

    /// The raster oracle of this layout's rows (``RowRaster``), reading the documented decisions.
    package var raster: RowRaster { RowRaster(self) }

    // MARK: - The strip definition

    /// Whether `side`'s safe inset is positive and exactly as wide as the widest block on that side.
    static func insetIsExplainedByBlocks(_ side: HorizontalEdge, in layout: ContainerViewLayout) -> Bool {
        let inset = side == .left ? layout.safeInsets.left : layout.safeInsets.right
        let widths = layout.reservedCorners.filter { Oracle.isLeft($0.corner) == (side == .left) }.map(\.width)
        guard inset > 0, let widest = widths.max() else { return false }
        return widest == inset
    }

    /// The strip on `side` by the definition: the inset column from below the lowest top block to above the
    /// highest bottom block on that side; nil without a strip or when the blocks cover the column.
    static func definedStrip(_ side: HorizontalEdge, in layout: ContainerViewLayout) -> CGRect? {
        guard insetIsExplainedByBlocks(side, in: layout) else { return nil }
        let inset = side == .left ? layout.safeInsets.left : layout.safeInsets.right
        var top: CGFloat = 0
        var bottom = layout.size.height
        for block in layout.reservedCorners where Oracle.isLeft(block.corner) == (side == .left) {
            let frame = Oracle.frame(of: block, in: layout.size)
            if Oracle.isTop(block.corner) {
                top = Swift.max(top, frame.maxY)
            } else {
                bottom = Swift.min(bottom, frame.minY)
            }
        }
        guard bottom > top else { return nil }
        return CGRect(x: side == .left ? 0 : layout.size.width - inset, y: top, width: inset, height: bottom - top)
    }
}
