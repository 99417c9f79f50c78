import Foundation

/// A small SVG builder: shapes and text in a coordinate space of points,
/// drawn at a scale and an offset, with XML escaping done for the caller.
package struct SVGDocument {
    /// The drawing's size in pixels.
    package var width: Double
    package var height: Double
    private var elements: [String] = []
    private var definitions: [String] = []

    /// An empty drawing of the given size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Adds a pattern of diagonal lines (`url(#id)`) for hatched fills.
    package mutating func defineHatch(id: String, color: String) {
        definitions.append(
            #"<pattern id="\#(id)" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#
                + #"<rect width="6" height="6" fill="\#(color)" fill-opacity="0.18"/><line x1="0" y1="0" x2="0" y2="6" stroke="\#(color)" stroke-width="2"/></pattern>"#
        )
    }

    /// Adds a rectangle; `attributes` is raw SVG (fill, stroke…).
    package mutating func rectangle(x: Double, y: Double, width: Double, height: Double, attributes: String, title: String? = nil) {
        guard [x, y, width, height].allSatisfy(\.isFinite) else { return }
        let tooltip = title.map { "<title>\(Self.escaped($0))</title>" } ?? ""
        elements.append(
            #"<rect x="\#(Self.format(x))" y="\#(Self.format(y))" width="\#(Self.format(max(width, 0)))" height="\#(Self.format(max(height, 0)))" \#(attributes)>\#(tooltip)</rect>"#
        )
    }

    /// Adds a line.
    package mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, attributes: String) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return }
        elements.append(
            #"<line x1="\#(Self.format(x1))" y1="\#(Self.format(y1))" x2="\#(Self.format(x2))" y2="\#(Self.format(y2))" \#(attributes)/>"#)
    }

    /// Adds one line of text with its baseline at `y`.
    package mutating func text(_ content: String, x: Double, y: Double, size: Double = 12, attributes: String = "") {
        guard x.isFinite, y.isFinite else { return }
        elements.append(
            #"<text x="\#(Self.format(x))" y="\#(Self.format(y))" font-family="Menlo, monospace" font-size="\#(Self.format(size))" \#(attributes)>\#(Self.escaped(content))</text>"#
        )
    }

    /// Starts a group of elements clipped to a rectangle; ``endGroup()`` ends it.
    package mutating func beginClippedGroup(id: String, x: Double, y: Double, width: Double, height: Double) {
        definitions.append(
            #"<clipPath id="\#(id)"><rect x="\#(Self.format(x))" y="\#(Self.format(y))" width="\#(Self.format(width))" height="\#(Self.format(height))"/></clipPath>"#
        )
        elements.append(#"<g clip-path="url(#\#(id))">"#)
    }

    /// Ends the group ``beginClippedGroup(id:x:y:width:height:)`` started.
    package mutating func endGroup() {
        elements.append("</g>")
    }

    /// The document's text.
    package var rendered: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.format(width))" height="\#(Self.format(height))" viewBox="0 0 \#(Self.format(width)) \#(Self.format(height))">"#
        ]
        if !definitions.isEmpty { lines.append("<defs>" + definitions.joined() + "</defs>") }
        lines.append(#"<rect width="100%" height="100%" fill="white"/>"#)
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for XML.
    package static func escaped(_ text: String) -> String {
        xmlEscaped(text)
    }

    /// A number with at most two decimals; `nan`, `inf` and very large numbers as Swift prints them.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        guard abs(value) < 1e15 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}

/// Text made safe for XML attributes and content: the five special characters as entities, and the control
/// characters XML 1.0 does not allow left out (tabs and line breaks stay).
package func xmlEscaped(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\n", "\t", "\r": result.unicodeScalars.append(character)
        default:
            if character.value >= 0x20 { result.unicodeScalars.append(character) }
        }
    }
    return result
}
