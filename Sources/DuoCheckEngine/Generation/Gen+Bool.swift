extension Gen where Value == Bool {
    /// A generator of fair coin flips; `false` (choice 0) is the simpler value.
    @inlinable
    public static var bool: Gen {
        Gen.drawing { source in source.bool() }
    }
}
