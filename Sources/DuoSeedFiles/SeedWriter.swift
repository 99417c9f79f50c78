import Foundation
import DuoCheckEngine
import OperatingSystemFiles

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
            // The folder itself may be taken by a file or a link: the seed goes beside it, and the reason names it.
            var reason = "it cannot be written (\(FileSystemError.describe(error)))"
            if let error = error as? SeedFileError, case .unwritable(let why) = error.problem { reason = "it cannot be written (\(why))" }
            return try saveBeside(seed, in: store, occupant: store.url(for: seed).deletingLastPathComponent(), reason: reason)
        }
        guard case .alreadyStored(let url) = saved else { return .stored(saved.url) }
        if let reason = occupantProblem(at: url, for: seed, in: store) {
            return try saveBeside(seed, in: store, occupant: url, reason: reason)
        }
        return .alreadyStored(url)
    }

    /// Why the file at `url` (under `store`'s folder) is not `seed`'s counterexample, or `nil` if it is. The file is
    /// looked at and read through its open folder, so a link there is named and never followed.
    static func occupantProblem(at url: URL, for seed: SeedFile, in store: SeedStore) -> String? {
        let folder: Folder
        do {
            folder = try store.folder(holding: url)
        } catch {
            return "its folder cannot be opened (\(FileSystemError.describe(error)))"
        }
        let name = url.lastPathComponent
        switch folder.kind(of: name) {
        case .file: break
        case .folder: return "a folder is there"
        case .missing: return "nothing is there"
        case let other: return "it is \(other)"
        }
        let data: Data
        do {
            data = try folder.read(name)
        } catch {
            return "the file there cannot be read (\(FileSystemError.reason(of: error)))"
        }
        guard let loaded = try? SeedFile(decoding: data) else { return "the file there is not a seed" }
        // The choices of another format draw another value: the same numbers are another counterexample.
        if loaded.propertyID != seed.propertyID || loaded.choices != seed.choices || loaded.formatVersion != seed.formatVersion {
            return "the file there holds another counterexample"
        }
        return nil
    }

    /// Stores `seed` under the first free `<hash>-<n>.json` of its folder (or of `<folder>-seeds` when something that
    /// is not a folder, a link included, is in the folder's place); every name is made in an open folder, never
    /// through a link.
    private static func saveBeside(_ seed: SeedFile, in store: SeedStore, occupant: URL, reason: String) throws -> Outcome {
        let name = SeedFile.directoryName(forPropertyID: seed.propertyID)
        let data = try seed.encoded()
        do {
            try DurableFile.makeFolder(store.directory)
            let root = try Folder(path: store.directory.path)
            let folderName = root.kind(of: name) == .folder ? name : name + "-seeds"
            let target = try root.folder(folderName, creating: true)
            for number in 1...alternativeNames {
                let fileName = "\(seed.shortHash)-\(number).json"
                let url = store.directory.appendingPathComponent(folderName).appendingPathComponent(fileName)
                if occupantProblem(at: url, for: seed, in: store) == nil { return .alreadyStored(url) }
                if try DurableFile.write(data, named: fileName, in: target, mode: .createNew) {
                    return .storedBeside(url, occupant: occupant, reason: reason)
                }
            }
        } catch let error as FileSystemError {
            throw SeedFileError(path: error.path, problem: .unwritable("\(reason), and \(error.reason)"))
        }
        throw SeedFileError(path: occupant.path, problem: .unwritable("\(reason), and \(alternativeNames) other names are taken too"))
    }
}
