import Foundation
import Testing
import DuoFuzzTestSupport

/// The import job's page of the night: every run's event log, the newest attempt of each, merged by `duo-fuzz
/// dashboard` (`.github/scripts/night-dashboard.sh`), with Linux's tools and with macOS's.
@Suite("The night's dashboard script")
struct NightDashboardScriptTests {
    @Test(
        "a shard writes its log and page; the night's page takes the newest attempt of each run once, and no log is no page",
        arguments: WorkflowScriptTests.Tools.allCases)
    func nightPage(tools: WorkflowScriptTests.Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let scripts = WorkflowScriptTests.scripts
        let none = try WorkflowScriptTests.bash(
            scripts.appendingPathComponent("night-dashboard.sh").path, in: runner.directory,
            environment: ["DUO_FUZZ": FuzzCommandRunner.binary.path, "SHARDS": "night", "OUT": "page"], tools: tools)
        #expect(none.status == 0 && none.output.contains("no page"), "\(none.output)")
        let shard = try WorkflowScriptTests.bash(
            scripts.appendingPathComponent("fuzz-shard.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": FuzzCommandRunner.binary.path, "SHARD": "0/1", "SEED": "7", "DURATION": "1s", "PROPERTIES": "demo-holds",
                "OUT": "shard-out", "DUOFUZZ_DEMO": "1"
            ], tools: tools)
        #expect(shard.status == 0, "\(shard.output)")
        let shardPage = try String(contentsOf: runner.path("shard-out/dashboard/index.html"), encoding: .utf8)
        let workers = try #require(shardPage.firstMatch(of: /\s·\s(\d+)\sworkers?\s·\s/)).1
        try FileManager.default.createDirectory(at: runner.path("night"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: runner.path("shard-out"), to: runner.path("night/fuzz-shard-0-of-1-attempt-1"))
        try FileManager.default.moveItem(at: runner.path("shard-out"), to: runner.path("night/fuzz-shard-0-of-1-attempt-2"))
        let page = try WorkflowScriptTests.bash(
            scripts.appendingPathComponent("night-dashboard.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": FuzzCommandRunner.binary.path, "SHARDS": "night", "OUT": "page", "GITHUB_OUTPUT": runner.path("output.txt").path
            ], tools: tools)
        #expect(page.status == 0, "\(page.output)")
        #expect(try String(contentsOf: runner.path("output.txt"), encoding: .utf8).contains("page=true"))
        let html = try String(contentsOf: runner.path("page/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: #"<td class="name">demo-holds</td>"#).count == 2, "one row for the property")
        #expect(html.firstMatch(of: /\s·\s(\d+)\sworkers?\s·\s/)?.1 == workers, "one attempt's workers, not both: \(html.prefix(1500))")
    }
}
