import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The SVG picture of a stored counterexample: the window with its corner
/// blocks (filled), strips (hatched), safe area (dashed), the row under test
/// with its band (the part between its side insets), the frame under test,
/// and the failure message; or, for a value with no layout in it, the value as text.
enum CounterexamplePicture {
    static let margin = 24.0
    static let largestSide = 520.0
    static let legendWidth = 300.0
    static let lineHeight = 15.0

    /// The picture of `seed`.
    static func svg(for seed: SeedFile) -> String {
        let geometry = CounterexampleGeometry(searching: seed.value)
        let message = "\(seed.kind == .crash ? "crash" : "failure"): \(seed.message.replacingOccurrences(of: "Foundation.", with: ""))"
        guard let layout = geometry.layout, layout.size.width.isFinite, layout.size.height.isFinite,
            layout.size.width > 0, layout.size.height > 0
        else {
            return textOnly(seed: seed, messageLines: wrapped(message, width: 100))
        }
        let size = layout.size
        let scale = min(largestSide / max(size.width, size.height), 1.5)
        let windowWidth = size.width * scale, windowHeight = size.height * scale
        let top = margin + 28
        let legend = legendLines(seed: seed, geometry: geometry, layout: layout)
        let bodyHeight = max(windowHeight, Double(legend.count) * lineHeight)
        let width = max(margin * 3 + windowWidth + legendWidth, 700)
        // Menlo at 12 points is about 7.3 points a character.
        let messageLines = wrapped(message, width: Int((width - 2 * margin) / 7.3))
        var document = SVGDocument(
            width: width,
            height: top + bodyHeight + margin + Double(messageLines.count) * lineHeight + margin)
        document.defineHatch(id: "strip", color: "#e07b00")
        func x(_ value: Double) -> Double { margin + value * scale }
        func y(_ value: Double) -> Double { top + value * scale }

        document.text("\(seed.propertyID): \(geometry.layoutName ?? "layout") \(number(size.width))×\(number(size.height))", x: margin, y: margin + 4, size: 15, attributes: ##"font-weight="bold""##)
        document.rectangle(x: x(0), y: y(0), width: windowWidth, height: windowHeight, attributes: ##"fill="#f4f6f8" stroke="#222" stroke-width="1.5""##, title: "window")
        let safe = layout.safeInsets
        document.rectangle(
            x: x(safe.left), y: y(safe.top), width: (size.width - safe.left - safe.right) * scale, height: (size.height - safe.top - safe.bottom) * scale,
            attributes: ##"fill="none" stroke="#888" stroke-dasharray="4 3""##, title: "safe area \(insetsText(safe))")
        for edge in HorizontalEdge.allCases {
            if let strip = layout.sideStrip(edge: edge) {
                document.rectangle(x: x(strip.minX), y: y(strip.minY), width: strip.width * scale, height: strip.height * scale,
                                   attributes: ##"fill="url(#strip)" stroke="#e07b00""##, title: "\(edge.rawValue) strip \(rectText(strip))")
            }
        }
        for block in layout.reservedCorners {
            let frame = block.frame(in: size)
            document.rectangle(x: x(frame.minX), y: y(frame.minY), width: frame.width * scale, height: frame.height * scale,
                               attributes: ##"fill="#3a3a3a" fill-opacity="0.85""##, title: "block \(block.corner.rawValue) \(number(block.width)) × \(number(block.height))")
        }
        if let band = geometry.band {
            drawBand(band, layout: layout, in: &document, x: x, y: y, scale: scale)
        }
        if let frame = geometry.frame {
            document.rectangle(x: x(frame.minX), y: y(frame.minY), width: frame.width * scale, height: frame.height * scale,
                               attributes: ##"fill="#d62728" fill-opacity="0.12" stroke="#d62728" stroke-width="2""##, title: "frame under test \(rectText(frame))")
        }
        if let wrong = offendingRect(in: seed.message) {
            document.rectangle(x: x(wrong.minX), y: y(wrong.minY), width: max(wrong.width * scale, 1), height: max(wrong.height * scale, 1),
                               attributes: ##"fill="#e377c2" fill-opacity="0.25" stroke="#c2185b" stroke-width="2" stroke-dasharray="5 3""##,
                               title: "what went wrong \(rectText(wrong))")
        }
        let legendX = margin * 2 + windowWidth
        for (index, line) in legend.enumerated() {
            document.text(line, x: legendX, y: top + 10 + Double(index) * lineHeight, size: 11)
        }
        let messageTop = top + bodyHeight + margin
        for (index, line) in messageLines.enumerated() {
            document.text(line, x: margin, y: messageTop + Double(index) * lineHeight, size: 12, attributes: ##"fill="#b00000""##)
        }
        return document.rendered
    }

    private static func drawBand(
        _ band: (minY: Double, maxY: Double), layout: ContainerViewLayout, in document: inout SVGDocument,
        x: (Double) -> Double, y: (Double) -> Double, scale: Double
    ) {
        let size = layout.size
        let rowHeight = max(band.maxY - band.minY, 0)
        document.rectangle(x: x(0), y: y(band.minY), width: size.width * scale, height: max(rowHeight * scale, 1),
                           attributes: ##"fill="none" stroke="#1f77b4" stroke-dasharray="6 3""##, title: "row y \(number(band.minY))…\(number(band.maxY))")
        let insets = layout.sideInsets(forBandFrom: band.minY, to: band.maxY)
        document.rectangle(x: x(insets.left), y: y(band.minY), width: (size.width - insets.left - insets.right) * scale, height: max(rowHeight * scale, 1),
                           attributes: ##"fill="#1f77b4" fill-opacity="0.3" stroke="#1f77b4""##, title: "band: side insets \(number(insets.left)) / \(number(insets.right))")
        for insetX in [insets.left, size.width - insets.right] {
            document.line(x1: x(insetX), y1: y(band.minY) - 6, x2: x(insetX), y2: y(band.minY) + rowHeight * scale + 6,
                          attributes: ##"stroke="#1f77b4" stroke-width="2""##)
        }
    }

    private static func legendLines(seed: SeedFile, geometry: CounterexampleGeometry, layout: ContainerViewLayout) -> [String] {
        var lines = [
            "seed \(seed.seed)\(seed.caseIndex.map { ", case \($0)" } ?? "")",
            "found \(SeedFile.dateText(seed.foundAt))",
            "",
            "window \(number(layout.size.width)) × \(number(layout.size.height))",
            "safe insets \(insetsText(layout.safeInsets))",
        ]
        for block in layout.reservedCorners {
            lines.append("■ block \(block.corner.rawValue) \(number(block.width)) × \(number(block.height))")
        }
        for edge in HorizontalEdge.allCases {
            if let strip = layout.sideStrip(edge: edge) { lines.append("▨ \(edge.rawValue) strip \(rectText(strip))") }
        }
        if let band = geometry.band {
            let insets = layout.sideInsets(forBandFrom: band.minY, to: band.maxY)
            lines.append("▭ row y \(number(band.minY))…\(number(band.maxY))")
            lines.append("  band side insets \(number(insets.left)) / \(number(insets.right))")
        }
        if let frame = geometry.frame { lines.append("□ frame \(rectText(frame))") }
        if let wrong = offendingRect(in: seed.message) { lines.append("✕ what went wrong \(rectText(wrong))") }
        return lines
    }

    /// The first rectangle a failure message names (the control, row or frame that broke the rule), so the
    /// picture can mark what went wrong; nil when the message names none or its numbers are not finite.
    static func offendingRect(in message: String) -> CGRect? {
        let number = #"(-?[0-9.]+(?:e[-+]?[0-9]+)?)"#
        let pattern = #"CGRect\(origin: (?:Foundation\.)?CGPoint\(x: "# + number + #", y: "# + number
            + #"\), size: (?:Foundation\.)?CGSize\(width: "# + number + #", height: "# + number + #"\)\)"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)) else { return nil }
        let values = (1...4).compactMap { index in Range(match.range(at: index), in: message).flatMap { Double(message[$0]) } }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private static func textOnly(seed: SeedFile, messageLines: [String]) -> String {
        let valueLines = Array(seed.value.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map(String.init))
        let lines = ["\(seed.propertyID) (no layout in this value)", "seed \(seed.seed)", ""] + messageLines + ["", "value:"] + valueLines
        var document = SVGDocument(width: 760, height: margin * 2 + Double(lines.count) * lineHeight)
        for (index, line) in lines.enumerated() {
            document.text(line, x: margin, y: margin + Double(index) * lineHeight, size: 12,
                          attributes: index == 0 ? ##"font-weight="bold""## : (messageLines.contains(line) ? ##"fill="#b00000""## : ""))
        }
        return document.rendered
    }

    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current)
        }
        return lines
    }

    private static func number(_ value: Double) -> String { SVGDocument.format(value) }
    private static func insetsText(_ insets: EdgeInsets) -> String {
        "top \(number(insets.top)) left \(number(insets.left)) bottom \(number(insets.bottom)) right \(number(insets.right))"
    }
    private static func rectText(_ rect: CGRect) -> String {
        "x \(number(rect.minX)) y \(number(rect.minY)) w \(number(rect.width)) h \(number(rect.height))"
    }
}
