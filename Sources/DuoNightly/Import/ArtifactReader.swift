import Foundation

/// Reads the seeds of one nightly shard artifact: a folder as it is (``ArtifactSeeds``), or a `.zip` (as the
/// Actions page downloads it) read entry by entry by the package itself (``ZipSeedReader``), never unpacked: no
/// `unzip`, no Python, nothing of the archive written but its seeds, each checked first. A ZIP must be a
/// regular file: a FIFO or a device named `*.zip` is named, never read.
struct ArtifactReader {
    /// Where the seeds of ZIP files are staged (one new folder each).
    var scratch: URL

    /// The seeds of artifact `path` and a line per entry that is not read (`entry: reason`), or a problem naming
    /// the artifact when none of it can be read.
    func read(_ path: String, knownPropertyIDs: Set<String>) -> Result<(entries: [ImportSorter.FoundSeed], problems: [String]), ArtifactProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ArtifactProblem(path: path, reason: "no such file or folder"))
        }
        if isDirectory.boolValue { return .success(ArtifactSeeds.read(URL(fileURLWithPath: path), knownPropertyIDs: knownPropertyIDs)) }
        guard path.lowercased().hasSuffix(".zip") else {
            return .failure(ArtifactProblem(path: path, reason: "neither a folder nor a .zip file"))
        }
        // A FIFO or a device named *.zip would be read without end.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(ArtifactProblem(path: path, reason: "not a regular file (a FIFO, device or socket), not read"))
        }
        let reader = ZipSeedReader(staging: scratch.appendingPathComponent("artifact-\(UUID().uuidString.prefix(8))"))
        do {
            return .success(try reader.read(path, knownPropertyIDs: knownPropertyIDs))
        } catch {
            return .failure(ArtifactProblem(path: path, reason: "cannot be read as a ZIP file (\(error))"))
        }
    }
}

/// An artifact that cannot be read.
struct ArtifactProblem: Error, Equatable {
    var path: String
    var reason: String
}
