import Foundation
import Testing
import DuoProperties
import DuoSnapshots
@testable import DuoMutation
import DuoFuzzTestSupport

/// `duo-fuzz snapshot diff` and the mutation run's verdict over a recorded corpus that is not whole.
@Suite("duo-fuzz snapshot")
struct SnapshotCommandTests {
    /// The recorded corpus of `side-insets-for-band` in `runner`'s `snapshots/`, cut to its first line.
    static func cutCorpus(in runner: FuzzCommandRunner) throws -> SnapshotStore {
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: "side-insets-for-band"))
        let store = SnapshotStore(directory: runner.path("snapshots"))
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let recorded = try String(contentsOf: SnapshotStore(packageRoot: TestPackage.root).url(of: snapshot), encoding: .utf8)
        try Data((recorded.split(separator: "\n")[0] + "\n").utf8).write(to: store.url(of: snapshot))
        return store
    }

    @Test("snapshot diff over a corpus cut to one line exits 1, naming the helper and the first missing case")
    func diffOfACutCorpus() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try Self.cutCorpus(in: runner)
        let diff = try runner.run(["snapshot", "diff", "sideInsetsForBand", "--dir", "snapshots"], demo: false)
        #expect(diff.status == 1, "\(diff.all)")
        #expect(diff.output.contains("layout.sideInsets(forBandFrom:to:)") && diff.output.contains("case 1 ("), "\(diff.output)")
        #expect(!diff.output.contains("1 unchanged"), "\(diff.output)")
    }

    @Test("the mutation run's verdict kills on a corpus cut to one line, naming the helper and the first missing case")
    func verdictOnACutCorpus() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = try Self.cutCorpus(in: runner)
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: "side-insets-for-band"))
        let verdict = MutationVerdict.judge([], snapshots: [snapshot], in: store)
        #expect(verdict.snapshotKiller == "side-insets-for-band", "\(verdict.line)")
        #expect(verdict.line.contains("layout.sideInsets(forBandFrom:to:)") && verdict.line.contains("case 1 ("), "\(verdict.line)")
    }

    @Test("snapshot diff names a *.jsonl of no helper (exit 2), and a --dir that is not a folder is bad usage (exit 2)")
    func unknownSnapshotFileAndMissingFolder() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: "side-insets-for-band"))
        let store = SnapshotStore(directory: runner.path("snapshots"))
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data(contentsOf: SnapshotStore(packageRoot: TestPackage.root).url(of: snapshot)).write(to: store.url(of: snapshot))
        try Data("{}\n".utf8).write(to: runner.path("snapshots/side-insets-for-bands.jsonl"))
        let diff = try runner.run(["snapshot", "diff", "sideInsetsForBand", "--dir", "snapshots"], demo: false)
        #expect(diff.status == 2, "\(diff.all)")
        #expect(diff.output.contains("BAD    side-insets-for-bands.jsonl: no helper's snapshot has the id side-insets-for-bands"), "\(diff.all)")
        #expect(diff.output.contains("1 unchanged"), "the known snapshot is still compared: \(diff.all)")
        let missing = try runner.run(["snapshot", "diff", "--dir", "no-such-folder"], demo: false)
        #expect(missing.status == 2, "\(missing.all)")
        #expect(missing.errorOutput.contains("--dir: no-such-folder is not a folder of snapshots"), "\(missing.all)")
    }
}
