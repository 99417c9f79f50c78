/// What checking one counterexample gave: the value and whether it failed.
@usableFromInline package struct RebuiltCase: Equatable, Sendable {
    /// The value that was checked, as JSON (see ``ValueCoding``).
    package var valueJSON: String
    /// The choices the replay consumed (clamped), or `nil` when the value was
    /// decoded from JSON rather than rebuilt from choices.
    package var choices: [UInt64]?
    /// The failure, or `nil` if the check held (or the value was invalid).
    package var failure: CheckFailure?
    /// Whether the choices built an invalid (filtered-out) value, which is not checked.
    package var isInvalid: Bool

    /// Creates an outcome.
    package init(valueJSON: String, choices: [UInt64]?, failure: CheckFailure?, isInvalid: Bool) {
        self.valueJSON = valueJSON
        self.choices = choices
        self.failure = failure
        self.isInvalid = isInvalid
    }

    /// Whether the check held.
    package var passed: Bool { failure == nil }
}
