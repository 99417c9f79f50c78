import Foundation
import DuoCheckEngine
import DuoGeometry

/// A layout with the shapes of a side column and a bar button.
public struct ColumnCase: Codable, Hashable, CustomStringConvertible {
    public var sample: LayoutSample
    public var shapes: [ColumnShape]
    public var takesTurnsWithEdit: Bool
    public var tabBarItemCount: Int


    /// Creates a case from its fields.
    public init(sample: LayoutSample, shapes: [ColumnShape], takesTurnsWithEdit: Bool, tabBarItemCount: Int) {
        self.sample = sample
        self.shapes = shapes
        self.takesTurnsWithEdit = takesTurnsWithEdit
        self.tabBarItemCount = tabBarItemCount
    }
    public var layout: ContainerViewLayout { sample.layout }
    public var description: String { "\(sample.name), shapes \(shapes), Done takes turns with Edit: \(takesTurnsWithEdit), \(tabBarItemCount) tabs" }
}

extension Gen where Value == ColumnCase {
    /// Layouts with up to four column shapes, a Done button and a tab bar item count in 1...10.
    public static func columns(in layouts: Gen<LayoutSample>) -> Gen<ColumnCase> {
        let shape = Gen<ColumnShape>.oneOf([.always(.backCircle), Gen<Int>.int(in: 1...4).map { .buttonsCapsule(buttonCount: $0) }, .always(.trailingCircle)])
        return zip(layouts, Gen<[ColumnShape]>.array(of: shape, count: 0...4), Gen<Bool>.bool, Gen<Int>.int(in: 1...10))
            .map { ColumnCase(sample: $0, shapes: $1, takesTurnsWithEdit: $2, tabBarItemCount: $3) }
    }
}

extension LayoutProperties {
    /// Rules 1 and 10: the side column's shapes lie in the strip, clear of the block, stacked from its top
    /// without overlapping; the back button goes there whenever there is a strip.
    public static func sideColumn(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property("side-column", rule: "Rule 1", summary: "column shapes stack in the strip, clear of the block, never overlapping",
                 generator: .columns(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            let frames = helpers.sideColumnFrames(layout, item.shapes)
            try require(frames.count <= item.shapes.count, "\(frames.count) frames for \(item.shapes.count) shapes")
            guard let strip = layout.sideColumnStrip else {
                return try require(frames.isEmpty, "column frames \(frames) on a layout without a strip")
            }
            try require(!helpers.sideColumnFrames(layout, [.backCircle]).isEmpty || strip.height < sideColumnCircleDiameter + 2 * sideColumnSpacing,
                        "no back button in the strip \(strip)")
            for (index, frame) in frames.enumerated() {
                try require(strip.contains(frame), "shape \(index) at \(frame) leaves the strip \(strip)")
                try requireClearOfBlocks(frame, in: layout, "shape \(index)")
                if index > 0 { try require(frame.minY >= frames[index - 1].maxY, "shape \(index) at \(frame) overlaps or precedes shape \(index - 1)") }
            }
        }
    }

    /// Rule 9: a Done that takes turns with Edit stays in the row; a Done-only form keeps its circle in the column.
    public static func doneStaysInRow(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property("done-stays-in-row", rule: "Rule 9", summary: "Edit/Done stays in one place; a Done-only form uses the column",
                 generator: .columns(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let placement = helpers.barButtonPlacement(item.layout, .done(takesTurnsWithEdit: item.takesTurnsWithEdit))
            let hasColumn = !helpers.sideColumnFrames(item.layout, [.backCircle]).isEmpty
            try requireEqual(placement, item.takesTurnsWithEdit || !hasColumn ? .row : .sideColumn, "the Done button's place")
        }
    }

    /// The side tab bar sits in the strip at the bottom of root screens, clear of the block and above the
    /// home indicator, its items stacked without overlapping.
    public static func sideTabBar(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        Property("side-tab-bar", rule: "Rule 3", summary: "the side tab bar sits at the bottom of the strip",
                 generator: .columns(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let layout = item.layout
            guard let bar = helpers.tabBarSidePlacement(layout, item.tabBarItemCount) else {
                let room = layout.sideColumnStrip.map { $0.height >= CGFloat(item.tabBarItemCount) * sideTabBarMinimumItemHeight + layout.intrinsicInsets.bottom } ?? false
                return try require(!room || item.tabBarItemCount > sideTabBarMaximumItemCount, "no side tab bar although the strip has room")
            }
            let strip = try requireValue(layout.sideColumnStrip, "a side tab bar without a strip")
            let rounding = 1e-9 * layout.size.height // room / count * count rounds
            try require(bar.barFrame.minY >= strip.minY && bar.barFrame.maxY <= strip.maxY + rounding && bar.barFrame.minX >= strip.minX
                        && bar.barFrame.maxX <= strip.maxX, "the bar \(bar.barFrame) leaves the strip \(strip)")
            try requireClearOfBlocks(bar.barFrame, in: layout, "the side tab bar")
            try require(abs(bar.barFrame.maxY - min(strip.maxY, layout.size.height - layout.intrinsicInsets.bottom)) <= rounding,
                        "the bar \(bar.barFrame) does not end at the strip's bottom or above the home indicator")
            try requireEqual(bar.itemFrames.count, item.tabBarItemCount, "the item count")
        }
    }
}

/// Unwraps `value`, or fails with `message`.
func requireValue<T>(_ value: T?, _ message: String, fileID: String = #fileID, line: Int = #line) throws -> T {
    guard let value else { throw CheckFailure(message: message, location: CheckLocation(fileID: fileID, line: line)) }
    return value
}
