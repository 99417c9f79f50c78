import DuoCheckEngine

/// The case a guided slice tries at one position: a prefix of choices and the seed of the fresh draws after it
/// (``Property/guidedCase(prefix:thenDrawingFrom:)``). It depends only on the slice's seed, the position and the
/// kept cases the slice started from, so that a worker started again to name a crashing case draws the same case
/// at the same position.
///
/// One case in eight is drawn fresh; the others start from a kept case, chosen evenly, and change it once or twice,
/// as Hypothesis's generate phase and libFuzzer mutate what they keep:
/// - **redraw the tail**: keep a prefix and draw the rest fresh;
/// - **replace** one choice by a fresh number up to twice it and a little more, or by 0;
/// - **nudge** one choice by 1 to 4 either way;
/// - **splice**: a prefix of this case, then the rest of another from any point;
/// - **delete** a run of one to eight choices;
/// - **repeat** a run of one to eight choices after itself.
///
/// The prefix is replayed as choices are (clamped to each draw's bound), so no mutation can build a value that
/// the generator could not have drawn.
struct GuidedMutation: Equatable {
    /// The choices replayed first.
    var prefix: [UInt64]
    /// The seed of the draws after them.
    var tailSeed: UInt64

    /// The case at `position` of a slice seeded `seed` that starts from `kept`.
    init(position: Int, seed: UInt64, kept: [[UInt64]]) {
        var random = SplitMix64(seed: seed ^ (UInt64(position) &* 0x9E37_79B9_7F4A_7C15))
        tailSeed = random.next()
        guard !kept.isEmpty, random.next() % 8 != 0 else {
            prefix = []
            return
        }
        var choices = kept[Int(random.next() % UInt64(kept.count))]
        for _ in 0...(random.next() % 2) {
            Self.mutate(&choices, kept: kept, random: &random)
        }
        prefix = choices
    }

    private static func mutate(_ choices: inout [UInt64], kept: [[UInt64]], random: inout SplitMix64) {
        let count = choices.count
        let at = count == 0 ? 0 : Int(random.next() % UInt64(count))
        let run = 1 + Int(random.next() % 8)
        switch (random.next() % 6, count) {
        case (_, 0), (0, _):
            choices = Array(choices.prefix(at))
        case (1, _):
            let value = choices[at]
            choices[at] = random.next() % 4 == 0 ? 0 : random.next() % (value > UInt64.max / 4 ? .max : value * 2 + 17)
        case (2, _):
            let step = 1 + random.next() % 4
            choices[at] = random.next() % 2 == 0 ? choices[at] &+ step : (choices[at] >= step ? choices[at] - step : 0)
        case (3, _):
            let other = kept[Int(random.next() % UInt64(kept.count))]
            let from = other.isEmpty ? 0 : Int(random.next() % UInt64(other.count))
            choices = Array(choices.prefix(at)) + other[from...]
        case (4, _):
            choices.removeSubrange(at..<min(count, at + run))
        default:
            choices.insert(contentsOf: choices[at..<min(count, at + run)], at: min(count, at + run))
        }
    }
}
