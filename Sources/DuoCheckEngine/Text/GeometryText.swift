import Foundation

/// Values as failure messages, seeds, snapshots and documents show them, by the package's own code rather than
/// Foundation's `description`, so that the text is the same on every platform.
///
/// Foundation describes its Core Graphics types differently per platform: `(1.0, 2.0, 3.0, 4.0)` on Apple's
/// platforms, `CGRect(origin: Foundation.CGPoint(x: 1.0, y: 2.0), size: …)` on Linux. A message that showed
/// either would differ between a Mac and CI, in a stored seed and in the picture that finds the rectangle in it.
/// Here a rectangle is `(x 1.0, y 2.0, w 3.0, h 4.0)`, a point `(x 1.0, y 2.0)` and a size `(w 3.0, h 4.0)`, in
/// the style of the core's own insets, `(t 0.0, l 0.0, b 0.0, r 84.0)`; each number is Swift's shortest
/// round-trip `description` of its `Double`, the same on every platform.
package enum GeometryText {
    /// A rectangle: `(x 1.0, y 2.0, w 3.0, h 4.0)`, its origin and size as stored (not standardized).
    package static func rect(_ rect: CGRect) -> String {
        "(x \(number(rect.origin.x)), y \(number(rect.origin.y)), w \(number(rect.size.width)), h \(number(rect.size.height)))"
    }

    /// A point: `(x 1.0, y 2.0)`.
    package static func point(_ point: CGPoint) -> String { "(x \(number(point.x)), y \(number(point.y)))" }

    /// A size: `(w 3.0, h 4.0)`.
    package static func size(_ size: CGSize) -> String { "(w \(number(size.width)), h \(number(size.height)))" }

    /// A coordinate, as its `Double`'s `description`.
    package static func number(_ value: CGFloat) -> String { Double(value).description }

    /// Any value, as Swift's `String(describing:)` would show it, except that every Core Graphics value in it,
    /// however deep (in an optional, a collection, a tuple or a stored property), is shown as above. A value
    /// with a `description` of its own (the core's types, numbers, strings) keeps it; a value nested in another
    /// is shown as `String(reflecting:)` shows it, so strings in a collection keep their quotes.
    package static func describe(_ value: Any) -> String { render(value, nested: false) }

    private static func render(_ value: Any, nested: Bool) -> String {
        let mirror = Mirror(reflecting: value)
        // An optional first: a cast from `Any` sees through it.
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return "Optional(\(render(wrapped, nested: true)))"
        }
        if let leaf = geometry(value) { return leaf }
        switch mirror.displayStyle {
        case .collection, .set:
            return "[" + mirror.children.map { render($0.value, nested: true) }.joined(separator: ", ") + "]"
        case .dictionary:
            guard !mirror.children.isEmpty else { return "[:]" }
            let pairs = mirror.children.map { Mirror(reflecting: $0.value).children.map { render($0.value, nested: true) } }
            return "[" + pairs.map { $0.joined(separator: ": ") }.joined(separator: ", ") + "]"
        case .tuple:
            return "(" + labelled(mirror).joined(separator: ", ") + ")"
        default:
            if value is CustomStringConvertible || value is CustomDebugStringConvertible || mirror.children.isEmpty {
                return nested ? String(reflecting: value) : String(describing: value)
            }
            if mirror.displayStyle == .enum, let payload = mirror.children.first {
                let text = render(payload.value, nested: true)
                return (payload.label ?? "") + (Mirror(reflecting: payload.value).displayStyle == .tuple ? text : "(\(text))")
            }
            return "\(mirror.subjectType)(\(labelled(mirror).joined(separator: ", ")))"
        }
    }

    /// The children of a tuple or a stored-property value, `label: value` where they have labels.
    private static func labelled(_ mirror: Mirror) -> [String] {
        mirror.children.map { child in
            let text = render(child.value, nested: true)
            guard let label = child.label, !label.hasPrefix(".") else { return text }
            return "\(label): \(text)"
        }
    }

    private static func geometry(_ value: Any) -> String? {
        switch value {
        case let rect as CGRect: return self.rect(rect)
        case let point as CGPoint: return self.point(point)
        case let size as CGSize: return self.size(size)
        default: return nil
        }
    }
}

extension DefaultStringInterpolation {
    /// A rectangle interpolated into a message, as ``GeometryText/rect(_:)`` shows it on every platform.
    package mutating func appendInterpolation(_ rect: CGRect) { appendLiteral(GeometryText.rect(rect)) }

    /// A point interpolated into a message, as ``GeometryText/point(_:)`` shows it on every platform.
    package mutating func appendInterpolation(_ point: CGPoint) { appendLiteral(GeometryText.point(point)) }

    /// A size interpolated into a message, as ``GeometryText/size(_:)`` shows it on every platform.
    package mutating func appendInterpolation(_ size: CGSize) { appendLiteral(GeometryText.size(size)) }
}
