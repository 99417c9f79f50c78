import Foundation
import Testing
import DuoFuzzSupport
import DuoFuzzTestSupport
import DuoSeedFiles
import OperatingSystem

/// No wait without a deadline: a child that crashes while a process it started still holds its pipes is done with
/// at most ``ChildProcess/outputGrace`` after it ended, a child that closes its pipes and runs on is killed at its
/// deadline, no child runs the runtime's backtracer, and `replay`, `run`, `import` and `import-crash` each end in
/// time over a check that leaves a process holding its output open (`demo-grandchild`), on an idle machine and
/// beside a CPU-bound process per core.
@Suite("No wait without a deadline")
struct DeadlineTests {
    /// How long a command over `demo-grandchild` may take: well under the minute its left-behind process lives.
    static let commandLimit: Duration = .seconds(40)

    /// A shell child that starts `sleep 60` holding its standard output and error, prints that process's id, then
    /// traps (`kill -TRAP`, as arm64's trap instruction does).
    static func trappingParent(ownProcessGroup: Bool) throws -> ChildProcess {
        try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "sleep 60 & echo $!; kill -TRAP $$"], errorPath: nil, ownProcessGroup: ownProcessGroup,
            keepingErrorUpTo: 4096)
    }

    @Test("a child that traps while the process it started holds both its pipes is done with within the grace, and its group goes with it")
    func grandchildHoldsThePipes() throws {
        let start = ContinuousClock.now
        let child = try Self.trappingParent(ownProcessGroup: true)
        let (lines, ending, timedOut) = child.runToCompletion(timeout: .seconds(120))
        #expect(ContinuousClock.now - start < .seconds(20), "waited for the process that held the pipes")
        #expect(ending == .signalled(SIGTRAP) && !timedOut, "\(ending)")
        let grandchild = try #require(lines.first.flatMap { pid_t($0) }, "\(lines)")
        #expect(ProcessWatch.waitUntilGone(grandchild), "the group's left-behind process still runs")
    }

    @Test("outside a group of its own, the left-behind process is not waited for either")
    func grandchildOutsideTheGroup() throws {
        let start = ContinuousClock.now
        let child = try Self.trappingParent(ownProcessGroup: false)
        let (lines, ending, _) = child.runToCompletion(timeout: .seconds(120))
        #expect(ContinuousClock.now - start < .seconds(20), "waited for the process that held the pipes")
        #expect(ending == .signalled(SIGTRAP), "\(ending)")
        if let grandchild = lines.first.flatMap({ pid_t($0) }) { kill(grandchild, SIGKILL) }
    }

    @Test("a child that closes its pipes and runs on is killed at its deadline, not waited for")
    func closedPipesStillHaveADeadline() throws {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exec >&- 2>&-; sleep 60"], errorPath: nil)
        let start = ContinuousClock.now
        let (_, ending, timedOut) = child.runToCompletion(timeout: .seconds(1))
        #expect(timedOut && ending == .signalled(SIGKILL), "\(ending)")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test("every child starts without the runtime's backtracer, whatever this process was given")
    func backtracerIsOff() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=yes"
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "echo \"$SWIFT_BACKTRACE\""], errorPath: "/dev/null", environment: environment)
        #expect(child.runToCompletion(timeout: .seconds(60)).lines == ["enable=no"])
    }

    /// Runs `arguments` in `runner` with `environment` added, and expects it to end within ``commandLimit`` with
    /// `status`; its output.
    static func expectEndsInTime(
        _ runner: FuzzCommandRunner, _ arguments: [String], environment: [String: String] = [:], status: Int32
    ) throws -> String {
        let command = try RunningCommand(runner, arguments, environment: environment)
        let ended = command.finish(within: commandLimit)
        #expect(ended == status, "duo-fuzz \(arguments.joined(separator: " ")) ended with \(String(describing: ended)):\n\(command.all)")
        return command.all
    }

    /// `demo-grandchild`'s crash seed, found and shrunk by `run`, in `runner`'s Seeds.
    static func crashSeed(in runner: FuzzCommandRunner) throws -> URL {
        let output = try expectEndsInTime(runner, ["run", "demo-grandchild", "--cases", "3000", "--workers", "1", "--seed", "1"], status: 1)
        #expect(output.contains("crash of demo-grandchild"), "\(output)")
        let seeds = runner.files(under: "Seeds/demo-grandchild", withExtension: "json")
        let seed = try #require(seeds.first { (try? SeedFile(decoding: Data(contentsOf: $0)))?.value.integerValue == 901 }, "\(seeds)")
        return seed
    }

    @Test(
        "run, replay, import and import-crash over a check that traps and leaves its output held open each end in time with their status",
        arguments: [false, true])
    func commandsEndInTime(underLoad: Bool) throws {
        let load = underLoad ? try CPULoad(processes: ProcessInfo.processInfo.activeProcessorCount) : nil
        defer { load?.stop() }
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let seed = try Self.crashSeed(in: runner)
        let replayed = try Self.expectEndsInTime(runner, ["replay", seed.path], status: 1)
        #expect(replayed.contains("CRASHES AGAIN: the check crashed with a trap"), "\(replayed)")
        // The import job's checkout: this folder without the seed, and the shard's artifact holding it.
        let artifact = runner.path("night/fuzz-shard-0-of-1-attempt-1/new-seeds/Seeds/demo-grandchild")
        try FileManager.default.createDirectory(at: artifact, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: seed, to: artifact.appendingPathComponent(seed.lastPathComponent))
        let imported = try Self.expectEndsInTime(runner, ["import", "night/fuzz-shard-0-of-1-attempt-1", "--out", "pictures"], status: 0)
        #expect(imported.contains("1 new"), "\(imported)")
        try Data([0x03, 0xE8]).write(to: runner.path("crash-1000"))
        let crashImported = try Self.expectEndsInTime(runner, ["import-crash", "demo-grandchild", "crash-1000"], status: 1)
        #expect(crashImported.contains("its case crashed the process with a trap"), "\(crashImported)")
    }

    @Test("an import-crash stopped while its probe hangs ends (143 for SIGTERM) and takes the probe with it", arguments: [SIGTERM, SIGKILL])
    func stoppedImportTakesItsProbe(signal: Int32) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data([0x03, 0xC0]).write(to: runner.path("hang"))  // 960: demo-hang never returns for it
        let command = try RunningCommand(runner, ["import-crash", "demo-hang", "hang", "--hang-timeout", "10m"])
        let id = command.process.processIdentifier
        #expect(ProcessWatch.wait { !ProcessWatch.children(of: id).isEmpty }, "no probe started: \(command.all)")
        let probes = ProcessWatch.children(of: id)
        kill(id, signal)
        let ended = command.finish(within: Self.commandLimit)
        #expect(ended != nil && (signal != SIGTERM || ended == 143), "ended with \(String(describing: ended)): \(command.all)")
        for probe in probes { #expect(ProcessWatch.waitUntilGone(probe), "the probe \(probe) outlived its import") }
    }

    @Test("a backtracer made to hang never runs: replaying a trap ends at once and the stand-in is never started")
    func hangingBacktracerNeverRuns() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let started = runner.path("backtracer-started")
        try Data("#!/bin/sh\ntouch '\(started.path)'\nexec sleep 120\n".utf8).write(to: runner.path("hanging-backtracer"))
        chmod(runner.path("hanging-backtracer").path, 0o755)
        let seed = try SeedStore(directory: runner.path("Seeds")).save(
            SeedFile(propertyID: "demo-trap", runSeed: 1, choices: [901], value: .integer(901), message: "a trap", kind: .crash)
        ).url
        let environment = ["SWIFT_BACKTRACE": "enable=yes,swift-backtrace=\(runner.path("hanging-backtracer").path)"]
        let output = try Self.expectEndsInTime(runner, ["replay", seed.path], environment: environment, status: 1)
        #expect(output.contains("CRASHES AGAIN"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: started.path), "the backtracer ran in a child")
    }
}

/// A CPU-bound shell loop per requested process, in a process group of their own, until ``stop()``.
final class CPULoad: Sendable {
    let group: pid_t

    init(processes: Int) throws {
        let loops = Array(repeating: "while :; do :; done &", count: max(1, processes)).joined(separator: " ") + " wait"
        group = try Spawn.start(
            "/bin/sh", arguments: ["sh", "-c", loops], environment: ProcessInfo.processInfo.environment, standardInput: .null,
            standardOutput: .null, standardError: .null, newProcessGroup: true)
    }

    /// Ends every loop and reaps the shell.
    func stop() {
        Spawn.signalGroup(group, SIGKILL)
        _ = Spawn.ending(of: group, blocking: true)
    }
}
