/// Bad usage of a command: an unknown option, a missing or bad value, an
/// unknown property. The message names the problem; the command exits 2.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, naming the option or value.
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
