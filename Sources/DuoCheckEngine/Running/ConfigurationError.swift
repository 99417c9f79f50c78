/// An environment variable with a value DuoCheck cannot use.
package struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable's name, for example `DUOCHECK_CASES`.
    package var variable: String
    /// The value it had.
    package var value: String
    /// What a valid value looks like.
    package var expected: String

    /// Creates an error for `variable=value`, explaining what was `expected`.
    package init(variable: String, value: String, expected: String) {
        self.variable = variable
        self.value = value
        self.expected = expected
    }

    /// `DUOCHECK_CASES="abc" is not valid: expected …`.
    package var description: String {
        "\(variable)=\"\(value)\" is not valid: expected \(expected)"
    }
}
