import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// `duo-fuzz draw`: the SVG picture of a stored counterexample.
enum DrawCommand: Command {
    static let name = "draw"
    static let summary = "write the SVG picture of a seed file"
    static let help = """
        usage: duo-fuzz draw SEEDFILE [--out FILE.svg | --into DIR]

        Draws the counterexample of a seed file: the window, its corner blocks (filled),
        strips (hatched) and safe area (dashed), the row under test with its band, the
        frame under test, and the failure message.

        options:
          --out FILE.svg   where to write (default fuzz-out/<property-id>-<hash>.svg)
          --into DIR       write <property-id>-<seed file's name>.svg in DIR, never through
                           a link of that name (as run and import place their pictures)

        example:
          duo-fuzz draw Seeds/band-containment/0123456789ab.json --out band.svg
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--out", "--into"])
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError("draw takes exactly one seed file, but got \(parsed.positionals.count)")
        }
        return try CounterexampleDrawing.draw(seedAt: path, to: parsed.value("--out"), into: parsed.value("--into"), console: console)
    }
}
