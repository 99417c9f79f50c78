import Testing
@testable import DuoCheckEngine

/// The generators are pinned by golden values, so that a seed means the same
/// values on every platform, in every build mode, and in every later version.
@Suite struct RandomTests {
    @Test func splitMixMatchesTheReferenceStream() {
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.next() == 6_457_827_717_110_365_317)
        var fortyTwo = SplitMix64(seed: 42)
        let values = (0..<5).map { _ in fortyTwo.next() }
        #expect(
            values == [
                13_679_457_532_755_275_413, 2_949_826_092_126_892_291, 5_139_283_748_462_763_858,
                6_349_198_060_258_255_764, 701_532_786_141_963_250
            ])
        #expect(SplitMix64.value(at: 3, seed: 42) == values[3])
    }

    @Test func xoshiroMatchesTheReferenceStream() {
        var generator = Xoshiro256StarStar(seed: 42)
        let values = (0..<5).map { _ in generator.next() }
        #expect(
            values == [
                1_546_998_764_402_558_742, 6_990_951_692_964_543_102, 12_544_586_762_248_559_009,
                17_057_574_109_182_124_193, 18_295_552_978_065_317_476
            ])
    }

    @Test func boundedDrawsArePinnedAndInRange() {
        var generator = Xoshiro256StarStar(seed: 42)
        #expect((0..<10).map { _ in generator.next(upTo: 999) } == [83, 378, 680, 924, 991, 769, 719, 850, 761, 583])
        for bound: UInt64 in [0, 1, 2, 7, 1000, .max / 3 * 2, .max] {
            for _ in 0..<200 { #expect(generator.next(upTo: bound) <= bound) }
        }
    }

    @Test func boundedDrawsReachBothEndsOfASmallRange() {
        var generator = Xoshiro256StarStar(seed: 7)
        let seen = Set((0..<200).map { _ in generator.next(upTo: 3) })
        #expect(seen == [0, 1, 2, 3])
    }

    @Test func generatorDrawsArePinned() {
        let generator = zip(
            Gen.int(in: -50...50, constants: [7]), Gen.double(in: 0...100, resolution: .half),
            Gen.bool, Gen.element(of: ["a", "b", "c"]))
        let source = ChoiceSource(seed: 0)
        var lines: [String] = []
        for seed: UInt64 in 0..<4 {
            source.reset(seed: seed)
            lines.append("\(generator.run(source)) \(source.choices)")
        }
        #expect(
            lines == [
                "(38, 10.0, false, \"c\") [75, 20, 0, 2]",
                "(-26, 100.0, false, \"c\") [52, 200, 0, 2]",
                "(37, 18.0, true, \"c\") [73, 36, 1, 2]",
                "(-50, 0.0, true, \"b\") [100, 0, 1, 1]"
            ])
    }

    /// How often, in 2400 cases of two draws each, the second lands within 2 of the first, leaving out the
    /// pairs where the first is a bound of the range (two edge-case turns can both take a bound).
    static func nearPairs(bound: Int, seed: UInt64) -> Int {
        let generator = zip(Gen.int(in: 0...bound), Gen.int(in: 0...bound))
        let source = ChoiceSource(seed: 0)
        return (0..<2400).map { index in
            source.reset(seed: seed &+ UInt64(index))
            return generator.run(source)
        }.filter { first, second in
            first != 0 && first != bound && abs(first - second) <= 2
        }.count
    }

    @Test("On a wide range an edge-case turn in three takes an earlier value, give or take 2")
    func wideRangesReuseEarlierValues() {
        // One draw in 8 is an edge case, and a third of those take the one earlier choice or a neighbour: about
        // 2400 / 24 pairs, less the eighth whose first value is a bound. Uniform draws alone would give none.
        #expect((60...130).contains(Self.nearPairs(bound: 1 << 17, seed: 5)))
    }

    @Test("A narrow range keeps its edge-case turns for its bounds and constants")
    func narrowRangesNeverReuse() {
        // At 2^16, the widest narrow range, uniform draws put about 0.2 pairs in 2400 within 2 of each other.
        #expect(Self.nearPairs(bound: 1 << 16, seed: 5) <= 3)
    }

    @Test func edgeCaseBiasDrawsBoundsAndConstantsInRandomModeOnly() {
        let generator = Gen.int(in: 0...1_000_000, constants: [428, 2_000_000])
        let source = ChoiceSource(seed: 3)
        var counts: [Int: Int] = [:]
        for _ in 0..<2400 { counts[generator.run(source), default: 0] += 1 }
        // One draw in 8 is an edge case, split over 0, the upper bound and 428 (the
        // out-of-range constant is dropped): about 100 each.
        for value in [0, 428, 1_000_000] { #expect((50...160).contains(counts[value, default: 0]), "\(value)") }
        let replay = ChoiceSource(replaying: [5, 6, 7])
        #expect((0..<3).map { _ in generator.run(replay) } == [5, 6, 7])
    }

    @Test func doublesStayInTheirRangeAtEveryResolution() {
        let source = ChoiceSource(seed: 11)
        for resolution in [DoubleResolution.whole, .half, .any] {
            let generator = Gen.double(in: -2.5...3.25, resolution: resolution)
            for _ in 0..<500 {
                let value = generator.run(source)
                #expect((-2.5...3.25).contains(value))
                // Steps are counted from 0, the simplest value of a range that holds it.
                if resolution == .whole { #expect(value.rounded() == value || value == -2.5 || value == 3.25) }
                if resolution == .half { #expect((value * 2).rounded() == value * 2 || value == 3.25) }
            }
        }
    }
}
