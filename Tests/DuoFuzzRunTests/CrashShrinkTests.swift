import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// A crash seed is shrunk in throw-away processes, as libFuzzer's `-minimize_crash` does, after the original is stored.
@Suite("Crash shrinking")
struct CrashShrinkTests {
    @Test(
        "the demo trap stores a crash seed shrunk to 901, the smallest trapping number; its note gives both choice sequences, and it replays as a crash"
    )
    func trapIsShrunk() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["run", "demo-trap", "--cases", "500", "--seed", "11", "--workers", "1", "--no-replay"])
        #expect(run.status == 1, "\(run.all)")
        let seeds = runner.files(under: "Seeds/demo-trap", withExtension: "json")
        try #require(seeds.count == 1, "the shrunk seed takes the original's place: \(run.all)")
        let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
        #expect(seed.kind == .crash)
        #expect(seed.choices == [901] && seed.value == .integer(901), "\(seed)")
        #expect(seed.message.contains("demo-trap: 901 is over 900"), "\(seed.message)")
        let note = try #require(seed.note)
        #expect(note.contains("from the choices [") && note.contains("to [901]"), "\(note)")
        #expect(run.output.contains("SHRUNK in"), "\(run.output)")
        let replay = try runner.run(["replay", seeds[0].path])
        #expect(replay.status == 1 && replay.output.contains("CRASHES AGAIN"), "\(replay.all)")
    }

    @Test("the original crash seed is stored before shrinking starts, so a shrink cut short loses nothing")
    func originalStoredFirst() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run([
            "run", "demo-trap", "--cases", "500", "--seed", "11", "--workers", "1", "--no-replay",
            "--crash-shrink-time", "1ms"
        ])
        #expect(run.status == 1, "\(run.all)")
        #expect(run.output.contains("CRASHED") && run.output.contains("(as drawn"), "\(run.output)")
        let seeds = runner.files(under: "Seeds/demo-trap", withExtension: "json")
        try #require(seeds.count == 1, "\(run.all)")
        let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
        #expect((seed.value.integerValue ?? 0) > 900, "a trapping case is kept, shrunk or not: \(seed)")
    }

    @Test("a crash whose shrunk seed is stored already leaves one seed: the as-drawn seed is not kept beside it, and the crash is listed once")
    func shrunkSeedAlreadyStored() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let stored = SeedFile(
            propertyID: "demo-trap", runSeed: 1, choices: [901], value: .integer(901),
            message: "the check crashed the worker with a trap: demo-trap: 901 is over 900", kind: .crash)
        let url = try SeedStore(directory: runner.path("Seeds")).save(stored).url
        let run = try runner.run(["run", "demo-trap", "--cases", "500", "--seed", "11", "--workers", "1", "--no-replay", "--summary", "summary.json"])
        #expect(run.status == 1, "\(run.all)")
        #expect(
            runner.files(under: "Seeds/demo-trap", withExtension: "json").map(\.lastPathComponent) == [url.lastPathComponent],
            "one seed per crash: \(run.all)")
        let listed = try runner.json("summary.json")["counterexamples"] as? [[String: Any]] ?? []
        #expect(listed.map { $0["seedFile"] as? String } == ["Seeds/\(stored.relativePath)"], "\(listed)")
        #expect(run.output.contains("already stored"), "\(run.output)")
    }

    @Test("one crash found by two workers, neither shrunk (a shrink cut short), keeps one seed: the simpler, listed and counted once")
    func sameCrashOfTwoWorkersIsStoredOnce() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run([
            "run", "demo-trap", "--cases", "2000", "--seed", "11", "--workers", "2", "--no-replay", "--crash-shrink-time", "1ms",
            "--summary", "summary.json"
        ])
        #expect(run.status == 1, "\(run.all)")
        let seeds = runner.files(under: "Seeds/demo-trap", withExtension: "json")
        try #require(seeds.count == 1, "one seed per crash: \(run.all)")
        #expect(run.output.contains("the same crash as"), "\(run.output)")
        let listed = try runner.json("summary.json")["counterexamples"] as? [[String: Any]] ?? []
        #expect(listed.map { $0["seedFile"] as? String } == ["Seeds/demo-trap/\(seeds[0].lastPathComponent)"], "\(listed)")
        #expect(run.output.contains("1 crash;") || run.output.contains("1 crash\n"), "\(run.output)")
    }
}
