import Testing
@testable import DuoCheckEngine

/// The bounds of the tree passes on values that are not trees: a labelled generator run twice side by side, a list of
/// many one-choice values, and choices next to `UInt64.max`.
@Suite struct ShrinkPassBoundsTests {
    /// One number, drawn through a generator of its own (so each draw is a call span of one label).
    static let number = Gen<Int> { source in source.int(in: 0...1_000_000) }

    @Test("two numbers from one labelled generator still trade value between them")
    func siblingsOfOneLabelAreNotRecursive() {
        let pair = Gen<[Int]> { source in [Self.number.run(source), Self.number.run(source)] }
        let result = Shrinker().shrink([900_000, 100_000]) { source in
            let values = pair.run(source)
            return values[0] + values[1] >= 1_000_000
        }
        #expect(result.choices == [0, 1_000_000])
        #expect(result.evaluationCount < 200, "\(result.evaluationCount) evaluations")
    }

    @Test("grow leaf tries a bounded number of candidates on a long list of one-choice values")
    func growLeafIsBoundedOnAList() {
        let bit = Gen<Int> { source in source.int(in: 0...1) }
        let bits = Gen<[Int]> { source in (0..<80).map { _ in bit.run(source) } }
        let result = Shrinker().shrink(Array(repeating: 1, count: 80)) { source in bits.run(source).allSatisfy { $0 == 1 } }
        #expect(result.reachedFixedPoint)
        #expect((result.evaluationsByPass["grow leaf"] ?? 0) <= ShrinkPass.growLeafCandidateLimit, "\(result.evaluationsByPass)")
    }

    @Test("lowering two choices together next to UInt64.max does not overflow")
    func lowerTogetherNearTheTop() {
        let result = Shrinker(passes: [.lowerTogether], structuralPasses: []).shrink([.max, .max - 1, .max - 3]) { source in
            source.draw(upTo: .max) > .max - 10
        }
        #expect(result.choices.first.map { $0 > .max - 10 } == true)
    }
}
