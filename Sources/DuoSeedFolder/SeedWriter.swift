import Foundation
import DuoCheckEngine

/// Stores seeds so that none is lost. The store refuses to overwrite a file and
/// reports the path as already stored; that is right when the file holds the same
/// counterexample (the name is its hash), but a corrupt file or a folder at that path
/// would swallow a new finding. So the file found there is read back, and when it is
/// not this counterexample the seed goes beside it, as `<hash>-<n>.json`, and says so.
package enum SeedWriter {
    /// What storing one seed did.
    package enum Outcome: Equatable {
        /// A new file at this URL.
        case stored(URL)
        /// The same counterexample was already stored at this URL.
        case alreadyStored(URL)
        /// The seed's own path was taken by something else (`occupant`, described by `reason`);
        /// the seed was stored at `url` instead.
        case storedBeside(URL, occupant: URL, reason: String)

        /// Where the seed is.
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

    /// How many other names are tried before giving up.
    static let alternativeNames = 100

    /// Stores `seed` in `store`.
    package static func save(_ seed: SeedFile, in store: SeedStore) throws -> Outcome {
        let saved: SeedSaveOutcome
        do {
            saved = try store.save(seed)
        } catch {
            // The folder itself may be taken by a file: fall through to the check below.
            return try saveBeside(seed, in: store, occupant: store.url(for: seed).deletingLastPathComponent(), reason: "\(error)")
        }
        guard case .alreadyStored(let url) = saved else { return .stored(saved.url) }
        if let reason = occupantProblem(at: url, for: seed) {
            return try saveBeside(seed, in: store, occupant: url, reason: reason)
        }
        return .alreadyStored(url)
    }

    /// Why the file at `url` is not `seed`'s counterexample, or `nil` if it is.
    static func occupantProblem(at url: URL, for seed: SeedFile) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "a folder is there"
        }
        switch SeedStore.load(contentsOf: url) {
        case .failed(let error):
            return "the file there is not a seed (\(error.problem))"
        case .loaded(let loaded):
            // The choices of another format draw another value: the same numbers are another counterexample.
            if loaded.seed.propertyID != seed.propertyID || loaded.seed.choices != seed.choices || loaded.seed.formatVersion != seed.formatVersion {
                return "the file there holds another counterexample"
            }
            return nil
        }
    }

    /// Stores `seed` under the first free `<hash>-<n>.json` of its folder (or of `<folder>-seeds` when a file is in the folder's place).
    private static func saveBeside(_ seed: SeedFile, in store: SeedStore, occupant: URL, reason: String) throws -> Outcome {
        let folder = store.directory.appendingPathComponent(SeedFile.directoryName(forPropertyID: seed.propertyID))
        var isDirectory: ObjCBool = false
        let folderIsUsable = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
        let target = folderIsUsable ? folder : store.directory.appendingPathComponent(folder.lastPathComponent + "-seeds")
        try DurableFile.makeFolder(target)
        let data = try seed.encoded()
        for number in 1...alternativeNames {
            let url = target.appendingPathComponent("\(seed.shortHash)-\(number).json")
            if occupantProblem(at: url, for: seed) == nil { return .alreadyStored(url) }
            if try DurableFile.write(data, to: url, mode: .createNew) { return .storedBeside(url, occupant: occupant, reason: reason) }
        }
        throw SeedFileError(path: occupant.path, problem: .unwritable("\(reason), and \(alternativeNames) other names are taken too"))
    }
}
