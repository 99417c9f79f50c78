import DuoCheckCommandLine
import DuoFuzzSupport
import DuoMutation

/// The hidden `lead-group` command: runs a command (a build of the mutation run's scratch copy, its verdict) in a
/// process group of its own, and ends the command and every process it started, however the supervisor ends
/// (``GroupLead``).
enum LeadGroupCommand: Command {
    static let name = GroupLead.commandName
    static let summary = "internal: run a command whose processes all end with duo-fuzz"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz lead-group -- EXECUTABLE [ARGUMENT...]

        Internal. Runs EXECUTABLE with the arguments, and kills every process it
        started when standard input, a pipe from the supervisor, closes, two
        seconds after SIGTERM, or when the command ends. Exits as the command exits.
        """

    /// Runs the command after `--` and ends as it ended.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        guard arguments.first == "--", arguments.count > 1 else { throw UsageError("lead-group needs -- EXECUTABLE [ARGUMENT...]") }
        return try GroupLead.run(Array(arguments.dropFirst()), console: console)
    }
}
