import DuoCheckEngine

/// A run of consecutive positions of a worker's shard, as a ``RunConfiguration``.
///
/// A configuration always runs a shard's indices from its first; to start at
/// position `p`, the window shifts the seed instead. Case `i`'s seed is
/// `SplitMix64.value(at: i, seed:)`, which mixes `seed + (i + 1) × increment`,
/// so `value(at: i, seed: seed + k × increment)` is `value(at: i + k, seed: seed)`:
/// with the seed shifted by `k = shard.count × p`, local case `i` *is* the run's
/// case `i + k`. `CaseWindowTests` pins this down against the engine.
struct CaseWindow {
    /// The run's seed.
    var seed: UInt64
    /// The worker's shard.
    var shard: Shard
    /// The first position.
    var position: Int
    /// How many positions.
    var count: Int

    /// The offset between a local case index and the run's case index.
    var caseIndexOffset: Int { shard.count * position }

    /// The configuration that runs exactly this window's cases (stopping early at `timeBudget`).
    func configuration(timeBudget: Duration?) -> RunConfiguration {
        RunConfiguration(
            cases: shard.index + shard.count * (count - 1) + 1,
            seed: seed &+ UInt64(caseIndexOffset) &* SplitMix64.increment,
            timeBudget: timeBudget,
            shard: (shard.index, shard.count))
    }

    /// The run's case index of a local case index from ``configuration(timeBudget:)``.
    func runCaseIndex(ofLocal localIndex: Int) -> Int {
        localIndex + caseIndexOffset
    }

    /// A failure report from this window, restated in the run's terms: the run's seed and case index.
    func restated(_ report: FailureReport) -> FailureReport {
        var restated = report
        restated.seed = seed
        restated.caseIndex = runCaseIndex(ofLocal: report.caseIndex)
        return restated
    }
}
