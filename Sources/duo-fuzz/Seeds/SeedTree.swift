import Foundation

/// The seed files under a folder, found by walking it, and everything in it that
/// looks like a seed file but cannot be read as one: a folder named `*.json`, a link
/// to nothing, a folder that cannot be listed. Those are named, never skipped, since
/// a seed inside them would otherwise never replay.
///
/// Hidden files and folders (a name starting with `.`) are left out: the store's
/// temporary files are hidden. Files of other extensions (a README) are left out too.
struct SeedTree: Equatable {
    /// Every seed file, sorted by path.
    var files: [URL] = []
    /// What could not be read as seed files, sorted by path.
    var problems: [SeedTreeProblem] = []

    /// Walks `root` (a folder), following links. `listing` lists one folder's entries;
    /// it is the file system's own except in tests.
    static func scan(
        _ root: URL, listing: (String) throws -> [String] = { try FileManager.default.contentsOfDirectory(atPath: $0) }
    ) -> SeedTree {
        var tree = SeedTree()
        var visited = Set<String>()
        tree.walk(root, listing: listing, visited: &visited)
        tree.files.sort { $0.path < $1.path }
        tree.problems.sort { $0.path < $1.path }
        return tree
    }

    /// Adds the seed files and problems under `folder`, once per real folder.
    private mutating func walk(_ folder: URL, listing: (String) throws -> [String], visited: inout Set<String>) {
        // A link back up the tree would loop forever: each real folder is walked once.
        guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
        let names: [String]
        do {
            names = try listing(folder.path)
        } catch {
            problems.append(SeedTreeProblem(path: folder.path, reason: "a folder that cannot be listed (\(Self.reason(of: error)))"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let entry = folder.appendingPathComponent(name)
            switch Self.kind(of: entry.path) {
            case .folder:
                if entry.pathExtension == "json" {
                    problems.append(SeedTreeProblem(path: entry.path, reason: "a folder named like a seed file"))
                } else {
                    walk(entry, listing: listing, visited: &visited)
                }
            case .file:
                if entry.pathExtension == "json" { files.append(entry) }
            case .dangling(let reason):
                problems.append(SeedTreeProblem(path: entry.path, reason: "a link that leads nowhere (\(reason))"))
            case .other:
                if entry.pathExtension == "json" { problems.append(SeedTreeProblem(path: entry.path, reason: "not a regular file")) }
            }
        }
    }

    /// What a path is, after following links.
    private enum Kind {
        case folder, file, other
        case dangling(String)
    }

    /// What `path` is, after following links.
    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .dangling(String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The system's reason for a listing error.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// A path under a seeds folder that should hold seeds but cannot be read as seed files.
struct SeedTreeProblem: Equatable {
    /// The path.
    var path: String
    /// What it is instead.
    var reason: String
}
