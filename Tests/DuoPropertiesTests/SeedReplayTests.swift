import Foundation
import Testing
import DuoCheckEngine
import DuoProperties
import DuoSeedFiles

/// One seed file of the repository's `Seeds/`, as a test argument (or the stand-in when there is none).
struct SeedFileArgument: Codable, Sendable, CustomTestStringConvertible {
    /// The path inside `Seeds/`, or `nil` for "no seed files".
    var relativePath: String?
    /// What the path is instead of a seed file (a link, a FIFO, a folder named `*.json`), as the walk names it.
    var problem: String?

    var testDescription: String { relativePath ?? "no seed files in Seeds/" }
}

/// Every stored counterexample in `Seeds/` replays on every test run, each file its own test case.
///
/// A seed whose property now holds is the normal state: the bug was fixed, and the seed guards the
/// fix. A case fails only if the property fails on the seed again, or if the file is bad (it names
/// itself and its problem; the other files still run). When the generator has drifted so that the
/// choices no longer rebuild the stored value, the stored value is checked directly and the drift is
/// printed and attached, as a warning. Crash seeds replay in a process of their own (an exit test),
/// so that a trap fails one case instead of ending the run.
@Suite("Seed replay")
struct SeedReplayTests {
    /// The repository's `Seeds/`, found from this file's path.
    static let seedsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Seeds")

    /// One argument per seed file and per entry that is not one, or the single "no seed files" stand-in. The folder
    /// is walked by ``SeedTree``, as every `duo-fuzz` command walks it, so both name the same bad entries and
    /// neither enters a folder named `*.json` or follows a link.
    static var seedFiles: [SeedFileArgument] {
        let root = seedsDirectory.standardizedFileURL.path + "/"
        let tree = SeedTree.scan(seedsDirectory)
        let files = tree.files.map { url in SeedFileArgument(relativePath: String(url.standardizedFileURL.path.dropFirst(root.count))) }
        let problems = tree.problems.map { problem in
            SeedFileArgument(
                relativePath: String(URL(fileURLWithPath: problem.path).standardizedFileURL.path.dropFirst(root.count)), problem: problem.reason)
        }
        return files.isEmpty && problems.isEmpty ? [SeedFileArgument(relativePath: nil)] : (files + problems)
    }

    static var knownPropertyIDs: Set<String> { Set(PropertyCatalogue.properties().map(\.id)) }

