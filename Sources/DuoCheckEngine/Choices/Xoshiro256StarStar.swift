/// The pseudo-random generator behind every random draw: xoshiro256** by
/// Blackman and Vigna, a 256-bit state with excellent statistical quality.
///
/// It is written here rather than taken from the platform so that a seed gives
/// the same values on every platform and in every build mode.
@usableFromInline package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Equatable {
    @usableFromInline var word0: UInt64
    @usableFromInline var word1: UInt64
    @usableFromInline var word2: UInt64
    @usableFromInline var word3: UInt64

    /// Creates a generator whose four state words are the first four outputs
    /// of a ``SplitMix64`` started at `seed` (never all zero).
    ///
    /// Out of line and optimised for size, so that the four mixes stay scalar: inlined into a run's loop, the
    /// optimiser packed them two by two into vector registers, which have no 64-bit multiply and emulate it, and
    /// every case ran about 2% slower (docs/performance.md).
    @usableFromInline @inline(never) @_optimize(size)
    package init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        word0 = seeder.next()
        word1 = seeder.next()
        word2 = seeder.next()
        word3 = seeder.next()
    }

    /// Advances the state and returns 64 uniformly distributed bits.
    @inlinable @inline(__always)
    package mutating func next() -> UInt64 {
        let result = Xoshiro256StarStar.rotate(word1 &* 5, left: 7) &* 9
        let shifted = word1 &<< 17
        word2 ^= word0
        word3 ^= word1
        word1 ^= word2
        word0 ^= word3
        word2 ^= shifted
        word3 = Xoshiro256StarStar.rotate(word3, left: 45)
        return result
    }

    /// Returns a value uniformly distributed in `0...bound`, without modulo bias.
    ///
    /// This is Lemire's multiply-and-reject method: the high half of
    /// `random × (bound + 1)` is the result, and the rare low halves that would
    /// make some results more likely than others are redrawn.
    ///
    /// `belowMaximum` says that the caller knows `bound` to be below `UInt64.max`, which leaves its test out.
    @inlinable @inline(__always)
    package mutating func next(upTo bound: UInt64, belowMaximum: Bool = false) -> UInt64 {
        if !belowMaximum, bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    @inlinable
    static func rotate(_ value: UInt64, left count: UInt64) -> UInt64 {
        (value &<< count) | (value &>> (64 &- count))
    }
}
