import Foundation
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun
import DuoNightly

/// `duo-fuzz import`: brings the seeds of nightly shard artifacts home.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "bring nightly shard artifacts (folders or .zip files) home into Seeds/"
    static let help = """
        usage: duo-fuzz import ARTIFACT... [--seeds-dir DIR] [--out DIR] [--hang-timeout D]
                               [--pr-body FILE] [--json FILE] [--artifact-url URL]

        Reads the seed files of one or more nightly shard artifacts (a folder, or a .zip
        file as the Actions page downloads it; every *.json under a folder named Seeds).
        A ZIP is read entry by entry, never unpacked: an entry whose path leaves it, a
        link of any system, or a seed stating more than 64 MiB is named and skipped.
        The same counterexample from several shards counts once. Every other seed replays
        in this checkout, in a process of its own: one that no longer fails is stale, and
        is left out. Only then are crashes grouped: the seeds that still fail of one
        property with the same signal and message count once, as a stored seed of that
        crash that still fails, else as the group's simplest member. Each group's seed is
        copied into the seeds directory, with its replay command and a picture drawn into
        --out. Importing the same artifact again adds nothing.

        options:
          --seeds-dir DIR     the seeds directory (default Seeds)
          --out DIR           where pictures go (default fuzz-out)
          --hang-timeout D    how long one seed may run when replayed, 1s to 100000h (default 60s)
          --pr-body FILE      write the pull request's body: a Markdown table of the new seeds
                              (checked before anything is imported)
          --json FILE         write what the import did: its counts, each new seed and each bad
                              file (duo-fuzz summarize --import reads it; checked before
                              anything is imported)
          --artifact-url URL  link the pictures from the body (the workflow run's page)

        exit codes: 0 imported (with or without new seeds), 2 bad usage, or an artifact
                    or seed file that cannot be read (the others are still imported).
        """

    /// Imports the artifacts the arguments name.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: name,
            valueOptions: ["--seeds-dir", "--out", "--hang-timeout", "--pr-body", "--json", "--artifact-url"])
        guard !parsed.positionals.isEmpty else { throw UsageError("import needs at least one artifact folder or .zip file") }
        let hangTimeout = try parsed.duration("--hang-timeout", in: .hangTimeout) ?? .seconds(60)
        let nightly = NightlyImport(
            artifacts: parsed.positionals, seedsDirectory: URL(fileURLWithPath: parsed.value("--seeds-dir") ?? "Seeds"),
            outDirectory: URL(fileURLWithPath: parsed.value("--out") ?? "fuzz-out"), hangTimeout: hangTimeout,
            bodyPath: parsed.value("--pr-body").map { URL(fileURLWithPath: $0) },
            recordPath: parsed.value("--json").map { URL(fileURLWithPath: $0) }, artifactURL: parsed.value("--artifact-url"),
            catalogue: FuzzCatalogue.fromEnvironment(), console: console)
        return try nightly.run()
    }
}
