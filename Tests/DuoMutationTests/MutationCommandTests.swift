import DuoCheckEngine
import Foundation
import Testing
import OperatingSystem
@testable import DuoFuzzRun
@testable import DuoMutation
import DuoFuzzTestSupport

/// `duo-fuzz mutate` and `mutation-verdict` from the outside: the site list of the real core, bad usage,
/// an interrupted run, and that the real tree is never written to.
@Suite("Mutation command")
struct MutationCommandTests {
    /// Every file a mutation run could touch in the tree at `root`, with its bytes.
    static func snapshot(of root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ScratchPackage.syncedRoots {
            for file in ScratchPackage.regularFiles(under: root, name) {
                files[file] = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
            }
        }
        return files
    }

    /// A package in a new temporary folder: `files` maps paths to contents.
    static func fixture(_ files: [String: String]) throws -> FuzzCommandRunner {
        let runner = try FuzzCommandRunner()
        for (path, text) in files {
            let url = runner.path(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return runner
    }

    static let tinyCore = "func lower(_ a: Int, _ b: Int) -> Bool { a < b }\n"

    @Test("--list on the real package lists a site of every operator, and writes nothing to the tree")
    func listRealPackage() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let before = Self.snapshot(of: TestPackage.root)
        #expect(before.keys.contains("Sources/DuoGeometry/BandSideInsets.swift") && before.keys.contains("Package.swift"))
        let result = try runner.run(["mutate", "--list", "--package", TestPackage.root.path], demo: false)
        #expect(result.status == 0, "\(result.all)")
        let lines = result.output.split(separator: "\n").map(String.init)
        for mutationOperator in MutationOperator.allCases {
            #expect(lines.contains { $0.contains("  \(mutationOperator.name) ") }, "no \(mutationOperator.name) site listed")
        }
        #expect(lines.last?.contains("sites:") == true)
        #expect(lines.first { $0.contains("BandSideInsets:relational:") }?.contains("Sources/DuoGeometry/BandSideInsets.swift:") == true)
        #expect(Self.snapshot(of: TestPackage.root) == before)
        #expect(!FileManager.default.fileExists(atPath: runner.path(".build").path))
    }

    @Test(
        "bad options exit 2 naming the option or value",
        arguments: [
            (["--operator", "swap"], ["swap", "left-right", "halve-third"]),
            (["--file", "Sources/DuoGeometry/Nope.swift"], ["Nope.swift", "Sources/DuoGeometry/BandSideInsets.swift"]),
            (["--shard", "7/7"], ["--shard"]),
            (["--sample", "0"], ["--sample"]),
            (["--seed", "1"], ["--seed", "--sample"]),
            (["--timeout", "soon"], ["--timeout"]),
            (["--bogus"], ["--bogus"]),
            (["stray"], ["stray"])
        ])
    func badOptions(arguments: [String], expected: [String]) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let result = try runner.run(["mutate", "--list", "--package", TestPackage.root.path] + arguments, demo: false)
        #expect(result.status == 2, "\(result.all)")
        for word in expected { #expect(result.errorOutput.contains(word), "\(result.errorOutput)") }
    }

    @Test("a folder without Sources/DuoGeometry is bad usage")
    func notThePackage() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let result = try runner.run(["mutate", "--list", "--package", runner.directory.path], demo: false)
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("Sources/DuoGeometry"))
    }

    @Test("a malformed equivalent list exits 2 naming the file; a stale entry is a warning")
    func equivalentListProblems() throws {
        let bad = try Self.fixture(["Sources/DuoGeometry/Tiny.swift": Self.tinyCore, EquivalentMutantList.path: "{\"mutants\": 3}"])
        defer { bad.cleanUp() }
        let failed = try bad.run(["mutate", "--list", "--package", bad.directory.path], demo: false)
        #expect(failed.status == 2)
        #expect(failed.errorOutput.contains(EquivalentMutantList.path) && failed.errorOutput.contains("\"mutants\""), "\(failed.errorOutput)")

        let entry = MutationEquivalentListTests.entry.replacingOccurrences(of: "BandClipping:relational:ce20fd0b", with: "Tiny:relational:00000000")
        let stale = try Self.fixture(["Sources/DuoGeometry/Tiny.swift": Self.tinyCore, EquivalentMutantList.path: "{\"mutants\": [\(entry)]}"])
        defer { stale.cleanUp() }
        let warned = try stale.run(["mutate", "--list", "--package", stale.directory.path], demo: false)
        #expect(warned.status == 0)
        #expect(warned.errorOutput.contains("Tiny:relational:00000000") && warned.errorOutput.contains("matches no site"))
        #expect(warned.output.contains("Tiny:relational:"))
    }

    @Test("--operator, given twice, keeps the sites of those two operators and no other")
    func operatorsSelectTheirSites() throws {
        let runner = try Self.fixture(["Sources/DuoGeometry/Tiny.swift": MutationEndToEnd.core])
        defer { runner.cleanUp() }
        let chosen = try runner.run(
            ["mutate", "--list", "--operator", "plus-minus", "--operator", "relational", "--package", runner.directory.path], demo: false)
        #expect(chosen.status == 0, "\(chosen.all)")
        let sites = chosen.output.split(separator: "\n").dropLast().map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] }
        // The fixture's core: `<` and `>=` are relational, `+` and `-` plus-minus; `left` and `+=` are left out.
        #expect(sites == ["relational", "plus-minus", "plus-minus", "relational"], "\(chosen.output)")
        #expect(chosen.output.split(separator: "\n").last?.hasPrefix("4 of 6 sites:") == true, "\(chosen.output)")
    }

    /// A package whose manifest takes a minute to evaluate, so that a baseline build of it is still running
    /// when a test stops the run (the test waits for the line saying the build started, never for a fixed time).
    static func slowFixture() throws -> FuzzCommandRunner {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            import Foundation
            Thread.sleep(forTimeInterval: 60)
            let package = Package(name: "Fixture", targets: [.target(name: "DuoGeometry", path: "Sources/DuoGeometry")])
            """
        return try fixture(["Package.swift": manifest, "Sources/DuoGeometry/Tiny.swift": tinyCore])
    }

    /// Reads `output` until it holds `text` (or ends); what it read.
    static func read(_ output: Pipe, until text: String) -> String {
        var seen = ""
        while !seen.contains(text) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        return seen
    }

    /// Waits until the baseline build of `mutate` (process `parent`) is evaluating the slow manifest; the ids
    /// of every process descended from `parent` then (SwiftPM runs the manifest in a process group of its own).
    static func buildTree(of parent: pid_t) -> [pid_t] {
        var tree: [ProcessTable.Row] = []
        _ = ProcessWatch.wait(upTo: .seconds(120)) {
            tree = ProcessTable.descendants(of: parent)
            // SwiftPM's manifest runner: `…/<package>-manifest -fileno N …` (under `sandbox-exec` on macOS).
            return tree.contains { entry in
                let words = entry.commandLine.split(separator: " ")
                return zip(words, words.dropFirst()).contains { $0.hasSuffix("-manifest") && $1 == "-fileno" }
            }
        }
        return tree.map(\.processID)
    }

    /// Waits until none of `processes` runs; those that still do, killed so that they do not outlive the test.
    static func survivors(of processes: [pid_t]) -> [pid_t] {
        _ = ProcessWatch.wait { !processes.contains(where: ProcessWatch.isAlive) }
        let left = processes.filter(ProcessWatch.isAlive)
        for id in left { kill(id, SIGKILL) }
        return left
    }

    @Test("SIGTERM during the baseline build stops the build's whole group, exits 143, and leaves the tree alone")
    func interruptedRun() throws {
        let runner = try Self.slowFixture()
        defer { runner.cleanUp() }
        let before = Self.snapshot(of: runner.directory)
        let (process, output, errorOutput) = runner.process(["mutate", "--package", runner.directory.path], demo: false)
        try process.run()
        let errors = FuzzCommandRunner.readAll(errorOutput)
        var seen = Self.read(output, until: "baseline: building")
        #expect(seen.contains("baseline: building"), "\(seen)")
        let build = runner.directory.path + "/" + ScratchPackage.folder
        #expect(ProcessWatch.wait { !ProcessWatch.processes(mentioning: build).isEmpty }, "the baseline build never started")
        let tree = Self.buildTree(of: process.processIdentifier)
        #expect(tree.count >= 2, "the build and its manifest runner: \(tree)")
        kill(process.processIdentifier, SIGTERM)
        #expect(Self.survivors(of: tree).isEmpty, "a process of the build outlived the run")
        seen += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143, "\(seen)\(String(decoding: errors.value, as: UTF8.self))")
        #expect(seen.contains("stopped by SIGTERM after 0 of 1"))
        #expect(seen.contains("| **total** | 0 | 0 | 0 | 0 | 0 | 0 | - | - |"))
        #expect(Self.snapshot(of: runner.directory) == before)
        #expect(ProcessWatch.waitUntilNoProcess(mentioning: build), "a process of the build outlived the run")
    }

    @Test("kill -9 of duo-fuzz mutate during the baseline build leaves no process of the build running: its group ends with its parent")
    func killedRunLeavesNoCompiler() throws {
        let runner = try Self.slowFixture()
        defer { runner.cleanUp() }
        let (process, output, errorOutput) = runner.process(["mutate", "--package", runner.directory.path], demo: false)
        try process.run()
        let errors = FuzzCommandRunner.readAll(errorOutput)
        let seen = Self.read(output, until: "baseline: building")
        #expect(seen.contains("baseline: building"), "\(seen)")
        let tree = Self.buildTree(of: process.processIdentifier)
        #expect(tree.count >= 2, "the build and its manifest runner: \(tree)")
        kill(process.processIdentifier, SIGKILL)
        // Checked before waiting for the command's end and reading its outputs to their end, which a
        // process left behind would hold up.
        #expect(ProcessWatch.waitUntilGone(process.processIdentifier))
        let left = ProcessTable.running().filter { tree.contains($0.processID) }.map(\.commandLine)
        let survivors = Self.survivors(of: tree)
        #expect(survivors.isEmpty, "processes of the build outlived duo-fuzz mutate: \(left)")
        process.waitUntilExit()
        _ = errors.value
    }

    @Test("the verdict names the first property that fails, and its line reads back")
    func verdict() {
        let holds = AnyProperty(DemoProperties.holds)
        let fails = AnyProperty(DemoProperties.rectangle)
        var heard: [String] = []
        let verdict = MutationVerdict.judge([holds, fails, holds], configuration: RunConfiguration(cases: 10_000, seed: 1)) { heard.append($0) }
        #expect(verdict.killer == fails.id)
        #expect(heard == [holds.id, fails.id])
        #expect(MutationVerdict.judge([holds]).killer == nil)
        #expect(MutationVerdict.parse(verdict.line) == verdict)
        #expect(MutationVerdict(killer: nil).line == "{\"killer\": null, \"snapshotKiller\": null}")
        #expect(
            MutationVerdict.parse("{\"killer\": null, \"snapshotKiller\": \"side-strip\"}")
                == MutationVerdict(killer: nil, snapshotKiller: "side-strip"))
        #expect(MutationVerdict.parse("{\"killer\": null}") == MutationVerdict(killer: nil))
        #expect(MutationVerdict.parse("running collapse") == nil)
    }

    @Test("a supervised child that outlives its time limit is killed with everything it started")
    func timeoutKillsTheGroup() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("supervised-\(UUID().uuidString.prefix(8)).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let run = try SupervisedRun.run(
            "/bin/sh", ["-c", "sleep 300 & echo $!; sleep 300"], errorPath: log, timeout: .milliseconds(500),
            groupLeader: FuzzCommandRunner.binary.path)
        #expect(run.cutShort == .timeLimit)
        let started = try #require(run.lines.first.flatMap { Int32($0) })
        #expect(ProcessWatch.waitUntilGone(started), "the child's own child survived")
    }

    @Test("a --json or --events path that cannot be written is bad usage before anything is built")
    func reportPathsCheckedFirst() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("taken"), withIntermediateDirectories: true)
        for option in ["--json", "--events"] {
            let result = try runner.run(["mutate", "--package", TestPackage.root.path, option, "taken"], demo: false)
            #expect(
                result.status == 2 && result.errorOutput.contains("\(option): ") && result.errorOutput.contains("nothing was run"), "\(result.all)")
            #expect(!result.output.contains("baseline"), "\(result.all)")
        }
    }
}
