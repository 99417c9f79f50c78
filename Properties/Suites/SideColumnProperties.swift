import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let sideColumnProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.sideColumn, oracle: .table, .decision,
            says: "the strip from the spec; 44-point circles 8 apart (`DecidedNumbers`); each posture's back button and stack (`PostureFrames`)"),
        PropertyDeclaration(LayoutProperties.doneStaysInRow, oracle: .table, says: "whether the spec's posture has a strip"),
        PropertyDeclaration(
            LayoutProperties.sideTabBar, oracle: .table, .decision,
            says:
                "the strip from the spec; `min(56, room / count)`, never under 24, at most 8 (`DecidedNumbers`); each posture's bars of 1, 4 and 8 items (`PostureFrames`)"
        )
    ]
}

/// A layout with the shapes of a side column, a bar button, a side tab bar's item count and an edit toolbar's
/// height.
package struct ColumnCase: Codable, Hashable, CustomStringConvertible {
    package var sample: LayoutSample
    package var shapes: [ColumnShape]
    package var takesTurnsWithEdit: Bool
    package var tabBarItemCount: Int
    /// The height of the edit toolbar that replaces the tab bar while editing.
    package var toolbarHeight: CGFloat

    /// Creates a case from its fields.
    package init(sample: LayoutSample, shapes: [ColumnShape], takesTurnsWithEdit: Bool, tabBarItemCount: Int, toolbarHeight: CGFloat = 49) {
        self.sample = sample
        self.shapes = shapes
        self.takesTurnsWithEdit = takesTurnsWithEdit
        self.tabBarItemCount = tabBarItemCount
        self.toolbarHeight = toolbarHeight
    }
    // Seed files written before the toolbar's height was drawn read as the height it had then, 49.
    private enum CodingKeys: String, CodingKey { case sample, shapes, takesTurnsWithEdit, tabBarItemCount, toolbarHeight }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sample: try container.decode(LayoutSample.self, forKey: .sample), shapes: try container.decode([ColumnShape].self, forKey: .shapes),
            takesTurnsWithEdit: try container.decode(Bool.self, forKey: .takesTurnsWithEdit),
            tabBarItemCount: try container.decode(Int.self, forKey: .tabBarItemCount),
            toolbarHeight: try container.decodeIfPresent(CGFloat.self, forKey: .toolbarHeight) ?? 49)
    }

    package var layout: ContainerViewLayout { sample.layout }
    package var description: String {
        "\(sample.name), shapes \(shapes), Done takes turns with Edit: \(takesTurnsWithEdit), \(tabBarItemCount) tabs, toolbar \(toolbarHeight) tall"
    }
}

extension Gen where Value == ColumnCase {
    /// Layouts with up to four column shapes, a Done button, a tab bar item count in 0...10 (the side tab bar
    /// holds 1...8) and an edit toolbar 0...120 tall.
    package static func columns(in layouts: Gen<LayoutSample>) -> Gen<ColumnCase> {
        let shape = Gen<ColumnShape>.oneOf([
            .always(.backCircle), Gen<Int>.int(in: 1...4).map { .buttonsCapsule(buttonCount: $0) }, .always(.trailingCircle)
        ])
        return zip(
            layouts, Gen<[ColumnShape]>.array(of: shape, count: 0...4), Gen<Bool>.bool, Gen<Int>.int(in: 0...10), Gen<CGFloat>.point(in: 0...120)
        )
        .map { ColumnCase(sample: $0, shapes: $1, takesTurnsWithEdit: $2, tabBarItemCount: $3, toolbarHeight: $4) }
    }

}

