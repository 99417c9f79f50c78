import Foundation
import DuoCheckEngine
import DuoGeometry

/// A horizontal row of a layout, from `minY` to `maxY`.
public struct BandCase: Codable, Hashable, CustomStringConvertible {
    /// The layout the row is in.
    public var sample: LayoutSample
    /// The row's top.
    public var minY: CGFloat
    /// The row's bottom.
    public var maxY: CGFloat
    /// How the row was drawn: "anywhere", "touching a block", "straddling a block's edge", "zero height" or
    /// "bottom edge".
    public var kind: String


    /// Creates a case from its fields.
    public init(sample: LayoutSample, minY: CGFloat, maxY: CGFloat, kind: String) {
        self.sample = sample
        self.minY = minY
        self.maxY = maxY
        self.kind = kind
    }
    public var layout: ContainerViewLayout { sample.layout }
    public var description: String { "\(sample.name), band \(minY)..\(maxY) (\(kind))" }
}

extension Gen where Value == BandCase {
    /// Rows of layouts drawn from `layouts`: anywhere in the window, touching a block's edge exactly (from
    /// above or below) or straddling it by half a point or a point, of zero height, and at the bottom edge.
    /// Every row lies inside the window.
    public static func bands(in layouts: Gen<LayoutSample>) -> Gen<BandCase> {
        layouts.flatMap { sample in
            let height = Double(sample.layout.size.height)
            let windowNumbers = [height] + sample.layout.reservedCorners.blocks.flatMap { block -> [Double] in
                let rows = block.rows(containerHeight: sample.layout.size.height)
                return [Double(rows.minY), Double(rows.maxY)]
            }
            let y = Gen<CGFloat>.point(in: 0...height, constants: windowNumbers)
            let anywhere = y.flatMap { top in
                Gen<CGFloat>.point(in: Double(top)...height, constants: windowNumbers).map { (top, $0, "anywhere") }
            }
            let zeroHeight = y.map { ($0, $0, "zero height") }
            let bottomEdge = Gen<CGFloat>.point(in: 0...height).map { (sample.layout.size.height - $0, sample.layout.size.height, "bottom edge") }
            var kinds: [(Int, Gen<(CGFloat, CGFloat, String)>)] = [(3, anywhere), (1, zeroHeight), (1, bottomEdge)]
            if !windowNumbers.dropFirst().isEmpty {
                let edges = Array(windowNumbers.dropFirst()).filter { $0 > 0 && $0 < height }
                if !edges.isEmpty {
                    let overlap = Gen<CGFloat>.element(of: [0, 0.5, 1])
                    let touching = zip(Gen<Double>.element(of: edges), Gen<Bool>.bool, Gen<CGFloat>.point(in: 0...height), overlap).map {
                        edge, below, extent, overlap -> (CGFloat, CGFloat, String) in
                        let edge = CGFloat(edge)
                        let kind = overlap == 0 ? "touching a block" : "straddling a block's edge"
                        return below ? (max(edge - overlap, 0), min(edge + extent, CGFloat(height)), kind)
                            : (max(edge - extent, 0), min(edge + overlap, CGFloat(height)), kind)
                    }
                    kinds.insert((2, touching), at: 1)
                }
            }
            return Gen<(CGFloat, CGFloat, String)>.frequency(kinds).map { BandCase(sample: sample, minY: $0.0, maxY: $0.1, kind: $0.2) }
        }
    }
}
