import Foundation
import Testing
@testable import duo_bench

/// `duo-bench regions`, which reads the core's region totals out of an llvm-cov export for
/// `.ci/libfuzzer-coverage`'s table of guided and random coverage.
@Suite("duo-bench regions")
struct RegionSummaryTests {
    /// An `llvm-cov export -summary-only` file, as llvm-cov 17 to 21 write it (files' summaries left out).
    static let export = """
        {"data":[{"files":[],"totals":{"branches":{"count":10,"covered":4,"notcovered":6,"percent":40},
        "functions":{"count":20,"covered":19,"percent":95},"lines":{"count":900,"covered":800,"percent":88.8},
        "regions":{"count":1234,"covered":1001,"notcovered":233,"percent":81.1}}}],
        "type":"llvm.coverage.json.export","version":"2.0.1"}
        """

    @Test("the regions' totals are read from the export, and anything else is refused with a message")
    func readsTotals() throws {
        #expect(try RegionSummary(exportData: Data(Self.export.utf8)) == RegionSummary(count: 1234, covered: 1001))
        for broken in ["", "{}", #"{"type":"llvm.coverage.json.export","data":[]}"#, Self.export.replacingOccurrences(of: "1001", with: "2000")] {
            #expect(throws: RegionSummary.Problem.self) { try RegionSummary(exportData: Data(broken.utf8)) }
        }
        guard case .regions(let file) = try parseCommand(["regions", "guided.json"]) else {
            Issue.record("not the regions command")
            return
        }
        #expect(file == "guided.json")
        #expect(throws: (any Error).self) { try parseCommand(["regions"]) }
    }
}
