import DuoCheckCommandLine
import DuoCheckEngine
import DuoFuzzSupport
import DuoFuzzRun
import DuoProperties
import DuoSnapshots

/// `duo-fuzz list`: the properties, with their rules and what they claim.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the properties with their rules"
    static let help = """
        usage: duo-fuzz list [--markdown | --helpers | --members | --decisions]

        Prints every property: its id (what run's patterns match), the spec rule it
        checks, and one line saying what it claims. With --markdown, the same as a
        Markdown table with each property's oracle (docs/properties.md holds it).
        With --helpers, the Markdown table of every helper's declaration: what the
        collapse law and the robustness property ask of it, or why not
        (docs/properties.md holds it too). With --members, the table of the helper
        set's members with the snapshots that compare each, and with --decisions,
        the table of the decisions the properties pin, with their reasons (both in
        docs/conformance.md).

        example:
          duo-fuzz list --markdown
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let tables = ["--markdown", "--helpers", "--members", "--decisions"]
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, flagOptions: Set(tables))
        if let extra = parsed.positionals.first { throw UsageError("list takes no arguments, but got \"\(extra)\"") }
        let chosen = tables.filter { parsed.has($0) }
        if chosen.count > 1 { throw UsageError("list takes one of \(tables.joined(separator: ", ")), not \(chosen.joined(separator: " and "))") }
        switch chosen.first {
        case "--helpers": console.output(HelperCatalogue.markdownTable())
        case "--members": console.output(SnapshotCatalogue.membersTable())
        case "--decisions": console.output(Decision.markdownTable())
        default: console.output(FuzzCatalogue.fromEnvironment().listing(markdown: parsed.has("--markdown")))
        }
        return .success
    }
}
