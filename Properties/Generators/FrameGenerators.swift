import Foundation
import DuoCheckEngine
import DuoGeometry

/// A frame in a layout: a card, a sheet, a control or something parked past the content's edge.
package struct FrameCase: Codable, Equatable, CustomStringConvertible {
    /// The layout the frame is in.
    package var sample: LayoutSample
    /// The frame.
    package var frame: CGRect
    /// How it was drawn: "inside", "touching an edge" or "parked past an edge".
    package var kind: String

    /// Creates a case from its fields.
    package init(sample: LayoutSample, frame: CGRect, kind: String) {
        self.sample = sample
        self.frame = frame
        self.kind = kind
    }
    package var layout: ContainerViewLayout { sample.layout }
    package var description: String { "\(sample.name), frame \(frame) (\(kind))" }
}

extension Gen where Value == FrameCase {
    /// Frames of layouts drawn from `layouts`: inside the window, touching its edges, and parked just past
    /// the band's left or right edge (the window's edge on a phone, where it hides them off-screen).
    package static func frames(in layouts: Gen<LayoutSample>) -> Gen<FrameCase> {
        layouts.then(FrameCase.drawn(in:from:))
    }
}

extension FrameCase {
    /// The kinds of frame, each a case's label, made once (see `BandCase.kinds`).
    package static let inside = "inside"
    package static let touchingAnEdge = "touching an edge"
    package static let parkedPastAnEdge = "parked past an edge"

    /// Every kind of frame, simplest first.
    package static let kinds = [inside, touchingAnEdge, parkedPastAnEdge]

    /// One frame of `sample` (see `Gen.frames(in:)`): a size, a kind, and a position that the kind places.
    /// One drawing function rather than `flatMap`, drawing the choices that formulation drew.
    static func drawn(in sample: consuming LayoutSample, from source: ChoiceSource) -> FrameCase {
        let (frame, kind) = drawnFrame(in: sample.layout, from: source)
        return FrameCase(sample: sample, frame: frame, kind: kind)
    }

    /// What ``drawn(in:from:)`` draws, as the frame and its kind alone: what a card stack uses, which
    /// keeps the frame only.
    static func drawnFrame(in layout: ContainerViewLayout, from source: ChoiceSource) -> (frame: CGRect, kind: String) {
        let W = layout.size.width
        let H = layout.size.height
        let width = Double(W)
        let height = Double(H)
        let w = source.point(in: 0...width)
        let h = source.point(in: 0...height)
        let kind = source.int(in: 0...2)
        let x = source.point(in: 0...width)
        let y = source.point(in: 0...height)
        switch kind {
        case 0:
            return (CGRect(x: min(x, W - w), y: min(y, H - h), width: w, height: h), FrameCase.inside)
        case 1:
            return (CGRect(x: x < W / 2 ? 0 : W - w, y: y < H / 2 ? 0 : H - h, width: w, height: h), FrameCase.touchingAnEdge)
        default:
            let insets = layout.safeInsets
            let parkedX = x < W / 2 ? insets.left - w : W - insets.right
            return (CGRect(x: parkedX, y: min(y, H - h), width: w, height: h), FrameCase.parkedPastAnEdge)
        }
    }
}

/// A layout with a margin (for centred containers and list margins), a height (for bottom rows), and how a
/// centred container is asked for.
package struct ContainerCase: Codable, Hashable, CustomStringConvertible {
    /// The layout.
    package var sample: LayoutSample
    /// The container's margin, or a list's base margin.
    package var margin: CGFloat
    /// A row's height.
    package var height: CGFloat
    /// Whether a centred container keeps the safe insets (`includesSafeInsets`).
    package var includesSafeInsets: Bool
    /// Whether a centred container is anchored at the bottom (`anchoredAtBottom`).
    package var anchoredAtBottom: Bool

    /// Creates a case from its fields.
    package init(sample: LayoutSample, margin: CGFloat, height: CGFloat, includesSafeInsets: Bool = true, anchoredAtBottom: Bool = false) {
        self.sample = sample
        self.margin = margin
        self.height = height
        self.includesSafeInsets = includesSafeInsets
        self.anchoredAtBottom = anchoredAtBottom
    }
    // Seed files written before the two flags existed read as the defaults: the container keeps the safe
    // insets and is not anchored.
    private enum CodingKeys: String, CodingKey { case sample, margin, height, includesSafeInsets, anchoredAtBottom }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sample: try container.decode(LayoutSample.self, forKey: .sample), margin: try container.decode(CGFloat.self, forKey: .margin),
            height: try container.decode(CGFloat.self, forKey: .height),
            includesSafeInsets: try container.decodeIfPresent(Bool.self, forKey: .includesSafeInsets) ?? true,
            anchoredAtBottom: try container.decodeIfPresent(Bool.self, forKey: .anchoredAtBottom) ?? false)
    }

    package var layout: ContainerViewLayout { sample.layout }
    package var description: String {
        "\(sample.name), margin \(margin), height \(height)\(includesSafeInsets ? "" : ", without safe insets")\(anchoredAtBottom ? ", anchored at the bottom" : "")"
    }
}

extension Gen where Value == ContainerCase {
    /// Layouts from `layouts` with a margin in 0...32, a row height in 0...120, and a centred container that
    /// keeps the safe insets three times in four and is anchored at the bottom one time in two.
    package static func containers(in layouts: Gen<LayoutSample>) -> Gen<ContainerCase> {
        zip(layouts, Gen<CGFloat>.point(in: 0...32), Gen<CGFloat>.point(in: 0...120), Gen<Int>.int(in: 0...3), Gen<Bool>.bool)
            .map { ContainerCase(sample: $0, margin: $1, height: $2, includesSafeInsets: $3 != 3, anchoredAtBottom: $4) }
    }
}