extension LayoutProperties {
    /// Rules 1 and 10: the side column's shapes stack in the strip from its top (the left strip where there is
    /// one), each 8 below the last (the first 8 below the strip's top), centred across the strip, circles
    /// `min(44, strip width)` across and a capsule one circle per button (one circle for a capsule of none, a decision:
    /// an empty capsule still shows); as many as fit, in order. No strip, no
    /// column. The back button (`sideColumnNavigationButtonFrame`) is the first circle, and a screen places it there
    /// exactly when it has one. A stack of twelve circles holds as many as fit, `n` circles taking `n * (44 + 8)` of
    /// the strip. The 44 and the 8 are decisions (``DecidedNumbers``); in each posture the back button and the
    /// number of circles are the hand-worked table's (``PostureFrames``: FP's back button is 402, 178, 44 x 44).
    package static func sideColumn(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property(
            PropertyID.sideColumn.rawValue, source: .rule(1), summary: "column shapes stack in the strip, clear of the block, never overlapping",
            generator: .frequency([(3, .columns(in: .anyLayout)), (1, .anyColumns(in: .anyLayout)), (1, .exactFitColumns)]),
            labels: { $0.sample.labels + ($0.hasEmptyCapsule ? [WholeSpaceCaseLabel.emptyCapsule] : []) },
            coverage: everyPostureDrawn + [CoverageRequirement(label: WholeSpaceCaseLabel.emptyCapsule, minimumFraction: 0.05)]
        ) { item in
            let layout = item.layout
            let spacing = DecidedNumbers.sideColumnSpacing
            let frames = helpers.sideColumnFrames(layout, item.shapes)
            let back = helpers.sideColumnNavigationButtonFrame(layout)
            let circles = helpers.sideColumnFrames(layout, Array(repeating: .backCircle, count: 12))
            try requireEqual(helpers.placesNavigationButtonInSideColumn(layout), back != nil, "whether the back button goes in the side column")
            if let posture = item.sample.posture {
                let table = PostureFrames.of(posture)
                try decided(.sideColumnNumbers) {
                    try requireEqual(back, table.backButton, "\(posture)'s back button")
                    try requireEqual(circles.count, table.circlesThatFit, "how many of twelve circles fit \(posture)'s strip")
                }
            }
            // Which strip holds the column is decided beside two strips, or an inset inconsistent with its blocks.
            let stripDecision = Self.stripDecision(item.sample)
            guard let strip = ExpectedLayout(item.sample).columnStrip else {
                try decided(by: stripDecision) { try require(frames.isEmpty && back == nil, "column frames \(frames) on a layout without a strip") }
                return
            }
            try decided(by: stripDecision) {
                let diameter = Swift.min(DecidedNumbers.sideColumnCircleDiameter, strip.width)
                let backFits = strip.height >= spacing + diameter
                // First which strip: every frame in it, and the back button.
                for frame in frames { try require(Oracle.contains(strip, frame), "the column's frame \(frame) leaves the strip \(strip)") }
                if let back { try require(Oracle.contains(strip, back), "the back button \(back) leaves the strip \(strip)") }
                try decided(.sideColumnNumbers) {
                    try requireEqual(back != nil, backFits, "whether the back button has a place in the strip \(strip)")
                    if let back {
                        try requireClose(
                            back, CGRect(x: strip.midX - diameter / 2, y: strip.minY + spacing, width: diameter, height: diameter),
                            "the back button in the strip \(strip)")
                    }
                }
                let (fitting, aLaterShapeFits) = try requireColumnStack(item, frames, in: strip, diameter: diameter, spacing: spacing)
                let circlesThatFit = Swift.min(12, Int((strip.height / (diameter + spacing)).rounded(.down)))
                try decided(.sideColumnNumbers) {
                    // Where a shape after the first misfit would fit, where the column stops is a decision of its own.
                    try decided(.columnEndsAtFirstMisfit, when: aLaterShapeFits) {
                        try requireEqual(frames.count, fitting, "the number of shapes that fit the strip \(strip)")
                    }
                    try requireEqual(circles.count, circlesThatFit, "the number of twelve circles that fit the strip \(strip)")
                }
                for circle in circles { try require(Oracle.contains(strip, circle), "a stacked circle \(circle) leaves the strip \(strip)") }
                // Frames past the first misfit (where a helper places them) keep to the strip like the others.
                for index in frames.indices.dropFirst(fitting) {
                    try requireClearOfBlocks(frames[index], in: layout, "shape frame \(index)")
                    try require(
                        Oracle.contains(strip, frames[index]) && (index == 0 || frames[index].minY >= frames[index - 1].maxY),
                        "shape frame \(index) at \(frames[index]) leaves the strip \(strip) or overlaps the one above")
                }
            }
        }
    }

