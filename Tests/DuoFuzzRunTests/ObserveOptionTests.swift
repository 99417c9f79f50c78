import DuoCheckEngine
import Foundation
import Testing
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz run --observe`: every worker writes what it drew in Hypothesis's observability format.
@Suite("duo-fuzz run --observe")
struct ObserveOptionTests {
    @Test(
        "two workers write whole records of every case, and a failure's minimal example, each as the format requires; the seed keeps the explanation")
    func runWritesObservations() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["run", "demo-holds", "demo-rectangle", "--cases", "400", "--seed", "7", "--workers", "2", "--observe", "observed"])
        #expect(run.status == 1, "\(run.all)")
        for id in ["demo-holds", "demo-rectangle"] {
            let lines = try String(contentsOf: runner.path("observed/\(id)_testcases.jsonl"), encoding: .utf8).split(separator: "\n")
            #expect(lines.count > 10, "\(id): \(lines.count) records")
            for line in lines {
                #expect(ObservationFormat.problems(inLine: String(line)).isEmpty, "\(ObservationFormat.problems(inLine: String(line))): \(line)")
            }
            let starts = Set(
                lines.compactMap { line -> JSONValue? in
                    guard case .object(let fields)? = try? JSONValue(parsing: String(line)) else { return nil }
                    return fields["run_start"]
                })
            #expect(starts.count == 1, "every record of the run carries the run's start: \(starts)")
        }
        let rectangle = try String(contentsOf: runner.path("observed/demo-rectangle_testcases.jsonl"), encoding: .utf8)
        #expect(rectangle.contains("\"how_generated\":\"minimal failing example\""))
        let seeds = runner.files(under: "Seeds/demo-rectangle", withExtension: "json")
        let seed = try SeedFile(decoding: Data(contentsOf: try #require(seeds.first)))
        #expect(seed.explanation != nil, "the seed keeps the explanation")
    }

    @Test("--observe-limit caps each worker's test_case records for a property, and a bad limit is bad usage naming the range")
    func limitCapsRecords() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run([
            "run", "demo-holds", "--cases", "400", "--seed", "7", "--workers", "2", "--observe", "observed", "--observe-limit", "5"
        ])
        #expect(run.status == 0, "\(run.all)")
        let lines = try String(contentsOf: runner.path("observed/demo-holds_testcases.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.contains("\"type\":\"test_case\"") }.count <= 10)
        let bad = try runner.run(["run", "demo-holds", "--observe", "observed", "--observe-limit", "-3"])
        #expect(bad.status == 2 && bad.all.contains("--observe-limit"), "\(bad.all)")
    }
}
