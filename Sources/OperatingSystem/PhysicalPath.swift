// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container; `realpath` has one spelling on
// every platform the package builds for.
import Foundation

/// One spelling for a path that the file system can name in several ways.
///
/// On macOS `/var`, `/tmp` and `/etc` are links into `/private`. A process's working directory (`getcwd`, and
/// `FileManager.currentDirectoryPath`) comes back as `/private/var/…`, while a path a user typed, and Foundation's
/// `standardizedFileURL` (which strips `/private`), say `/var/…`. Comparing them as text fails. Both sides are
/// therefore compared after ``physical(_:)``, which resolves every link the path's folders pass through, as
/// `realpath(3)` does, on every platform.
package enum PhysicalPath {
    /// `path` made absolute (against the working directory), with `.` and `..` and every link in its folders
    /// resolved. Its last component is kept as it is, so that a link is shown under its own name, and a path
    /// that does not exist yet resolves as far as its folders exist.
    package static func physical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // `.` and `..` by hand: Foundation's standardizing differs by platform (it strips `/private` on macOS).
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(String(component)) }
        }
        guard let name = components.popLast() else { return "/" }
        var missing: [String] = [name]
        while true {
            if let resolved = realpath("/" + components.joined(separator: "/"), nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            guard let last = components.popLast() else { return "/" + missing.reversed().joined(separator: "/") }
            missing.append(last)
        }
    }

    /// Whether `path` lies in `folder` (or is it), compared after ``physical(_:)``; the part of `path` below
    /// `folder` when it does.
    package static func relative(_ path: String, to folder: String) -> String? {
        let base = physical(folder)
        let target = physical(path)
        if target == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : nil
    }
}
