import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// `duo-fuzz migrate-seeds` over one seeds folder: every seed file of an older format is rewritten in the current
/// one (``SeedMigration``), under the name its hash gives, beside a file of that name that is not the same seed
/// (``SeedStore/save(_:)``); the original goes only once the new file reads back from disk as the same seed. With
/// ``check``, nothing is written and the files to migrate are only named.
package struct SeedFolderMigration {
    /// The seeds folder.
    package var store: SeedStore
    /// The properties the seeds may belong to (a seed of another is a bad file).
    package var properties: [AnyProperty]
    /// Whether to write nothing and only name the files to migrate.
    package var check: Bool
    /// Where each file's line goes.
    package var output: (String) -> Void
    /// Where the line goes that says the folder is not one.
    package var error: (String) -> Void

    /// What a migration found over the whole folder.
    package enum Verdict: Equatable, Sendable {
        /// The folder is missing, or is not a folder.
        case notAFolder
        /// A bad seed file, or one that could not be migrated.
        case badFiles
        /// With ``check``: a file would be migrated.
        case filesToMigrate
        /// Nothing is left to migrate (or, without ``check``, every file that can be was migrated).
        case done
    }

    /// A migration of the seeds in `store` against `properties`.
    package init(
        store: SeedStore, properties: [AnyProperty], check: Bool, output: @escaping (String) -> Void, error: @escaping (String) -> Void
    ) {
        self.store = store
        self.properties = properties
        self.check = check
        self.output = output
        self.error = error
    }

    /// Migrates (or, with ``check``, names) every seed file.
    package func run() -> Verdict {
        var pending = 0
        var bad = 0
        // The folder itself must be one: a missing path or a file is named, never taken for an empty folder.
        if (try? Folder(path: store.directory.path)) == nil {
            let kind = FileKind(atPath: store.directory.path)
            error("duo-fuzz migrate-seeds: \(store.directory.relativePath) is \(kind.isMissing ? "missing" : kind.description), not a seeds folder")
            return .notAFolder
        }
        // Every entry that cannot be read as seed files (a link, a folder that cannot be listed) is named.
        let tree = SeedTree.scan(store.directory)
        for problem in tree.problems {
            bad += 1
            output("BAD      \(SeedCollection.displayPath(URL(fileURLWithPath: problem.path))): \(problem.reason)")
        }
        let known = Set(properties.map(\.id))
        for result in tree.files.map({ SeedStore.load(contentsOf: $0, under: store.directory, knownPropertyIDs: known) }) {
            let loaded: LoadedSeed
            switch result {
            case .failed(let error):
                bad += 1
                output("BAD      \(error)")
                continue
            case .loaded(let seed):
                loaded = seed
            }
            guard let property = properties.first(where: { $0.id == loaded.seed.propertyID }) else { continue }
            switch SeedMigration.migrate(loaded.seed, against: property) {
            case .current:
                continue
            case .kept(let reason):
                output("kept     \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID)): \(reason)")
            case .migrated(let seed):
                pending += 1
                if check {
                    output("to do    \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID))")
                    continue
                }
                if let problem = migrate(loaded, to: seed) {
                    bad += 1
                    output("kept     \(loaded.url.lastPathComponent) (\(loaded.seed.propertyID)): \(problem); the original stays")
                }
            }
        }
        if bad > 0 { return .badFiles }
        return check && pending > 0 ? .filesToMigrate : .done
    }

    /// Writes `seed`, the migration of `loaded`, and removes `loaded`'s file once the new one reads back from disk
    /// as the same seed; what went wrong instead, or `nil`. The new file goes where ``SeedStore/save(_:)`` puts it (beside
    /// a file of its name that is not this seed); a file whose name stays the same is replaced in one rename.
    func migrate(_ loaded: LoadedSeed, to seed: SeedFile) -> String? {
        let sameName = store.url(for: seed).standardizedFileURL == loaded.url.standardizedFileURL
        let outcome: SeedStore.SaveOutcome
        do {
            if sameName {
                try DurableFile.write(try seed.encoded(), named: loaded.url.lastPathComponent, in: store.folder(holding: loaded.url), mode: .replace)
                outcome = .stored(loaded.url)
            } else {
                outcome = try store.save(seed)
            }
        } catch {
            return "the migrated seed could not be written (\(FileSystemError.describe(error)))"
        }
        if let problem = store.occupantProblem(at: outcome.url, for: seed) {
            return "the migrated copy \(outcome.url.lastPathComponent) does not read back as this seed (\(problem))"
        }
        if !sameName {
            let folder = try? store.folder(holding: loaded.url)
            guard folder?.remove(loaded.url.lastPathComponent) == true else {
                return
                    "the migrated copy is \(outcome.url.lastPathComponent), but the original could not be removed (\(String(cString: strerror(errno))))"
            }
        }
        var line = "migrated \(loaded.url.lastPathComponent) -> \(outcome.url.lastPathComponent) (\(seed.propertyID))"
        if case .storedBeside(_, let occupant, let reason) = outcome { line += "; stored beside \(occupant.lastPathComponent), since \(reason)" }
        output(line)
        return nil
    }
}
