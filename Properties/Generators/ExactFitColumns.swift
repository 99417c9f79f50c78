import Foundation
import DuoCheckEngine
import DuoGeometry

extension Gen where Value == ColumnCase {
    /// Synthetic foldables with a right strip below an 84-point block, sized so that something fits exactly:
    /// a stack of one to nine circles ending at the strip's bottom (behind a capsule too tall for the strip, one
    /// time in two), or one to eight side tab bar items of exactly the shortest height, 24, above the home indicator.
    package static var exactFitColumns: Gen<ColumnCase> {
        Gen { source in
            let width = source.point(in: 300...1100, resolution: .whole)
            let blockHeight = source.point(in: 1...200, resolution: .whole)
            let fitsCircles = source.bool()
            let count = source.int(in: 1...(fitsCircles ? 9 : DecidedNumbers.sideTabBarMaximumItemCount))
            let room =
                fitsCircles
                ? CGFloat(count) * (DecidedNumbers.sideColumnCircleDiameter + DecidedNumbers.sideColumnSpacing)
                : 20 + CGFloat(count) * DecidedNumbers.sideTabBarMinimumItemHeight
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: blockHeight + room), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: EdgeInsets(right: 84), intrinsicInsets: EdgeInsets(bottom: 20), statusBarHeight: nil,
                reservedCorners: ReservedCorners([ReservedCornerBlock(corner: .topRight, width: 84, height: blockHeight)]),
                screenCornerRadii: .uniform(40))
            let name = fitsCircles ? "synthetic foldable, circles fill the strip" : "synthetic foldable, side tab bar items of 24"
            var column = ColumnCase(
                sample: LayoutSample(name: name, layout: layout, family: .syntheticFoldable),
                shapes: Array(repeating: .backCircle, count: fitsCircles ? count : 1), takesTurnsWithEdit: source.bool(),
                tabBarItemCount: fitsCircles ? source.int(in: 0...10) : count)
            // One in two stacks of circles starts with a capsule too tall for the strip (2 × count buttons), which ends
            // the column at once: shapes stack in order, so the circles after it, which would fit, are not placed.
            if fitsCircles, source.bool() { column.shapes.insert(.buttonsCapsule(buttonCount: 2 * count), at: 0) }
            return column
        }
    }
}
