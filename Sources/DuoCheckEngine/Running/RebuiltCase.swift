/// What checking one counterexample gave: the value and whether it failed.
@usableFromInline package struct RebuiltCase: Equatable, Sendable {
    /// The value that was checked, as JSON (see ``ValueCoding``).
    @usableFromInline package var valueJSON: String
    /// The choices the replay consumed (clamped), or `nil` when the value was
    /// decoded from JSON rather than rebuilt from choices.
    @usableFromInline package var choices: [UInt64]?
    /// The failure, or `nil` if the check held (or the value was invalid).
    @usableFromInline package var failure: CheckFailure?
    /// Whether the choices built an invalid (filtered-out) value, which is not checked.
    @usableFromInline package var isInvalid: Bool

    /// Creates an outcome.
    @usableFromInline package init(valueJSON: String, choices: [UInt64]?, failure: CheckFailure?, isInvalid: Bool) {
        self.valueJSON = valueJSON
        self.choices = choices
        self.failure = failure
        self.isInvalid = isInvalid
    }

    /// Whether the check held.
    @usableFromInline package var passed: Bool { failure == nil }
}
