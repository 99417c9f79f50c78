import Foundation
import OperatingSystemFiles

/// The seed files under a folder, found by walking it, and everything in it that looks like a seed file but cannot
/// be read as one: a folder named `*.json`, a symbolic link, a folder that cannot be listed, a FIFO or another
/// special file. Those are named, never skipped, since a seed inside them would otherwise never replay. `swift test`'s
/// seed replay and every `duo-fuzz` command read a seeds folder through this one walk, so they agree on every entry.
///
/// The walk goes through open folders (``Folder``): a symbolic link below the folder is never followed, whether it
/// leads to a folder or a file, inside the folder or out of it, and a folder swapped for a link mid-walk is not
/// entered. A seeds folder (or an artifact) holds its seeds itself, and a link could make a walk read the whole
/// machine. The folder given is read even when it is itself a link, since that is the path asked for.
///
/// Hidden files and folders (a name starting with `.`) are left out, but a temporary file that a writer killed part
/// way left behind (see ``DurableFile``) is listed among the ``leftovers``. Files of other extensions (a README)
/// are left out too.
package struct SeedTree: Equatable, Sendable {
    /// Every seed file, sorted by path.
    package var files: [URL] = []
    /// What could not be read as seed files, sorted by path.
    package var problems: [SeedTree.Problem] = []
    /// The temporary files of writes cut short, sorted by path.
    package var leftovers: [URL] = []

    /// Walks `root` (a folder). `listing` lists one open folder's names; it is the folder's own except in tests.
    package static func scan(_ root: URL, listing: (Folder) throws -> [String] = { try $0.names() }) -> SeedTree {
        var tree = SeedTree()
        do {
            tree.walk(try Folder(path: root.path), at: root, listing: listing)
        } catch {
            tree.problems.append(SeedTree.Problem(path: root.path, reason: "a folder that cannot be read (\(FileSystemError.reason(of: error)))"))
        }
        tree.files.sort { $0.path < $1.path }
        tree.problems.sort { $0.path < $1.path }
        tree.leftovers.sort { $0.path < $1.path }
        return tree
    }

    /// Adds the seed files, problems and leftovers under `folder`, which is at `url`.
    private mutating func walk(_ folder: Folder, at url: URL, listing: (Folder) throws -> [String]) {
        let names: [String]
        do {
            names = try listing(folder)
        } catch {
            problems.append(SeedTree.Problem(path: url.path, reason: "a folder that cannot be listed (\(FileSystemError.reason(of: error)))"))
            return
        }
        for name in names.sorted() {
            let entry = url.appendingPathComponent(name)
            let kind = folder.kind(of: name)
            if name.hasPrefix(".") {
                if DurableFile.isTemporaryName(name), kind == .file { leftovers.append(entry) }
                continue
            }
            let isSeedName = entry.pathExtension == "json"
            switch kind {
            case .folder where isSeedName:
                problems.append(SeedTree.Problem(path: entry.path, reason: "a folder named like a seed file"))
            case .folder:
                do {
                    walk(try folder.folder(name), at: entry, listing: listing)
                } catch {
                    problems.append(
                        SeedTree.Problem(path: entry.path, reason: "a folder that cannot be listed (\(FileSystemError.reason(of: error)))"))
                }
            case .file:
                if isSeedName { files.append(entry) }
            case .link:
                problems.append(SeedTree.Problem(path: entry.path, reason: kind.description))
            case .special:
                if isSeedName { problems.append(SeedTree.Problem(path: entry.path, reason: "\(kind), not a regular file")) }
            case .missing:
                problems.append(SeedTree.Problem(path: entry.path, reason: "cannot be read (\(kind.description))"))
            }
        }
    }
}

extension SeedTree {
    /// A path under a seeds folder that should hold seeds but cannot be read as seed files.
    package struct Problem: Equatable, Sendable {
        /// The path.
        package var path: String
        /// What it is instead.
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }
}
