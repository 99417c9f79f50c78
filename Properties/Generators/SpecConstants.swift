import Foundation
import DuoCheckEngine
import DuoGeometry

/// The spec's constants, which the generators' edge-case bias favours: the block sizes (84, 170, 82, 134,
/// 120), the compact status height (16), the home indicator (20), the off-axis distance (42), the clock line
/// (47), the corner radii (55, 59, 8), the editor lift (62), a phone's width (375), the container caps (414,
/// 428) and each posture's window (466, 678, 669, 951). In ascending order, which a draw over a range that
/// changes from case to case relies on (`ChoiceSource.double(in:resolution:favoringAscending:)`).
@usableFromInline package let specConstants: [Double] = [8, 16, 20, 42, 47, 55, 59, 62, 82, 84, 120, 134, 170, 375, 384, 414, 428, 466, 669, 678, 951]

extension Gen where Value == CGFloat {
    /// A coordinate in `range` at `resolution`, biased toward the range's ends, the spec's constants and
    /// any `constants` of the case at hand (a window's own numbers).
    @usableFromInline package static func point(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .half, constants: [Double] = []
    ) -> Gen<CGFloat> {
        // One closure around the engine's draw (a `map` of `Gen<Double>.double` would be two calls a draw).
        let draw = DoubleDraw(in: range, resolution: resolution, constants: constants.isEmpty ? specConstants : specConstants + constants)
        return Gen { source in CGFloat(draw.value(from: source)) }
    }
}

extension ChoiceSource {
    /// Draws what `Gen<CGFloat>.point(in: range, resolution: resolution)` draws, for a range that depends
    /// on an earlier draw (see `Gen.then`).
    @inlinable @inline(__always)
    package func point(in range: ClosedRange<Double>, resolution: DoubleResolution = .half) -> CGFloat {
        specConstants.withUnsafeBufferPointer { CGFloat(double(in: range, resolution: resolution, favoringAscending: $0)) }
    }

    /// Draws what `Gen<CGFloat>.point(in: range, constants: layout's window numbers)` draws: biased toward
    /// the spec's constants, then the window's height and its blocks' rows (see ``WindowNumbers``).
    @inlinable @inline(__always)
    package func point(in range: ClosedRange<Double>, resolution: DoubleResolution = .half, favoringRowsOf layout: ContainerViewLayout) -> CGFloat {
        CGFloat(double(in: range, resolution: resolution, favoring: SpecConstantsThen(WindowNumbers(layout))))
    }
}

/// A window's own numbers, read from its layout only when an edge-case turn asks: its height, then the top
/// and bottom row of each block, in table order.
@usableFromInline package struct WindowNumbers: RandomAccessCollection {
    @usableFromInline let height: CGFloat
    @usableFromInline let blocks: ReservedCorners

    /// The numbers of `layout`'s window.
    @inlinable
    package init(_ layout: ContainerViewLayout) {
        height = layout.size.height
        blocks = layout.reservedCorners
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { 1 + 2 * blocks.count }

    @inlinable
    package subscript(position: Int) -> Double {
        if position == 0 { return Double(height) }
        let rows = blocks[(position - 1) / 2].rows(containerHeight: height)
        return Double(position % 2 == 1 ? rows.minY : rows.maxY)
    }

    /// How many block rows lie strictly inside the window (the edges a row can touch or straddle).
    @inlinable
    package var insideEdgeCount: Int {
        var count = 0
        for block in blocks {
            let rows = block.rows(containerHeight: height)
            if rows.minY > 0 && rows.minY < height { count += 1 }
            if rows.maxY > 0 && rows.maxY < height { count += 1 }
        }
        return count
    }

    /// The block row strictly inside the window at `index` (in `0 ..< insideEdgeCount`), in table order:
    /// each block's top row, then its bottom row.
    @inlinable
    package func insideEdge(at index: Int) -> CGFloat {
        var remaining = index
        for block in blocks {
            let rows = block.rows(containerHeight: height)
            if rows.minY > 0 && rows.minY < height {
                if remaining == 0 { return rows.minY }
                remaining -= 1
            }
            if rows.maxY > 0 && rows.maxY < height {
                if remaining == 0 { return rows.maxY }
                remaining -= 1
            }
        }
        preconditionFailure("no block edge at \(index) inside the window")
    }
}

/// The spec's constants followed by `extra`, as one collection, without joining them into a new array.
@usableFromInline package struct SpecConstantsThen<Extra: RandomAccessCollection>: RandomAccessCollection
where Extra.Element == Double, Extra.Index == Int {
    @usableFromInline let extra: Extra

    /// The spec's constants, then `extra`.
    @inlinable
    package init(_ extra: Extra) {
        self.extra = extra
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { specConstants.count + extra.count }

    @inlinable
    package subscript(position: Int) -> Double {
        position < specConstants.count ? specConstants[position] : extra[extra.startIndex + position - specConstants.count]
    }
}
