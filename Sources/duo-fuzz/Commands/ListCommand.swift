import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun
import DuoProperties

/// `duo-fuzz list`: the properties, with their rules and what they claim.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the properties with their rules"
    static let help = """
        usage: duo-fuzz list [--markdown | --helpers]

        Prints every property: its id (what run's patterns match), the spec rule it
        checks, and one line saying what it claims. With --markdown, the same as a
        Markdown table with each property's oracle (docs/properties.md holds it).
        With --helpers, the Markdown table of every helper's declaration: what the
        collapse law and the robustness property ask of it, or why not
        (docs/properties.md holds it too).

        example:
          duo-fuzz list --markdown
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, flagOptions: ["--markdown", "--helpers"])
        if let extra = parsed.positionals.first { throw UsageError("list takes no arguments, but got \"\(extra)\"") }
        if parsed.has("--helpers") {
            if parsed.has("--markdown") { throw UsageError("list takes --markdown or --helpers, not both") }
            console.output(HelperCatalogue.markdownTable())
            return .success
        }
        console.output(FuzzCatalogue.fromEnvironment().listing(markdown: parsed.has("--markdown")))
        return .success
    }
}
