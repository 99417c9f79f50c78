import Foundation
import DuoProperties
import DuoSnapshots
import DuoCheckCommandLine
import DuoMutation
import DuoFuzzSupport

/// The hidden `mutation-verdict` command: the verdict of the property suites on the geometry core this
/// binary was built with. `duo-fuzz mutate` builds each mutant and runs this in its scratch copy.
enum MutationVerdictCommand: Command {
    static let name = MutationVerdict.commandName
    static let summary = "internal: run every property as CI does and print the first that fails (started by mutate)"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz mutation-verdict [--snapshots DIR]

        Internal. Runs every property of the catalogue as CI=true swift test does (100 cases,
        the fixed CI seed) and stops at the first that fails or reports a problem; when every
        property holds and --snapshots is given, compares every behaviour snapshot in DIR and
        stops at the first whose output changed. Prints one JSON line:
        {"killer": "<property id>" or null, "snapshotKiller": "<snapshot id>" or null}.
        Writes "running <id>" (or "running snapshot <id>") on standard error before each, so
        that a crash can be blamed on one.

        exit codes: 0 every property held, 1 a property failed, 2 bad usage.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--snapshots"])
        if let extra = parsed.positionals.first { throw UsageError("mutation-verdict takes no arguments, but got \"\(extra)\"") }
        let store = parsed.value("--snapshots").map { SnapshotStore(directory: URL(fileURLWithPath: $0)) }
        let verdict = MutationVerdict.judge(PropertyCatalogue.properties(), snapshots: SnapshotCatalogue.all, in: store) { id in
            FileHandle.standardError.write(Data("running \(id)\n".utf8))
        }
        console.output(verdict.line)
        return verdict.isKill ? .failure : .success
    }
}
