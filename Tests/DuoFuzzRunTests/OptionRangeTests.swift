import Foundation
import Testing
import DuoFuzzTestSupport

/// Every count and duration option has a stated range: a value outside it is bad usage (exit 2) whose message
/// names the option and the range, before any work, and never a trap, an allocation without end or a run of
/// nothing.
@Suite("duo-fuzz option ranges")
struct OptionRangeTests {
    /// Runs `duo-fuzz arguments`, stopping it if it is still running after `limit` (a command that should have
    /// refused its arguments at once); its status, whether it had to be stopped, and its standard error.
    static func run(_ arguments: [String], in runner: FuzzCommandRunner, demo: Bool = true, limit: Duration = .seconds(60))
        throws -> (status: Int32, signalled: Bool, stopped: Bool, errorOutput: String)
    {
        let (process, output, errorOutput) = runner.process(arguments, demo: demo)
        try process.run()
        let outputData = FuzzCommandRunner.readAll(output)
        let errorData = FuzzCommandRunner.readAll(errorOutput)
        let ended = ProcessWatch.wait(upTo: limit) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        _ = outputData.value
        return (
            process.terminationStatus, process.terminationReason == .uncaughtSignal, !ended,
            String(decoding: errorData.value, as: UTF8.self)
        )
    }

    @Test(
        "a count or duration outside its range is bad usage (exit 2) naming the option and the range, never a trap",
        arguments: [
            (["run", "demo-holds", "--cases", "5", "--workers", "2", "--shard", "0/4611686018427387904"], "--shard", "1 to 65536"),
            (["run", "demo-holds", "--duration", "0.0001"], "--duration", "from 1s to 100000h"),
            (["run", "demo-holds", "--duration", "500ms"], "--duration", "from 1s to 100000h"),
            (["run", "demo-holds", "--cases", "10000000000000"], "--cases", "from 1 to 1000000000000"),
            (["run", "demo-holds", "--workers", "257"], "--workers", "from 1 to 256"),
            (["run", "demo-holds", "--hang-timeout", "1ms"], "--hang-timeout", "from 1s to 100000h"),
            (["run", "demo-holds", "--crash-shrink-time", "0.0001"], "--crash-shrink-time", "from 1ms to 100000h"),
            (["replay", "--hang-timeout", "0.0001"], "--hang-timeout", "from 1s to 100000h"),
            (["import", "x", "--hang-timeout", "0.0001"], "--hang-timeout", "from 1s to 100000h"),
            (["mutants", "--seeds", "9223372036854775807", "symmetric-left-inset"], "--seeds", "from 1 to 1000"),
            (["mutants", "--seeds", "4294967296"], "--seeds", "from 1 to 1000"),
            (["mutants", "--seeds", "100000000"], "--seeds", "from 1 to 1000"),
            (["mutants", "--cases", "100000000000"], "--cases", "from 1 to 1000000"),
            (["mutate", "--shard", "0/4611686018427387904", "--list"], "--shard", "1 to 65536"),
            (["mutate", "--sample", "100000000000", "--list"], "--sample", "from 1 to 1000000"),
            (["mutate", "--timeout", "0.0001", "--list"], "--timeout", "from 1s to 100000h")
        ])
    func outOfRange(arguments: [String], option: String, range: String) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try Self.run(arguments, in: runner)
        #expect(!run.stopped, "still running after a minute")
        #expect(run.status == 2 && !run.signalled, "\(run.status) \(run.errorOutput)")
        #expect(run.errorOutput.contains(option) && run.errorOutput.contains(range), "\(run.errorOutput)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty)
    }

    /// The run with the least `--duration` ends at its 1,000 cases instead: whichever comes first ends a run.
    @Test(
        "the edges of each range are accepted",
        arguments: [
            [
                "run", "demo-holds", "--duration", "1s", "--cases", "1000", "--workers", "1", "--no-replay", "--hang-timeout", "1s",
                "--crash-shrink-time", "1ms"
            ],
            ["run", "demo-holds", "--cases", "3", "--workers", "2", "--shard", "65535/65536", "--no-replay"]
        ])
    func edgesAccepted(arguments: [String]) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(arguments)
        #expect(run.status == 0, "\(run.all)")
    }

    @Test("the shortest --duration runs at least one case of every property")
    func shortestDurationRunsCases() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["run", "demo-holds", "demo-rectangle", "--duration", "1s", "--workers", "2", "--no-replay", "--summary", "s.json"])
        let properties = try runner.json("s.json")["properties"] as? [[String: Any]] ?? []
        #expect(properties.count == 2 && properties.allSatisfy { ($0["casesRun"] as? Int ?? 0) >= 1 }, "\(run.all)")
    }
}
