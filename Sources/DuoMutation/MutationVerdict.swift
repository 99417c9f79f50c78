import Foundation
import DuoCheckEngine
import DuoProperties
import DuoSnapshots

/// What the two layers of checks say about the geometry core they were built with: the first property that
/// fails, and, where every property holds, the first behaviour snapshot whose output changed.
/// `duo-fuzz mutation-verdict` prints it as one JSON line, `{"killer": "<property id>", "snapshotKiller": null}`,
/// which `duo-fuzz mutate` reads for each mutant.
package struct MutationVerdict: Codable, Equatable {
    /// The name of the hidden command that prints a verdict: `duo-fuzz mutation-verdict`.
    package static let commandName = "mutation-verdict"

    /// The id of the first property, in catalogue order, that failed or reported a problem; `nil` when
    /// every property held.
    var killer: String?
    /// The id of the first snapshot whose output changed, checked only when every property held; `nil` when
    /// none changed or the snapshots were not checked.
    var snapshotKiller: String? = nil
    /// Why a snapshot could not be compared (a corpus that is not whole, a file that does not read), when that is
    /// what killed: the comparison's report, which names the helper and the case.
    var reason: String? = nil

    /// The configuration of every property's run: the cases and seed of `CI=true swift test` (100 cases,
    /// the fixed CI seed), so that a mutant counts as killed exactly when the test suite would fail. The
    /// shrinker gets no budget, and nothing is explained: the verdict needs to know that a case fails, not its
    /// smallest form or why.
    static let configuration = RunConfiguration(
        cases: 100, seed: RunConfiguration.continuousIntegrationSeed, shrinkEvaluationBudget: 0, shrinkTimeBudget: .zero
    ).withoutExplaining

    /// Runs `properties` in order under `configuration` and stops at the first that fails or reports a
    /// problem; when all hold, compares `snapshots` in `store` and stops at the first whose output changed.
    /// `willRun` hears each property's id, and each snapshot's as `snapshot <id>`, before it runs (so that a
    /// crash can be blamed on it).
    package static func judge(
        _ properties: [AnyProperty], configuration: RunConfiguration = configuration, snapshots: [HelperSnapshot] = [],
        in store: SnapshotStore? = nil, willRun: (String) -> Void = { _ in }
    ) -> MutationVerdict {
        for property in properties {
            willRun(property.id)
            if !property.run(configuration).passed { return MutationVerdict(killer: property.id) }
        }
        guard let store else { return MutationVerdict(killer: nil) }
        for snapshot in snapshots {
            willRun(snapshotPrefix + snapshot.id)
            let comparison = store.compare(snapshot)
            if comparison.problem != nil { return MutationVerdict(killer: nil, snapshotKiller: snapshot.id, reason: comparison.report) }
            if !comparison.changes.isEmpty { return MutationVerdict(killer: nil, snapshotKiller: snapshot.id) }
        }
        return MutationVerdict(killer: nil)
    }

    /// What the verdict's progress lines put before a snapshot's id.
    static let snapshotPrefix = "snapshot "

    /// Whether either layer killed.
    package var isKill: Bool { killer != nil || snapshotKiller != nil }

    /// The verdict as one line of JSON, with `null` for no killer.
    package var line: String {
        func text(_ value: String?) -> String {
            value.map { (try? JSONFormat(pretty: false).text(JSONValue.string($0))) ?? "\"\"" } ?? "null"
        }
        let reason = self.reason.map { ", \"reason\": \(text($0))" } ?? ""
        return "{\"killer\": \(text(killer)), \"snapshotKiller\": \(text(snapshotKiller))\(reason)}"
    }

    /// The verdict in one line of a verdict process's output, or `nil` when the line is not one.
    static func parse(_ line: String) -> MutationVerdict? {
        guard line.hasPrefix("{"), case .object(let object)? = try? JSONValue(parsing: line), object.keys.contains("killer") else { return nil }
        func field(_ key: String) -> String?? {
            guard let value = object[key], value != .null else { return .some(nil) }
            return value.stringValue.map { .some($0) } ?? nil
        }
        guard let killer = field("killer"), let snapshotKiller = field("snapshotKiller"), let reason = field("reason") else { return nil }
        return MutationVerdict(killer: killer, snapshotKiller: snapshotKiller, reason: reason)
    }
}
