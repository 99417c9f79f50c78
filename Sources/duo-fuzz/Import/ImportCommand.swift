import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun
import DuoSeedFolder

/// `duo-fuzz import`: brings the seeds of nightly shard artifacts home.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "bring nightly shard artifacts (folders or .zip files) home into Seeds/"
    static let help = """
        usage: duo-fuzz import ARTIFACT... [--seeds-dir DIR] [--out DIR] [--hang-timeout D]
                               [--pr-body FILE] [--artifact-url URL]

        Reads the seed files of one or more nightly shard artifacts (a folder, or a .zip
        file as the Actions page downloads it; every *.json under a folder named Seeds).
        The same counterexample from several shards counts once; crash seeds of one
        property with the same signal and message count once, as the one with the
        simplest choices. Each remaining seed replays in this checkout, in a process of
        its own: one that no longer fails is stale, and is left out. The others are copied
        into the seeds directory, each with its replay command and a picture drawn into
        --out. Importing the same artifact again adds nothing.

        options:
          --seeds-dir DIR     the seeds directory (default Seeds)
          --out DIR           where pictures go (default fuzz-out)
          --hang-timeout D    how long one seed may run when replayed, 1s to 100000h (default 60s)
          --pr-body FILE      write the pull request's body: a Markdown table of the new seeds
          --artifact-url URL  link the pictures from the body (the workflow run's page)

        exit codes: 0 imported (with or without new seeds), 2 bad usage, or an artifact
                    or seed file that cannot be read (the others are still imported).
        """

    /// Imports the artifacts the arguments name.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: name, valueOptions: ["--seeds-dir", "--out", "--hang-timeout", "--pr-body", "--artifact-url"])
        guard !parsed.positionals.isEmpty else { throw UsageError("import needs at least one artifact folder or .zip file") }
        let hangTimeout = try parsed.duration("--hang-timeout", in: .hangTimeout) ?? .seconds(60)
        let seedsDirectory = URL(fileURLWithPath: parsed.value("--seeds-dir") ?? "Seeds")
        let outDirectory = URL(fileURLWithPath: parsed.value("--out") ?? "fuzz-out")
        let bodyPath = parsed.value("--pr-body").map { URL(fileURLWithPath: $0) }
        let catalogue = FuzzCatalogue.fromEnvironment()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-fuzz-import-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var problems: [String] = []
        var entries: [ImportSorter.Entry] = []
        for path in parsed.positionals {
            switch ArtifactUnpacker(scratch: scratch).folder(for: path) {
            case .failure(let problem): problems.append("\(problem.path): \(problem.reason)")
            case .success(let unpacked):
                problems += unpacked.linkEntries.map { "\(path): \($0): a symbolic link in the ZIP, not extracted" }
                let found = ArtifactSeeds.read(unpacked.folder, knownPropertyIDs: catalogue.ids)
                problems += found.problems.map { "\(path): \($0)" }
                entries += found.entries
            }
        }
        let stored = SeedCollection.gather([seedsDirectory.path], knownPropertyIDs: nil).seeds.map {
            ImportSorter.Entry(path: SeedCollection.displayPath($0.url), seed: $0.seed)
        }
        let fates = ImportSorter.sort(entries, stored: stored)
        let importer = SeedImporter(
            store: SeedStore(directory: seedsDirectory), outDirectory: outDirectory,
            replayer: SeedReplayer(includesDemos: catalogue.includesDemos, hangTimeout: hangTimeout), console: console)
        let outcome = importer.importAll(zip(entries, fates).map { $0 })
        for problem in problems { console.output("BAD    \(problem)") }
        console.output("import: \(parsed.positionals.count) artifact\(parsed.positionals.count == 1 ? "" : "s"), \(entries.count) seed files: "
            + "\(outcome.findings.count) new, \(outcome.known) known, \(outcome.stale) stale, \(outcome.duplicates) duplicates, "
            + "\(outcome.sameCrash) same crash, \(problems.count) bad")
        if let bodyPath {
            let body = PullRequestBody.markdown(outcome.findings, stale: outcome.stale, artifactURL: parsed.value("--artifact-url"))
            do {
                try FileManager.default.createDirectory(at: bodyPath.deletingLastPathComponent(), withIntermediateDirectories: true)
                try ReportFile.write(Data(body.utf8), to: bodyPath)
            } catch {
                throw UsageError("--pr-body: \(ReportFileError.describe(error, path: bodyPath.relativePath))")
            }
        }
        return problems.isEmpty ? .success : .usage
    }
}

/// The seed files of one unpacked artifact: every `*.json` under a folder named `Seeds`. No symbolic link in the
/// artifact is followed, to a folder or to a file: each is named as a problem, and what it leads to is not read.
enum ArtifactSeeds {
    /// The seeds found under `folder`, and a line per file or path that is not a seed.
    static func read(_ folder: URL, knownPropertyIDs: Set<String>) -> (entries: [ImportSorter.Entry], problems: [String]) {
        var entries: [ImportSorter.Entry] = []
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
                case .loaded(let loaded): entries.append(ImportSorter.Entry(path: file.path, seed: loaded.seed))
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
