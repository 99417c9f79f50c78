import Foundation
import OperatingSystemFiles

/// The dashboard as one HTML page, with its plots inline (``DashboardPlots``) and its failures' pictures inside it as
/// data, so that the page is whole on its own: an artifact, a folder published as it is, or a file opened from disk.
/// It has no script and loads nothing from elsewhere.
enum DashboardPage {
    /// The largest picture put in the page.
    static let largestPicture = 4 << 20

    /// The page of `dashboard`.
    static func html(_ dashboard: Dashboard) -> String {
        let runSeconds = dashboard.summary?.seconds ?? dashboard.slices.map(\.endedAt).max() ?? 0
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>duo-fuzz run \(dashboard.start.map { "seed \($0.seed)" } ?? "")</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; color: #1f2328; }
            table { border-collapse: collapse; } th, td { padding: 4px 10px; border-bottom: 1px solid #ddd; text-align: right; }
            th:first-child, td:first-child { text-align: left; } td.failed { color: #cf222e; font-weight: bold; }
            .failure { border: 1px solid #cf222e; padding: 8px 12px; margin: 12px 0; } .failure img { max-width: 480px; display: block; }
            code { background: #f6f8fa; padding: 2px 4px; }
            </style></head><body>
            <h1>duo-fuzz run</h1>
            \(header(dashboard))
            <h2 id="properties">Properties</h2>
            \(properties(dashboard, runSeconds: runSeconds))
            <h2 id="schedule">Schedule</h2>
            \(DashboardPlots.schedule(dashboard.slices, workers: dashboard.start?.workers ?? 1, runSeconds: runSeconds, propertyIDs: dashboard.propertyIDs))
            <h2 id="branches">The core's branches</h2>
            \(branches(dashboard.branches))
            <h2 id="failures">Failures</h2>
            \(failures(dashboard.summary?.counterexamples ?? []))
            </body></html>

            """
    }

    private static func header(_ dashboard: Dashboard) -> String {
        guard let start = dashboard.start else { return "<p>The run did not start.</p>" }
        let status = dashboard.summary.map { "\($0.status), \(DashboardText.seconds($0.seconds))" } ?? "running"
        return """
            <p id="run">\(start.properties) properties · \(DashboardText.escaped(start.budget)) · \(start.workers) worker\(start.workers == 1 ? "" : "s") · \
            shard \(DashboardText.escaped(start.shard)) · run seed \(start.seed) · \(DashboardText.escaped(status))</p>
            """
    }

    /// The properties' table: cases, speed, coverage over time, what is new and how long ago, stability, kept cases.
    private static func properties(_ dashboard: Dashboard, runSeconds: Double) -> String {
        let summaries = Dictionary((dashboard.summary?.properties ?? []).map { ($0.propertyID, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = dashboard.propertyIDs.map { id -> String in
            let slices = dashboard.slices(of: id)
            let summary = summaries[id]
            let last = slices.last?.report
            let lastNew = slices.last { $0.report.newFeatures > 0 }?.endedAt
            let checked = slices.reduce(0) { $0 + $1.report.checkedEntries }
            let stable = slices.reduce(0) { $0 + $1.report.stableEntries }
            let found = (summary?.failures ?? 0) + (summary?.crashes ?? 0)
            return """
                <tr class="property"><td class="name">\(DashboardText.escaped(id))</td><td>\(summary?.casesRun ?? slices.reduce(0) { $0 + $1.report.cases })</td>\
                <td>\(Int(summary?.casesPerSecond ?? 0))</td><td>\(DashboardPlots.coverage(of: slices, runSeconds: runSeconds, name: id))</td>\
                <td>\(last.map { "\($0.features)" } ?? "–")</td><td>\(lastNew.map { DashboardText.seconds(max(0, runSeconds - $0)) + " ago" } ?? "–")</td>\
                <td>\(checked > 0 ? "\(stable * 100 / checked)%" : "–")</td><td>\(last.map { "\($0.corpusSize)" } ?? "–")</td>\
                <td>\(slices.count)</td><td>\(DashboardText.seconds(summary?.seconds ?? 0))</td><td\(found > 0 ? #" class="failed""# : "")>\(found)</td></tr>
                """
        }
        return """
            <table><tr><th>property</th><th>cases</th><th>cases/s</th><th>coverage over time</th><th>features</th>\
            <th>last new</th><th>stability</th><th>kept cases</th><th>slices</th><th>time</th><th>failures</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            """
    }

    private static func branches(_ branches: CoreBranches?) -> String {
        guard let branches else {
            return "<p class=\"unavailable\">Not measured: a random run reads no coverage counters; a guided run (--guided) does.</p>"
        }
        if let reason = branches.unavailable { return "<p class=\"unavailable\">Not measured: \(DashboardText.escaped(reason))</p>" }
        let reached = branches.reachedCount
        let never = branches.neverReached.map { file, lines in
            "<li><code>\(DashboardText.escaped(file))</code>: line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", "))</li>"
        }
        return """
            <p>\(reached) of \(branches.branches.count) reached. \
            \(DashboardPlots.share(reached, of: branches.branches.count, title: "\(reached) of \(branches.branches.count) branches reached"))</p>
            <p>Never reached, by file and line:</p>
            <ul class="never-reached">\(never.joined(separator: "\n"))</ul>
            """
    }

    private static func failures(_ found: [RecordedCounterexample]) -> String {
        guard !found.isEmpty else { return "<p>None.</p>" }
        return found.map { finding in
            // Only an SVG picture is put in the page: a log could name any file.
            let picture = finding.picture.flatMap { path in
                (path.hasSuffix(".svg") ? try? Folder.readFile(atPath: path, atMost: largestPicture) : nil).map {
                    "<img class=\"picture\" alt=\"the counterexample of \(DashboardText.escaped(finding.propertyID))\" src=\"data:image/svg+xml;base64,\($0.base64EncodedString())\">"
                }
            }
            return """
                <div class="failure"><h3>\(DashboardText.escaped(finding.propertyID)): \(DashboardText.escaped(finding.kind))</h3>
                <p>\(DashboardText.escaped(finding.message))</p>
                \(picture ?? "<p>No picture was drawn.</p>")
                <p>replay: <code>duo-fuzz replay \(DashboardText.escaped(finding.seedFile))</code></p></div>
                """
        }.joined(separator: "\n")
    }
}
