import Foundation
import DuoCheckCommandLine
import DuoFuzzRun
import DuoFuzzSupport

/// `duo-fuzz dashboard`: the page of runs from their event logs; the nightly's import job merges the night's so.
enum DashboardCommand: Command {
    static let name = "dashboard"
    static let summary = "write the dashboard of runs (their --events logs) as one page, a night's runs merged"
    static let help = """
        usage: duo-fuzz dashboard EVENTS.jsonl... --out DIR

        Reads the event logs that duo-fuzz run --events wrote, one per run (a shard, the guided
        run), and writes DIR/index.html: the page that duo-fuzz run --dashboard writes for one
        run, for all of them together. Each run's workers get lanes of their own in the schedule;
        each property's cases, time and failures are added up; a branch of the core counts as
        reached when any run reached it. A failure's picture is read where its run wrote it, or
        from beside its event log, as a shard's artifact keeps them.

        exit codes: 0 written; 2 an event log that is missing or is not one (named), or a DIR
                    that is a link, a file, or cannot be written.

        example:
          duo-fuzz dashboard shards/*/events.jsonl --out night-out/dashboard
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--out"], flagOptions: [])
        guard let out = parsed.value("--out"), !out.isEmpty else { throw UsageError("dashboard needs --out DIR, the folder of the page") }
        guard !parsed.positionals.isEmpty else { throw UsageError("dashboard needs at least one event log (duo-fuzz run --events)") }
        try DashboardFolder.write(logs: parsed.positionals, into: URL(fileURLWithPath: out))
        console.output("wrote \(URL(fileURLWithPath: out).appendingPathComponent("index.html").relativePath)")
        return .success
    }
}
