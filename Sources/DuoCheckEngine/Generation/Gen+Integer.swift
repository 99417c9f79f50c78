extension Gen where Value == Int {
    /// A generator of integers in `range`, favoring its bounds and `constants`.
    ///
    /// Choice 0 is the value nearest 0 (0 itself when the range holds it), then 1, -1, 2, -2, … (see
    /// ``ZeroOrigin``), so shrinking moves toward 0, positive before negative. In random mode one draw in eight
    /// is an edge case: a bound or one of the `constants` that lie in the range.
    @inlinable
    public static func int(in range: ClosedRange<Int>, constants: [Int] = []) -> Gen {
        let zero = ZeroOrigin(range)
        let ends = (0..<RangeEnds(zero).count).map { RangeEnds(zero).choice(at: $0) }
        let offsets = constants.filter(range.contains).map { zero.choice(of: $0, in: range) } + ends
        if range.lowerBound >= 0 {
            let lowerBound = range.lowerBound
            let bound = zero.bound
            return Gen.drawing { source in lowerBound &+ Int(truncatingIfNeeded: source.draw(upTo: bound, favoring: offsets)) }
        }
        return Gen.drawing { source in source.integerValue(zero, choice: source.draw(upTo: zero.bound, favoring: offsets), in: range) }
    }
}
