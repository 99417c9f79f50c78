import Foundation
import OperatingSystem
import DuoCheckCommandLine
import DuoCheckEngine
import DuoFuzzRun
import DuoFuzzSupport
import DuoSeedFiles

/// What `duo-fuzz import` does: reads the seed files of nightly shard artifacts (folders or `.zip` files,
/// ``ArtifactReader``), sorts them against the seeds folder (``ImportSorter``), replays and
/// copies those that still fail (``SeedImporter``), and names every bad artifact and file: each of these is an event
/// (``ImportEvent``), and the console's lines, the pull request's body (``PullRequestBody``) and the import's record
/// (``ImportRecord``) are recorders of them.
package struct NightlyImport {
    /// The artifacts, as given.
    package var artifacts: [String]
    /// The seeds folder the findings go into.
    package var seedsDirectory: URL
    /// Where the pictures go.
    package var outDirectory: URL
    /// How long one seed may run when replayed.
    package var hangTimeout: Duration
    /// Where to write the pull request's body, if anywhere.
    package var bodyPath: URL?
    /// Where to write what the import did (``ImportRecord``), if anywhere.
    package var recordPath: URL?
    /// The workflow run's page, which the body links for the pictures.
    package var artifactURL: String?
    /// The properties the seeds may belong to.
    package var catalogue: FuzzCatalogue
    /// Where each seed's line goes.
    package var console: Console

    /// An import of `artifacts` with these settings.
    package init(
        artifacts: [String], seedsDirectory: URL, outDirectory: URL, hangTimeout: Duration, bodyPath: URL?, recordPath: URL? = nil,
        artifactURL: String?, catalogue: FuzzCatalogue, console: Console
    ) {
        self.recordPath = recordPath
        self.artifacts = artifacts
        self.seedsDirectory = seedsDirectory
        self.outDirectory = outDirectory
        self.hangTimeout = hangTimeout
        self.bodyPath = bodyPath
        self.artifactURL = artifactURL
        self.catalogue = catalogue
        self.console = console
    }

    /// Imports every artifact; the exit code: 2 when an artifact or a seed file cannot be read, or a new seed cannot
    /// be stored (the others are still imported), else 0. A seeds folder, a pictures' folder or a body path that
    /// cannot be written is a ``UsageError`` naming its option before any artifact is read (``ReportFile/check(_:)``),
    /// and so is a body that then fails to write.
    package func run() throws -> ExitCode {
        // The seeds folder and the pictures' folder first: a seed that cannot be stored would be lost after its replay.
        try RunOptions.prepareFolder(seedsDirectory, option: "--seeds-dir")
        try RunOptions.prepareFolder(outDirectory, option: "--out")
        let reports = [("--pr-body", bodyPath), ("--json", recordPath)].compactMap { option, path in path.map { (option, $0) } }
        do {
            try RunOptions.checkDistinct(reports)
            try RunOptions.checkOutside(seedsDirectory, reports)
        } catch let error as UsageError {
            throw UsageError("\(error.message); nothing was imported")
        }
        for (option, path) in [("--pr-body", bodyPath), ("--json", recordPath)] {
            guard let path else { continue }
            do {
                try ReportFile.check(path)
            } catch {
                throw UsageError("\(option): \(ReportFileError.describe(error, path: path.relativePath)); nothing was imported")
            }
        }
        let scratch = TemporaryFolder.url.appendingPathComponent("duo-fuzz-import-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (entries, unread) = read(unpackingInto: scratch)
        let stored = SeedCollection.gather([seedsDirectory.path], knownPropertyIDs: nil).seeds.map {
            ImportSorter.FoundSeed(path: SeedCollection.displayPath($0.url), seed: $0.seed)
        }
        let events = ImportEventStream(recorders)
        let importer = SeedImporter(
            store: SeedStore(directory: seedsDirectory), outDirectory: outDirectory,
            replayer: SeedProcessReplayer(includesDemos: catalogue.includesDemos, hangTimeout: hangTimeout), events: events)
        let outcome = importer.importAll(entries, fates: ImportSorter.sort(entries, stored: stored), stored: stored)
        let problems = unread + outcome.bad
        events.emit(
            .finished(
                ImportRecord(
                    artifacts: artifacts.count, seedFiles: entries.count, new: outcome.findings, known: outcome.known, stale: outcome.stale,
                    duplicates: outcome.duplicates, sameCrash: outcome.sameCrash, bad: problems)))
        if let problem = events.problem { throw problem }
        return problems.isEmpty ? .success : .usage
    }

    /// The seed files of every artifact (the seeds of ZIP files staged under `scratch`), and a line per artifact,
    /// link, entry or file that could not be read.
    private func read(unpackingInto scratch: URL) -> (entries: [ImportSorter.FoundSeed], problems: [String]) {
        var problems: [String] = []
        var entries: [ImportSorter.FoundSeed] = []
        for path in artifacts {
            switch ArtifactReader(scratch: scratch).read(path, knownPropertyIDs: catalogue.ids) {
            case .failure(let problem): problems.append("\(problem.path): \(problem.reason)")
            case .success(let found):
                problems += found.problems.map { "\(path): \($0)" }
                entries += found.entries
            }
        }
        return (entries, problems)
    }

    /// The import's recorders: the console, and the files it is asked for.
    private var recorders: [any ImportRecorder] {
        var recorders: [any ImportRecorder] = [ImportConsoleRecorder(console: console)]
        if let bodyPath {
            recorders.append(
                ImportFileRecorder(option: "--pr-body", url: bodyPath) { [artifactURL] record in
                    Data(PullRequestBody.markdown(record.new, stale: record.stale, artifactURL: artifactURL).utf8)
                })
        }
        if let recordPath { recorders.append(ImportFileRecorder(option: "--json", url: recordPath) { try ValueCoding.format.data($0) }) }
        return recorders
    }
}
