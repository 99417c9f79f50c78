/// How to run a property: how many cases or how long, from which seed, which
/// shard of the cases, and the budgets of the shrinker and the health check.
public struct RunConfiguration: Sendable {
    /// The seed of the `CI=true` profile, used when `DUOCHECK_SEED` is absent,
    /// so that a pull request never fails by chance.
    public static let continuousIntegrationSeed: UInt64 = 0xD0C4_EC00_5EED

    /// The number of case indices, counted across all shards (shard `k` of `n`
    /// runs the indices from ``firstCaseIndex`` below `firstCaseIndex + cases`
    /// with `index % n == k`). `nil` means no limit: run until ``timeBudget``
    /// is used up, or 100 cases when that is `nil` too.
    public var cases: Int?
    /// The first case index: a run can go on where another stopped (a worker
    /// resumes its shard after a restart), and its cases and reports keep the
    /// whole run's indices.
    @usableFromInline package var firstCaseIndex: Int
    /// The seed that every case's own seed is derived from.
    public var seed: UInt64
    /// The most time to spend running cases (shrinking not included); the run
    /// stops at whichever of ``cases`` and this comes first.
    public var timeBudget: Duration?
    /// Which part of the case indices to run: the indices `i` with `i % shard.count == shard.index`.
    public var shard: (index: Int, count: Int)
    /// The most candidates the shrinker may replay.
    public var shrinkEvaluationBudget: Int
    /// The most time the shrinker may take.
    public var shrinkTimeBudget: Duration
    /// The largest acceptable fraction of discarded (invalid) cases; above it
    /// the run reports the generator's filtering as a problem.
    package var maximumInvalidFraction: Double
    /// The shrink passes, in order; add a domain pass to the defaults here.
    package var shrinkPasses: [ShrinkPass]
    /// The passes a shrink round runs when ``shrinkPasses`` found nothing (see ``Shrinker``).
    package var shrinkStructuralPasses: [ShrinkPass] = ShrinkPass.structuralPasses
    /// Called once a run has found a failing case, just before it shrinks it: a fuzz worker notes that it is
    /// shrinking, so that its silence while it shrinks is not taken for a hang.
    package var willShrink: (@Sendable () -> Void)?
    /// The most evaluations the explain phase may spend on a shrunk failure (0 skips it; ``Explanation``).
    package var explainBudget: Int = RunConfiguration.defaultExplainBudget
    /// Where the run writes what it drew in Hypothesis's observability format (nil: nowhere; ``Observation``).
    @usableFromInline package var observation: Observation?
    /// The counterexamples stored from earlier runs, replayed before the run draws, and where a new failure is saved
    /// (nil: none, and the run draws exactly as it always has; ``CounterexampleDatabase``).
    @usableFromInline package var database: (any CounterexampleDatabase)?
    /// The explain phase's budget unless a run sets another.
    package static let defaultExplainBudget = 500

    /// Creates a configuration; every parameter has a default.
    public init(
        cases: Int? = 100,
        seed: UInt64 = RunConfiguration.continuousIntegrationSeed,
        timeBudget: Duration? = nil,
        shard: (index: Int, count: Int) = (0, 1),
        shrinkEvaluationBudget: Int = 10_000,
        shrinkTimeBudget: Duration = .seconds(10)
    ) {
        self.init(
            cases: cases, firstCaseIndex: 0, seed: seed, timeBudget: timeBudget, shard: shard,
            shrinkEvaluationBudget: shrinkEvaluationBudget, shrinkTimeBudget: shrinkTimeBudget)
    }

    /// Creates a configuration that starts at case `firstCaseIndex`, with the harness's own settings too.
    @usableFromInline
    package init(
        cases: Int? = 100,
        firstCaseIndex: Int,
        seed: UInt64 = RunConfiguration.continuousIntegrationSeed,
        timeBudget: Duration? = nil,
        shard: (index: Int, count: Int) = (0, 1),
        shrinkEvaluationBudget: Int = 10_000,
        shrinkTimeBudget: Duration = .seconds(10),
        maximumInvalidFraction: Double = 0.5,
        shrinkPasses: [ShrinkPass] = ShrinkPass.defaultPasses
    ) {
        precondition(shard.count > 0 && (0..<shard.count).contains(shard.index), "a shard is index i of count n with 0 <= i < n")
        precondition(firstCaseIndex >= 0, "a run's first case index is at least 0")
        self.cases = cases
        self.firstCaseIndex = firstCaseIndex
        self.seed = seed
        self.timeBudget = timeBudget
        self.shard = shard
        self.shrinkEvaluationBudget = shrinkEvaluationBudget
        self.shrinkTimeBudget = shrinkTimeBudget
        self.maximumInvalidFraction = maximumInvalidFraction
        self.shrinkPasses = shrinkPasses
    }

    /// The case indices this shard runs, in order (unbounded when running
    /// until the time budget is used up).
    @inlinable
    package var caseIndices: StrideTo<Int> {
        let count = cases ?? (timeBudget == nil ? 100 : .max - firstCaseIndex)
        // The first index at or after `firstCaseIndex` that is this shard's.
        let first = firstCaseIndex + (shard.index - firstCaseIndex % shard.count + shard.count) % shard.count
        return stride(from: first, to: firstCaseIndex + count, by: shard.count)
    }

    /// The seed of case `index`: the `index`-th value of a ``SplitMix64``
    /// stream from ``seed``. It depends on nothing else, so a case is the same
    /// whatever order, shard or process runs it.
    @inlinable
    package func seed(forCase index: Int) -> UInt64 {
        SplitMix64.value(at: UInt64(index), seed: seed)
    }

    /// This configuration without the explain phase, for a run that reads whether and where a property failed,
    /// or its shrunk value, but not the explanation.
    package var withoutExplaining: RunConfiguration {
        var configuration = self
        configuration.explainBudget = 0
        return configuration
    }

    /// A shrinker with this configuration's passes and budgets.
    package var shrinker: Shrinker {
        Shrinker(
            passes: shrinkPasses, structuralPasses: shrinkStructuralPasses, evaluationBudget: shrinkEvaluationBudget,
            timeBudget: shrinkTimeBudget)
    }
}
