import DuoCheckEngine
import DuoFuzzSupport

/// A run of consecutive positions of a worker's shard, as a ``RunConfiguration``: the run's own seed, starting
/// at the case index of the batch's first position (`RunConfiguration.firstCaseIndex`). Its cases, and the
/// case indices its reports give, are the whole run's.
struct CaseBatch {
    /// The run's seed.
    var seed: UInt64
    /// The worker's shard.
    var shard: Shard
    /// The first position.
    var position: Int
    /// How many positions.
    var count: Int

    /// The run's case index of the batch's first position.
    var firstCaseIndex: Int { shard.caseIndex(atPosition: position) }

    /// The configuration that runs exactly this batch's cases (stopping early at `timeBudget`).
    func configuration(timeBudget: Duration?) -> RunConfiguration {
        var configuration = RunConfiguration(
            cases: shard.count * (count - 1) + 1, firstCaseIndex: firstCaseIndex, seed: seed, shard: (shard.index, shard.count))
        configuration.timeBudget = timeBudget
        return configuration
    }
}
