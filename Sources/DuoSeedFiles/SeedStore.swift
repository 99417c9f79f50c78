import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// A directory of seed files, `<directory>/<property-id>/<short-hash>.json`:
/// loads every file on its own (a bad file never stops the others) and stores
/// new seeds atomically, never overwriting a file.
package struct SeedStore: Sendable {
    /// The seeds directory (for example the repository's `Seeds/`).
    package let directory: URL

    /// A store over `directory`; nothing is read or created until asked.
    package init(directory: URL) {
        self.directory = directory
    }

    /// Where `seed` is (or would be) stored.
    package func url(for seed: SeedFile) -> URL {
        directory.appendingPathComponent(seed.relativePath)
    }

    /// Stores `seed` so that none is lost, in a file of its own, written by ``DurableFile`` as a new file: flushed,
    /// then hard-linked to its name (which fails instead of replacing a file), then its folder flushed; a folder made
    /// for it is flushed into its parent too. So a reader never sees half a file, a stored seed is never overwritten,
    /// and one reported stored survives a power loss. The property's folder is opened in the seeds folder without
    /// following a link: a link there is never a way out of the folder.
    ///
    /// The name is a hash of the property id and the choices, so a file already under it should hold the same
    /// counterexample: it is read back, and when it does the outcome is ``SeedStore/SaveOutcome/alreadyStored(_:)``. A
    /// corrupt file, another counterexample, a folder or a link there (or in the property folder's place) would
    /// swallow a new finding, so the seed then goes beside it (``SeedStore/SaveOutcome/storedBeside(_:occupant:reason:)``).
    /// Throws a ``SeedFile/LoadError`` naming the path only when no file at all can be written.
    package func save(_ seed: SeedFile) throws -> SeedStore.SaveOutcome {
        let destination = url(for: seed)
        let isNew: Bool
        do {
            isNew = try writeNew(seed, to: destination)
        } catch {
            // The folder itself may be taken by a file or a link: the seed goes beside it, and the reason names it.
            let why = (error as? DurableFileError)?.reason ?? (error as? FileSystemError)?.reason ?? FileSystemError.describe(error)
            return try saveBeside(seed, occupant: destination.deletingLastPathComponent(), reason: "it cannot be written (\(why))")
        }
        if isNew { return .stored(destination) }
        if let reason = occupantProblem(at: destination, for: seed) {
            return try saveBeside(seed, occupant: destination, reason: reason)
        }
        return .alreadyStored(destination)
    }

    /// Writes `seed` to `destination`, its own name, as a new file; `false` when something has the name already.
    private func writeNew(_ seed: SeedFile, to destination: URL) throws -> Bool {
        try DurableFile.makeFolder(directory)
        let folder = try Folder(path: directory.path).folder(SeedFile.directoryName(forPropertyID: seed.propertyID), creating: true)
        return try DurableFile.write(seed.encoded(), named: destination.lastPathComponent, in: folder, mode: .createNew)
    }

    /// The open folder that holds `url`, a path under the directory, each folder from the directory down opened
    /// without following a link (``Folder/folder(atRelativePath:creating:)``); the directory itself as its path gives it.
    package func folder(holding url: URL) throws -> Folder {
        let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let parent = url.deletingLastPathComponent().path
        let root = try Folder(path: directory.path)
        guard parent + "/" != base else { return root }
        guard parent.hasPrefix(base) else { throw FileSystemError(path: url.path, reason: "not under the seeds folder \(directory.path)") }
        return try root.folder(atRelativePath: String(parent.dropFirst(base.count)))
    }

    /// Every seed file under the directory (`*.json`, at any depth, hidden files and folders skipped, no link
    /// followed: ``SeedTree``), sorted by path. Empty if the directory does not exist.
    package func seedFileURLs() -> [URL] {
        Self.seedFileURLs(under: directory)
    }

    /// Every seed file under `directory`, sorted by path (see ``seedFileURLs()``).
    package static func seedFileURLs(under directory: URL) -> [URL] {
        SeedTree.scan(directory).files
    }

    /// Loads every seed file under the directory, each on its own: a file that
    /// cannot be loaded gives a ``SeedStore/LoadResult/failed(_:)`` naming it and its
    /// problem, and the others still load. With `knownPropertyIDs`, a seed of
    /// any other property is an error too.
    package func loadAll(knownPropertyIDs: Set<String>? = nil) -> [SeedStore.LoadResult] {
        seedFileURLs().map { Self.load(contentsOf: $0, under: directory, knownPropertyIDs: knownPropertyIDs) }
    }

    /// Loads one seed file at the path given (a link there followed, since it is the path asked for), never
    /// throwing: the seed, or the file's path and problem. A FIFO or a device is named as such, never read.
    package static func load(contentsOf url: URL, knownPropertyIDs: Set<String>? = nil) -> SeedStore.LoadResult {
        decode(url: url, knownPropertyIDs: knownPropertyIDs) { try Folder.readFile(atPath: url.path, atMost: SeedFile.largestFile) }
    }

    /// Loads the seed file `url` found under the folder `root`, read from `root` through open folders without
    /// following a link (``Folder/read(atRelativePath:)``).
    package static func load(contentsOf url: URL, under root: URL, knownPropertyIDs: Set<String>? = nil) -> SeedStore.LoadResult {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard url.path.hasPrefix(base) else { return load(contentsOf: url, knownPropertyIDs: knownPropertyIDs) }
        return decode(url: url, knownPropertyIDs: knownPropertyIDs) {
            try Folder(path: root.path).read(atRelativePath: String(url.path.dropFirst(base.count)), atMost: SeedFile.largestFile)
        }
    }

    /// The seed that `read` gives for the file at `url`, or its problem.
    private static func decode(url: URL, knownPropertyIDs: Set<String>?, read: () throws -> Data) -> SeedStore.LoadResult {
        let data: Data
        do {
            data = try read()
        } catch {
            return .failed(SeedFile.LoadError(path: url.path, problem: .unreadable(FileSystemError.reason(of: error))))
        }
        do {
            let seed = try SeedFile(decoding: data)
            if let knownPropertyIDs, !knownPropertyIDs.contains(seed.propertyID) {
                return .failed(SeedFile.LoadError(path: url.path, problem: .unknownPropertyID(seed.propertyID)))
            }
            return .loaded(LoadedSeed(url: url, seed: seed))
        } catch let problem as SeedFile.Problem {
            return .failed(SeedFile.LoadError(path: url.path, problem: problem))
        } catch {
            return .failed(SeedFile.LoadError(path: url.path, problem: .notJSON(String(describing: error))))
        }
    }
}

