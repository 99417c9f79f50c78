import Foundation
import OperatingSystemFiles
import DuoCheckCommandLine
import DuoFuzzSupport

/// Picks the command named by the first argument and runs it, handling
/// `--help` and bad usage the same way for every command.
struct CommandDispatcher: Sendable {
    /// The commands, in the order the help lists them.
    var commands: [any Command.Type]

    /// Every command of duo-fuzz.
    static let standard = CommandDispatcher(commands: [
        RunCommand.self, ReplayCommand.self, ListCommand.self, DrawCommand.self, MutantsCommand.self, MutateCommand.self, SnapshotCommand.self,
        ImportCommand.self, ImportCrashCommand.self, SummarizeCommand.self, MigrateSeedsCommand.self, SelfcheckCommand.self, WorkerCommand.self,
        MutationVerdictCommand.self, DocsCommand.self, DashboardCommand.self,
        LeadGroupCommand.self
    ])

    /// Runs the command line (without the program name) and returns the exit code.
    func run(arguments: [String], console: Console = Console()) -> ExitCode {
        guard let first = arguments.first else {
            console.error("duo-fuzz: no command given\n\n" + overview)
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                console.output(command.help)
            } else {
                console.output(overview)
            }
            return .success
        }
        guard let command = command(named: first) else {
            console.error("duo-fuzz: unknown command \"\(first)\"; the commands are \(visibleNames) (see duo-fuzz --help)")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        // Words after `--` are another program's (`lead-group -- swift build …`).
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            console.output(command.help)
            return .success
        }
        do {
            return try command.run(rest, console: console)
        } catch let error as UsageError {
            console.error("duo-fuzz \(command.name): \(error.message)")
            return .usage
        } catch {
            console.error("duo-fuzz \(command.name): \(FileSystemError.describe(error))")
            return .usage
        }
    }

    func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    var visibleNames: String {
        commands.filter { !$0.isHidden }.map { $0.name }.joined(separator: ", ")
    }

    /// The top-level help.
    var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.filter { !$0.isHidden }.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            duo-fuzz: fuzz the DuoCheck properties, and keep what fails as seeds.

            usage: duo-fuzz <command> [options]

            commands:
            \(lines.joined(separator: "\n"))

            Run duo-fuzz <command> --help for a command's options.

            exit codes: 0 all held, 1 a property failed or crashed, 2 bad usage or a bad file,
                        130/143 interrupted (SIGINT/SIGTERM) before any failure was found.
            """
    }
}
