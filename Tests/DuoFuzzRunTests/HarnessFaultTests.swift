import Foundation
import Testing
import DuoCheckEngine
@testable import DuoFuzzRun
import DuoFuzzTestSupport

/// What happens to the harness itself: workers killed or stalled from outside, the supervisor killed,
/// a run interrupted. None of it is a finding, and none of it leaves a process or a file behind.
@Suite("duo-fuzz when the harness is hit")
struct HarnessFaultTests {
    /// A runner whose commands keep their work folders in `tmp/` inside it, where a test can see them.
    static func runnerWithTemporaryFolder() throws -> (FuzzCommandRunner, [String: String]) {
        let runner = try FuzzCommandRunner()
        try FileManager.default.createDirectory(at: runner.path("tmp"), withIntermediateDirectories: true)
        return (runner, ["TMPDIR": runner.path("tmp").path])
    }

    /// The crash file of worker process `generation` of slot 0, in the run's work folder under `tmp/`.
    static func crashRecord(in runner: FuzzCommandRunner, generation: Int) -> CurrentWork? {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: runner.path("tmp").path)) ?? []
        for folder in folders where folder.hasPrefix("duo-fuzz-") {
            if let record = CurrentWork.read(from: runner.path("tmp/\(folder)/worker-0-\(generation).crash.json").path) { return record }
        }
        return nil
    }

    /// Waits for a worker of `parent` other than `excluded`, with a record in its crash file that `accepts`; its id.
    static func worker(
        of parent: pid_t, excluding excluded: [pid_t], in runner: FuzzCommandRunner, generation: Int,
        accepts: (CurrentWork) -> Bool = { _ in true }
    ) -> pid_t? {
        var found: pid_t?
        _ = ProcessWatch.wait(upTo: .seconds(120)) {
            guard let record = crashRecord(in: runner, generation: generation), accepts(record) else { return false }
            found = ProcessWatch.children(of: parent).first { !excluded.contains($0) }
            return found != nil
        }
        return found
    }

    @Test("a worker killed from outside is a harness event, not a finding; its work goes on, and the deadline holds")
    func outsideKills() throws {
        let (runner, environment) = try Self.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-holds", "--duration", "2s", "--workers", "1", "--no-replay", "--summary", "summary.json"], environment: environment)
        let parent = command.process.processIdentifier
        let first = try #require(Self.worker(of: parent, excluding: [], in: runner, generation: 1), "\(command.all)")
        kill(first, SIGKILL)
        let second = try #require(Self.worker(of: parent, excluding: [first], in: runner, generation: 2), "\(command.all)")
        kill(second, SIGKILL)
        #expect(command.finish() == 0, "\(command.all)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty, "no seed: \(command.all)")
        let summary = try runner.json("summary.json")
        let events = summary["harnessEvents"] as? [String] ?? []
        #expect(events.count == 2 && events.allSatisfy { $0.contains("killed by SIGKILL, which the run did not send") }, "\(events)")
        #expect((summary["harnessProblems"] as? [String])?.isEmpty == true)
        // The budget is 2 s; the margin covers starting three workers on a machine five times slower than this one.
        #expect((summary["seconds"] as? Double ?? .infinity) < 2 + 10, "the deadline holds")
    }

    /// The run lasts from the first stall to the second one's fresh run, mostly waiting out hang timeouts: it
    /// runs, with the signals it is sent, on a thread of its own (``offPool(_:)``), so that a signal goes as soon as
    /// its worker is there, and the test pool's thread runs other tests meanwhile.
    @Test("two stalls past the hang timeout are not a hang: the case runs to its end in a fresh process, and nothing is stored")
    func stallsAreNotHangs() async throws {
        let (runner, environment) = try Self.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let stalls = try await offPool {
            let command = try RunningCommand(
                runner,
                ["run", "demo-holds", "--duration", "120s", "--workers", "1", "--hang-timeout", "1s", "--no-replay", "--summary", "summary.json"],
                environment: environment)
            let parent = command.process.processIdentifier
            var stopped: [(worker: pid_t?, gone: Bool)] = []
            if let first = Self.worker(of: parent, excluding: [], in: runner, generation: 1) {
                kill(first, SIGSTOP)
                stopped.append((first, ProcessWatch.waitUntilGone(first)))
                if let second = Self.worker(of: parent, excluding: [first], in: runner, generation: 2, accepts: { $0.isSingleCase }) {
                    kill(second, SIGSTOP)
                    stopped.append((second, ProcessWatch.waitUntilGone(second)))
                    _ = ProcessWatch.wait(upTo: .seconds(120)) { command.all.contains("ran to its end") }
                }
            }
            command.process.interrupt()
            _ = command.finish()
            return (stopped: stopped.map(\.gone), output: command.all)
        }
        try #require(stalls.stopped.count == 2, "two workers to stop, one after the other: \(stalls.output)")
        #expect(stalls.stopped == [true, true], "each stalled worker is stopped as hung")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty, "no false hang: \(stalls.output)")
        let problems = try runner.json("summary.json")["harnessProblems"] as? [String] ?? []
        #expect(problems.contains { $0.contains("in a fresh process it ran to its end") }, "\(problems)")
    }

    @Test("when the supervisor is killed outright its workers end, and the next run removes its work folder")
    func supervisorKilled() throws {
        let (runner, environment) = try Self.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-hang", "--duration", "10m", "--workers", "1", "--hang-timeout", "10m", "--no-replay"], environment: environment)
        let parent = command.process.processIdentifier
        let worker = try #require(Self.worker(of: parent, excluding: [], in: runner, generation: 1), "\(command.all)")
        kill(parent, SIGKILL)
        _ = command.finish()
        #expect(ProcessWatch.waitUntilGone(worker), "the worker ends with its supervisor")
        let leftBehind = try FileManager.default.contentsOfDirectory(atPath: runner.path("tmp").path)
        #expect(leftBehind.count == 1, "\(leftBehind)")
        let next = try RunningCommand(runner, ["run", "demo-holds", "--cases", "10", "--workers", "1", "--no-replay"], environment: environment)
        #expect(next.finish() == 0, "\(next.all)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.path("tmp").path).isEmpty, "the abandoned folder is gone")
    }

    @Test("in an interrupted run's JUnit report, a property that never started is skipped, not passed")
    func interruptedJUnit() throws {
        let (runner, environment) = try Self.runnerWithTemporaryFolder()
        defer { runner.cleanUp() }
        let first = try #require(FuzzCatalogue(includesDemos: false).properties.first?.id)
        let command = try RunningCommand(
            runner, ["run", first, "demo-holds", "--duration", "10m", "--workers", "1", "--no-replay", "--junit", "junit.xml"],
            environment: environment)
        let worker = Self.worker(of: command.process.processIdentifier, excluding: [], in: runner, generation: 1) { $0.propertyID == first }
        #expect(worker != nil, "the first property started: \(command.all)")
        command.process.interrupt()
        #expect(command.finish() == 130, "\(command.all)")
        let xml = try String(contentsOf: runner.path("junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"name="demo-holds" time="0.000">"# + "\n" + #"      <skipped"#), "\(xml)")
        #expect(xml.contains(#"skipped="1""#), "\(xml)")
    }
}
