import DuoCheckCommandLine
import DuoFuzzSupport
/// One subcommand of duo-fuzz: its name, a one-line summary for the top-level
/// help, its full help text, and what it does.
///
/// To add a command, write a type conforming to this protocol in a file of its
/// own and list it in ``CommandDispatcher/standard``.
protocol Command: Sendable {
    /// The word that selects the command: `duo-fuzz <name> …`.
    static var name: String { get }
    /// One line for `duo-fuzz --help`.
    static var summary: String { get }
    /// The text of `duo-fuzz <name> --help`.
    static var help: String { get }
    /// Whether `duo-fuzz --help` leaves it out (internal commands).
    static var isHidden: Bool { get }
    /// Runs the command with the arguments after its name. Throws a
    /// ``UsageError`` for bad usage (exit 2).
    static func run(_ arguments: [String], console: Console) throws -> ExitCode
}

extension Command {
    static var isHidden: Bool { false }
}
