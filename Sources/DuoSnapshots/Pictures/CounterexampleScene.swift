import DuoCheckEngine
import DuoGeometry
import Foundation
import DuoSeedFiles
import DuoProperties

/// Where a picture draws the window: the pixel position of the window point (`originX`, `originY`) and the
/// pixels per point.
struct PictureView {
    /// The pixel position of the view's left edge.
    var left: Double
    /// The pixel position of the view's top edge.
    var top: Double
    /// The window point drawn at `left`.
    var originX: Double
    /// The window point drawn at `top`.
    var originY: Double
    /// Pixels per point.
    var scale: Double

    func x(_ value: Double) -> Double { left + (value - originX) * scale }
    func y(_ value: Double) -> Double { top + (value - originY) * scale }
    func length(_ value: Double) -> Double { value * scale }
}

/// What a counterexample's picture shows, drawn through any view: the main picture and its zoomed inset draw
/// the same scene.
struct CounterexampleScene {
    let seed: SeedFile
    let geometry: CounterexampleGeometry
    let layout: ContainerViewLayout

    /// The rows over which the explain phase found a row's edge to fail the same way: each `minY` or `maxY`
    /// part (of a row, or a riding row's `rowMinY`) that matters, explained as a range of numbers (a free part's
    /// range is every row the generator draws, and would only cover the window).
    var explainedRows: [(name: String, low: Double, high: Double)] {
        (seed.explanation?.parts ?? []).compactMap { part in
            guard !part.isFree, part.name.lowercased().hasSuffix("miny") || part.name.lowercased().hasSuffix("maxy"),
                case .range(let low, let high, _, _) = part.finding, let from = Double(low), let to = Double(high)
            else { return nil }
            return (part.name, min(from, to), max(from, to))
        }
    }

    /// The first detail under 4 pt across or high that the picture shows (the row, the frame under test, or what
    /// went wrong), for the zoomed inset: the row's part beside the first corner block, or the window's middle.
    var smallDetail: CGRect? {
        let small = CounterexamplePicture.smallDetail
        if let band = geometry.band, band.maxY - band.minY < small, band.minY.isFinite, band.maxY.isFinite {
            let x =
                layout.reservedCorners.first.map { block in
                    block.corner.side == .right ? layout.size.width - block.width : block.width
                } ?? layout.size.width / 2
            return CGRect(x: x, y: min(band.minY, band.maxY), width: 0, height: abs(band.maxY - band.minY))
        }
        for rect in [geometry.frame, CounterexamplePicture.offendingRect(in: seed.message)].compactMap({ $0 })
        where rect.width < small || rect.height < small {
            guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
            return rect
        }
        return nil
    }

    /// Draws the scene through `view`.
    func draw(in document: inout SVGDocument, view: PictureView) {
        let size = layout.size
        let safe = layout.safeInsets
        document.rectangle(
            x: view.x(0), y: view.y(0), width: view.length(size.width), height: view.length(size.height),
            attributes: ##"fill="#f4f6f8" stroke="#222" stroke-width="1.5""##, title: "window")
        document.rectangle(
            x: view.x(safe.left), y: view.y(safe.top), width: view.length(size.width - safe.left - safe.right),
            height: view.length(size.height - safe.top - safe.bottom),
            attributes: ##"fill="none" stroke="#888" stroke-dasharray="4 3""##, title: "safe area \(CounterexamplePicture.insetsText(safe))")
        for edge in HorizontalEdge.allCases {
            if let strip = layout.sideStrip(edge: edge) {
                document.rectangle(
                    x: view.x(strip.minX), y: view.y(strip.minY), width: view.length(strip.width), height: view.length(strip.height),
                    attributes: ##"fill="url(#strip)" stroke="#e07b00""##, title: "\(edge.rawValue) strip \(CounterexamplePicture.rectText(strip))")
            }
        }
        for block in layout.reservedCorners {
            let frame = block.frame(in: size)
            document.rectangle(
                x: view.x(frame.minX), y: view.y(frame.minY), width: view.length(frame.width), height: view.length(frame.height),
                attributes: ##"fill="#3a3a3a" fill-opacity="0.85""##,
                title: "block \(block.corner.rawValue) \(CounterexamplePicture.number(block.width)) × \(CounterexamplePicture.number(block.height))")
        }
        for row in explainedRows {
            document.rectangle(
                x: view.x(0), y: view.y(row.low), width: view.length(size.width), height: max(view.length(row.high - row.low), 1),
                attributes: ##"fill="#2ca02c" fill-opacity="0.15" stroke="#2ca02c" stroke-dasharray="2 2""##,
                title: "\(row.name) from \(CounterexamplePicture.number(row.low)) to \(CounterexamplePicture.number(row.high)) fails the same way")
        }
        if let band = geometry.band { drawBand(band, in: &document, view: view) }
        if let frame = geometry.frame {
            document.rectangle(
                x: view.x(frame.minX), y: view.y(frame.minY), width: view.length(frame.width), height: view.length(frame.height),
                attributes: ##"fill="#d62728" fill-opacity="0.12" stroke="#d62728" stroke-width="2""##,
                title: "frame under test \(CounterexamplePicture.rectText(frame))")
        }
        if let wrong = CounterexamplePicture.offendingRect(in: seed.message) {
            document.rectangle(
                x: view.x(wrong.minX), y: view.y(wrong.minY), width: max(view.length(wrong.width), 1), height: max(view.length(wrong.height), 1),
                attributes: ##"fill="#e377c2" fill-opacity="0.25" stroke="#c2185b" stroke-width="2" stroke-dasharray="5 3""##,
                title: "what went wrong \(CounterexamplePicture.rectText(wrong))")
        }
    }

    /// The row under test, and its band between the side insets.
    func drawBand(_ band: (minY: Double, maxY: Double), in document: inout SVGDocument, view: PictureView) {
        let size = layout.size
        let number = CounterexamplePicture.number
        let rowHeight = max(band.maxY - band.minY, 0)
        document.rectangle(
            x: view.x(0), y: view.y(band.minY), width: view.length(size.width), height: max(view.length(rowHeight), 1),
            attributes: ##"fill="none" stroke="#1f77b4" stroke-dasharray="6 3""##, title: "row y \(number(band.minY))…\(number(band.maxY))")
        let insets = layout.sideInsets(forBandFrom: band.minY, to: band.maxY)
        document.rectangle(
            x: view.x(insets.left), y: view.y(band.minY), width: view.length(size.width - insets.left - insets.right),
            height: max(view.length(rowHeight), 1),
            attributes: ##"fill="#1f77b4" fill-opacity="0.3" stroke="#1f77b4""##,
            title: "band: side insets \(number(insets.left)) / \(number(insets.right))")
        for insetX in [insets.left, size.width - insets.right] {
            document.line(
                x1: view.x(insetX), y1: view.y(band.minY) - 6, x2: view.x(insetX), y2: view.y(band.minY) + view.length(rowHeight) + 6,
                attributes: ##"stroke="#1f77b4" stroke-width="2""##)
        }
    }
}
