import Foundation

/// Makes a nightly shard's artifact a folder to read: a folder is used as it is; a
/// `.zip` (as the Actions page downloads it) is unpacked into a temporary folder with
/// `/usr/bin/unzip` where it exists, else with Python's `zipfile` module (`python3 -m
/// zipfile -e`), which the Swift images carry; both refuse paths that leave the folder.
struct ArtifactUnpacker {
    /// Where ZIP files are unpacked (one folder each).
    var scratch: URL

    /// A readable folder of artifact `path`, or a problem naming it.
    func folder(for path: String) -> Result<URL, ArtifactProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ArtifactProblem(path: path, reason: "no such file or folder"))
        }
        if isDirectory.boolValue { return .success(URL(fileURLWithPath: path)) }
        guard path.lowercased().hasSuffix(".zip") else {
            return .failure(ArtifactProblem(path: path, reason: "neither a folder nor a .zip file"))
        }
        let target = scratch.appendingPathComponent("artifact-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let (executable, arguments) = Self.unpackCommand(zip: path, into: target.path)
            let child = try ChildProcess(executable: executable, arguments: arguments, errorPath: target.path + ".log")
            let (_, termination, _) = child.runToCompletion(timeout: .seconds(600))
            guard termination == .exited(0) else {
                let words = LastWords.read(from: target.path + ".log").map { ": \($0)" } ?? ""
                return .failure(ArtifactProblem(path: path, reason: "could not be unpacked (\(executable) \(termination))\(words)"))
            }
            return .success(target)
        } catch {
            return .failure(ArtifactProblem(path: path, reason: "could not be unpacked: \(error)"))
        }
    }

    /// The program and arguments that unpack `zip` into `folder`: `unzip` if it is installed, else Python.
    static func unpackCommand(zip: String, into folder: String, unzipPath: String = "/usr/bin/unzip") -> (String, [String]) {
        if FileManager.default.isExecutableFile(atPath: unzipPath) { return (unzipPath, ["-q", "-o", zip, "-d", folder]) }
        return ("/usr/bin/env", ["python3", "-m", "zipfile", "-e", zip, folder])
    }
}

/// An artifact that cannot be read.
struct ArtifactProblem: Error, Equatable {
    var path: String
    var reason: String
}
