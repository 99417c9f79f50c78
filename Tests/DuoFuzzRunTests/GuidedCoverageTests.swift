import Foundation
import Testing
import DuoFuzzTestSupport
import OperatingSystem

/// A guided run in the build made for it (`.ci/guided`, which `.ci/run` runs): the counters of SanitizerCoverage
/// guide it, the kept cases carry over to the next run, every kept case reaches the same code each time, and the
/// dashboard names the core's branches by file and line.
@Suite("duo-fuzz run --guided, built with coverage counters")
struct GuidedCoverageTests {
    /// The instrumented duo-fuzz that `.ci/guided` builds, when it is there.
    static let binary: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(".build/guided/debug/duo-fuzz")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// The slice reports of an event log.
    static func slices(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return record?["type"] as? String == "slice-ended" ? record?["report"] as? [String: Any] : nil
        }
    }

    /// Runs the instrumented duo-fuzz in `directory`.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        guard let binary = Self.binary else { throw NoBinary() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct NoBinary: Error {}

    @Test(
        "blocks guide the run, kept cases carry over and replay the same, and the page names the core's unreached branches",
        .enabled(if: binary != nil, "no instrumented duo-fuzz in .build/guided/debug (.ci/guided builds it; .ci/run runs that)"))
    func countersGuide() throws {
        let directory = TemporaryFolder.url.appendingPathComponent("guided-coverage-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["run", "band-containment", "whole-space-bands", "--guided", "--duration", "3s", "--workers", "2", "--seed", "4"]
        let first = try Self.run(arguments + ["--events", "first.jsonl"], in: directory)
        #expect(first.status == 0, "\(first.output)")
        let firstSlices = try Self.slices(directory.appendingPathComponent("first.jsonl"))
        #expect(firstSlices.allSatisfy { ($0["blocks"] as? [Int])?.count ?? 0 > 50 }, "every slice's kept cases reach blocks of code")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("fuzz-corpus/band-containment").path)
        #expect(kept.count > 3, "\(kept)")

        let second = try Self.run(arguments + ["--events", "second.jsonl", "--dashboard", "dash"], in: directory)
        #expect(second.status == 0, "\(second.output)")
        let secondSlices = try Self.slices(directory.appendingPathComponent("second.jsonl"))
        let firstOfProperty = try #require(secondSlices.first { $0["propertyID"] as? String == "band-containment" })
        #expect(firstOfProperty["featuresBefore"] as? Int ?? 0 > 50, "the second run starts from the first's kept cases")
        for slice in secondSlices {
            #expect(slice["stableEntries"] as? Int == slice["checkedEntries"] as? Int, "every kept case replays the same: \(slice)")
        }
        let page = try String(contentsOf: directory.appendingPathComponent("dash/index.html"), encoding: .utf8)
        let reached = try #require(page.firstMatch(of: /<p>(\d+) of (\d+) reached/), "\(page.prefix(3000))")
        #expect(Int(reached.1)! > 0 && Int(reached.1)! < Int(reached.2)!, "\(reached.0)")
        #expect(page.contains("<li><code>Sources/DuoGeometry/"), "the branches never reached are listed by file")
    }
}

extension GuidedCoverageTests {
    @Test(
        "the planted chain is climbed, and its trap is named by running the batch again from the kept cases it started from",
        .enabled(if: binary != nil, "no instrumented duo-fuzz in .build/guided/debug (.ci/guided builds it; .ci/run runs that)"))
    func chainTrapNamed() throws {
        let directory = TemporaryFolder.url.appendingPathComponent("guided-chain-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run(
            ["run", "demo-chain", "--guided", "--duration", "2m", "--workers", "1", "--seed", "3", "--no-replay", "--summary", "summary.json"],
            in: directory, environment: ["DUOFUZZ_DEMO": "1"])
        #expect(run.status == 1, "\(run.output)")
        #expect(!run.output.contains("harness problem"), "\(run.output)")
        // One worker started again, to run the crashed batch one case at a time; it crashed on the batch's own case.
        // A batch drawn again from other kept cases misses it, and the slice goes on to crash again elsewhere.
        let summary = try String(contentsOf: directory.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains(#""workerRestarts" : 1,"#), "\(summary)")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Seeds/demo-chain").path)
        #expect(seeds.count == 1, "\(seeds)")
        let seed = try String(contentsOf: directory.appendingPathComponent("Seeds/demo-chain").appendingPathComponent(seeds[0]), encoding: .utf8)
        #expect(seed.contains(#""kind" : "crash""#) && seed.contains("173") && seed.contains("250"), "\(seed)")
    }
}
