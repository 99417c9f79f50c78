import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// What the store does when a seed's name is taken: the file there is read back, and when it is not this
/// counterexample the seed goes beside it, as `<hash>-<n>.json`, and says so (``SeedStore/SaveOutcome``).
extension SeedStore {
    /// How many other names are tried before giving up.
    static let alternativeNames = 100

    /// Why the file at `url` (under the store's folder) is not `seed`'s counterexample, or `nil` if it is. The file is
    /// looked at and read through its open folder, so a link there is named and never followed.
    package func occupantProblem(at url: URL, for seed: SeedFile) -> String? {
        let folder: Folder
        do {
            folder = try self.folder(holding: url)
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
    func saveBeside(_ seed: SeedFile, occupant: URL, reason: String) throws -> SeedStore.SaveOutcome {
        let name = SeedFile.directoryName(forPropertyID: seed.propertyID)
        let data = try seed.encoded()
        do {
            try DurableFile.makeFolder(directory)
            let root = try Folder(path: directory.path)
            let folderName = root.kind(of: name) == .folder ? name : name + "-seeds"
            let target = try root.folder(folderName, creating: true)
            for number in 1...Self.alternativeNames {
                let fileName = "\(seed.shortHash)-\(number).json"
                let url = directory.appendingPathComponent(folderName).appendingPathComponent(fileName)
                if occupantProblem(at: url, for: seed) == nil { return .alreadyStored(url) }
                if try DurableFile.write(data, named: fileName, in: target, mode: .createNew) {
                    return .storedBeside(url, occupant: occupant, reason: reason)
                }
            }
        } catch let error as FileSystemError {
            throw SeedFile.LoadError(path: error.path, problem: .unwritable("\(reason), and \(error.reason)"))
        }
        throw SeedFile.LoadError(path: occupant.path, problem: .unwritable("\(reason), and \(Self.alternativeNames) other names are taken too"))
    }
}
