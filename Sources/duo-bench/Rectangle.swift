import DuoCheckEngine
import DuoCheckKnownAnswers
import Foundation

/// The raw loop of the rectangle pair: the same five draws, reseeded per case as the runner seeds
/// cases, and the same check, with no engine.
@inline(never)
func rawRectangle(cases: Int, seed: UInt64) -> RawOutcome {
    let configuration = RunConfiguration(cases: cases, seed: seed)
    var outcome = RawOutcome()
    for index in 0..<cases {
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
