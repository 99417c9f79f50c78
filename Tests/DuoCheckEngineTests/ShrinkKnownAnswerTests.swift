import Foundation
import Testing
@testable import DuoCheckEngine
import DuoCheckKnownAnswers

/// Known answers: false properties shrink to exactly their minimal counterexample.
@Suite struct ShrinkKnownAnswerTests {
    @Test func theRectangleShrinksToTheMinimumInEverySeed() throws {
        for seed: UInt64 in 1...100 {
            let report = Rectangle.fitsOrIsNarrow().run(RunConfiguration(cases: 1000, seed: seed).withoutExplaining)
            let shrunk = try #require(try shrunkValue(Rectangle.self, of: report), "seed \(seed) found no failure")
            #expect(shrunk == Rectangle.minimum, "seed \(seed)")
            #expect(report.failure?.shrunk.choices == [0, 0, 500], "seed \(seed)")
        }
    }

    static let framedWindow: Gen<FramedWindow> =
        zip(Gen.int(in: 100...1000), Gen.int(in: 100...1000)).flatMap { windowWidth, windowHeight in
            zip(Gen.int(in: 0...windowWidth), Gen.int(in: 0...windowHeight)).flatMap { x, y in
                zip(Gen.int(in: 0...windowWidth - x), Gen.int(in: 0...windowHeight - y)).map { width, height in
                    FramedWindow(windowWidth: windowWidth, windowHeight: windowHeight, x: x, y: y, width: width, height: height)
                }
            }
        }

    @Test func aDependentGeneratorShrinksWhileEveryValueStaysInItsWindow() throws {
        let outsideWindow = Counter()
        let checked = Counter()
        let property = Property(
            "engine.known-answer.framed-window", rule: "known answer", generator: Self.framedWindow
        ) { value in
            checked.count += 1
            if !value.frameIsInsideWindow { outsideWindow.count += 1 }
            try require(value.frameIsInsideWindow, "the frame leaves its window")
            try require(value.width < 60 || value.x + value.width <= 90, "a wide frame reaches past 90")
        }
        for seed: UInt64 in 1...20 {
            let report = property.run(RunConfiguration(cases: 1000, seed: seed).withoutExplaining)
            let shrunk = try #require(try shrunkValue(FramedWindow.self, of: report), "seed \(seed) found no failure")
            #expect(
                shrunk == FramedWindow(windowWidth: 100, windowHeight: 100, x: 0, y: 0, width: 91, height: 0),
                "seed \(seed)")
        }
        #expect(checked.count > 100)
        #expect(outsideWindow.count == 0)
    }

    @Test func anArrayShrinksToItsFewestAndSmallestElements() throws {
        let property = Property(
            "engine.known-answer.array-sum", rule: "known answer",
            generator: Gen.array(of: Gen.int(in: 0...60).optional, count: 0...30)
        ) { values in
            try require(values.compactMap { $0 }.reduce(0, +) < 100, "the sum reaches 100")
        }
        for seed: UInt64 in 1...20 {
            let report = property.run(RunConfiguration(cases: 1000, seed: seed).withoutExplaining)
            let shrunk = try #require(try shrunkValue([Int?].self, of: report), "seed \(seed) found no failure")
            #expect(shrunk == [40, 60], "seed \(seed)")
        }
    }
}
