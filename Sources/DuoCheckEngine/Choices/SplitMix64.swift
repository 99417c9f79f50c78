/// A tiny, fast pseudo-random generator with a 64-bit state, used to seed
/// ``Xoshiro256StarStar`` and to derive one independent seed per case.
///
/// Each output is a fixed mix of `seed + n × 0x9E3779B97F4A7C15`, so the
/// stream is the same on every platform and in every build mode, and its
/// `n`-th value can be computed directly with ``SplitMix64/value(at:seed:)``.
@usableFromInline package struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The odd constant added to the state before every output (the golden ratio in 64 bits).
    @usableFromInline package static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The current state; the next output mixes `state + increment`.
    @usableFromInline package var state: UInt64

    /// Creates a generator whose first output mixes `seed + increment`.
    @inlinable
    package init(seed: UInt64) {
        state = seed
    }

    /// Advances the state and returns its mixed value.
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= SplitMix64.increment
        return SplitMix64.mix(state)
    }

    /// The value that the `index`-th call to ``next()`` (counting from 0) returns
    /// for a generator made with `seed`, computed without stepping through the stream.
    @inlinable
    package static func value(at index: UInt64, seed: UInt64) -> UInt64 {
        mix(seed &+ (index &+ 1) &* increment)
    }

    /// The finaliser that turns a state into an output (Stafford's variant 13).
    @inlinable
    package static func mix(_ state: UInt64) -> UInt64 {
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }
}
