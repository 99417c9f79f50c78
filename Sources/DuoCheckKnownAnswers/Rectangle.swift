import DuoCheckEngine

/// A rectangle `x, y, width, height` in a window `window` wide: the harness's own known answer. Every engine is
/// measured on it, and `duo-fuzz selfcheck` checks it end to end.
package struct Rectangle: Codable, Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package var window: Double

    /// A rectangle from its five numbers.
    package init(x: Double, y: Double, width: Double, height: Double, window: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.window = window
    }

    /// The false property's minimal counterexample: x 0, y 0, width 500, height 0, window 300 (choices
    /// `[0, 0, 500]`).
    package static let minimum = Rectangle(x: 0, y: 0, width: 500, height: 0, window: 300)

    /// Four whole coordinates in 0...1000, then a whole window width in 300...1100.
    package static let generator: Gen<Rectangle> = {
        let coordinate = Gen.double(in: 0...1000, resolution: .whole)
        return zip(coordinate, coordinate, coordinate, coordinate, Gen.double(in: 300...1100, resolution: .whole))
            .map { Rectangle(x: $0, y: $1, width: $2, height: $3, window: $4) }
    }()

    /// `x + width <= window || width >= 0`: always true, so every case runs (what the benchmark times).
    package static let alwaysTrue = Property("rectangle.true", rule: "known answer", generator: generator) { r in
        try require(r.x + r.width <= r.window || r.width >= 0, "the rectangle \(r) overflows")
    }

    /// `x + width <= window || width < 500`: false, with ``minimum`` as its minimal counterexample.
    package static func fitsOrIsNarrow(id: String = "rectangle.false", rule: String = "known answer: a planted false property") -> Property<Rectangle>
    {
        Property(
            id, rule: rule,
            summary: "a rectangle fits its window or is narrower than 500 (false; minimum x 0, y 0, width 500, height 0, window 300)",
            generator: generator
        ) { r in
            try require(r.x + r.width <= r.window || r.width < 500, "a rectangle \(r.width) wide at x \(r.x) overflows a window \(r.window) wide")
        }
    }
}
