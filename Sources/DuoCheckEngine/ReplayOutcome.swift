/// What checking one counterexample gave: the value and whether it failed.
public struct ReplayOutcome: Equatable, Sendable {
    /// The value that was checked, as JSON (see ``ValueCoding``).
    public var valueJSON: String
    /// The choices the replay consumed (clamped), or `nil` when the value was
    /// decoded from JSON rather than rebuilt from choices.
    public var choices: [UInt64]?
    /// The failure, or `nil` if the check held (or the value was invalid).
    public var failure: CheckFailure?
    /// Whether the choices built an invalid (filtered-out) value, which is not checked.
    public var isInvalid: Bool

    /// Creates an outcome.
    public init(valueJSON: String, choices: [UInt64]?, failure: CheckFailure?, isInvalid: Bool) {
        self.valueJSON = valueJSON
        self.choices = choices
        self.failure = failure
        self.isInvalid = isInvalid
    }

    /// Whether the check held.
    public var passed: Bool { failure == nil }
}
