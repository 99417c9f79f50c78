import Foundation
import OperatingSystem
import Testing
import DuoCheckEngine
import DuoFuzzSupport
import DuoFuzzTestSupport
import DuoProperties
import DuoSeedFiles
@testable import DuoFuzzRun
@testable import DuoNightly

/// The probe that runs a crash file's case in a process of its own, and what the import makes of a case that
/// crashes once but not again: no finding.
// Serialized: its tests write scripts and start them, and a script another test's spawn holds open for writing
// cannot be started (ETXTBSY).
@Suite("import-crash's probe", .serialized)
struct CrashProbeTests {
    /// The `kill` name of this machine's trap signal (``SignalName/trap``): `ILL` on x86-64, `TRAP` on arm64.
    static let trap = SignalName.name(SignalName.trap).dropFirst("SIG".count)

    /// A folder with a crash file and a stand-in for the probe's child: a script that says it drew 999 and
    /// then traps (`kill -ILL` on x86-64, `kill -TRAP` on arm64) on its first run only, as a case that does not
    /// reproduce would; or, with
    /// `body`, a script that runs `body` after saying so (`$folder` the folder).
    static func folder(body: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x03, 0xE7]).write(to: folder.appendingPathComponent("crash-1"))
        let onceOnly = """
            if [ ! -e "$folder/ran" ]; then : > "$folder/ran"; kill -\(trap) $$; fi
            echo probed
            """
        let script = """
            #!/bin/sh
            folder="\(folder.path)"
            echo "drawn 999"
            \(body ?? onceOnly)
            """
        try Data(script.utf8).write(to: folder.appendingPathComponent("child"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("child").path)
        return folder
    }

    /// An import of `demo-trap`'s crash files into `folder`'s Seeds, whose probe runs `folder`'s script.
    static func crashImport(in folder: URL) throws -> CrashImport {
        let property = try #require(FuzzCatalogue.fromEnvironment(["DUOFUZZ_DEMO": "1"]).properties.first { $0.id == "demo-trap" })
        var crashImport = CrashImport(
            property: property, mutantID: nil, store: SeedStore(directory: folder.appendingPathComponent("Seeds")), console: Console(quiet: true),
            probeTimeout: .seconds(30), includesDemos: true)
        crashImport.probe?.executable = folder.appendingPathComponent("child").path
        return crashImport
    }

    @Test("a drawn line gives the choices the child drew, none for an empty line")
    func drawnLine() {
        #expect(CrashProbe.choices(inDrawnLine: "drawn 3,2,54") == [3, 2, 54])
        #expect(CrashProbe.choices(inDrawnLine: "drawn ") == [])
    }

    @Test("a case that crashes the first process and runs to its end in the second is flaky, and nothing is stored")
    func crashOnceIsNoFinding() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashImport = try Self.crashImport(in: folder)
        let path = folder.appendingPathComponent("crash-1").path
        let first = try #require(crashImport.probe?.verdict(on: path))
        let crash = CrashProbe.Crash(what: "its case crashed the process with a trap", choices: [999], signal: SignalName.trap)
        #expect(first == .crashed(crash))
        Self.expectNoFinding(crashImport.storeCrash(crash, from: path), of: path, in: folder)
    }

    /// Expects `line` to name the case of `path` flaky, with nothing stored in `folder`'s Seeds.
    static func expectNoFinding(_ line: String, of path: String, in folder: URL) {
        #expect(line.hasPrefix("flaky  \(path): its case crashed the process with a trap"), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Seeds").path))
    }

    @Test("a case that traps with one message and then with another is not the same crash: flaky, and nothing is stored")
    func otherTrapIsNoFinding() throws {
        let body = """
            if [ ! -e "$folder/ran" ]; then : > "$folder/ran"; echo "Fatal error: the first"; else echo "Fatal error: another"; fi >&2
            kill -\(Self.trap) $$
            """
        let folder = try Self.folder(body: body)
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashImport = try Self.crashImport(in: folder)
        let path = folder.appendingPathComponent("crash-1").path
        guard case .crashed(let first) = try #require(crashImport.probe?.verdict(on: path)) else {
            Issue.record("the script's case did not crash")
            return
        }
        #expect(first.lastWords == "Fatal error: the first")
        Self.expectNoFinding(crashImport.storeCrash(first, from: path), of: path, in: folder)
    }

    @Test("a child that writes megabytes on standard error before its trap is kept to its last bytes, in memory, and the trap's line is found")
    func hugeStandardError() throws {
        let body = """
            head -c 3000000 /dev/zero | tr '\\0' 'x' >&2
            echo >&2
            echo "Sources/Demo.swift:21: Fatal error: the trap" >&2
            kill -\(Self.trap) $$
            """
        let folder = try Self.folder(body: body)
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashImport = try Self.crashImport(in: folder)
        let verdict = try #require(crashImport.probe?.verdict(on: folder.appendingPathComponent("crash-1").path))
        guard case .crashed(let crash) = verdict else {
            Issue.record("the script's case did not crash: \(verdict)")
            return
        }
        #expect(crash.signal == SignalName.trap && crash.lastWords == "Sources/Demo.swift:21: Fatal error: the trap")
        let child = try ChildProcess(
            executable: folder.appendingPathComponent("child").path, arguments: [], errorPath: nil, keepingErrorUpTo: LastWords.keptBytes)
        _ = child.runToCompletion(timeout: .seconds(30))
        #expect(child.capturedError.count == LastWords.keptBytes)
        #expect(child.droppedErrorCount + child.capturedError.count == 3_000_000 + 1 + "Sources/Demo.swift:21: Fatal error: the trap\n".utf8.count)
        // Nothing but the script's own mark was written in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["child", "crash-1"])
    }

    @Test("a worker's probe given its plan as an argument writes nothing, runs the mutant the plan names, and gives the trap's line")
    func probeWritingNothing() throws {
        let executable = FuzzCommandRunner.binary.path
        let listMargins = LayoutProperties.listMarginsKeepFullBand().id
        let core = CandidateProbe(executable: executable, includesDemos: false, workDirectory: nil, hangTimeout: .seconds(60))
        // No choices draw the spec's FP case, whose right list margin must be 84 and which the mutant sets to 0: the
        // plan's mutant decides whether the check fails.
        var plan = ProbePlan(propertyID: listMargins, choices: [], includesDemos: false, crashRecordPath: nil)
        var onCore: [WorkerEvent] = []
        _ = plan.run(catalogue: FuzzCatalogue(includesDemos: false)) { onCore.append($0) }
        plan.mutantID = "symmetric-left-inset"
        var onMutant: [WorkerEvent] = []
        _ = plan.run(catalogue: FuzzCatalogue(includesDemos: false)) { onMutant.append($0) }
        #expect(onCore.last == .checked(failure: nil), "\(onCore)")
        guard case .checked(let failure)? = onMutant.last else {
            Issue.record("the probe on the mutant did not check: \(onMutant)")
            return
        }
        #expect(failure?.hasSuffix("the right list margin: 0.0 is not equal to 84.0") == true, "\(onMutant)")
        #expect(try JSONDecoder().decode(ProbePlan.self, from: JSONFormat(pretty: false).data(plan)) == plan)
        var demos = core
        demos.includesDemos = true
        let trap = try #require(demos.run(propertyID: "demo-trap", choices: [999]))
        #expect(trap.termination == .signalled(SignalName.trap) && !trap.checkReturned)
        #expect(trap.lastWords?.hasSuffix("Fatal error: demo-trap: 999 is over 900") == true, "\(trap.lastWords ?? "none")")
        #expect(trap.signature?.trap?.hasSuffix("Fatal error: demo-trap: # is over #") == true)
        let holds = try #require(demos.run(propertyID: "demo-trap", choices: [900]))
        #expect(holds.checkReturned && holds.signature == nil)
    }
}
