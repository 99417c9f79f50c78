/// Bad usage of a command: an unknown option, a missing or bad value, an
/// unknown property or pair. The message names the problem; the command exits 2.
package struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, naming the option or value.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
