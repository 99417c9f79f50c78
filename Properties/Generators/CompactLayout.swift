import Foundation
import DuoGeometry

/// A layout written as one short JSON array, for snapshot lines: `[W, H, widthClass, heightClass, deviceType,
/// [top, left, bottom, right] safe insets, [...] intrinsic insets, statusBarHeight or null, [[corner, width,
/// height], ...] blocks, [topLeft, topRight, bottomLeft, bottomRight] radii, inputHeight or null]`. It holds every
/// field, so it reads back as the same layout, bit for bit.
package struct CompactLayout: Codable, Equatable {
    /// The layout.
    package var layout: ContainerViewLayout

    /// Wraps `layout`.
    package init(_ layout: ContainerViewLayout) {
        self.layout = layout
    }

    package func encode(to encoder: Encoder) throws {
        var array = encoder.unkeyedContainer()
        try array.encode(layout.size.width)
        try array.encode(layout.size.height)
        try array.encode(layout.metrics.widthClass)
        try array.encode(layout.metrics.heightClass)
        try array.encode(layout.deviceType)
        try array.encode(Self.values(layout.safeInsets))
        try array.encode(Self.values(layout.intrinsicInsets))
        try array.encode(layout.statusBarHeight)
        try array.encode(layout.reservedCorners.map { Block(corner: $0.corner, width: $0.width, height: $0.height) })
        let radii = layout.screenCornerRadii
        try array.encode([radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight])
        try array.encode(layout.inputHeight)
    }

    package init(from decoder: Decoder) throws {
        var array = try decoder.unkeyedContainer()
        let width = try array.decode(CGFloat.self)
        let height = try array.decode(CGFloat.self)
        let metrics = LayoutMetrics(widthClass: try array.decode(SizeClass.self), heightClass: try array.decode(SizeClass.self))
        let deviceType = try array.decode(DeviceType.self)
        let safe = try Self.insets(array.decode([CGFloat].self), in: &array)
        let intrinsic = try Self.insets(array.decode([CGFloat].self), in: &array)
        let statusBarHeight = try array.decode(CGFloat?.self)
        let blocks = try array.decode([Block].self)
        let radii = try array.decode([CGFloat].self)
        guard radii.count == 4, blocks.count <= ReservedCorners.capacity else {
            throw DecodingError.dataCorruptedError(in: array, debugDescription: "a compact layout needs 4 radii and at most 4 blocks")
        }
        let inputHeight = try array.decode(CGFloat?.self)
        layout = ContainerViewLayout(
            size: CGSize(width: width, height: height), metrics: metrics, deviceType: deviceType, safeInsets: safe, intrinsicInsets: intrinsic,
            statusBarHeight: statusBarHeight,
            reservedCorners: ReservedCorners(blocks.map { ReservedCornerBlock(corner: $0.corner, width: $0.width, height: $0.height) }),
            screenCornerRadii: ScreenCornerRadii(topLeft: radii[0], topRight: radii[1], bottomLeft: radii[2], bottomRight: radii[3]),
            inputHeight: inputHeight)
    }

    /// A block as `[corner, width, height]`.
    struct Block: Codable {
        var corner: ScreenCorner
        var width: CGFloat
        var height: CGFloat

        init(corner: ScreenCorner, width: CGFloat, height: CGFloat) {
            self.corner = corner
            self.width = width
            self.height = height
        }

        func encode(to encoder: Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(corner)
            try array.encode(width)
            try array.encode(height)
        }

        init(from decoder: Decoder) throws {
            var array = try decoder.unkeyedContainer()
            corner = try array.decode(ScreenCorner.self)
            width = try array.decode(CGFloat.self)
            height = try array.decode(CGFloat.self)
        }
    }

    static func values(_ insets: EdgeInsets) -> [CGFloat] { [insets.top, insets.left, insets.bottom, insets.right] }

    static func insets(_ values: [CGFloat], in array: inout UnkeyedDecodingContainer) throws -> EdgeInsets {
        guard values.count == 4 else {
            throw DecodingError.dataCorruptedError(in: array, debugDescription: "insets need 4 values, not \(values.count)")
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
