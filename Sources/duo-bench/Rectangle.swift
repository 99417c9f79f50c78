import DuoCheckEngine
import Foundation

/// A rectangle `x, y, width, height` in a window of width `window`: the trivial property the issue
/// measures every engine on.
struct Rectangle: Codable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var window: Double

    /// The false property's minimal counterexample.
    static let minimum = Rectangle(x: 0, y: 0, width: 500, height: 0, window: 300)
}

enum RectangleProperties {
    /// Four whole coordinates in 0...1000, then a whole window width in 300...1100.
    static let generator: Gen<Rectangle> = {
        let coordinate = Gen.double(in: 0 ... 1000, resolution: .whole)
        return zip(coordinate, coordinate, coordinate, coordinate, Gen.double(in: 300 ... 1100, resolution: .whole))
            .map { Rectangle(x: $0, y: $1, width: $2, height: $3, window: $4) }
    }()

    /// `x + width <= W || width >= 0`: always true, so every case runs.
    static let alwaysTrue = Property("bench.rectangle.true", rule: "benchmark", generator: generator) { r in
        try require(r.x + r.width <= r.window || r.width >= 0, "the rectangle \(r) overflows")
    }

    /// `x + width <= W || width < 500`: false; its minimum is x 0, y 0, width 500, height 0, W 300.
    static let fitsOrIsNarrow = Property("bench.rectangle.false", rule: "benchmark", generator: generator) { r in
        try require(r.x + r.width <= r.window || r.width < 500, "a rectangle 500 or wider overflows the window")
    }
}

/// The raw loop of the rectangle pair: the same five draws, reseeded per case as the runner seeds
/// cases, and the same check, with no engine.
@inline(never)
func rawRectangle(cases: Int, seed: UInt64) -> RawOutcome {
    let configuration = RunConfiguration(cases: cases, seed: seed)
    var outcome = RawOutcome()
    for index in 0 ..< cases {
        var random = Xoshiro256StarStar(seed: configuration.seed(forCase: index))
        let x = Double(random.next(upTo: 1000))
        let y = Double(random.next(upTo: 1000))
        let width = Double(random.next(upTo: 1000))
        let height = Double(random.next(upTo: 1000))
        let window = 300 + Double(random.next(upTo: 800))
        if x + width <= window || width >= 0 { outcome.held += 1 }
        outcome.checksum = outcome.checksum &+ (x + 2 * y + 3 * width + 5 * height + 7 * window).bitPattern
    }
    return outcome
}
