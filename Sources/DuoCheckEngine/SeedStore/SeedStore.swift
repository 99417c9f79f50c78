import Foundation

/// A directory of seed files, `<directory>/<property-id>/<short-hash>.json`:
/// loads every file on its own (a bad file never stops the others) and stores
/// new seeds atomically, never overwriting a file.
@usableFromInline package struct SeedStore: Sendable {
    /// The seeds directory (for example the repository's `Seeds/`).
    @usableFromInline package let directory: URL

    /// A store over `directory`; nothing is read or created until asked.
    @usableFromInline package init(directory: URL) {
        self.directory = directory
    }

    /// Where `seed` is (or would be) stored.
    @usableFromInline package func url(for seed: SeedFile) -> URL {
        directory.appendingPathComponent(seed.relativePath)
    }

    /// Stores `seed` in a file of its own, written by ``DurableFile`` as a new file: synced, then hard-linked to
    /// its name (which fails instead of replacing a file), then its folder synced; a folder made for it is synced
    /// into its parent too (``DurableFile/makeFolder(_:)``). So a reader never sees half a file, a stored seed is
    /// never overwritten, and one reported stored survives a power loss. If the name is taken already, the outcome is
    /// ``SeedSaveOutcome/alreadyStored(_:)``: the name is a hash of the property id and the choices, so the file
    /// there should hold the same counterexample (`duo-fuzz` reads it back to make sure).
    @usableFromInline package func save(_ seed: SeedFile) throws -> SeedSaveOutcome {
        let destination = url(for: seed)
        try DurableFile.makeFolder(destination.deletingLastPathComponent())
        do {
            return try DurableFile.write(seed.encoded(), to: destination, mode: .createNew) ? .stored(destination) : .alreadyStored(destination)
        } catch let error as DurableFileError {
            throw SeedFileError(path: destination.path, problem: .unwritable(error.reason))
        }
    }

    /// Every seed file under the directory (`*.json`, at any depth, hidden
    /// files and folders skipped), sorted by path. Empty if the directory does not exist.
    @usableFromInline package func seedFileURLs() -> [URL] {
        Self.seedFileURLs(under: directory)
    }

    /// Every seed file under `directory`, sorted by path (see ``seedFileURLs()``).
    @usableFromInline package static func seedFileURLs(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var urls: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if isFile { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    /// Loads every seed file under the directory, each on its own: a file that
    /// cannot be loaded gives a ``SeedLoadResult/failed(_:)`` naming it and its
    /// problem, and the others still load. With `knownPropertyIDs`, a seed of
    /// any other property is an error too.
    @usableFromInline package func loadAll(knownPropertyIDs: Set<String>? = nil) -> [SeedLoadResult] {
        seedFileURLs().map { Self.load(contentsOf: $0, knownPropertyIDs: knownPropertyIDs) }
    }

    /// Loads one seed file, never throwing: the seed, or the file's path and problem.
    @usableFromInline package static func load(contentsOf url: URL, knownPropertyIDs: Set<String>? = nil) -> SeedLoadResult {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failed(SeedFileError(path: url.path, problem: .unreadable(readErrorSummary(error))))
        }
        do {
            let seed = try SeedFile(decoding: data)
            if let knownPropertyIDs, !knownPropertyIDs.contains(seed.propertyID) {
                return .failed(SeedFileError(path: url.path, problem: .unknownPropertyID(seed.propertyID)))
            }
            return .loaded(LoadedSeed(url: url, seed: seed))
        } catch let problem as SeedFileProblem {
            return .failed(SeedFileError(path: url.path, problem: problem))
        } catch {
            return .failed(SeedFileError(path: url.path, problem: .notJSON(String(describing: error))))
        }
    }

    private static func readErrorSummary(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// What storing a seed did.
@usableFromInline package enum SeedSaveOutcome: Equatable, Sendable {
    /// A new file was written at this URL.
    case stored(URL)
    /// A file for the same counterexample already exists at this URL; it was left alone.
    case alreadyStored(URL)

    /// The seed file's URL either way.
    @usableFromInline package var url: URL {
        switch self {
        case .stored(let url), .alreadyStored(let url): return url
        }
    }
}

/// A seed file loaded from disk: where it is and what it holds.
@usableFromInline package struct LoadedSeed: Equatable, Sendable {
    /// The file.
    @usableFromInline package var url: URL
    /// Its content.
    @usableFromInline package var seed: SeedFile

    /// Creates a loaded seed.
    @usableFromInline package init(url: URL, seed: SeedFile) {
        self.url = url
        self.seed = seed
    }
}

/// The result of loading one seed file: the seed, or what is wrong with the file.
@usableFromInline package enum SeedLoadResult: Equatable, Sendable {
    /// The file loaded.
    case loaded(LoadedSeed)
    /// The file could not be loaded; the error names it and its problem.
    case failed(SeedFileError)

    /// The file's path either way.
    @usableFromInline package var path: String {
        switch self {
        case .loaded(let loaded): return loaded.url.path
        case .failed(let error): return error.path
        }
    }
}
