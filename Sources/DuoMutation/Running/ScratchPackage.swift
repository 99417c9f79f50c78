import Foundation
import DuoCheckCommandLine

/// The scratch copy of the package at `.build/mutate-scratch/` under the package root, where every mutant is
/// written, built and judged. The real tree is only ever read: every write of this type goes through
/// ``write(_:bytes:)`` or ``remove(_:)``, which refuse any path outside the scratch folder.
///
/// A sync writes only the files whose bytes differ from the real tree's and deletes those that vanished
/// from it, so that files left alone keep their times and the scratch's own `.build` stays warm: after the
/// first build, a mutant rebuilds only the module it touches.
struct ScratchPackage {
    /// What a sync copies from the real tree: everything the manifest needs to build.
    static let syncedRoots = ["Package.swift", "Sources", "Properties", "Tests", "Seeds"]
    /// Where the scratch copy lives, relative to the package root.
    static let folder = ".build/mutate-scratch"

    /// The real package root (read only).
    let root: URL
    /// The scratch copy's root.
    let directory: URL

    /// The scratch copy of the package at `root`.
    init(root: URL) {
        self.root = root.standardizedFileURL
        directory = self.root.appendingPathComponent(Self.folder)
    }

    /// Brings the scratch copy in line with the real tree; returns how many files it wrote and deleted.
    func sync() throws -> (written: Int, deleted: Int) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written = 0
        var present = Set<String>()
        for name in Self.syncedRoots {
            for file in Self.regularFiles(under: root, name) {
                present.insert(file)
                let source = try Data(contentsOf: root.appendingPathComponent(file))
                if FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) != source {
                    try write(file, bytes: source)
                    written += 1
                }
            }
        }
        var deleted = 0
        for name in Self.syncedRoots {
            for file in Self.regularFiles(under: directory, name) where !present.contains(file) {
                try remove(file)
                deleted += 1
            }
        }
        return (written, deleted)
    }

    /// Writes `bytes` to the scratch copy's `file` (relative to the package root), atomically, so that the
    /// build sees a new file even when its size and second have not changed.
    func write(_ file: String, bytes: Data) throws {
        let url = try scratchURL(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url, options: .atomic)
    }

    /// Removes the scratch copy's `file`.
    func remove(_ file: String) throws {
        try FileManager.default.removeItem(at: try scratchURL(file))
    }

    /// The scratch copy's `file`, refusing a path that leaves the scratch folder.
    func scratchURL(_ file: String) throws -> URL {
        let url = directory.appendingPathComponent(file).standardizedFileURL
        guard url.path.hasPrefix(directory.path + "/") else {
            throw UsageError("refusing to write \(file): it is outside the scratch copy \(directory.path)")
        }
        return url
    }

    /// The regular files at `name` under `base` (a file, or a folder searched at any depth), as paths relative
    /// to `base`; none when it does not exist.
    static func regularFiles(under base: URL, _ name: String) -> [String] {
        let top = base.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: top.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [name] }
        guard let enumerator = FileManager.default.enumerator(atPath: top.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { relative in
            let values = try? top.appendingPathComponent(relative).resourceValues(forKeys: [.isRegularFileKey])
            return values?.isRegularFile == true
        }.map { "\(name)/\($0)" }.sorted()
    }

    /// The object file the scratch build compiles `file` into (`Sources/<Target>/…/<Name>.swift` becomes
    /// `.build/debug/<Target>.build/<Name>.swift.o`), or `nil` for a file outside `Sources/<Target>/`.
    func objectFile(for file: String) -> URL? {
        let parts = file.split(separator: "/")
        guard parts.count >= 3, parts[0] == "Sources", let name = parts.last else { return nil }
        return directory.appendingPathComponent(".build/debug/\(parts[1]).build/\(name).o")
    }

    /// Deletes the object files of `files`, so that the next build compiles them whatever their timestamps
    /// say. The incremental build misses a source rewritten within about a second of the previous build
    /// (about one build in ten, measured on this package's scratch copy), which is exactly how a mutant
    /// follows the restore of the one before; an object that is missing is always rebuilt.
    func invalidateObjects(of files: [String]) throws {
        for file in files {
            guard let object = objectFile(for: file), FileManager.default.fileExists(atPath: object.path) else { continue }
            try FileManager.default.removeItem(at: object)
        }
    }

    /// The first of `files` whose object file is missing after a build that succeeded: a sign that the
    /// build did not compile it, so its verdict would judge stale code.
    func fileWithoutObject(among files: [String]) -> String? {
        files.first { file in objectFile(for: file).map { !FileManager.default.fileExists(atPath: $0.path) } ?? false }
    }

    /// Takes the scratch copy for this process (an exclusive lock on `.build/mutate-scratch.lock`, held until
    /// the process ends). Throws a ``UsageError`` when another run holds it.
    func lock() throws {
        try FileManager.default.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        let path = directory.path + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw UsageError("cannot open \(path): \(String(cString: strerror(errno)))") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw UsageError("another duo-fuzz mutate run is using the scratch copy \(directory.path)")
        }
    }
}
