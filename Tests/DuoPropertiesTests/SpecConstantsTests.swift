import Foundation
import Testing
import DuoCheckEngine
import DuoProperties

/// The spec's constants, which every coordinate draw favours.
@Suite struct SpecConstantsTests {
    /// A draw over a range that changes from case to case finds the constants in it as a run of the table,
    /// by halving it (`ChoiceSource.double(in:resolution:favoringAscending:)`), so the table must stay in
    /// ascending order, without repeats.
    @Test func theConstantsAreInAscendingOrder() {
        #expect(zip(specConstants, specConstants.dropFirst()).allSatisfy { $0 < $1 }, "\(specConstants)")
    }

    /// `ChoiceSource.point(in:)` draws exactly what the generator `Gen.point(in:)` draws, edge cases included.
    @Test(arguments: [DoubleResolution.whole, .half, .any])
    func aPointDrawnFromTheSourceIsTheGeneratorsPoint(resolution: DoubleResolution) {
        for range: ClosedRange<Double> in [0...1000, 10...60, 100...470, 0...7] {
            let generator = Gen<CGFloat>.point(in: range, resolution: resolution)
            for seed in 0..<400 as Range<UInt64> {
                let viaGenerator = ChoiceSource(seed: seed)
                let viaSource = ChoiceSource(seed: seed)
                let expected = generator.run(viaGenerator)
                let actual = viaSource.point(in: range, resolution: resolution)
                #expect(actual == expected && viaSource.choices == viaGenerator.choices, "\(range) \(resolution) seed \(seed)")
            }
        }
    }
}
