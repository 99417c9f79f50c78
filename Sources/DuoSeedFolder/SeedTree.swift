import Foundation
import DuoCheckEngine

/// The seed files under a folder, found by walking it, and everything in it that
/// looks like a seed file but cannot be read as one: a folder named `*.json`, a
/// symbolic link, a folder that cannot be listed, a special file. Those are named,
/// never skipped, since a seed inside them would otherwise never replay.
///
/// A symbolic link below the folder is never followed, whether it leads to a folder or
/// a file, inside the folder or out of it: a seeds folder (or an artifact) holds its
/// seeds itself, and a link could make a walk read the whole machine. The folder given
/// is read even when it is itself a link, since that is the path asked for.
///
/// Hidden files and folders (a name starting with `.`) are left out, but a temporary
/// file that a writer killed part way left behind (see ``DurableFile``) is listed among
/// the ``leftovers``. Files of other extensions (a README) are left out too.
package struct SeedTree: Equatable {
    /// Every seed file, sorted by path.
    package var files: [URL] = []
    /// What could not be read as seed files, sorted by path.
    package var problems: [SeedTreeProblem] = []
    /// The temporary files of writes cut short, sorted by path.
    package var leftovers: [URL] = []

    /// Walks `root` (a folder). `listing` lists one folder's entries; it is the file system's own except in tests.
    package static func scan(
        _ root: URL, listing: (String) throws -> [String] = { try FileManager.default.contentsOfDirectory(atPath: $0) }
    ) -> SeedTree {
        var tree = SeedTree()
        tree.walk(root, listing: listing)
        tree.files.sort { $0.path < $1.path }
        tree.problems.sort { $0.path < $1.path }
        tree.leftovers.sort { $0.path < $1.path }
        return tree
    }

    /// Adds the seed files, problems and leftovers under `folder`.
    private mutating func walk(_ folder: URL, listing: (String) throws -> [String]) {
        let names: [String]
        do {
            names = try listing(folder.path)
        } catch {
            problems.append(SeedTreeProblem(path: folder.path, reason: "a folder that cannot be listed (\(Self.reason(of: error)))"))
            return
        }
        for name in names.sorted() {
            let entry = folder.appendingPathComponent(name)
            if name.hasPrefix(".") {
                if DurableFile.isTemporaryName(name), case .file = EntryKind(of: entry.path) { leftovers.append(entry) }
                continue
            }
            switch EntryKind(of: entry.path) {
            case .folder:
                if entry.pathExtension == "json" {
                    problems.append(SeedTreeProblem(path: entry.path, reason: "a folder named like a seed file"))
                } else {
                    walk(entry, listing: listing)
                }
            case .file:
                if entry.pathExtension == "json" { files.append(entry) }
            case .link(let target):
                problems.append(SeedTreeProblem(path: entry.path, reason: EntryKind.linkReason(target)))
            case .other:
                if entry.pathExtension == "json" { problems.append(SeedTreeProblem(path: entry.path, reason: "not a regular file")) }
            case .missing(let reason):
                problems.append(SeedTreeProblem(path: entry.path, reason: "cannot be read (\(reason))"))
            }
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

/// What an entry of a folder is, as `lstat` sees it: a link is a link, never what it leads to.
package enum EntryKind: Equatable {
    case folder, file, other
    /// A symbolic link, and the path it holds.
    case link(String)
    /// Nothing can be learned of it (it went since the folder was listed); the system's reason.
    case missing(String)

    /// What `path` is, without following a link.
    package init(of path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .missing(String(cString: strerror(errno)))
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG: self = .file
        case S_IFLNK: self = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        default: self = .other
        }
    }

    /// How a link is named in a report.
    package static func linkReason(_ target: String) -> String {
        "a symbolic link (to \(target)), not followed"
    }
}

/// A path under a seeds folder that should hold seeds but cannot be read as seed files.
package struct SeedTreeProblem: Equatable {
    /// The path.
    package var path: String
    /// What it is instead.
    package var reason: String
}
