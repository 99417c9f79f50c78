import Foundation

// Core Graphics declares `CGPoint`, `CGSize` and `CGRect` `Hashable` only from macOS 15 and iOS 18, while
// swift-corelibs-foundation makes them `Hashable` everywhere. The package supports macOS 13 and iOS 16, so no
// code hashes a geometry value itself: a type that holds one writes its own `hash(into:)` and feeds the
// components through these, and `Tests/OperatingSystemTests/AppleAvailabilityTests.swift` fails on any use of
// the late conformance, a synthesized one included.
extension Hasher {
    /// Feeds the size's width and height.
    package mutating func combineGeometry(_ size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds the point's x and y.
    package mutating func combineGeometry(_ point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds the rectangle's origin and size.
    package mutating func combineGeometry(_ rect: CGRect) {
        combineGeometry(rect.origin)
        combineGeometry(rect.size)
    }

    /// Feeds whether there is a size, then the size.
    package mutating func combineGeometry(_ size: CGSize?) {
        combine(size != nil)
        if let size { combineGeometry(size) }
    }

    /// Feeds the rectangles' count, then each rectangle.
    package mutating func combineGeometry(_ rects: [CGRect]) {
        combine(rects.count)
        for rect in rects { combineGeometry(rect) }
    }
}
