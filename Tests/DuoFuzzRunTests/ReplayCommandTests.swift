import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz replay` and `draw` over seed files, good and bad.
@Suite("duo-fuzz replay and draw")
struct ReplayCommandTests {
    @Test("a corrupt seed file is rejected with its name and problem (exit 2), and the other seeds still replay")
    func corruptFileIsNamed() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = SeedStore(directory: runner.path("Seeds"))
        _ = try store.save(TestSeeds.holding())
        let corrupt = runner.path("Seeds/demo-holds/corrupt.json")
        try Data("{\"formatVersion\": 1, \"propertyID\": \"demo-holds\"".utf8).write(to: corrupt)
        let future = runner.path("Seeds/demo-holds/future.json")
        try Data(#"{"formatVersion": 9, "propertyID": "demo-holds"}"#.utf8).write(to: future)

        let replay = try runner.run(["replay"])
        #expect(replay.status == 2, "\(replay.all)")
        #expect(replay.output.contains("BAD    Seeds/demo-holds/corrupt.json: not JSON"), "\(replay.output)")
        #expect(replay.output.contains("BAD    Seeds/demo-holds/future.json: unknown formatVersion 9"), "\(replay.output)")
        #expect(
            replay.output.contains("ok     Seeds/demo-holds/\(TestSeeds.holding().shortHash).json"), "the good seed still replays: \(replay.output)")
        #expect(replay.output.contains("1 hold, 0 fail, 2 bad"))
    }

    @Test("a seed of an unknown property is a bad file")
    func unknownProperty() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var seed = TestSeeds.holding()
        seed.propertyID = "no-such-property"
        let url = try SeedStore(directory: runner.path("Seeds")).save(seed).url
        let replay = try runner.run(["replay", url.path])
        #expect(replay.status == 2)
        #expect(replay.output.contains("unknown property id \"no-such-property\""), "\(replay.output)")
    }

    @Test("replay exits 0 when every seed holds, 1 when one fails again, and 2 for a path that does not exist")
    func exitCodes() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = SeedStore(directory: runner.path("Seeds"))
        let holding = try store.save(TestSeeds.holding()).url
        #expect(try runner.run(["replay"]).status == 0)
        let failing = try store.save(TestSeeds.failing()).url
        let both = try runner.run(["replay"])
        #expect(both.status == 1, "\(both.all)")
        #expect(try runner.run(["replay", holding.path]).status == 0)
        #expect(try runner.run(["replay", failing.path]).status == 1)
        let missing = try runner.run(["replay", "Seeds/missing.json"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("BAD    Seeds/missing.json: no such file or directory"), "\(missing.all)")
    }

    @Test("generator drift is reported, and the stored value is checked directly")
    func driftIsReported() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var seed = TestSeeds.failing()
        seed.choices = [0, 0, 10]  // these rebuild a narrow rectangle, which holds; the stored value still fails
        _ = try SeedStore(directory: runner.path("Seeds")).save(seed)
        let replay = try runner.run(["replay"])
        #expect(replay.status == 1, "\(replay.all)")
        #expect(replay.output.contains("generator drift"), "\(replay.output)")
        #expect(replay.output.contains("width: 500 → 10"), "the drift names what differs: \(replay.output)")
        #expect(replay.output.contains("FAILS AGAIN"))
    }

    @Test("draw writes the SVG of a seed file, and rejects a bad one with exit 2")
    func draw() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let url = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.failing()).url
        let draw = try runner.run(["draw", url.path, "--out", "picture.svg"])
        #expect(draw.status == 0, "\(draw.all)")
        let svg = try String(contentsOf: runner.path("picture.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("a rectangle 500 wide overflows"))
        try Data("not json".utf8).write(to: runner.path("bad.json"))
        let bad = try runner.run(["draw", "bad.json"])
        #expect(bad.status == 2)
        #expect(bad.errorOutput.contains("bad.json"))
    }

    @Test("a crash seed that hangs again is stopped after the hang timeout and counts as failing")
    func hangingSeed() async throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let seed = SeedFile(propertyID: "demo-hang", runSeed: 1, choices: [1000], value: .integer(1000), message: "hung", kind: .crash)
        _ = try SeedStore(directory: runner.path("Seeds")).save(seed)
        let replay = try await runner.runAwaited(["replay", "--hang-timeout", "1s"])
        #expect(replay.status == 1, "\(replay.all)")
        #expect(replay.output.contains("HANGS AGAIN"), "\(replay.output)")
    }
}
