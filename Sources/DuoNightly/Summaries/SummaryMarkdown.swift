import Foundation
import DuoFuzzSupport
import DuoFuzzRun

/// The Markdown of one or more runs' JSON summaries (a night's shards), for a CI job's
/// summary page: where and how long they ran, per property the cases, the rate and
/// the finds over all shards, and the harness's restarts, events and problems.
package enum SummaryMarkdown {
    /// The Markdown for `summaries`, in the order given; `unreadable` names the summary files that could not be
    /// read (`path: why`).
    package static func markdown(_ summaries: [RunSummary], unreadable: [String] = []) -> String {
        var lines = ["## Nightly fuzz", ""]
        if !unreadable.isEmpty {
            lines += ["**Unreadable summaries** (their shards' numbers are missing below):", ""]
            lines += unreadable.map { "- \(PullRequestBody.cell($0))" }
            lines.append("")
        }
        lines += [
            "| shard | status | run seed | budget | commit | toolchain | seconds | replayed seeds | worker restarts |",
            "|---|---|---|---|---|---|---|---|---|"
        ]
        for summary in summaries {
            let commit = summary.commit.map { "`\($0.prefix(12))`" } ?? "—"
            lines.append(
                "| \(summary.shard) | \(summary.status) | \(summary.seed) | \(summary.budget) | \(commit) | \(summary.toolchain ?? "—") "
                    + "| \(Int(summary.seconds.rounded())) | \(summary.replayedSeeds) | \(summary.workerRestarts) |")
        }
        lines += ["", "| property | cases | cases/s | failures | crashes |", "|---|---:|---:|---:|---:|"]
        var order: [String] = []
        var totals: [String: (cases: Int, rate: Double, failures: Int, crashes: Int)] = [:]
        for property in summaries.flatMap(\.properties) {
            if totals[property.propertyID] == nil { order.append(property.propertyID) }
            var total = totals[property.propertyID] ?? (0, 0, 0, 0)
            total.cases += property.casesRun
            total.rate += property.casesPerSecond
            total.failures += property.failures
            total.crashes += property.crashes
            totals[property.propertyID] = total
        }
        for id in order {
            let total = totals[id]!
            lines.append("| `\(id)` | \(total.cases) | \(Int(total.rate)) | \(total.failures) | \(total.crashes) |")
        }
        let counterexamples = summaries.flatMap(\.counterexamples)
        if !counterexamples.isEmpty {
            lines += ["", "### Finds", ""]
            lines += counterexamples.map {
                "- \($0.kind) of `\($0.propertyID)`: `duo-fuzz replay \($0.seedFile)`\($0.isNew ? "" : " (stored before)")"
            }
        }
        let badSeedFiles = summaries.flatMap { summary in summary.badSeedFiles.map { "shard \(summary.shard): \($0)" } }
        if !badSeedFiles.isEmpty {
            lines += ["", "### Bad seed files", ""]
            lines += badSeedFiles.map { "- \(PullRequestBody.cell($0))" }
        }
        let events = summaries.flatMap { summary in summary.harnessEvents.map { "shard \(summary.shard): \($0)" } }
        let problems = summaries.flatMap { summary in summary.harnessProblems.map { "shard \(summary.shard): \($0)" } }
        lines += ["", "### Harness", ""]
        if events.isEmpty && problems.isEmpty { lines.append("No harness event or problem.") }
        lines += events.map { "- event: \(PullRequestBody.cell($0))" }
        lines += problems.map { "- **problem**: \(PullRequestBody.cell($0))" }
        return lines.joined(separator: "\n") + "\n"
    }
}
