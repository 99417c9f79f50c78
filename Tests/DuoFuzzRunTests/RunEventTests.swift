import DuoCheckEngine
import DuoFuzzTestSupport
import Foundation
import Testing

@testable import DuoFuzzRun

/// A run's outputs are recorders of one stream of events: the event log holds every event in order, versioned, and
/// the console's text and the JSON summary are what the same events make.
@Suite("Run events")
struct RunEventTests {
    @Test("the event log holds the run's events in order; the console shows the found event's lines and the summary file is the finished event's")
    func eventLogIsTheStream() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(
            [
                "run", "demo-rectangle", "demo-holds", "--cases", "2000", "--seed", "7", "--workers", "1", "--events", "log/events.jsonl",
                "--summary", "s.json"
            ])
        #expect(run.status == 1, "\(run.all)")
        let text = try String(contentsOf: runner.path("log/events.jsonl"), encoding: .utf8)
        let records = try text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
        let types = records.compactMap { $0["type"]?.stringValue }
        #expect(types.first == "started" && types.last == "finished" && types.contains("found"), "\(types)")
        #expect(!types.contains("progress"), "progress is for a terminal, not the log")
        #expect(records.allSatisfy { $0["version"] == .integer(Int64(RunEvent.formatVersion)) })

        let found = try #require(records.first { $0["type"]?.stringValue == "found" })
        var fields = found
        if case .object(var members) = found {
            members["type"] = nil
            members["version"] = nil
            fields = .object(members)
        }
        let finding = try ValueCoding.decode(Finding.self, from: fields)
        #expect(finding.propertyID == "demo-rectangle" && finding.storage == .new, "\(finding)")
        #expect(run.output.contains(ConsoleRunRecorder.lines(of: finding)), "the console shows the event as its recorder renders it:\n\(run.output)")

        let summary = try #require(records.last?["summary"])
        #expect(try summary == JSONValue(parsing: Data(contentsOf: runner.path("s.json"))), "the summary file is the finished event's summary")
        let start = try #require(records.first)
        #expect(start["seed"] == .integer(7) && start["properties"] == .integer(2), "\(start)")
    }

    @Test("each event is one record with its type and the format's version")
    func recordsAreTyped() throws {
        let events: [RunEvent] = [
            .badSeedFile("Seeds/x/a.json: not JSON"), .harnessProblem("a case was not run"), .stopping(signal: "SIGINT", atOnce: false),
            .foundAgain(propertyID: "p", seedFile: "Seeds/p/a.json", caseIndex: 3)
        ]
        let types = events.map { $0.record["type"]?.stringValue ?? "" }
        #expect(types == ["bad-seed-file", "harness-problem", "stopping", "found-again"])
        #expect(events.allSatisfy { $0.record["version"] == .integer(1) })
        #expect(events[3].record["caseIndex"] == .integer(3))
    }

    @Test("replay's event log holds each seed's verdict and the totals, as the console shows them")
    func replayEventLog() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try runner.run(["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1"])
        let replay = try runner.run(["replay", "--events", "replay.jsonl"])
        #expect(replay.status == 1, "\(replay.all)")
        let records = try String(contentsOf: runner.path("replay.jsonl"), encoding: .utf8).split(separator: "\n").map {
            try JSONValue(parsing: String($0))
        }
        #expect(records.map { $0["type"]?.stringValue ?? "" } == ["replayed", "finished"], "\(records)")
        #expect(records.allSatisfy { $0["version"] == .integer(Int64(ReplayEvent.formatVersion)) })
        #expect(records[0]["verdict"]?["outcome"] == .string("fails") && records[1]["failing"] == .integer(1))
        let path = try #require(records[0]["path"]?.stringValue)
        #expect(replay.output.contains("FAILS  \(path) (failure of demo-rectangle)"), "\(replay.output)")
        let refused = try runner.run(["replay", "--events", "Seeds"])
        #expect(
            refused.status == 2 && refused.errorOutput.contains("--events") && refused.errorOutput.contains("nothing was replayed"), "\(refused.all)")
    }

    @Test("an event log that cannot be written, shares a report's path or lies in the seeds folder is bad usage before any work")
    func eventLogCheckedFirst() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("adir"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["--events", "adir"], "--events: adir is a folder"),
            (["--events", "same.json", "--summary", "same.json"], "--summary and --events both name same.json"),
            (["--events", "Seeds/demo-holds/log.json"], "--events: Seeds/demo-holds/log.json is inside the seeds folder"),
            (["--summary", "Seeds/s.json"], "--summary: Seeds/s.json is inside the seeds folder")
        ]
        for (options, message) in cases {
            let run = try runner.run(["run", "demo-holds", "--duration", "30s", "--workers", "1"] + options)
            #expect(run.status == 2 && run.errorOutput.contains(message) && !run.output.contains("duo-fuzz run:"), "\(options): \(run.all)")
        }
    }
}
