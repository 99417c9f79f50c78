import DuoCheckEngine

/// A deterministic sample: which `count` of `population` indices a seed chooses. The same seed, count and
/// population choose the same indices on every machine and in every build, since the draws come from the
/// engine's ``SplitMix64`` through a bounded draw written here (no standard-library shuffle, whose
/// algorithm may change between releases).
enum SeededSample {
    /// `count` distinct indices below `population` (all of them when `count >= population`), ascending.
    static func indices(count: Int, of population: Int, seed: UInt64) -> [Int] {
        var generator = SplitMix64(seed: seed)
        var indices = Array(0..<population)
        let chosen = min(max(0, count), population)
        // A partial Fisher–Yates shuffle: position i takes a uniformly drawn index from the ones not yet taken.
        for position in 0..<chosen {
            let other = position + Int(uniform(below: UInt64(population - position), using: &generator))
            indices.swapAt(position, other)
        }
        return indices.prefix(chosen).sorted()
    }

    /// A uniform draw from `0 ..< bound` (`bound > 0`), unbiased: draws at or above the largest multiple of
    /// `bound` that fits in 64 bits are drawn again.
    static func uniform(below bound: UInt64, using generator: inout SplitMix64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let draw = generator.next()
            if draw < limit { return draw % bound }
        }
    }
}
