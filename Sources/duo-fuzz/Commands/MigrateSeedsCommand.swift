import Foundation
import DuoCheckEngine
import DuoCheckCommandLine

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
        file name their hash gives (the old file goes). A seed whose value the current encoding
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
            guard case .loaded(let loaded) = result else {
                bad += 1
                console.output("BAD      \(result.path)")
                continue
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
                // The new file is written first, so that nothing is lost if writing fails; a file whose name
                // stays the same is replaced in one rename.
                if store.url(for: seed).standardizedFileURL == loaded.url.standardizedFileURL {
                    try seed.encoded().write(to: loaded.url, options: .atomic)
                } else {
                    _ = try store.save(seed)
                    try FileManager.default.removeItem(at: loaded.url)
                }
                console.output("migrated \(loaded.url.lastPathComponent) -> \(store.url(for: seed).lastPathComponent) (\(seed.propertyID))")
            }
        }
        if bad > 0 { return .usage }
        return parsed.has("--check") && pending > 0 ? .failure : .success
    }
}
