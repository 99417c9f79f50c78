import DuoCheckEngine
import Foundation
import Testing

/// A run writes what it drew in Hypothesis's observability format, every record as the format requires.
@Suite("Observability")
struct ObservationTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("duocheck-observe-\(UUID().uuidString)")
    }

    static func records(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// A property that fails from 1,200 and discards odd sums.
    static let failing = Property(
        "engine.observe.failing", rule: "rule 0",
        generator: zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000)).map { [$0, $1] }.filter { ($0[0] + $0[1]) % 2 == 0 },
        labels: { $0[0] > 500 ? ["left half"] : ["right half"] }
    ) { pair in
        try require(pair[0] + pair[1] < 1200, "the sum \(pair[0] + pair[1]) reaches 1200")
    }

    @Test(
        "a failing run writes a test_case record per case (passed, failed, gave_up), the minimal failing example and its statistics, all in the format"
    )
    func failingRunIsObserved() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = RunConfiguration(cases: 500, seed: 77)
        configuration.observation = Observation(directory: folder, runStart: 1_700_000_000)
        let report = Self.failing.run(configuration)
        let failure = try #require(report.failure)
        let lines = try Self.records(folder.appendingPathComponent("engine.observe.failing_testcases.jsonl"))
        for line in lines { #expect(ObservationFormat.problems(inLine: line).isEmpty, "\(ObservationFormat.problems(inLine: line)): \(line)") }
        let records = try lines.map { try JSONValue(parsing: $0) }
        func field(_ record: JSONValue, _ name: String) -> JSONValue? { if case .object(let fields) = record { fields[name] } else { nil } }
        let statuses = records.compactMap { field($0, "status") }
        #expect(statuses.contains(.string("passed")) && statuses.contains(.string("failed")))
        #expect(records.filter { field($0, "type") == .string("test_case") }.count == report.casesRun + report.invalidCases + 1)
        let minimal = try #require(records.first { field($0, "how_generated") == .string("minimal failing example") })
        #expect(field(minimal, "representation") == .string(failure.shrunk.choices.isEmpty ? "" : "[200,1000]"))
        #expect(field(try #require(records.last), "type") == .string("info"))
        #expect(
            records.allSatisfy { field($0, "run_start") == .integer(1_700_000_000) && field($0, "property") == .string("engine.observe.failing") })
        Attachment.record(Array(lines[0].utf8), named: "a test_case record.json")
    }

    @Test("a filtered case is a gave_up record with its reason, and the limit caps the test_case records but not the statistics")
    func discardedCasesAndTheLimit() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = RunConfiguration(cases: 300, seed: 5)
        configuration.observation = Observation(directory: folder, limit: 10)
        let holds = Property("engine.observe.holds", rule: "rule 0", generator: Gen.int(in: 0...9)) { _ in }
        #expect(holds.run(configuration).casesRun == 300)
        let lines = try Self.records(folder.appendingPathComponent("engine.observe.holds_testcases.jsonl"))
        #expect(lines.count == 11)
        #expect(lines.last!.contains("\"type\":\"info\"") && lines.last!.contains("\"test_cases_not_written\":290"))
        let discarding = Property("engine.observe.filtered", rule: "rule 0", generator: Gen.int(in: 0...9).filter { _ in false }) { _ in }
        configuration.observation = Observation(directory: folder)
        configuration.cases = 20
        _ = discarding.run(configuration)
        let filtered = try Self.records(folder.appendingPathComponent("engine.observe.filtered_testcases.jsonl"))
        #expect(filtered.count == 21)
        #expect(
            filtered.dropLast().allSatisfy {
                $0.contains("\"status\":\"gave_up\"") && $0.contains("\"status_reason\":\"the generator discarded the case\"")
            })
        for line in filtered { #expect(ObservationFormat.problems(inLine: line).isEmpty) }
    }

    @Test("DUOCHECK_OBSERVE chooses the folder and DUOCHECK_OBSERVE_LIMIT the cap; a bad cap names its variable")
    func environmentChoosesObservation() throws {
        let configuration = try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_OBSERVE": "/tmp/o", "DUOCHECK_OBSERVE_LIMIT": "25"])
        #expect(configuration.observation?.directory.path == "/tmp/o" && configuration.observation?.limit == 25)
        #expect(try RunConfiguration.fromEnvironment(environment: [:]).observation == nil)
        #expect(throws: ConfigurationError.self) {
            try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_OBSERVE": "/tmp/o", "DUOCHECK_OBSERVE_LIMIT": "-1"])
        }
    }

    @Test(
        "the checker refuses what the format does not allow",
        arguments: [
            (#"{"type":"test_case"}"#, "no \"status\""),
            (#"[1]"#, "not a JSON object"),
            (#"{"type":"info","title":"t","content":3,"property":"p","run_start":1}"#, "\"content\" is not a string or an object"),
            (#"{"type":"info","title":"t","content":"c","property":"p","run_start":1,"extra":1}"#, "\"extra\" is not a field of the format"),
            (
                #"{"type":"test_case","status":"ok","status_reason":"","representation":"","arguments":{},"how_generated":null,"features":{},"coverage":{"f":[0]},"timing":{"t":-1},"metadata":{},"property":"p","run_start":1}"#,
                "\"status\" is not passed, failed or gave_up"
            )
        ])
    func checkerRefusesBadRecords(line: String, problem: String) {
        #expect(ObservationFormat.problems(inLine: line).contains(problem), "\(ObservationFormat.problems(inLine: line))")
    }
}
