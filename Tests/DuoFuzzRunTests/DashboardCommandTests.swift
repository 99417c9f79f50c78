import Foundation
import Testing
import DuoFuzzTestSupport

/// `duo-fuzz dashboard` on event logs edited by hand: a number no run writes is refused by record and field, text is
/// escaped, and a picture is taken only as an SVG where a run keeps it.
@Suite("duo-fuzz dashboard on logs edited by hand")
struct DashboardCommandTests {
    /// A guided run's event log, as JSON objects, one a line.
    static func log(in runner: FuzzCommandRunner) throws -> [[String: Any]] {
        let run = try runner.run([
            "run", "demo-rectangle", "--guided", "--duration", "1s", "--workers", "1", "--seed", "4", "--events", "events.jsonl"
        ])
        #expect(run.status == 1, "\(run.all)")
        return try String(contentsOf: runner.path("events.jsonl"), encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// Writes `records` as the log `name`, with `edit` applied to the record of type `type`.
    static func write(_ records: [[String: Any]], _ name: String, in runner: FuzzCommandRunner, type: String, edit: (inout [String: Any]) -> Void)
        throws
    {
        let lines = try records.map { record -> String in
            var record = record
            if record["type"] as? String == type { edit(&record) }
            return String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: runner.path(name))
    }

    /// `record`'s summary with its first counterexample edited by `edit`.
    static func editFinding(_ record: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var summary = record["summary"] as? [String: Any] ?? [:]
        var found = summary["counterexamples"] as? [[String: Any]] ?? []
        if !found.isEmpty { edit(&found[0]) }
        summary["counterexamples"] = found
        record["summary"] = summary
    }

    @Test("numbers no run writes are refused with exit status 2, by record and field, never a trap or a hang")
    func hostileNumbers() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let records = try Self.log(in: runner)
        let cases: [(type: String, edit: (inout [String: Any]) -> Void, message: String)] = [
            ("started", { $0["workers"] = 4_611_686_018_427_387_904 }, "the started record's workers"),
            (
                "finished", { record in record["summary"] = (record["summary"] as? [String: Any] ?? [:]).merging(["seconds": 1e300]) { $1 } },
                "the finished record's seconds"
            ),
            ("slice-ended", { $0["startedAt"] = -1e300 }, "the slice-ended record's startedAt")
        ]
        for (index, hostile) in cases.enumerated() {
            try Self.write(records, "hostile-\(index).jsonl", in: runner, type: hostile.type, edit: hostile.edit)
            let run = try runner.run(["dashboard", "hostile-\(index).jsonl", "--out", "page-\(index)"])
            #expect(run.status == 2 && run.errorOutput.contains(hostile.message), "\(hostile.message): \(run.all)")
        }
    }

    @Test("a finding's text is escaped, and a picture that is no SVG where a run keeps one is left out")
    func escapedAndConfined() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let records = try Self.log(in: runner)
        try Self.write(records, "edited.jsonl", in: runner, type: "finished") { record in
            Self.editFinding(&record) { finding in
                finding["kind"] = "<script>alert(1)</script>"
                finding["picture"] = "/etc/passwd"
            }
        }
        let run = try runner.run(["dashboard", "edited.jsonl", "--out", "page"])
        #expect(run.status == 0, "\(run.all)")
        let page = try String(contentsOf: runner.path("page/index.html"), encoding: .utf8)
        #expect(!page.contains("<script") && page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains("<img") && page.contains("No picture was drawn."))
    }
}