extension SeedStore {
    /// What storing a seed did: the one outcome of ``SeedStore/save(_:)``, for every caller.
    package enum SaveOutcome: Equatable, Sendable {
        /// A new file was written at this URL.
        case stored(URL)
        /// A file for the same counterexample was already at this URL (read back to make sure); it was left alone.
        case alreadyStored(URL)
        /// The seed's own path was taken by something else (`occupant`, described by `reason`); the seed was stored
        /// at `url` instead.
        case storedBeside(URL, occupant: URL, reason: String)

        /// The seed file's URL in every case.
        package var url: URL {
            switch self {
            case .stored(let url), .alreadyStored(let url), .storedBeside(let url, _, _): return url
            }
        }

        /// Whether a new file was written.
        package var isNew: Bool {
            if case .alreadyStored = self { return false }
            return true
        }
    }
}

/// A seed file loaded from disk: where it is and what it holds.
package struct LoadedSeed: Equatable, Sendable {
    /// The file.
    package var url: URL
    /// Its content.
    package var seed: SeedFile

    /// Creates a loaded seed.
    package init(url: URL, seed: SeedFile) {
        self.url = url
        self.seed = seed
    }
}

extension SeedStore {
    /// The result of loading one seed file: the seed, or what is wrong with the file.
    package enum LoadResult: Equatable, Sendable {
        /// The file loaded.
        case loaded(LoadedSeed)
        /// The file could not be loaded; the error names it and its problem.
        case failed(SeedFile.LoadError)

        /// The file's path either way.
        package var path: String {
            switch self {
            case .loaded(let loaded): return loaded.url.path
            case .failed(let error): return error.path
            }
        }
    }
}
