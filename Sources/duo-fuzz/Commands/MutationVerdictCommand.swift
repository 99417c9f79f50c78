import Foundation
import DuoProperties

/// The hidden `mutation-verdict` command: the verdict of the property suites on the geometry core this
/// binary was built with. `duo-fuzz mutate` builds each mutant and runs this in its scratch copy.
enum MutationVerdictCommand: Command {
    static let name = "mutation-verdict"
    static let summary = "internal: run every property as CI does and print the first that fails (started by mutate)"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz mutation-verdict

        Internal. Runs every property of the catalogue as CI=true swift test does (100 cases,
        the fixed CI seed), stops at the first that fails or reports a problem, and prints one
        JSON line: {"killer": "<property id>"} or {"killer": null}. Writes "running <id>" on
        standard error before each property, so that a crash can be blamed on one.

        exit codes: 0 every property held, 1 a property failed, 2 bad usage.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, command: name)
        if let extra = parsed.positionals.first { throw UsageError("mutation-verdict takes no arguments, but got \"\(extra)\"") }
        let verdict = MutationVerdict.judge(PropertyCatalogue.properties()) { id in
            FileHandle.standardError.write(Data("running \(id)\n".utf8))
        }
        console.output(verdict.line)
        return verdict.killer == nil ? .success : .failure
    }
}
