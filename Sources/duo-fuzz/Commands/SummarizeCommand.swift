import Foundation
import DuoCheckCommandLine

/// `duo-fuzz summarize`: the Markdown of runs' JSON summaries, for a CI job's summary page.
enum SummarizeCommand: Command {
    static let name = "summarize"
    static let summary = "print the Markdown of run summaries (summary.json files), for a CI job's summary"
    static let help = """
        usage: duo-fuzz summarize SUMMARY.json...

        Reads the JSON summaries that duo-fuzz run --summary wrote (one per shard) and prints
        Markdown: per shard its status, seed, budget, commit, toolchain, time, replayed seeds
        and worker restarts; per property the cases, the rate (summed over the shards, which
        run side by side), the failures and crashes; the finds; the harness's events and problems.

        exit codes: 0 printed, 2 a file is missing or not a summary.

        example:
          duo-fuzz summarize shards/*/summary.json >> "$GITHUB_STEP_SUMMARY"
        """

    /// Prints the Markdown of the summaries the arguments name.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name)
        guard !parsed.positionals.isEmpty else { throw UsageError("summarize needs at least one summary.json") }
        let summaries = try parsed.positionals.map { path -> RunSummary in
            do {
                return try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw UsageError("\(path) is not a run summary: \(error)")
            }
        }
        console.output(SummaryMarkdown.markdown(summaries))
        return .success
    }
}
