// The side-by-side bench's libraries: DuoCheck and the Swift peers, each checking the same always-true rectangle
// property (four whole coordinates in 0...1000 and a whole window width in 300...1100, as doubles, built into one
// value by the library's own combinators) inside a Swift Testing test, as a user writes it. Each test prints one
// line per round, `DUOBENCH-PEER <library> <cases> <CPU seconds>`, which `duo-bench peers` reads; SwiftCheck's
// `forAllNoShrink` needs no `Arbitrary` conformance, and a property that holds is never shrunk.

/// One library of the side-by-side bench.
struct PeerLibrary {
    /// The name in the report and in the test's lines.
    let name: String
    /// The folder under the sources folder that holds its package (nil for DuoCheck, which is the package itself).
    let folder: String?
    /// The product the bench's tests link.
    let product: String
    /// Cases a round: about a second of one core each, at the rates measured on a two-core x86-64 machine.
    let cases: Int
    /// The test file, which imports the library alone (and Testing).
    let testSource: String

    /// DuoCheck, through `check()` of DuoCheckTesting.
    static let duoCheck = PeerLibrary(
        name: "DuoCheck", folder: nil, product: "DuoCheckTesting", cases: 16_000_000,
        testSource: """
            import DuoCheckEngine
            import DuoCheckTesting
            import Testing

            @Test func duoCheck() {
                let coordinate = Gen.double(in: 0...1000, resolution: .whole)
                let rectangle = zip(coordinate, coordinate, coordinate, coordinate, Gen.double(in: 300...1100, resolution: .whole))
                    .map { PeerRectangle(x: $0, y: $1, width: $2, height: $3, window: $4) }
                let property = Property("rectangle", rule: "always true", generator: rectangle) { r in
                    try require(r.x + r.width <= r.window || r.width >= 0, "\\(r) overflows")
                }
                for _ in 0..<rounds {
                    let start = processSeconds()
                    check(property, configuration: RunConfiguration(cases: peerCases, seed: 1))
                    report("DuoCheck", processSeconds() - start)
                }
            }

            """)

    /// swift-property-based (x-sheep/swift-property-based), through `propertyCheck` and `#expect`.
    static let propertyBased = PeerLibrary(
        name: "swift-property-based", folder: "swift-property-based", product: "PropertyBased", cases: 200_000,
        testSource: """
            import PropertyBased
            import Testing

            @Test func propertyBased() async {
                let coordinate = Gen.int(in: 0...1000).map { Double($0) }
                let rectangle = zip(coordinate, coordinate, coordinate, coordinate, Gen.int(in: 300...1100).map { Double($0) })
                    .map { PeerRectangle(x: $0, y: $1, width: $2, height: $3, window: $4) }
                for _ in 0..<rounds {
                    let start = processSeconds()
                    await propertyCheck(count: peerCases, input: rectangle) { r in
                        #expect(r.x + r.width <= r.window || r.width >= 0)
                    }
                    report("swift-property-based", processSeconds() - start)
                }
            }

            """)

    /// SwiftCheck (typelift/SwiftCheck), through `property(_:arguments:) <- forAll`.
    static let swiftCheck = PeerLibrary(
        name: "SwiftCheck", folder: "SwiftCheck", product: "SwiftCheck", cases: 20_000,
        testSource: """
            import SwiftCheck
            import Testing

            @Test func swiftCheck() {
                let coordinate = Gen<Int>.choose((0, 1000)).map { Double($0) }
                let rectangle = Gen<(Double, Double, Double, Double, Double)>.zip(coordinate, coordinate, coordinate, coordinate, Gen<Int>.choose((300, 1100)).map { Double($0) })
                    .map { PeerRectangle(x: $0, y: $1, width: $2, height: $3, window: $4) }
                for _ in 0..<rounds {
                    let start = processSeconds()
                    property("rectangle", arguments: CheckerArguments(maxAllowableSuccessfulTests: peerCases)) <- forAllNoShrink(rectangle) { r in
                        r.x + r.width <= r.window || r.width >= 0
                    }
                    report("SwiftCheck", processSeconds() - start)
                }
            }

            """)

    static let all = [duoCheck, propertyBased, swiftCheck]

    /// What every test file shares: the rectangle, the rounds, the case count and the process's CPU time.
    static func supportSource(rounds: Int) -> String {
        """
        import Foundation

        struct PeerRectangle: Codable, Equatable, Sendable {
            var x, y, width, height, window: Double
        }

        let rounds = \(rounds)

        /// The cases a round of this library runs, from the environment `duo-bench peers` sets.
        var peerCases: Int { Int(ProcessInfo.processInfo.environment["DUOBENCH_PEER_CASES"] ?? "") ?? 1000 }

        /// CPU time of the whole process, every thread counted (a library may check on other threads).
        func processSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        func report(_ library: String, _ seconds: Double) {
            print("DUOBENCH-PEER \\(library) \\(peerCases) \\(seconds)")
        }

        """
    }
}
