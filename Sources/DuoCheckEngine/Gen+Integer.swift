extension Gen where Value == Int {
    /// A generator of integers in `range`, favoring its bounds and `constants`.
    ///
    /// The choice is the offset from the lower bound, so shrinking moves
    /// towards `range.lowerBound`. In random mode one draw in eight is an edge
    /// case: a bound or one of the `constants` that lie in the range.
    @inlinable
    public static func int(in range: ClosedRange<Int>, constants: [Int] = []) -> Gen {
        let lowerBound = range.lowerBound
        let bound = UInt64(bitPattern: Int64(range.upperBound &- lowerBound))
        let offsets = constants.filter(range.contains).map { UInt64(bitPattern: Int64($0 &- lowerBound)) }
        return Gen { source in
            lowerBound &+ Int(truncatingIfNeeded: source.draw(upTo: bound, favoring: offsets))
        }
    }
}
