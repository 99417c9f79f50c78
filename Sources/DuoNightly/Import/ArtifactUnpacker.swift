import Foundation
import DuoFuzzSupport
import DuoFuzzRun
import DuoSeedFolder

/// Makes a nightly shard's artifact a folder to read: a folder is used as it is; a
/// `.zip` (as the Actions page downloads it) is unpacked into a temporary folder with
/// `/usr/bin/unzip` where it exists, else with Python's `zipfile` module (`python3 -m
/// zipfile -e`), which the Swift images carry; both refuse paths that leave the folder.
///
/// Before a ZIP is unpacked its central directory is read (``ZipListing``): every entry
/// archived from a symbolic link is named, and whatever unpacking made of it (`unzip` a
/// link, Python a file holding the link's target) is removed before anything is read.
struct ArtifactUnpacker {
    /// Where ZIP files are unpacked (one folder each).
    var scratch: URL

    /// An artifact made readable: its folder, and the ZIP entries that were links (not extracted).
    struct Unpacked: Equatable {
        var folder: URL
        var linkEntries: [String] = []
    }

    /// A readable folder of artifact `path`, or a problem naming it.
    func folder(for path: String) -> Result<Unpacked, ArtifactProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ArtifactProblem(path: path, reason: "no such file or folder"))
        }
        if isDirectory.boolValue { return .success(Unpacked(folder: URL(fileURLWithPath: path))) }
        guard path.lowercased().hasSuffix(".zip") else {
            return .failure(ArtifactProblem(path: path, reason: "neither a folder nor a .zip file"))
        }
        let listing: ZipListing
        do {
            listing = try ZipListing(Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        } catch {
            return .failure(ArtifactProblem(path: path, reason: "cannot be read as a ZIP file (\(error))"))
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
            for name in listing.symbolicLinks { Self.removeUnpacked(name, from: target) }
            return .success(Unpacked(folder: target, linkEntries: listing.symbolicLinks))
        } catch {
            return .failure(ArtifactProblem(path: path, reason: "could not be unpacked: \(error)"))
        }
    }

    /// Removes what unpacking made of entry `name` under `folder`, a link or a file, never going through a link
    /// on the way; an entry whose name climbs out of the folder was refused by the unpacker already.
    static func removeUnpacked(_ name: String, from folder: URL) {
        let components = name.split(separator: "/").filter { $0 != "." }
        guard !components.isEmpty, !components.contains("..") else { return }
        var path = folder
        for component in components.dropLast() {
            path.appendPathComponent(String(component))
            guard EntryKind(of: path.path) == .folder else { return }
        }
        path.appendPathComponent(String(components.last!))
        switch EntryKind(of: path.path) {
        case .link, .file: unlink(path.path)
        default: break
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
