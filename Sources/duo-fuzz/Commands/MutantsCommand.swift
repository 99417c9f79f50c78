import DuoCheckEngine
import DuoProperties
import DuoCheckCommandLine
import DuoFuzzSupport

/// `duo-fuzz mutants`: the mutation self-check. Runs the full suites against every mutant (each bug shape of the
/// spec, and the project's own per helper family) and prints the mutation table and score.
enum MutantsCommand: Command {
    static let name = "mutants"
    static let summary = "run the suites against every mutant and print the mutation table"
    static let help = """
        usage: duo-fuzz mutants [PATTERN...] [--cases N] [--seeds K]

        Runs every property against each mutant (the geometry core with one helper
        replaced by a bug shape), the property expected to kill it first, and stops
        at the first failure. Prints a Markdown table: the bug shape, the property
        that killed it, its cases to first failure over K seeds (1...K: the median,
        the 90th percentile and the most; "> N" where some seed's run survived)
        and the shrunk counterexample; then the mutation score. docs/mutation.md
        holds the table for the defaults. (duo-bench times the shrinking.)
        PATTERN chooses mutants by id (exact, glob or part of an id).

          --cases N   cases per property and seed, 1 to 1000000 (default 100)
          --seeds K   seeds for the cases to failure, 1 to 1000 (default 21)

        Exit code: 0 when every mutant is killed, 1 when one survives, 2 on bad usage.

        example:
          duo-fuzz mutants
          duo-fuzz mutants symmetric-left-inset --seeds 101
        """

    /// The cases per property and seed that `--cases` accepts.
    static let casesRange = 1...1_000_000
    /// The seeds that `--seeds` accepts: each runs every mutant, so a thousand is hours of work.
    static let seedsRange = 1...1000

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--cases", "--seeds"])
        let cases = try parsed.integer("--cases", in: casesRange, of: "cases") ?? 100
        let seedCount = try parsed.integer("--seeds", in: seedsRange, of: "seeds") ?? 21
        var mutants = BugShape.all
        if !parsed.positionals.isEmpty {
            mutants = BugShape.all.filter { mutant in parsed.positionals.contains { IDPattern.matches(mutant.id, $0) } }
            if mutants.isEmpty {
                throw UsageError(
                    "no mutant matches \(parsed.positionals.joined(separator: ", ")); the mutants are: \(BugShape.all.map(\.id).joined(separator: ", "))"
                )
            }
        }
        let rows = BugShapeRun.table(mutants, seeds: (1...seedCount).map(UInt64.init), cases: cases)
        console.output(BugShapeRun.markdown(rows, cases: cases))
        return rows.allSatisfy(\.result.isKilled) ? .success : .failure
    }

}
