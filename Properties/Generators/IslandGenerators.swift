import Foundation
import DuoCheckEngine
import DuoGeometry

extension Gen where Value == LayoutSample {
    /// Layouts with a status island: UP, and synthetic windows whose top-corner block is widened into the top
    /// inset. A synthetic window's top inset is the island's height or taller, and the side away from the island
    /// may have a safe inset of its own (so rows between the safe insets are not the window's width); one window
    /// in four also has a block in the bottom corner across, reaching up into the clock line's rows.
    package static var islandLayouts: Gen<LayoutSample> {
        let synthetic = Gen<LayoutSample> { source in
            let width = source.point(in: 300...1100, resolution: .whole)
            let height = source.point(in: 300...1100, resolution: .whole)
            let onLeft = source.bool()
            let islandWidth = source.point(in: 1...200, resolution: .whole)
            let islandHeight = source.point(in: 1...120, resolution: .whole)
            let top = islandHeight + (source.bool() ? 0 : source.point(in: 1...40, resolution: .whole))
            let otherSide = source.element(of: [0, 16, 44] as [CGFloat])
            var blocks = [ReservedCornerBlock(corner: onLeft ? .topLeft : .topRight, width: islandWidth, height: islandHeight)]
            if source.int(in: 0...3) == 0 {
                // A block in the bottom corner across, reaching up into the clock line's rows.
                let reach = source.point(in: 40...120, resolution: .whole)
                blocks.append(ReservedCornerBlock(corner: onLeft ? .bottomRight : .bottomLeft, width: 30, height: height - reach))
            }
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: EdgeInsets(top: top, left: onLeft ? 0 : otherSide, bottom: 0, right: onLeft ? otherSide : 0),
                intrinsicInsets: EdgeInsets(bottom: 20), statusBarHeight: top,
                reservedCorners: ReservedCorners(blocks), screenCornerRadii: .uniform(55))
            return LayoutSample(name: "synthetic island", layout: layout, family: .ordinary)
        }
        return .frequency([(3, .always(LayoutSample(name: "UP", layout: .iPhoneDuo(.UP)))), (2, synthetic)])
    }

    /// ``islandLayouts`` with the status bar drawn after each: as tall as the top inset (as the layout has it), as the
    /// island, 10 taller than the inset, or none, so that the status height and the top inset beside an island are
    /// told apart. Three synthetic windows in four also get a second top block, in the top corner across from the
    /// island: a second island inside the top inset, or a block widened into that side's inset (a strip beside the
    /// clock line's rows). UP keeps its table. The snapshots' corpus keeps ``islandLayouts`` itself.
    package static var islandLayoutsOfAnyStatus: Gen<LayoutSample> {
        islandLayouts.then { sample, source in
            sample.withLayout { layout in
                let top = layout.safeInsets.top
                let island = layout.reservedCorners.first { $0.corner.isTop }
                layout.statusBarHeight = source.element(of: [top, island?.height ?? top, top + 10, nil] as [CGFloat?])
                if sample.posture == nil, let island, source.int(in: 0...3) != 0 { addTopBlock(across: island, to: &layout, source) }
            }
        }
    }

    /// Adds a block to `layout` in the top corner across from `island`: within the top inset (a second island) or,
    /// one time in two, widened into its side's inset and ending at the clock line or above it (a strip that the
    /// clock line's rows span, or reach when they are tall). It is at most half as wide as the room beside the
    /// island, so that the two leave a row between them, as a device's corners do.
    private static func addTopBlock(across island: ReservedCornerBlock, to layout: inout ContainerViewLayout, _ source: ChoiceSource) {
        let corner: ScreenCorner = island.corner == .topRight ? .topLeft : .topRight
        let width = source.point(in: 1...Swift.max(1, Double(floor((layout.size.width - island.width) / 2))), resolution: .whole)
        let isStrip = source.bool()
        let top = Double(layout.safeInsets.top)
        let height = source.point(in: 1...(isStrip ? Double(SpecNumbers.clockLineY) : top), resolution: .whole)
        layout.reservedCorners.blocks.append(ReservedCornerBlock(corner: corner, width: width, height: height))
        guard isStrip else { return }
        if corner.side == .left {
            layout.safeInsets.left = Swift.max(layout.safeInsets.left, width)
        } else {
            layout.safeInsets.right = Swift.max(layout.safeInsets.right, width)
        }
    }
}