    /// The side column's frames for `item`'s shapes, checked shape by shape as they stack from the strip's top:
    /// each in the strip, clear of the blocks and below the one above, and (a decision) centred across the strip,
    /// `spacing` below the last and `diameter` across. Returns how many of the shapes fit before the first that does
    /// not, and whether a shape after that one would fit below the last placed.
    static func requireColumnStack(
        _ item: ColumnCase, _ frames: [CGRect], in strip: CGRect, diameter: CGFloat, spacing: CGFloat
    ) throws -> (fitting: Int, aLaterShapeFits: Bool) {
        let heightOf = { (shape: ColumnShape) -> CGFloat in
            // Its buttons end to end, a circle each; none keeps the decided room.
            if case .buttonsCapsule(let count) = shape { return diameter * (count > 0 ? CGFloat(count) : DecidedNumbers.emptyCapsuleCircles) }
            return diameter
        }
        var top = strip.minY
        var fitting = 0
        for (index, shape) in item.shapes.enumerated() {
            let height = heightOf(shape)
            guard top + spacing + height <= strip.maxY else {
                return (fitting, item.shapes.dropFirst(index + 1).contains { top + spacing + heightOf($0) <= strip.maxY })
            }
            if fitting < frames.count {
                let frame = frames[fitting]
                try decided(.sideColumnNumbers) {
                    try requireClose(frame.midX, strip.midX, "shape \(fitting)'s centre across the strip \(strip)")
                    try requireClose(frame.minY, top + spacing, "shape \(fitting)'s top, \(spacing) below the last")
                    try requireEqual(frame.size, CGSize(width: diameter, height: height), "shape \(fitting)'s size")
                }
                try requireClearOfBlocks(frame, in: item.layout, "shape \(fitting)")
                try require(
                    Oracle.contains(strip, frame) && (fitting == 0 || frame.minY >= frames[fitting - 1].maxY),
                    "shape \(fitting) at \(frame) leaves the strip \(strip) or overlaps the one above")
            }
            top += spacing + height
            fitting += 1
        }
        return (fitting, false)
    }

