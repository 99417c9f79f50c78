import Foundation
import DuoCheckEngine
import DuoGeometry

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
