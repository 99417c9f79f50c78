import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// Every signal and pipe is accounted for: SIGHUP and a closed standard output stop a run as SIGTERM does, keeping
/// its reports and cleaning its work folder; a worker stopped from outside is started again and reported, and the
/// cases counted are the cases run; a stop during the stored seeds' replay acts at once. Each test waits for what
/// the run writes or starts, never for a fixed time.
@Suite("duo-fuzz accounts for every signal and pipe")
struct SignalTests {
    /// The names in the run's temporary folder.
    static func temporaryNames(_ runner: FuzzCommandRunner) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: runner.path("tmp").path)) ?? []).sorted()
    }

    @Test("SIGHUP stops a run as SIGTERM does: exit 129, the summary and the JUnit report written, the work folder removed")
    func hangUpStopsCleanly() throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-holds", "--duration", "5m", "--workers", "1", "--no-replay", "--summary", "summary.json", "--junit", "junit.xml"],
            environment: environment)
        let worker = HarnessFaultTests.worker(of: command.process.processIdentifier, excluding: [], in: runner, generation: 1)
        kill(command.process.processIdentifier, SIGHUP)
        let status = command.finish()
        #expect(worker != nil, "\(command.all)")
        #expect(status == 129 && command.process.terminationReason == .exit, "\(command.all)")
        #expect(try runner.json("summary.json")["status"] as? String == "interrupted by SIGHUP", "\(command.all)")
        #expect(FileManager.default.fileExists(atPath: runner.path("junit.xml").path), "\(command.all)")
        #expect(Self.temporaryNames(runner).isEmpty, "the work folder goes: \(Self.temporaryNames(runner))")
    }

    @Test("a closed standard output (duo-fuzz run | head -1) stops the run as SIGTERM does: the find is stored and the summary written")
    func closedOutputStopsCleanly() throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let (process, output, errorOutput) = runner.process([
            "run", "demo-holds", "demo-rectangle", "--duration", "5m", "--workers", "2", "--no-replay", "--summary", "summary.json"
        ])
        process.environment?.merge(environment) { _, new in new }
        try process.run()
        let errors = FuzzCommandRunner.readAll(errorOutput)
        // As `head -1` does: read the first line, then close the pipe.
        let first = output.fileHandleForReading.availableData
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        let text = String(decoding: first + errors.value, as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "a find, never a death by SIGPIPE: \(text)")
        #expect(text.contains("SIGPIPE: stopping"), "\(text)")
        let summary = try runner.json("summary.json")
        #expect((summary["counterexamples"] as? [Any])?.isEmpty == false, "\(summary)")
        #expect(runner.files(under: "Seeds/demo-rectangle", withExtension: "json").count == 1, "\(text)")
        #expect(Self.temporaryNames(runner).isEmpty, "\(Self.temporaryNames(runner))")
    }

    @Test("a worker stopped by a SIGTERM the run did not send is started again and reported, and every case is run and counted")
    func workerStoppedFromOutside() throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-holds", "--cases", "3000000", "--workers", "1", "--no-replay", "--summary", "summary.json"],
            environment: environment)
        let worker = try #require(
            HarnessFaultTests.worker(of: command.process.processIdentifier, excluding: [], in: runner, generation: 1), "\(command.all)")
        kill(worker, SIGTERM)
        #expect(command.finish() == 0, "\(command.all)")
        let summary = try runner.json("summary.json")
        let properties = summary["properties"] as? [[String: Any]] ?? []
        #expect(properties.first?["casesRun"] as? Int == 3_000_000, "the cases counted are every case asked for: \(summary)")
        let events = summary["harnessEvents"] as? [String] ?? []
        #expect(events.contains { $0.contains("stopped by SIGTERM, which the run did not send") }, "\(summary)")
        #expect(summary["workerRestarts"] as? Int ?? 0 >= 1, "\(summary)")
    }

    /// The run, with its signal, on a thread of its own: on today's code it would wait out the 60 s hang timeout.
    @Test("SIGINT while a stored seed hangs in the replay before the run explores stops the run at once (exit 130)")
    func stopDuringStoredSeedReplay() async throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let hang = SeedFile(propertyID: "demo-hang", runSeed: 1, choices: [960], value: .integer(960), message: "a hang", kind: .crash)
        _ = try SeedStore(directory: runner.path("Seeds")).save(hang)
        let run = try await offPool {
            let command = try RunningCommand(
                runner, ["run", "demo-hang", "--duration", "5m", "--workers", "1", "--hang-timeout", "60s", "--summary", "summary.json"],
                environment: environment)
            let parent = command.process.processIdentifier
            let replaying = ProcessWatch.wait(upTo: .seconds(120)) {
                command.standardOutput.contains("replaying the 1 stored seed") && !ProcessWatch.children(of: parent).isEmpty
            }
            let start = Date()
            command.process.interrupt()
            let status = command.finish()
            return (replaying: replaying, status: status, seconds: Date().timeIntervalSince(start), output: command.all)
        }
        #expect(run.replaying, "\(run.output)")
        #expect(run.status == 130, "\(run.output)")
        #expect(run.seconds < 30, "the stop did not wait out the hang timeout: \(run.seconds) s")
        #expect(!run.output.contains("HANGS AGAIN"), "a replay cut by the stop concludes nothing: \(run.output)")
    }

    @Test("the hang timeout counts from the check, not from reading the seed: a long seed that holds is no hang")
    func longSeedIsNoHang() async throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        // The seed's own text with 600,000 more choices, written as text: encoding them would take longer.
        let short = SeedFile(propertyID: "demo-holds", runSeed: 1, choices: [12], value: .integer(12), message: "long", kind: .failure)
        let text = String(decoding: try short.encoded(), as: UTF8.self)
        let choices = try #require(text.range(of: #""choices" : \[[^\]]*\]"#, options: .regularExpression), "\(text)")
        let long = text.replacingCharacters(in: choices, with: "\"choices\" : [12" + String(repeating: ",0", count: 600_000) + "]")
        try Data(long.utf8).write(to: runner.path("long.json"))
        let replay = try await runner.runAwaited(["replay", "--hang-timeout", "1s", "long.json"])
        #expect(replay.status == 0, "\(replay.all)")
        #expect(replay.output.contains("ok     long.json (failure of demo-holds): holds"), "\(replay.all)")
    }

    @Test("run --summary leaves nothing in the temporary folder (swift --version's TemporaryDirectory.* included)")
    func summaryLeavesNoTemporaryFolder() throws {
        let (runner, environment) = try HarnessFaultTests.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-holds", "--cases", "10", "--workers", "1", "--no-replay", "--summary", "summary.json"], environment: environment)
        #expect(command.finish() == 0, "\(command.all)")
        #expect(Self.temporaryNames(runner).isEmpty, "\(Self.temporaryNames(runner))")
    }
}
