import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// `duo-fuzz selfcheck`: the harness's known answers, checked on this machine.
enum SelfcheckCommand: Command {
    static let name = "selfcheck"
    static let summary = "check the harness on this machine against its known answers"
    static let help = """
        usage: duo-fuzz selfcheck

        Runs the harness end to end on its demo properties, with worker processes and
        seed files in a temporary directory, and checks the known answers:
          1. the planted false property (a rectangle x + width <= window || width < 500) is
             found and shrunk to exactly x 0, y 0, width 500, height 0, window 300, and its
             seed file replays and fails again;
          2. a property whose check traps (for a number over 900) is captured as a crash seed,
             naming the signal, shrunk in throw-away processes to 901, the smallest number that
             traps, and replayed as a crash; the run goes on with the next property.
        Prints each answer and exits 0 when all hold, 1 otherwise.

        example:
          duo-fuzz selfcheck
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name)
        if let extra = parsed.positionals.first { throw UsageError("selfcheck takes no arguments, but got \"\(extra)\"") }
        return Selfcheck.run(console: console)
    }
}
