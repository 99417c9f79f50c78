import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The SVG picture of one changed snapshot case: the window with its corner blocks (filled) and strips (hatched),
/// and the helper's output before (grey, dashed) and now (red): its rectangles, and the side insets or placements
/// it gives as lines across the window. An input without a layout is drawn as text.
package enum SnapshotPicture {
    static let margin = 24.0
    static let largestSide = 520.0
    static let lineHeight = 15.0

    /// The picture of `change` of the snapshot `id`.
    package static func svg(id: String, change: SnapshotLineCheck) -> String {
        let lines = [
            "\(id): case \(change.index), \(change.origin)", "input:  \(change.inputText)", "before: \(change.recordedOutput)",
            "now:    \(change.currentOutput)"
        ].flatMap { wrapped($0, width: 110) }
        guard let layout = layout(in: change.inputText), layout.size.width.isFinite, layout.size.height.isFinite,
            layout.size.width > 0, layout.size.height > 0
        else {
            var document = SVGDocument(width: 860, height: margin * 2 + Double(lines.count) * lineHeight)
            for (index, line) in lines.enumerated() { document.text(line, x: margin, y: margin + Double(index) * lineHeight, size: 11) }
            return document.rendered
        }
        let scale = Swift.min(largestSide / Swift.max(layout.size.width, layout.size.height), 1.5)
        let top = margin
        let windowHeight = layout.size.height * scale
        var document = SVGDocument(
            width: Swift.max(margin * 2 + layout.size.width * scale, 860),
            height: top + windowHeight + margin + Double(lines.count) * lineHeight + margin)
        document.defineHatch(id: "strip", color: "#e07b00")
        func x(_ value: Double) -> Double { margin + value * scale }
        func y(_ value: Double) -> Double { top + value * scale }
        document.rectangle(
            x: x(0), y: y(0), width: layout.size.width * scale, height: windowHeight, attributes: ##"fill="#f4f6f8" stroke="#222""##, title: "window")
        for edge in HorizontalEdge.allCases {
            if let strip = layout.sideStrip(edge: edge) {
                document.rectangle(
                    x: x(strip.minX), y: y(strip.minY), width: strip.width * scale, height: strip.height * scale,
                    attributes: ##"fill="url(#strip)" stroke="#e07b00""##, title: "\(edge.rawValue) strip")
            }
        }
        for block in layout.reservedCorners {
            let frame = block.frame(in: layout.size)
            document.rectangle(
                x: x(frame.minX), y: y(frame.minY), width: frame.width * scale, height: frame.height * scale,
                attributes: ##"fill="#3a3a3a" fill-opacity="0.85""##, title: "block \(block.corner.rawValue)")
        }
        for (text, style) in [
            (change.recordedOutput, ##"fill="none" stroke="#777" stroke-width="2" stroke-dasharray="5 3""##),
            (change.currentOutput, ##"fill="#d62728" fill-opacity="0.15" stroke="#d62728" stroke-width="2""##)
        ] {
            guard let output = try? JSONValue(parsing: text) else { continue }
            for rect in rectangles(in: output) {
                document.rectangle(
                    x: x(rect.minX), y: y(rect.minY), width: Swift.max(rect.width * scale, 1), height: Swift.max(rect.height * scale, 1),
                    attributes: style, title: "\(rect)")
            }
            for edgeX in sideLines(in: output, width: layout.size.width) {
                document.line(x1: x(edgeX), y1: y(0), x2: x(edgeX), y2: y(layout.size.height), attributes: style)
            }
        }
        for (index, line) in lines.enumerated() {
            document.text(
                line, x: margin, y: top + windowHeight + margin + Double(index) * lineHeight, size: 11,
                attributes: index == 3 ? ##"fill="#b00000""## : "")
        }
        return document.rendered
    }

    /// The layout of the first `sample` in an input (a fixed sample's name, or a name and a layout).
    static func layout(in inputText: String) -> ContainerViewLayout? {
        guard let input = try? JSONValue(parsing: inputText) else { return nil }
        var queue = [input]
        while !queue.isEmpty {
            let value = queue.removeFirst()
            if case .object(let members) = value {
                if let sample = members["sample"], let decoded = try? ValueCoding.decode(LayoutSample.self, from: sample) {
                    return decoded.layout
                }
                queue += members.keys.sorted().compactMap { members[$0] }
            } else if case .array(let items) = value {
                queue += items
            }
        }
        return nil
    }

    /// Every rectangle in an output: arrays written `[[x, y], [width, height]]`.
    static func rectangles(in value: JSONValue) -> [CGRect] {
        switch value {
        case .array(let items):
            if items.count == 2, case .array(let origin) = items[0], case .array(let size) = items[1], origin.count == 2, size.count == 2,
                let x = origin[0].doubleValue, let y = origin[1].doubleValue, let width = size[0].doubleValue, let height = size[1].doubleValue
            {
                return [CGRect(x: x, y: y, width: width, height: height)]
            }
            return items.flatMap(rectangles(in:))
        case .object(let members):
            return members.keys.sorted().flatMap { rectangles(in: members[$0]!) }
        default:
            return []
        }
    }

    /// The x of every side an output marks: insets (`left`, `right`) as `left` and `W - right`, placements
    /// (`x`, `width`) as their two edges.
    static func sideLines(in value: JSONValue, width: Double) -> [Double] {
        switch value {
        case .object(let members):
            if let left = members["left"]?.doubleValue, let right = members["right"]?.doubleValue { return [left, width - right] }
            if let x = members["x"]?.doubleValue, let placementWidth = members["width"]?.doubleValue { return [x, x + placementWidth] }
            return members.keys.sorted().flatMap { sideLines(in: members[$0]!, width: width) }
        case .array(let items):
            return items.flatMap { sideLines(in: $0, width: width) }
        default:
            return []
        }
    }

    static func wrapped(_ text: String, width: Int) -> [String] {
        stride(from: 0, to: Swift.max(text.count, 1), by: width).map { start in
            let from = text.index(text.startIndex, offsetBy: start)
            let to = text.index(from, offsetBy: Swift.min(width, text.count - start))
            return String(text[from..<to])
        }
    }
}
