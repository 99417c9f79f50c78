// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container; nothing in it differs on Darwin but
// what Foundation does without it.
import Foundation

/// The folder for a run's temporary files: `TMPDIR` where it is set, on every platform.
///
/// Foundation's `FileManager.temporaryDirectory` reads `TMPDIR` on Linux, but on Darwin it asks
/// `confstr(_CS_DARWIN_USER_TEMP_DIR)` first (the per-user `/var/folders/…/T/`) and reads `TMPDIR` only when that
/// fails. A test or a CI job that sets `TMPDIR` for `duo-fuzz` would then find the tool's work elsewhere on a Mac,
/// so the package reads the variable itself, and falls back to Foundation's folder only where it is unset or empty.
package enum TemporaryFolder {
    /// `TMPDIR` when it is set and not empty, else Foundation's temporary folder. Not checked: see ``existing()``.
    package static var url: URL {
        if let value = ProcessInfo.processInfo.environment["TMPDIR"], !value.isEmpty {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    /// ``url``, when it names a folder that exists (through a link, as macOS's `/tmp` is one); otherwise an error
    /// that names it. A temporary folder that is missing is never made: `TMPDIR=/nonexistent/dir` would otherwise
    /// make folders at the root of the file system.
    package static func existing() throws -> URL {
        let folder = url
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw TemporaryFolderError(path: folder.path)
        }
        return folder
    }
}

/// The temporary folder is missing or is not a folder.
package struct TemporaryFolderError: Error, Equatable, CustomStringConvertible {
    /// The path `TMPDIR` (or Foundation) gave.
    package let path: String

    package var description: String { "the temporary folder \(path) (TMPDIR) is not an existing folder" }
}
