import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun
import DuoSeedFiles

/// `duo-fuzz migrate-seeds`: records again the choices of seed files that no longer build their values.
enum MigrateSeedsCommand: Command {
    static let name = "migrate-seeds"
    static let summary = "record again the choices of seeds of an older format, or whose generator changed"
    static let help = """
        usage: duo-fuzz migrate-seeds [--seeds-dir DIR] [--check]

        Seed files of formats 1 and 2 hold choices of older encodings (format 1: integers and
        doubles counted from the range's lower bound, draws of bound 0 without a place; both: a
        fraction counted in 2^-52 units, not read bit-reversed), and a seed whose generator has
        changed since holds choices that build another value (drift). Every run still checks their
        stored values. This command records each one again in format 3: its stored value is the
        target, and the choices that build it with the generator as it is now are searched for,
        starting from the seed's own; the seed keeps its value, message, note and origin, under
        the file name its new choices' hash gives. When that name holds a file that is not the
        same seed (a corrupt file, another counterexample, a folder), the new file goes beside it
        as <hash>-1.json, as run stores a seed. The old file goes only once the new one reads back
        from disk as the same seed; otherwise it stays, and says why. A seed for whose value no
        choices are found is kept as it is, and said so. Format 3 files whose choices build their
        values are left alone.

        options:
          --seeds-dir DIR  the seeds directory (default Seeds)
          --check          write nothing; exit 1 when a file would be migrated

        exit codes: 0 nothing left to migrate (or, without --check, all migrated that can be),
                    1 with --check, a file to migrate, 2 bad usage or a bad seed file.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--seeds-dir"], flagOptions: ["--check"])
        if let extra = parsed.positionals.first { throw UsageError("migrate-seeds takes no file names, but got \"\(extra)\"") }
        let store = SeedStore(directory: URL(fileURLWithPath: parsed.value("--seeds-dir") ?? "Seeds"))
        let migration = SeedFolderMigration(
            store: store, properties: FuzzCatalogue.fromEnvironment().properties, check: parsed.has("--check"), output: console.output,
            error: console.error)
        switch migration.run() {
        case .notAFolder, .badFiles: return .usage
        case .filesToMigrate: return .failure
        case .done: return .success
        }
    }
}
