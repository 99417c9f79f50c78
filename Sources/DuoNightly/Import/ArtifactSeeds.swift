import Foundation
import DuoCheckEngine
import DuoSeedFiles

/// The seed files of an artifact that is a folder: every `*.json` under a folder named `Seeds`. No symbolic link in the
/// artifact is followed, to a folder or to a file: each is named as a problem, and what it leads to is not read.
enum ArtifactSeeds {
    /// The seeds found under `folder`, and a line per file or path that is not a seed.
    static func read(_ folder: URL, knownPropertyIDs: Set<String>) -> (entries: [ImportSorter.FoundSeed], problems: [String]) {
        var entries: [ImportSorter.FoundSeed] = []
        var problems: [String] = []
        var seedFolders: [URL] = []
        findSeedFolders(under: folder, into: &seedFolders, problems: &problems)
        problems = problems.map { relative($0, to: folder) }
        for seeds in seedFolders.sorted(by: { $0.path < $1.path }) {
            let tree = SeedTree.scan(seeds)
            problems += tree.problems.map { "\(relative($0.path, to: folder)): \($0.reason)" }
            for file in tree.files {
                switch SeedStore.load(contentsOf: file, knownPropertyIDs: knownPropertyIDs) {
                case .failed(let error): problems.append("\(relative(file.path, to: folder)): \(error.problem)")
                case .loaded(let loaded): entries.append(ImportSorter.FoundSeed(path: file.path, seed: loaded.seed))
                }
            }
        }
        return (entries, problems)
    }

    /// Collects the folders named `Seeds` under `folder` (not looking inside them), and names every link met on
    /// the way (as `path: reason`, the path absolute).
    private static func findSeedFolders(under folder: URL, into found: inout [URL], problems: inout [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let entry = folder.appendingPathComponent(name)
            switch EntryKind(of: entry.path) {
            case .link(let target): problems.append("\(entry.path): \(EntryKind.linkReason(target))")
            case .folder where name == "Seeds": found.append(entry)
            case .folder: findSeedFolders(under: entry, into: &found, problems: &problems)
            default: break
            }
        }
    }

    /// `path` relative to `folder` when it is inside it.
    private static func relative(_ path: String, to folder: URL) -> String {
        path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
    }
}
