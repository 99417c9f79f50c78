import DuoCheckCommandLine
import DuoFuzzSupport
import DuoNightly
import OperatingSystemFiles

/// `duo-fuzz summarize`: the Markdown of runs' JSON summaries, for a CI job's summary page.
enum SummarizeCommand: Command {
    static let name = "summarize"
    static let summary = "print the Markdown of run summaries (summary.json files), for a CI job's summary"
    static let help = """
        usage: duo-fuzz summarize SUMMARY.json...
               duo-fuzz summarize --import IMPORT.json [--paths]

        Reads the JSON summaries that duo-fuzz run --summary wrote (one per shard) and prints
        Markdown: per shard its status, seed, budget, commit, toolchain, time, replayed seeds
        and worker restarts; per property the cases, the rate (summed over the shards, which
        run side by side), the failures and crashes; the finds; the harness's events and problems.

        A file that is missing or is not a summary is named in the Markdown, and the others
        are still shown.

        With --import, reads the record duo-fuzz import --json wrote and prints its section
        of the job's summary: the import's line, its bad files and the table of its new
        seeds; with --paths, only the new seed files' paths, one a line.

        exit codes: 0 printed, 2 a file is missing or not a summary (after printing the rest).

        example:
          duo-fuzz summarize shards/*/summary.json >> "$GITHUB_STEP_SUMMARY"
        """

    /// Prints the Markdown of the summaries the arguments name; one that cannot be read is named in it (and on
    /// standard error), and the others are still shown.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--import"], flagOptions: ["--paths"])
        if let path = parsed.value("--import") {
            if let extra = parsed.positionals.first { throw UsageError("summarize --import takes no summary, but got \"\(extra)\"") }
            let record: ImportRecord
            do {
                record = try ImportRecord.read(Folder.readFile(atPath: path))
            } catch {
                throw UsageError("--import: \(path) is not an import record (\(SummaryFiles.reason(error)))")
            }
            if !parsed.has("--paths") {
                console.output(record.markdown)
            } else if !record.new.isEmpty {
                console.output(record.new.map(\.seedFile).joined(separator: "\n"))
            }
            return .success
        }
        if parsed.has("--paths") { throw UsageError("--paths goes with --import") }
        guard !parsed.positionals.isEmpty else { throw UsageError("summarize needs at least one summary.json") }
        let (summaries, unreadable) = SummaryFiles.read(parsed.positionals, console: console)
        console.output(SummaryMarkdown.markdown(summaries, unreadable: unreadable))
        return unreadable.isEmpty ? .success : .usage
    }
}
