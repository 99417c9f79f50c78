import Foundation
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// `duo-fuzz replay`: replays stored seeds against the current code.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "replay stored seeds (all of Seeds/, or the given files and folders)"
    static let help = """
        usage: duo-fuzz replay [PATH...] [--seeds-dir DIR] [--hang-timeout D] [--events FILE]

        Replays every seed file in the seeds directory, or the given files and folders
        (searched for *.json at any depth), each in a process of its own, so that a trap
        or a hang stops only that seed, and prints each result. A failure seed replays its
        choices; if the generator has drifted so that they no longer rebuild the stored
        value, the stored value is checked directly and the drift is shown. A seed that runs
        past the hang timeout is stopped and counts as failing. A seed whose property now
        holds is fine: the bug was fixed, and the seed guards it.

        A path that does not exist, a folder named *.json, a symbolic link, a folder
        that cannot be listed, a file that is not a seed, and a seed whose value is not of its
        property's type are each named as BAD; the other seeds still replay (a link inside a
        folder is never followed, wherever it leads). A seed outside its
        property's folder, or under a name that is not its hash, gets a warning, and so does a
        temporary file that a write cut short left (run removes those of ended writers).

        options:
          --seeds-dir DIR  the seeds directory used when no PATH is given (default Seeds)
          --hang-timeout D how long one seed may run, 1s to 100000h (default 60s)
          --events FILE    write the replay's events, one JSON record a line

        examples:
          duo-fuzz replay
          duo-fuzz replay Seeds/band-containment/0123456789ab.json

        exit codes: 0 every seed holds, 1 a seed fails (or crashes, or hangs) again,
                    2 a path or a file is bad (after every other seed has replayed) and none fails.
        """

    /// Replays the seeds the arguments name (or the seeds directory), bad ones named last.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--seeds-dir", "--hang-timeout", "--events"])
        let hangTimeout = try parsed.duration("--hang-timeout", in: .hangTimeout) ?? .seconds(60)
        if let mutant = FuzzCatalogue.fromEnvironment().mutant {
            console.error("duo-fuzz replay: on the helpers of the bug shape \(mutant.id) (DUOFUZZ_MUTANT), not the core's")
        }
        let paths = parsed.positionals.isEmpty ? [parsed.value("--seeds-dir") ?? "Seeds"] : parsed.positionals
        let events = try parsed.value("--events", expected: "a file path") { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        if let events {
            do {
                try ReportFile.check(events)
            } catch {
                throw UsageError("--events: \(ReportFileError.describe(error, path: events.relativePath)); nothing was replayed")
            }
        }
        return SeedPathsReplay(
            paths: paths, hangTimeout: hangTimeout, catalogue: FuzzCatalogue.fromEnvironment(), console: console, eventsPath: events
        ).run()
    }
}
