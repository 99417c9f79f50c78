import Foundation
import OperatingSystem
import DuoCheckEngine

/// The seeds that some paths name, loaded: every seed file under each folder and each
/// file given, with what is wrong named for every path that does not give a seed, and
/// a warning for every seed that is not where its content says it belongs.
package struct SeedCollection {
    /// The seeds that loaded, in path order.
    package var seeds: [LoadedSeed] = []
    /// One line per path that gives no seed: `path: what is wrong`.
    package var problems: [String] = []
    /// One line per seed that is misplaced (see ``SeedPlacement``).
    package var warnings: [String] = []
    /// The temporary files of writes cut short found in the folders (see ``SeedLeftovers``), as shown.
    package var leftovers: [String] = []

    /// An empty collection.
    package init() {}

    /// Loads the seeds under `paths` (files or folders). A path that does not exist is a problem too.
    package static func gather(_ paths: [String], knownPropertyIDs: Set<String>?) -> SeedCollection {
        var collection = SeedCollection()
        var files: [(url: URL, root: URL?)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                collection.problems.append("\(path): no such file or directory")
                continue
            }
            let url = URL(fileURLWithPath: path)
            guard isDirectory.boolValue else {
                files.append((url, nil))
                continue
            }
            let tree = SeedTree.scan(url)
            files += tree.files.map { ($0, url) }
            collection.problems += tree.problems.map { "\(displayPath(URL(fileURLWithPath: $0.path))): \($0.reason)" }
            collection.leftovers += tree.leftovers.map(displayPath)
        }
        for (file, root) in files {
            // A file found in a folder is read from that folder without following a link; a file named is read as named.
            let result =
                root.map { SeedStore.load(contentsOf: file, under: $0, knownPropertyIDs: knownPropertyIDs) }
                ?? SeedStore.load(contentsOf: file, knownPropertyIDs: knownPropertyIDs)
            switch result {
            case .failed(let error):
                collection.problems.append("\(displayPath(file)): \(error.problem)")
            case .loaded(let loaded):
                collection.seeds.append(loaded)
                if let warning = SeedPlacement.warning(for: loaded, shownPath: displayPath(file)) { collection.warnings.append(warning) }
            }
        }
        return collection
    }

    /// A file's path relative to the current directory when it is inside it.
    /// Both are compared as ``PhysicalPath`` spells them, so that a folder reached through a link (macOS's `/var`
    /// and `/tmp`, links into `/private`) still counts as inside; a file outside keeps the path it was given.
    package static func displayPath(_ file: URL) -> String {
        guard let relative = PhysicalPath.relative(file.path, to: FileManager.default.currentDirectoryPath), !relative.isEmpty else {
            return file.path
        }
        return relative
    }
}
