import Foundation
import DuoCheckEngine

/// A rectangle in a window `window` points wide: the value of the planted false property.
struct DemoRectangle: Codable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var window: Double
}

/// Properties with known answers, for `selfcheck` and the command's own tests:
/// a planted false property, a property whose check traps, one whose check
/// hangs, and one that always holds. They join the catalogue only with `DUOFUZZ_DEMO=1` (or inside
/// `selfcheck`), never in a real run.
enum DemoProperties {
    /// The known minimum of ``rectangle``: x 0, y 0, width 500, height 0, window 300.
    static let rectangleMinimum = DemoRectangle(x: 0, y: 0, width: 500, height: 0, window: 300)

    /// False: a rectangle 500 or wider overflows a window narrower than its right edge.
    /// Every run finds it quickly and shrinks it to ``rectangleMinimum`` (choices `[0, 0, 500]`).
    static let rectangle: Property<DemoRectangle> = {
        let coordinate = Gen.double(in: 0 ... 1000, resolution: .whole)
        let window = Gen.double(in: 300 ... 1100, resolution: .whole)
        return Property(
            "demo-rectangle", rule: "demo: a planted false property",
            summary: "a rectangle fits its window or is narrower than 500 (false; minimum x 0, y 0, width 500, height 0, window 300)",
            generator: zip(coordinate, coordinate, coordinate, coordinate, window).map(DemoRectangle.init)
        ) { rectangle in
            try require(
                rectangle.x + rectangle.width <= rectangle.window || rectangle.width < 500,
                "a rectangle \(rectangle.width) wide at x \(rectangle.x) overflows a window \(rectangle.window) wide")
        }
    }()

    /// Traps (a Swift runtime trap, SIGILL on Linux x86_64) for any number over 900.
    static let trap = Property(
        "demo-trap", rule: "demo: a check that crashes",
        summary: "traps for a number over 900, to show that a crash is captured as a seed",
        generator: Gen.int(in: 0 ... 1000)
    ) { number in
        if number > 900 { fatalError("demo-trap: \(number) is over 900") }
    }

    /// Never returns for any number over 950, to show that a hung check is stopped and stored.
    static let hang = Property(
        "demo-hang", rule: "demo: a check that never returns",
        summary: "hangs for a number over 950, to show that a hung check is stopped and stored as a seed",
        generator: Gen.int(in: 0 ... 1000)
    ) { number in
        while number > 950 { usleep(100_000) }
    }

    /// Always holds; cheap, for long runs and for counting cases.
    static let holds = Property(
        "demo-holds", rule: "demo: a true property",
        summary: "every number is a number (always holds)",
        generator: Gen.int(in: 0 ... 1_000_000)
    ) { _ in }

    /// The demo properties, in catalogue order.
    static var all: [AnyProperty] {
        [AnyProperty(rectangle), AnyProperty(trap), AnyProperty(hang), AnyProperty(holds)]
    }
}
