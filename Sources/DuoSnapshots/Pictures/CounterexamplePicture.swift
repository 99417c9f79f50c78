import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoSeedFiles
import DuoProperties

/// The SVG picture of a stored counterexample: the window with its corner
/// blocks (filled), strips (hatched), safe area (dashed), the row under test
/// with its band (the part between its side insets), the frame under test,
/// the rows over which the explain phase found the failure to hold (shaded
/// green), and the failure message; a zoomed inset of any of these under 4 pt;
/// or, for a value with no layout in it, the value as text.
package enum CounterexamplePicture {
    static let margin = 24.0
    static let largestSide = 520.0
    static let legendWidth = 300.0
    static let lineHeight = 15.0
    /// The side of the zoomed inset, in pixels.
    static let zoomSide = 200.0
    /// The side of the window region the zoomed inset shows, in points.
    static let zoomRegion = 16.0
    /// A detail narrower or shorter than this many points gets a zoomed inset.
    static let smallDetail = 4.0

    /// The picture of `seed`.
    package static func svg(for seed: SeedFile) -> String {
        let geometry = CounterexampleGeometry(ofValueIn: seed)
        let message = "\(seed.kind == .crash ? "crash" : "failure"): \(seed.message.replacingOccurrences(of: "Foundation.", with: ""))"
        guard let layout = geometry.layout, layout.size.width.isFinite, layout.size.height.isFinite,
            layout.size.width > 0, layout.size.height > 0
        else {
            return textOnly(seed: seed, messageLines: wrapped(message, width: 100))
        }
        let scene = CounterexampleScene(seed: seed, geometry: geometry, layout: layout)
        let size = layout.size
        let scale = min(largestSide / max(size.width, size.height), 1.5)
        let top = margin + 28
        let main = PictureView(left: margin, top: top, originX: 0, originY: 0, scale: scale)
        let legend = legendLines(seed: seed, geometry: geometry, layout: layout)
        let zoom = scene.smallDetail.map {
            zoomView(around: $0, left: margin * 2 + size.width * scale, top: top + Double(legend.count) * lineHeight + 24)
        }
        let bodyHeight = max(size.height * scale, Double(legend.count) * lineHeight + (zoom == nil ? 0 : zoomSide + 52))
        let width = max(margin * 3 + size.width * scale + legendWidth, 700)
        // Menlo at 12 points is about 7.3 points a character.
        let messageLines = wrapped(message, width: Int((width - 2 * margin) / 7.3))
        var document = SVGDocument(width: width, height: top + bodyHeight + margin + Double(messageLines.count) * lineHeight + margin)
        document.defineHatch(id: "strip", color: "#e07b00")
        document.text(
            "\(seed.propertyID): \(geometry.layoutName ?? "layout") \(number(size.width))×\(number(size.height))", x: margin, y: margin + 4, size: 15,
            attributes: ##"font-weight="bold""##)
        scene.draw(in: &document, view: main)
        let legendX = margin * 2 + size.width * scale
        for (index, line) in legend.enumerated() {
            document.text(line, x: legendX, y: top + 10 + Double(index) * lineHeight, size: 11)
        }
        if let zoom { drawZoom(zoom, scene: scene, main: main, in: &document) }
        let messageTop = top + bodyHeight + margin
        for (index, line) in messageLines.enumerated() {
            document.text(line, x: margin, y: messageTop + Double(index) * lineHeight, size: 12, attributes: ##"fill="#b00000""##)
        }
        return document.rendered
    }

    /// The view of the inset: `zoomRegion` points around `detail`'s centre, drawn `zoomSide` pixels wide.
    static func zoomView(around detail: CGRect, left: Double, top: Double) -> PictureView {
        PictureView(left: left, top: top, originX: detail.midX - zoomRegion / 2, originY: detail.midY - zoomRegion / 2, scale: zoomSide / zoomRegion)
    }

    /// The zoomed inset: the scene again, clipped to the inset's box, the box outlined, and the region it shows
    /// marked on the main picture.
    static func drawZoom(_ zoom: PictureView, scene: CounterexampleScene, main: PictureView, in document: inout SVGDocument) {
        document.text(
            "zoomed ×\(number(zoom.scale)): x \(number(zoom.originX))…\(number(zoom.originX + zoomRegion)), "
                + "y \(number(zoom.originY))…\(number(zoom.originY + zoomRegion))", x: zoom.left, y: zoom.top - 4, size: 11)
        document.beginClippedGroup(id: "zoom", x: zoom.left, y: zoom.top, width: zoomSide, height: zoomSide)
        document.rectangle(x: zoom.left, y: zoom.top, width: zoomSide, height: zoomSide, attributes: ##"fill="#ffffff""##)
        scene.draw(in: &document, view: zoom)
        document.endGroup()
        document.rectangle(
            x: zoom.left, y: zoom.top, width: zoomSide, height: zoomSide, attributes: ##"fill="none" stroke="#222" stroke-width="1""##,
            title: "zoomed inset")
        document.rectangle(
            x: main.x(zoom.originX), y: main.y(zoom.originY), width: zoomRegion * main.scale, height: zoomRegion * main.scale,
            attributes: ##"fill="none" stroke="#222" stroke-width="1" stroke-dasharray="2 2""##, title: "the zoomed region")
    }

    private static func legendLines(seed: SeedFile, geometry: CounterexampleGeometry, layout: ContainerViewLayout) -> [String] {
        var lines = [
            "run seed \(seed.runSeed)\(seed.caseIndex.map { ", case \($0)" } ?? "")",
            "found \(SeedFile.dateText(seed.foundAt))",
            "",
            "window \(number(layout.size.width)) × \(number(layout.size.height))",
            "safe insets \(insetsText(layout.safeInsets))"
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
        if let explanation = seed.explanation {
            lines.append("")
            lines += explanation.lines.flatMap { line in
                wrapped(line, width: 46).enumerated().map { $0.offset == 0 ? $0.element : "      " + $0.element }
            }
        }
        return lines
    }

    /// The first rectangle a failure message names (the control, row or frame that broke the rule), so the
    /// picture can mark what went wrong; nil when the message names none or its numbers are not finite.
    ///
    /// Messages show rectangles as ``GeometryText/rect(_:)`` writes them, `(x 1.0, y 2.0, w 3.0, h 4.0)`, on every
    /// platform. Seed files written before that held Linux Foundation's description,
    /// `CGRect(origin: Foundation.CGPoint(x: 1.0, y: 2.0), size: Foundation.CGSize(width: 3.0, height: 4.0))`,
    /// which is still read.
    package static func offendingRect(in message: String) -> CGRect? {
        let number = #"(-?[0-9.]+(?:e[-+]?[0-9]+)?)"#
        let pattern =
            #"\(x "# + number + #", y "# + number + #", w "# + number + #", h "# + number + #"\)|"#
            + #"CGRect\(origin: (?:Foundation\.)?CGPoint\(x: "# + number + #", y: "# + number
            + #"\), size: (?:Foundation\.)?CGSize\(width: "# + number + #", height: "# + number + #"\)\)"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: message, range: NSRange(message.startIndex..., in: message))
        else { return nil }
        let values = (1...8).compactMap { index in Range(match.range(at: index), in: message).flatMap { Double(message[$0]) } }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private static func textOnly(seed: SeedFile, messageLines: [String]) -> String {
        let valueLines = Array(seed.value.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map(String.init))
        let lines = ["\(seed.propertyID) (no layout in this value)", "run seed \(seed.runSeed)", ""] + messageLines + ["", "value:"] + valueLines
        var document = SVGDocument(width: 760, height: margin * 2 + Double(lines.count) * lineHeight)
        for (index, line) in lines.enumerated() {
            document.text(
                line, x: margin, y: margin + Double(index) * lineHeight, size: 12,
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

    static func number(_ value: Double) -> String { SVGDocument.format(value) }
    static func insetsText(_ insets: EdgeInsets) -> String {
        "top \(number(insets.top)) left \(number(insets.left)) bottom \(number(insets.bottom)) right \(number(insets.right))"
    }
    static func rectText(_ rect: CGRect) -> String {
        "x \(number(rect.minX)) y \(number(rect.minY)) w \(number(rect.width)) h \(number(rect.height))"
    }
}

extension CounterexamplePicture {
    /// The picture of a failure as its seed file would hold it.
    package static func svg(for failure: FailureReport) -> String {
        svg(for: SeedFile(failure: failure, foundAt: Date(timeIntervalSince1970: 0)))
    }
}
