import Foundation
import Testing
import DuoCheckEngine
@testable import DuoFuzzRun
import DuoFuzzTestSupport
import DuoSeedFiles

/// A run stopped by a signal in the middle of a hang, and a worker stalled from outside: what the run then
/// says, stores and reports. Each test waits for what the run writes (its workers' crash files, its
/// summary), never for a fixed time.
@Suite("duo-fuzz when a hang or a stall meets a stop")
struct InterruptedRunTests {
    /// The first case index of a run with `seed` whose drawn number hangs demo-hang (one over 950).
    static func firstHangingCase(seed: UInt64) -> Int? {
        let property = AnyProperty(DemoProperties.hang)
        return (0..<1_000_000).first { index in
            let drawn = property.drawCase(caseSeed: RunConfiguration(seed: seed).seed(forCase: index))
            return (drawn.value.integerValue ?? 0) > 950
        }
    }

    /// The run, with the SIGINT it is sent, runs on a thread of its own (``offPool(_:)``): the signal goes as
    /// soon as the worker is inside the hanging piece, and the test pool's thread runs other tests while the run
    /// waits out its grace for the silent worker.
    @Test(
        "SIGINT during a hang in a piece stores the hang's case as an unfinished hang candidate, JUnit fails it, and the run does not wait out the hang timeout",
        arguments: ["30s", "1s"])
    func interruptedHang(hangTimeout: String) async throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let hanging = try #require(Self.firstHangingCase(seed: 42))
        let run = try await offPool {
            let command = try RunningCommand(
                runner,
                [
                    "run", "demo-hang", "--seed", "42", "--duration", "5m", "--workers", "1", "--hang-timeout", hangTimeout, "--no-replay",
                    "--junit", "junit.xml", "--summary", "summary.json"
                ], environment: environment)
            // The worker is inside the piece that holds the hanging case: a check that will never return.
            let worker = HarnessFaultTests.worker(of: command.process.processIdentifier, excluding: [], in: runner, generation: 1) {
                !$0.isSingleCase && $0.position <= hanging && hanging < $0.position + $0.count
            }
            command.process.interrupt()
            return (worker: worker, status: command.finish(), output: command.all)
        }
        #expect(run.worker != nil, "\(run.output)")
        #expect(run.status == 1, "a find: \(run.output)")
        let seeds = runner.files(under: "Seeds/demo-hang", withExtension: "json")
        #expect(seeds.count == 1, "\(run.output)")
        let seed = try SeedFile(decoding: Data(contentsOf: try #require(seeds.first)))
        #expect(seed.kind == .crash && seed.caseIndex == hanging && seed.message.hasPrefix("unfinished hang candidate"), "\(seed)")
        let xml = try String(contentsOf: runner.path("junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"failures="1""#) && xml.contains(#"<failure type="crash" message="unfinished hang candidate"#), "\(xml)")
        let summary = try runner.json("summary.json")
        #expect((summary["seconds"] as? Double ?? .infinity) < 30, "the run waited out the hang timeout: \(summary["seconds"] ?? "")")
        #expect(run.output.contains("UNFINISHED HANG CANDIDATE"), "\(run.output)")
    }

    @Test(
        "a worker stopped with SIGSTOP in a piece past the hang timeout stalled: its harness problem says so, never that it crashed, and nothing is stored"
    )
    func stallIsNoCrash() throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-holds", "--duration", "2s", "--workers", "1", "--hang-timeout", "1s", "--no-replay", "--summary", "summary.json"],
            environment: environment)
        let worker = try #require(
            HarnessFaultTests.worker(of: command.process.processIdentifier, excluding: [], in: runner, generation: 1) { !$0.isSingleCase },
            "\(command.all)")
        kill(worker, SIGSTOP)
        #expect(ProcessWatch.waitUntilGone(worker), "the stalled worker is stopped as hung")
        #expect(command.finish() == 1, "a harness problem: \(command.all)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty, "no false seed: \(command.all)")
        let problems = try runner.json("summary.json")["harnessProblems"] as? [String] ?? []
        #expect(problems.count == 1 && problems.allSatisfy { $0.contains("stalled") && !$0.contains("crashed") }, "\(problems)")
    }
}
