import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport

/// `duo-fuzz migrate-seeds`: rewrites seed files of an older format in the current one.
enum MigrateSeedsCommand: Command {
    static let name = "migrate-seeds"
    static let summary = "rewrite seed files of an older format in the current one"
    static let help = """
        usage: duo-fuzz migrate-seeds [--seeds-dir DIR] [--check]

        Seed files of formats 1 and 2 hold choices of older encodings (format 1: integers and
        doubles counted from the range's lower bound, draws of bound 0 without a place; both: a
        fraction counted in 2^-52 units, not read bit-reversed). Every run still reads them.
        This command rewrites each as format 3: the old choices are replayed in their format,
        and the choices the current encoding gives the same draws are stored instead, under the
        file name their hash gives. When that name holds a file that is not the same seed (a
        corrupt file, another counterexample, a folder), the new file goes beside it as
        <hash>-1.json, as run stores a seed. The old file goes only once the new one reads back
        from disk as the same seed; otherwise it stays, and says why. A seed whose value the current encoding
        cannot rebuild exactly, or whose choices no longer rebuild its stored value at all (the
        generator changed since), is kept as it is, and said so; its stored value is still
        checked on every run. Format 3 files are left alone.

        options:
          --seeds-dir DIR  the seeds directory (default Seeds)
          --check          write nothing; exit 1 when a file would be migrated

        exit codes: 0 nothing left to migrate (or, without --check, all migrated that can be),
                    1 with --check, a file to migrate, 2 bad usage or a bad seed file.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--seeds-dir"], flagOptions: ["--check"])
        if let extra = parsed.positionals.first { throw UsageError("migrate-seeds takes no file names, but got \"\(extra)\"") }
        let directory = URL(fileURLWithPath: parsed.value("--seeds-dir") ?? "Seeds")
        let store = SeedStore(directory: directory)
        let catalogue = FuzzCatalogue.fromEnvironment()
        var pending = 0, bad = 0
        for result in store.loadAll(knownPropertyIDs: catalogue.ids) {
            let loaded: LoadedSeed
            switch result {
            case .failed(let error):
                bad += 1
                console.output("BAD      \(error)")
                continue
            case .loaded(let seed):
                loaded = seed
            }
            guard let property = catalogue.property(id: loaded.seed.propertyID) else { continue }
            switch SeedMigration.migrate(loaded.seed, against: property) {
            case .current:
                continue
            case .kept(let reason):
                console.output("kept     \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID)): \(reason)")
            case .migrated(let seed):
                pending += 1
                if parsed.has("--check") {
                    console.output("to do    \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID))")
                    continue
                }
                if let problem = migrate(loaded, to: seed, in: store, console: console) {
                    bad += 1
                    console.output("kept     \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID)): \(problem); the original stays")
                }
            }
        }
        if bad > 0 { return .usage }
        return parsed.has("--check") && pending > 0 ? .failure : .success
    }

    /// Writes `seed`, the migration of `loaded`, and removes `loaded`'s file once the new one reads back from disk
    /// as the same seed; what went wrong instead, or `nil`. The new file goes where ``SeedWriter`` puts it (beside
    /// a file of its name that is not this seed); a file whose name stays the same is replaced in one rename.
    static func migrate(_ loaded: LoadedSeed, to seed: SeedFile, in store: SeedStore, console: Console) -> String? {
        let sameName = store.url(for: seed).standardizedFileURL == loaded.url.standardizedFileURL
        let outcome: SeedWriter.Outcome
        do {
            if sameName {
                try DurableFile.write(try seed.encoded(), to: loaded.url, mode: .replace)
                outcome = .stored(loaded.url)
            } else {
                outcome = try SeedWriter.save(seed, in: store)
            }
        } catch {
            return "the migrated seed could not be written (\(error))"
        }
        if let problem = SeedWriter.occupantProblem(at: outcome.url, for: seed) {
            return "the migrated copy \(outcome.url.lastPathComponent) does not read back as this seed (\(problem))"
        }
        if !sameName {
            do {
                try FileManager.default.removeItem(at: loaded.url)
            } catch {
                return "the migrated copy is \(outcome.url.lastPathComponent), but the original could not be removed (\(error))"
            }
        }
        var line = "migrated \(loaded.url.lastPathComponent) -> \(outcome.url.lastPathComponent) (\(seed.propertyID))"
        if case .storedBeside(_, let occupant, let reason) = outcome { line += "; stored beside \(occupant.lastPathComponent), since \(reason)" }
        console.output(line)
        return nil
    }
}