    @Test("a stored seed does not fail again", .timeLimit(.minutes(2)), arguments: seedFiles)
    func storedSeedReplays(_ file: SeedFileArgument) async throws {
        guard let relativePath = file.relativePath else { return }
        if let problem = file.problem {
            Issue.record("bad seed file Seeds/\(relativePath): \(problem)")
            return
        }
        let url = Self.seedsDirectory.appendingPathComponent(relativePath)
        let loaded: LoadedSeed
        switch SeedStore.load(contentsOf: url, under: Self.seedsDirectory, knownPropertyIDs: Self.knownPropertyIDs) {
        case .failed(let error):
            Issue.record("bad seed file Seeds/\(relativePath): \(error.problem)")
            return
        case .loaded(let seed):
            loaded = seed
        }
        if loaded.seed.kind == .crash {
            let result = await #expect(
                processExitsWith: .success, observing: [\.standardErrorContent],
                "crash seed Seeds/\(relativePath) must no longer crash or fail"
            ) { [path = url.path as String] in
                let holds = SeedReplayTests.replayAndReport(path: path)
                exit(holds ? 0 : 1)
            }
            if let result, result.exitStatus != .exitCode(0) {
                Issue.record("Seeds/\(relativePath): \(String(decoding: result.standardErrorContent, as: UTF8.self))")
            }
            return
        }
        guard let property = PropertyCatalogue.property(id: loaded.seed.propertyID) else { return }
        let result = SeedReplay.replay(loaded.seed, against: property)
        if let drift = result.drift { Self.warn(about: drift, in: relativePath) }
        if let failure = result.failure {
            Issue.record(
                "seed Seeds/\(relativePath) fails again: \(failure)\nreplay: duo-fuzz replay Seeds/\(relativePath)",
                sourceLocation: SourceLocation(fileID: property.fileID, filePath: property.filePath, line: property.line, column: property.column))
        }
        if let reason = result.unusableReason {
            Issue.record("seed Seeds/\(relativePath) can no longer be checked: \(reason); migrate or delete it")
        }
    }

    @Test(
        "every stored failure seed is in the current format and its choices build its value (duo-fuzz migrate-seeds records the others again)",
        arguments: seedFiles)
    func storedSeedIsCurrent(_ file: SeedFileArgument) throws {
        guard let relativePath = file.relativePath, file.problem == nil,
            case .loaded(let loaded) = SeedStore.load(
                contentsOf: Self.seedsDirectory.appendingPathComponent(relativePath), under: Self.seedsDirectory)
        else { return }
        #expect(
            loaded.seed.formatVersion == SeedFile.currentFormatVersion,
            "Seeds/\(relativePath) is format \(loaded.seed.formatVersion): run duo-fuzz migrate-seeds")
        guard loaded.seed.kind == .failure else { return }
        let property = try #require(PropertyCatalogue.property(id: loaded.seed.propertyID))
        #expect(SeedReplay.replay(loaded.seed, against: property).drift == nil, "Seeds/\(relativePath) drifted: run duo-fuzz migrate-seeds")
    }

    /// Replays the seed at `path` and prints the outcome on standard error; whether it holds.
    /// Runs inside the exit test's own process.
    static func replayAndReport(path: String) -> Bool {
        guard case .loaded(let loaded) = SeedStore.load(contentsOf: URL(fileURLWithPath: path), knownPropertyIDs: knownPropertyIDs),
            let property = PropertyCatalogue.property(id: loaded.seed.propertyID)
        else { return false }
        let result = SeedReplay.replay(loaded.seed, against: property)
        FileHandle.standardError.write(Data((result.summary + "\n").utf8))
        return result.holds
    }

    /// Drift is a warning, not a failure: printed and attached.
    static func warn(about drift: SeedDrift, in relativePath: String) {
        let text = "warning: Seeds/\(relativePath): \(drift)"
        print(text)
        Attachment.record(Array(text.utf8), named: "drift-\(relativePath.replacingOccurrences(of: "/", with: "-")).txt")
    }

    // MARK: The replay path, on a planted failure stored in a temporary directory

    /// The core's helpers with a planted bug: every band loses its side insets.
    static var plantedHelpers: PlacementHelpers {
        var helpers = PlacementHelpers.core
        helpers.bandSideInsets = { _, _, _ in .zero }
        return helpers
    }

    @Test("a planted failure, stored as a seed file, fails again against the bug and holds against the fix")
    func plantedFailureReplays() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-replay-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let buggy = try #require(PropertyCatalogue.property(id: "band-containment", using: Self.plantedHelpers))
        let report = buggy.run(RunConfiguration(cases: 2000, seed: 17))
        let failure = try #require(report.failure, "the planted bug is found")
        let store = SeedStore(directory: directory)
        let url = try store.save(SeedFile(failure: failure, note: "planted: band side insets always zero")).url
        #expect(url.path.hasSuffix("/band-containment/\(SeedHash.shortHash(propertyID: "band-containment", choices: failure.shrunk.choices)).json"))

        let results = store.loadAll(knownPropertyIDs: Self.knownPropertyIDs)
        guard case .loaded(let loaded)? = results.first, results.count == 1 else {
            Issue.record("the stored seed loads: \(results)")
            return
        }
        let againstBug = SeedReplay.replay(loaded.seed, against: buggy)
        #expect(againstBug.drift == nil)
        #expect(againstBug.failure?.message == failure.message)
        let fixed = try #require(PropertyCatalogue.property(id: "band-containment"))
        let againstFix = SeedReplay.replay(loaded.seed, against: fixed)
        #expect(againstFix.holds, "the core holds on the seed: \(againstFix.summary)")
    }

    @Test("when the choices no longer rebuild the stored value, the drift is reported and the stored value is still checked")
    func driftChecksTheStoredValue() throws {
        let buggy = try #require(PropertyCatalogue.property(id: "band-containment", using: Self.plantedHelpers))
        let failure = try #require(buggy.run(RunConfiguration(cases: 2000, seed: 17)).failure)
        var seed = SeedFile(failure: failure)
        seed.choices = []  // the simplest choices build another value, which the bug may or may not break
        let result = SeedReplay.replay(seed, against: buggy)
        let drift = try #require(result.drift)
        #expect(drift.storedValueJSON == seed.value.text)
        guard case .checked(let outcome)? = result.storedValueCheck else {
            Issue.record("the stored value is checked directly: \(String(describing: result.storedValueCheck))")
            return
        }
        #expect(outcome.failure?.message == failure.message, "the stored value still fails against the bug")
        #expect(!result.holds)
    }

    @Test("a stored value that no longer decodes, under drift, makes the seed unusable rather than silently passing")
    func undecodableStoredValue() throws {
        let property = try #require(PropertyCatalogue.property(id: "band-containment"))
        let seed = SeedFile(propertyID: "band-containment", runSeed: 1, choices: [], value: .object(["unexpected": .bool(true)]), message: "old")
        let result = SeedReplay.replay(seed, against: property)
        #expect(result.drift != nil)
        #expect(result.unusableReason != nil)
        #expect(!result.holds)
    }
}
