import Foundation
import DuoCheckEngine

/// One standard shrinking problem of the property-based testing field: a false property, the minimal
/// counterexample a good shrinker reaches from any starting point, and, where Hypothesis publishes one, its mean
/// number of evaluations while shrinking.
package struct ShrinkProblem: Sendable {
    /// The problem's name, as the field knows it (`reverse`, `bound5`, …).
    package let name: String
    /// The minimal counterexample, as JSON.
    package let minimum: String
    /// Hypothesis's published mean evaluations while shrinking (the shrinking challenge's reports), if any.
    package let hypothesisMeanEvaluations: Double?
    /// Why the shrinker does not yet reach the minimum in 95% of the seeds, for a problem kept in the table as a miss.
    package let knownMiss: String?
    let attempt: @Sendable (UInt64, Shrinker) -> ShrinkAttempt

    /// A problem over `generator` whose `check` fails, with its known `minimum`.
    package init<Value: Codable & Equatable & Sendable>(
        _ name: String, minimum: Value, hypothesisMeanEvaluations: Double? = nil, generator: Gen<Value>, knownMiss: String? = nil,
        check: @escaping @Sendable (Value) throws -> Void
    ) {
        self.name = name
        self.minimum = ValueCoding.string(encoding: minimum)
        self.hypothesisMeanEvaluations = hypothesisMeanEvaluations
        self.knownMiss = knownMiss
        let property = Property("shrink-problem.\(name)", rule: "a standard shrinking problem", generator: generator, check: check)
        attempt = { seed, shrinker in
            var configuration = RunConfiguration(cases: 1000, seed: seed).withoutExplaining
            configuration.shrinkPasses = shrinker.passes
            configuration.shrinkStructuralPasses = shrinker.structuralPasses
            let report = property.run(configuration)
            guard let failure = report.failure else {
                return ShrinkAttempt(seed: seed, found: false, shrunk: nil, reachedMinimum: false, evaluations: 0)
            }
            let shrunk = try? ValueCoding.decode(Value.self, from: failure.shrunk.value)
            return ShrinkAttempt(
                seed: seed, found: true, shrunk: failure.shrunk.valueText, reachedMinimum: shrunk == minimum,
                evaluations: failure.shrinkEvaluations)
        }
    }

    /// Runs the property from `seed` (up to 1,000 cases) and shrinks what fails with `shrinker`'s passes.
    package func attempt(seed: UInt64, shrinker: Shrinker = Shrinker()) -> ShrinkAttempt {
        attempt(seed, shrinker)
    }

    /// Attempts from every seed in `seeds`, shrinking with `shrinker`'s passes.
    package func measure(seeds: [UInt64], shrinker: Shrinker = Shrinker()) -> ShrinkQuality {
        ShrinkQuality(problem: self, attempts: seeds.map { attempt(seed: $0, shrinker: shrinker) })
    }
}

/// What one attempt at a problem found.
package struct ShrinkAttempt: Sendable {
    /// The run's seed.
    package let seed: UInt64
    /// Whether the run found a failure at all.
    package let found: Bool
    /// The shrunk counterexample, as JSON.
    package let shrunk: String?
    /// Whether it is the problem's minimum.
    package let reachedMinimum: Bool
    /// How many candidates the shrinker evaluated.
    package let evaluations: Int
}

/// A problem's attempts over many seeds: how often the minimum was reached, and at what cost.
package struct ShrinkQuality {
    /// The problem.
    package let problem: ShrinkProblem
    /// Every attempt.
    package let attempts: [ShrinkAttempt]

    /// The fraction of seeds that reached the minimum.
    package var fractionAtMinimum: Double {
        attempts.isEmpty ? 0 : Double(attempts.filter(\.reachedMinimum).count) / Double(attempts.count)
    }

    /// The mean evaluations over the seeds that found a failure.
    package var meanEvaluations: Double {
        let found = attempts.filter(\.found)
        return found.isEmpty ? 0 : Double(found.map(\.evaluations).reduce(0, +)) / Double(found.count)
    }

    /// The shrunk counterexamples that are not the minimum, with how many seeds gave each.
    package var misses: [(shrunk: String, count: Int)] {
        var counts: [String: Int] = [:]
        for attempt in attempts where !attempt.reachedMinimum { counts[attempt.shrunk ?? "no failure found", default: 0] += 1 }
        return counts.sorted { $0.value > $1.value }.map { ($0.key, $0.value) }
    }
}
