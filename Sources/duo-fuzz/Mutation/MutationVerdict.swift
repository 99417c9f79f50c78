import Foundation
import DuoCheckEngine

/// What the property suites say about the geometry core they were built with: the first property that
/// fails. `duo-fuzz mutation-verdict` prints it as one JSON line, `{"killer":"<property id>"}` or
/// `{"killer":null}`, which `duo-fuzz mutate` reads for each mutant. A further judge (a second layer of
/// checks) adds a field of its own beside `killer`.
struct MutationVerdict: Codable, Equatable {
    /// The id of the first property, in catalogue order, that failed or reported a problem; `nil` when
    /// every property held.
    var killer: String?

    /// The configuration of every property's run: the cases and seed of `CI=true swift test` (100 cases,
    /// the fixed CI seed), so that a mutant counts as killed exactly when the test suite would fail. The
    /// shrinker gets no budget: the verdict needs to know that a case fails, not its smallest form.
    static let configuration = RunConfiguration(
        cases: 100, seed: RunConfiguration.continuousIntegrationSeed, shrinkEvaluationBudget: 0, shrinkTimeBudget: .zero)

    /// Runs `properties` in order under `configuration` and stops at the first that fails or reports a
    /// problem; `willRun` hears each property's id before it runs (so a crash can be blamed on it).
    static func judge(
        _ properties: [AnyProperty], configuration: RunConfiguration = configuration, willRun: (String) -> Void = { _ in }
    ) -> MutationVerdict {
        for property in properties {
            willRun(property.id)
            if !property.run(configuration).passed { return MutationVerdict(killer: property.id) }
        }
        return MutationVerdict(killer: nil)
    }

    /// The verdict as one line of JSON, with `null` for no killer.
    var line: String {
        let killerText = killer.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data("\"\"".utf8), as: UTF8.self) } ?? "null"
        return "{\"killer\": \(killerText)}"
    }

    /// The verdict in one line of a verdict process's output, or `nil` when the line is not one.
    static func parse(_ line: String) -> MutationVerdict? {
        guard line.hasPrefix("{"), let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              object.keys.contains("killer")
        else { return nil }
        if object["killer"] is NSNull { return MutationVerdict(killer: nil) }
        guard let killer = object["killer"] as? String else { return nil }
        return MutationVerdict(killer: killer)
    }
}