/// A layout with a status island, a riding row and a control in it.
package struct IslandCase: Codable, Hashable, CustomStringConvertible {
    package var sample: LayoutSample
    /// The top of a row that rises and falls with a sheet.
    package var rowMinY: CGFloat
    /// The row's height.
    package var rowHeight: CGFloat
    /// The width of the control in the row's trailing corner.
    package var controlWidth: CGFloat

    /// Creates a case from its fields.
    package init(sample: LayoutSample, rowMinY: CGFloat, rowHeight: CGFloat, controlWidth: CGFloat) {
        self.sample = sample
        self.rowMinY = rowMinY
        self.rowHeight = rowHeight
        self.controlWidth = controlWidth
    }
    package var layout: ContainerViewLayout { sample.layout }
    package var description: String { "\(sample.name), row at \(rowMinY) height \(rowHeight), control \(controlWidth) wide" }
}

extension Gen where Value == IslandCase {
    /// Rows over layouts drawn from `layouts`, 16 to 120 tall: at any position from above the window to its
    /// bottom (one time in two), starting exactly at the island's bottom, or ending exactly at the window's top.
    ///
    /// The position is drawn for every kind of row, used or not, so that each kind takes as many choices: a
    /// shrunk row then reads "at 0" wherever a row at 0 fails the same way, instead of taking a fixed kind for
    /// being one choice shorter.
    package static func islandRows(in layouts: Gen<LayoutSample>) -> Gen<IslandCase> {
        let rowHeight = Gen<CGFloat>.point(in: 16...120)
        let controlWidth = Gen<CGFloat>.point(in: 20...120)
        return layouts.then { sample, source in
            let kind = source.int(in: 0...3)
            let height = rowHeight.run(source)
            let width = controlWidth.run(source)
            let position = source.point(in: -100...Double(sample.layout.size.height))
            let rowMinY: CGFloat
            switch kind {
            case 2: rowMinY = sample.layout.reservedCorners.first { $0.corner.isTop }?.height ?? 0
            case 3: rowMinY = -height
            default: rowMinY = position
            }
            return IslandCase(sample: sample, rowMinY: rowMinY, rowHeight: height, controlWidth: width)
        }
    }
}

extension Gen where Value == LayoutSample {
    /// Synthetic windows with islands beyond the posture's kind: one to three top-right blocks no taller than the safe
    /// top, each its own width and height (so the widest is not always the tallest), and a right inset that may be
    /// wider than the islands. What the top bar makes of them is checked under a decision (islands beyond the posture),
    /// with the trailing buttons' edge worked out by plain geometry: the safe edge, or the left edge of the leftmost
    /// island at the right edge.
    package static var crowdedIslandLayouts: Gen<LayoutSample> {
        Gen { source in
            let width = source.point(in: 300...1100, resolution: .whole)
            let height = source.point(in: 300...1100, resolution: .whole)
            let top = source.point(in: 20...120, resolution: .whole)
            var blocks: [ReservedCornerBlock] = []
            for _ in 0...source.int(in: 0...2) {
                blocks.append(
                    ReservedCornerBlock(
                        corner: .topRight, width: source.point(in: 1...200, resolution: .whole),
                        height: source.point(in: 1...Double(top), resolution: .whole)))
            }
            // The right inset: none, or one drawn up to 250, so that it is sometimes wider than every island.
            let right = source.bool() ? 0 : source.point(in: 0...250, resolution: .whole)
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: EdgeInsets(top: top, left: 0, bottom: 0, right: right), intrinsicInsets: EdgeInsets(bottom: 20),
                statusBarHeight: top, reservedCorners: ReservedCorners(blocks), screenCornerRadii: .uniform(55))
            return LayoutSample(name: "synthetic islands", layout: layout, family: .ordinary)
        }
    }
}
