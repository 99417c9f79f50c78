import DuoCheckEngine
import DuoFuzzSupport
/// What one worker process runs: its slice of every chosen property's case
/// indices (its ``Shard``), property after property, each with a case limit
/// and a time budget.
struct WorkerPlan: Codable, Equatable {
    /// The run's seed.
    var seed: UInt64
    /// The worker's slice of the case indices.
    var shard: Shard
    /// Whether the demo properties are in the catalogue.
    var includesDemos: Bool
    /// The file the crash handler writes the current work to.
    var crashRecordPath: String
    /// The most address space the worker may use (`RLIMIT_AS`), so that a runaway
    /// allocation fails inside the worker (a crash, stored as a seed) instead of
    /// exhausting the machine; `nil` for no limit.
    var memoryLimitBytes: UInt64?
    /// The properties to run, in order.
    var items: [WorkItem]
    /// Where to write observations, how many cases per property, and the run's start (nil: none).
    var observeDirectory: String? = nil
    var observeLimit: Int = 0
    var runStart: Double = 0
    /// The explain phase's budget for each failure.
    var explainBudget: Int = RunConfiguration.defaultExplainBudget
    /// The seeds folder a failure's seed is stored in, and the note each seed carries (its case is added).
    var seedsDirectory: String = "Seeds"
    var seedNote: String = ""
    /// The folder of the kept cases of a guided run (``GuidedCorpus``), or nil for a random run.
    var corpusDirectory: String? = nil
}

extension WorkerPlan {
    /// What every worker plan of a run with `options` shares (the run started at `runStart`, in seconds since
    /// 1970); the pool fills in the slot's shard, items and crash file.
    static func template(for options: RunOptions, includesDemos: Bool, runStart: Double) -> WorkerPlan {
        WorkerPlan(
            seed: options.seed, shard: .whole, includesDemos: includesDemos, crashRecordPath: "",
            memoryLimitBytes: options.workerMemoryLimit, items: [], observeDirectory: options.observeDirectory?.path,
            observeLimit: options.observeLimit, runStart: runStart, explainBudget: options.explainBudget,
            seedsDirectory: options.seedsDirectory.relativePath,
            seedNote: "found by \(options.runLine)",
            corpusDirectory: options.guided ? options.corpusDirectory.path : nil)
    }
}

/// One property in a worker's plan. Positions count the worker's own case
/// indices: position `p` is case index `shard.index + shard.count × p`.
struct WorkItem: Codable, Equatable {
    /// The property's id.
    var propertyID: String
    /// The first position to run (positions before it were run by an earlier worker in this slot).
    var startPosition: Int
    /// How many positions the slice has in all (`nil`: no limit, run until the time budget is used up).
    var positionLimit: Int?
    /// The most time to spend on the property (`nil`: no limit).
    var timeBudgetSeconds: Double?
    /// How many positions, from ``startPosition``, to run one case at a time,
    /// recording each case before checking it: set after a worker crashed
    /// somewhere in them, to find the exact case. These run whatever the time budget.
    var carefulPositions: Int = 0
    /// The guided slice this item is (``GuidedSlice``), or nil for a random run's slice of case indices.
    var guided: GuidedSlice? = nil
}
