import Testing
@testable import DuoCheckEngine

/// A hand-written generator that draws through the source's own methods (`Gen.then`,
/// `ChoiceSource.double(in:resolution:favoring:)`, ...) must draw exactly what the combinator formulation
/// draws, or rewriting a generator for speed would change every stored seed.
@Suite struct DrawEquivalenceTests {
    /// The choices and value of `generator` from `source`.
    static func draw<Value>(_ generator: Gen<Value>, from source: ChoiceSource) -> ([UInt64], Value) {
        let value = generator.run(source)
        return (source.choices, value)
    }

    /// Sources for the same case: random from `seed`, and replays of a lowered and cut copy of its choices
    /// (the paths shrinking takes: clamping, running out of choices).
    static func sourcePairs(seed: UInt64, choices: [UInt64]) -> [(ChoiceSource, ChoiceSource)] {
        let lowered = choices.prefix((choices.count + 1) / 2).map { $0 / 3 }
        let huge = choices.map { _ in UInt64.max }
        return [
            (ChoiceSource(seed: seed), ChoiceSource(seed: seed)),
            (ChoiceSource(replaying: Array(lowered)), ChoiceSource(replaying: Array(lowered))),
            (ChoiceSource(replaying: huge), ChoiceSource(replaying: huge))
        ]
    }

    @Test(arguments: [DoubleResolution.whole, .half, .any])
    func theSourcesDoubleDrawsWhatGenDoubleDraws(resolution: DoubleResolution) {
        // 0...65536 and 0...65537 have a step count at the wide bound and one past it, where the narrow draw of
        // `Gen.double` gives way to the general one.
        let ranges: [ClosedRange<Double>] = [0...1000, -100...37.5, 5...5, 1...1400, 0...65536, 0...65537]
        let constantSets: [[Double]] = [[], [8, 16, 466, 2000, -7], [37.5, 0.25], [-7, 0.25, 8, 16, 37.5, 466, 2000]]
        for range in ranges {
            for constants in constantSets {
                let generator = Gen.double(in: range, resolution: resolution, constants: constants)
                for seed in 0..<300 as Range<UInt64> {
                    let (choices, _) = Self.draw(generator, from: ChoiceSource(seed: seed))
                    for (viaGen, viaSource) in Self.sourcePairs(seed: seed, choices: choices) {
                        let expected = generator.run(viaGen)
                        let actual = viaSource.double(in: range, resolution: resolution, favoring: constants)
                        #expect(
                            actual.bitPattern == expected.bitPattern && viaSource.choices == viaGen.choices,
                            "\(range) \(resolution) \(constants) seed \(seed)")
                        if constants.isEmpty {
                            let again = Self.sourcePairs(seed: seed, choices: choices)
                            #expect(again[0].0.double(in: range, resolution: resolution).bitPattern == generator.run(again[0].1).bitPattern)
                        }
                        if constants == constants.sorted() {
                            let ascending = Self.sourcePairs(seed: seed, choices: choices)
                            let value = ascending[0].0.double(in: range, resolution: resolution, favoringAscending: constants)
                            #expect(
                                value.bitPattern == generator.run(ascending[0].1).bitPattern && ascending[0].0.choices == ascending[0].1.choices,
                                "ascending \(range) \(resolution) \(constants) seed \(seed)")
                        }
                        let prepared = DoubleDraw(in: range, resolution: resolution, constants: constants)
                        let again = Self.sourcePairs(seed: seed, choices: choices)
                        #expect(prepared.value(from: again[0].0).bitPattern == generator.run(again[0].1).bitPattern)
                    }
                }
            }
        }
    }

    /// `Gen.double`'s draw for a narrow range at or above 0 leaves out tests that its range answers once; the
    /// general draw (`DoubleDraw.value(from:)`) keeps them. Eight draws in a row from every kind of source must
    /// leave both alike: values, choices, the random state, the edge-case bits and the invalid and overrun marks.
    @Test(arguments: [DoubleResolution.whole, .half])
    func aNarrowRangesDrawLeavesEverySourceAsTheGeneralDrawDoes(resolution: DoubleResolution) {
        let ranges: [ClosedRange<Double>] = [0...1000, 0...0.4, 0...0.5, 5...5, -0.0...10, 300...1100, 0...32768, 0...65536, 0...65537]
        func sources(_ seed: UInt64) -> [ChoiceSource] {
            let pastReplay = ChoiceSource(seed: 0)
            pastReplay.reset(replaying: [3, 0, 7], thenDrawingFrom: seed)
            return [
                ChoiceSource(seed: seed), ChoiceSource(seed: seed, maximumChoiceCount: 3), ChoiceSource(replaying: [seed, 0, 1, 65537, 2]),
                pastReplay, ChoiceSource(bytes: (0..<24).map { UInt8(truncatingIfNeeded: seed &* 37 &+ $0) })
            ]
        }
        for range in ranges {
            let generator = Gen.double(in: range, resolution: resolution)
            let general = DoubleDraw(in: range, resolution: resolution)
            for seed in 0..<200 as Range<UInt64> {
                for (narrow, plain) in zip(sources(seed), sources(seed)) {
                    for _ in 0..<8 {
                        let value = generator.run(narrow)
                        #expect(value.bitPattern == general.value(from: plain).bitPattern, "\(range) \(resolution) seed \(seed)")
                    }
                    #expect(
                        narrow.choices == plain.choices && narrow.random == plain.random && narrow.edgeCaseBits == plain.edgeCaseBits
                            && narrow.isInvalid == plain.isInvalid && narrow.didOverrun == plain.didOverrun,
                        "\(range) \(resolution) seed \(seed)")
                }
            }
        }
    }

    @Test func thenDrawsWhatTheEquivalentFlatMapDraws() {
        let window = Gen.double(in: 10...1000, resolution: .whole, constants: [466])
        let viaFlatMap = window.flatMap { width in
            zip(
                Gen.double(in: 0...width, resolution: .half, constants: [width / 2, 84]), Gen<Bool>.bool,
                Gen.array(of: Gen.int(in: 0...3), count: 0...3), Gen.element(of: ["a", "b", "c"])
            )
            .map { "\(width) \($0) \($1) \($2) \($3)" }
        }
        let viaThen = window.then { width, source -> String in
            let offset = source.double(in: 0...width, resolution: .half, favoring: [width / 2, 84])
            let flag = source.bool()
            let numbers = source.array(count: 0...3) { $0.int(in: 0...3) }
            let letter = source.element(of: ["a", "b", "c"])
            return "\(width) \(offset) \(flag) \(numbers) \(letter)"
        }
        for seed in 0..<500 as Range<UInt64> {
            let (choices, _) = Self.draw(viaFlatMap, from: ChoiceSource(seed: seed))
            for (flatMapSource, thenSource) in Self.sourcePairs(seed: seed, choices: choices) {
                let expected = viaFlatMap.run(flatMapSource)
                let actual = viaThen.run(thenSource)
                #expect(actual == expected && thenSource.choices == flatMapSource.choices, "seed \(seed)")
            }
        }
    }
}
