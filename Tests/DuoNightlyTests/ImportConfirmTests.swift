import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz import` replays every candidate before it groups crashes: a member of a crash group that no longer
/// fails, or a stored seed whose bug was fixed, never stands for a crash that still reproduces.
@Suite("duo-fuzz import confirms before grouping")
struct ImportConfirmTests {
    /// A hang candidate of demo-hang (which hangs for a number over 950), as a stopped run stores it.
    static func hangCandidate(_ number: Int) -> SeedFile {
        SeedFile(
            propertyID: "demo-hang", runSeed: 1, choices: [UInt64(number)], value: .integer(Int64(number)),
            message: "unfinished hang candidate: the check had not returned after 2s (the hang timeout is 60s) when the run was stopped by "
                + "SIGTERM; it was not run again: replay it to settle it", kind: .crash)
    }

    /// Two shard artifacts holding `first` and `second`'s seeds.
    static func artifacts(_ first: [SeedFile], _ second: [SeedFile], in runner: FuzzCommandRunner) throws {
        for (index, seeds) in [first, second].enumerated() {
            let store = SeedStore(directory: runner.path("night/shard-\(index)/new-seeds/Seeds"))
            for seed in seeds { _ = try store.save(seed) }
        }
    }

    /// The seed files in the runner's `Seeds/`, by their paths inside it.
    static func imported(in runner: FuzzCommandRunner) -> [String] {
        runner.files(under: "Seeds", withExtension: "json").map { $0.path.replacingOccurrences(of: runner.path("Seeds").path + "/", with: "") }
    }

    @Test("a crash group whose simplest member no longer fails is led by its simplest reproducing member, which the pull request lists")
    func staleSimplestMember() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let stale = ImportCommandTests.crash(850)
        let real = ImportCommandTests.crash(950)
        let larger = ImportCommandTests.crash(1000)
        try Self.artifacts([stale, larger], [real], in: runner)
        let run = try runner.run(["import", "night/shard-0", "night/shard-1", "--pr-body", "body.md"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("1 new, 0 known, 1 stale, 0 duplicates, 1 same crash, 0 bad"), "\(run.output)")
        #expect(Self.imported(in: runner) == [real.relativePath], "\(run.all)")
        let body = try String(contentsOf: runner.path("body.md"), encoding: .utf8)
        #expect(body.contains("| `demo-trap` | crash | 2 | the check crashed"), "the group of two reproducing seeds: \(body)")
        #expect(body.contains("`duo-fuzz replay Seeds/\(real.relativePath)`"), "its simplest reproducing member: \(body)")
    }

    @Test("a stored crash seed whose bug was fixed stands for no new crash with the same message; one that still fails does")
    func fixedStoredCrash() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let fixed = try SeedStore(directory: runner.path("Seeds")).save(ImportCommandTests.crash(850)).url
        try Self.artifacts([ImportCommandTests.crash(950)], [], in: runner)
        let run = try runner.run(["import", "night/shard-0"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("1 new, 0 known, 0 stale, 0 duplicates, 0 same crash"), "\(run.output)")
        let fixedLine = "fixed  crash of demo-trap: Seeds/\(ImportCommandTests.crash(850).relativePath) no longer fails"
        #expect(run.output.contains(fixedLine), "\(run.output)")
        #expect(Self.imported(in: runner).count == 2, "\(run.all)")

        try FileManager.default.removeItem(at: fixed)
        try Self.artifacts([ImportCommandTests.crash(990)], [], in: runner)
        let again = try runner.run(["import", "night/shard-0"])
        #expect(again.output.contains("0 new, 1 known, 0 stale, 0 duplicates, 1 same crash"), "the stored 950 still fails: \(again.output)")
    }

    @Test("a hang candidate group whose simplest member returns is led by the one that hangs again")
    func hangCandidates() async throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.artifacts([Self.hangCandidate(900)], [Self.hangCandidate(960)], in: runner)
        let run = try await runner.runAwaited(["import", "night/shard-0", "night/shard-1", "--hang-timeout", "1s"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("1 new, 0 known, 1 stale, 0 duplicates, 0 same crash"), "\(run.output)")
        #expect(Self.imported(in: runner) == [Self.hangCandidate(960).relativePath], "\(run.all)")
    }
}
