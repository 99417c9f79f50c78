/// An environment variable with a value DuoCheck cannot use.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable's name, for example `DUOCHECK_CASES`.
    public var variable: String
    /// The value it had.
    public var value: String
    /// What a valid value looks like.
    public var expected: String

    /// Creates an error for `variable=value`, explaining what was `expected`.
    public init(variable: String, value: String, expected: String) {
        self.variable = variable
        self.value = value
        self.expected = expected
    }

    /// `DUOCHECK_CASES="abc" is not valid: expected …`.
    public var description: String {
        "\(variable)=\"\(value)\" is not valid: expected \(expected)"
    }
}