    /// Rule 9: a Done that takes turns with Edit stays in the row; a Done-only form keeps its circle in the
    /// column wherever there is one (FP, FL, FR and UL; not UP, not other devices).
    package static func doneStaysInRow(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property(
            PropertyID.doneStaysInRow.rawValue, source: .rule(9), summary: "Edit/Done stays in one place; a Done-only form uses the column",
            generator: .columns(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { item in
            let hasColumn: Bool
            let strip = ExpectedLayout(item.sample).columnStrip
            if let posture = item.sample.posture {
                hasColumn = SpecPosture.of(posture).strip != nil
            } else {
                hasColumn =
                    strip.map { $0.height >= DecidedNumbers.sideColumnSpacing + Swift.min(DecidedNumbers.sideColumnCircleDiameter, $0.width) }
                    ?? false
            }
            // Off the postures, whether a strip holds a column is decided (a circle and the gap above it must fit), and
            // so is which strip a layout has beside two, or beside an inset inconsistent with its blocks.
            let fitDecides = item.sample.posture == nil && strip != nil
            let columnDecision = Self.stripDecision(item.sample) ?? (fitDecides ? .syntheticColumnFits : nil)
            let done = helpers.barButtonPlacement(item.layout, .done(takesTurnsWithEdit: item.takesTurnsWithEdit))
            try decided(by: item.takesTurnsWithEdit ? nil : columnDecision) {
                try requireEqual(done, item.takesTurnsWithEdit || !hasColumn ? .row : .sideColumn, "the Done button's place")
            }
            try decided(by: columnDecision) {
                try requireEqual(
                    helpers.barButtonPlacement(item.layout, BarButton(role: .back)), hasColumn ? .sideColumn : .row, "the back button's place")
            }
            // A button of any role marked staysInRow keeps to the row: the Edit that takes turns with Done as the Done does.
            for role in [BarButtonRole.back, .close, .done, .edit, .other] {
                try requireEqual(
                    helpers.barButtonPlacement(item.layout, BarButton(role: role, staysInRow: true)), .row, "a \(role) button marked staysInRow")
            }
        }
    }

    /// The side tab bar sits in the strip at the bottom of the root screens: it ends at the strip's bottom, or
    /// above the home indicator where the strip reaches the bottom edge; its 1...8 items stack from its top
    /// without gaps, each `min(56, room / count)` tall and never under 24, across the strip's width. Where there is
    /// no strip, no room, or a count outside 1...8, there is no side tab bar. Each case also asks for the fullest
    /// bar, of 8 items. The 56, 24 and 8 are decisions (``DecidedNumbers``); in each posture the bars of 1, 4 and 8
    /// items are the hand-worked table's (``PostureFrames``: FP's bar of 4 is 382, 434, 84 x 224).
    package static func sideTabBar(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property(
            PropertyID.sideTabBar.rawValue, source: .rule(3), summary: "the side tab bar sits at the bottom of the strip",
            generator: .frequency([(3, .columns(in: .anyLayout)), (1, .anyColumns(in: .anyLayout)), (1, .exactFitColumns)]),
            labels: { $0.sample.labels + ($0.hasEmptyCapsule ? [WholeSpaceCaseLabel.emptyCapsule] : []) },
            coverage: everyPostureDrawn + [CoverageRequirement(label: WholeSpaceCaseLabel.emptyCapsule, minimumFraction: 0.05)]
        ) { item in
            let layout = item.layout
            if let posture = item.sample.posture {
                // Rule 3's "the side tab bar, which sits in the strip at the bottom of the root screens": a posture's strip
                // holds a bar; how many items it takes, and how tall, is decided.
                let hasStrip = ExpectedLayout(item.sample).columnStrip != nil
                try require((helpers.tabBarSidePlacement(layout, 1) != nil) == hasStrip, "whether \(posture)'s strip holds a side tab bar")
                for count in [1, 4, 8] {
                    let bar = helpers.tabBarSidePlacement(layout, count)
                    let table = PostureFrames.of(posture).tabBars[count]
                    try decided(.sideTabBarNumbers) {
                        try requireEqual(bar?.barFrame, table?.bar, "\(posture)'s side tab bar of \(count) items")
                        try requireEqual(
                            bar?.itemFrames.map(\.height), table.map { Array(repeating: $0.itemHeight, count: count) }, "\(posture)'s tab items")
                    }
                }
            }
            // Which strip holds the bar is decided beside two strips, or an inset inconsistent with its blocks.
            try decided(by: Self.stripDecision(item.sample)) {
                for count in [item.tabBarItemCount, DecidedNumbers.sideTabBarMaximumItemCount] {
                    let placed = helpers.tabBarSidePlacement(layout, count)
                    try decided(.sideTabBarNumbers) {
                        try requireEqual(
                            placed != nil, sideTabBarIsPlaced(count: count, in: item.sample), "whether a side tab bar of \(count) items is placed")
                    }
                    guard let strip = ExpectedLayout(item.sample).columnStrip else {
                        try require(placed == nil, "a side tab bar \(String(describing: placed?.barFrame)) on a layout without a strip")
                        continue
                    }
                    guard let bar = placed else { continue }
                    let bottom = Swift.min(strip.maxY, layout.size.height - layout.intrinsicInsets.bottom)
                    try requireClose(bar.barFrame.maxY, bottom, "the bar's bottom (the strip's, or the top of the home indicator)")
                    try require(
                        bar.barFrame.minX == strip.minX && bar.barFrame.width == strip.width && bar.barFrame.minY >= strip.minY,
                        "the bar \(bar.barFrame) leaves the strip \(strip)")
                    try requireClearOfBlocks(bar.barFrame, in: layout, "the side tab bar")
                    try requireEqual(bar.itemFrames.count, count, "the item count")
                    try decided(.sideTabBarNumbers) { try requireSideTabItemHeights(bar, in: strip) }
                    for (index, frame) in bar.itemFrames.enumerated() {
                        try require(
                            frame.minX == strip.minX && frame.width == strip.width, "item \(index) at \(frame) is not across the strip \(strip)")
                        let expectedTop = index == 0 ? bar.barFrame.minY : bar.itemFrames[index - 1].maxY
                        try requireClose(frame.minY, expectedTop, "item \(index)'s top (the bar's top, or the last item's bottom)")
                    }
                    if let last = bar.itemFrames.last { try requireClose(last.maxY, bottom, "the last item's bottom") }
                    try requireHashAlike(bar.movedToX(0), bar.movedToX(-0.0), "side tab bars at x 0 and -0.0")
                }
            }
        }
    }
}
