import Foundation

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
