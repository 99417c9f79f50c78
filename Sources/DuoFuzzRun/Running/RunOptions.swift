import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport

/// The options of `duo-fuzz run`.
package struct RunOptions {
    /// The default time budget when neither `--duration` nor `--cases` is given.
    static let defaultDuration: Duration = .seconds(60)
    /// The case indices `--cases` accepts per property: a trillion is weeks of work for the fastest property.
    static let casesRange = 1...1_000_000_000_000
    /// The worker processes `--workers` accepts.
    static let workersRange = 1...256
    /// The records per property and worker `--observe-limit` accepts.
    static let observeLimitRange = 0...1_000_000_000
    /// The evaluations `--explain-budget` accepts.
    static let explainBudgetRange = 0...1_000_000

    /// Property patterns (empty: every property).
    package var patterns: [String] = []
    /// The total time budget, split evenly across the chosen properties.
    var duration: Duration?
    /// The number of case indices per property, counted across all shards.
    var cases: Int?
    /// The run's seed.
    var seed: UInt64
    /// Whether the seed was chosen at random (it is printed either way).
    var seedIsRandom: Bool
    /// The number of worker processes.
    var workers: Int
    /// This machine's shard of the case indices.
    var shard: Shard = .whole
    /// Where seed files go.
    var seedsDirectory: URL = URL(fileURLWithPath: "Seeds")
    /// Whether `--seeds-dir` named it (a run on a bug shape's helpers must not store into the default one).
    package var seedsDirectoryGiven = false
    /// Where pictures go.
    var outDirectory: URL = URL(fileURLWithPath: "fuzz-out")
    /// How long a worker may go without reporting (one case, or a shrink) before it
    /// is stopped as hung; the case it was on is stored as a crash seed.
    var hangTimeout: Duration = .seconds(60)
    /// Where to write a JUnit XML report, if anywhere.
    var junitPath: URL?
    /// Where to write a JSON summary, if anywhere.
    var summaryPath: URL?
    /// Where to write the run's event log (every ``RunEvent`` but progress, one JSON record a line), if anywhere.
    var eventsPath: URL?
    /// Whether the stored seeds of the chosen properties replay before the run explores.
    var replaysSeeds = true
    /// The most time to spend shrinking one crash or hang in throw-away processes.
    var crashShrinkTime: Duration = .seconds(60)
    /// Where to write what the run drew in Hypothesis's observability format (`--observe`), if anywhere.
    var observeDirectory: URL?
    /// The most `test_case` records each worker writes for a property (`--observe-limit`).
    var observeLimit = Observation.defaultLimit
    /// The most evaluations the explain phase spends on a failure (`--explain-budget`).
    var explainBudget = RunConfiguration.defaultExplainBudget
    /// Whether the run is guided (`--guided`): slices scheduled by progress, mutating kept cases (docs/guided.md).
    package var guided = false
    /// Where a guided run keeps its cases between runs (`--corpus`).
    var corpusDirectory = URL(fileURLWithPath: "fuzz-corpus")
    /// Where to write the run's dashboard (`--dashboard`), if anywhere.
    var dashboardDirectory: URL?

    /// How a seed's note names the run that found it: `duo-fuzz run --guided --seed S (shard i/n)`, and the bug shape
    /// when the run was on one (`DUOFUZZ_MUTANT`).
    var runLine: String {
        "duo-fuzz run\(guided ? " --guided" : "") --seed \(seed) (shard \(shard))"
            + (FuzzCatalogue.mutant().map { " on the bug shape \($0.id) (DUOFUZZ_MUTANT)" } ?? "")
    }

    /// The address space each worker may use: half the machine's memory, shared
    /// among the workers, and at least 1 GiB.
    var workerMemoryLimit: UInt64 {
        max(ProcessInfo.processInfo.physicalMemory / 2 / UInt64(max(workers, 1)), 1 << 30)
    }

    /// The options of a command line, or a ``UsageError`` naming the bad one.
    package static func parse(_ arguments: [String]) throws -> RunOptions {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: "run",
            valueOptions: [
                "--duration", "--cases", "--seed", "--workers", "--shard", "--seeds-dir", "--out", "--junit", "--summary", "--events",
                "--hang-timeout",
                "--crash-shrink-time", "--observe", "--observe-limit", "--explain-budget", "--corpus", "--dashboard"
            ],
            flagOptions: ["--no-replay", "--guided"])
        let seed = try parsed.value("--seed", expected: "a whole number from 0 to 2^64-1, in decimal or as 0x hexadecimal") {
            RunConfiguration.parseSeed($0)
        }
        var randomSource = SystemRandomNumberGenerator()
        var options = RunOptions(
            seed: seed ?? randomSource.next(), seedIsRandom: seed == nil,
            workers: ProcessInfo.processInfo.activeProcessorCount)
        options.patterns = parsed.positionals
        options.duration = try parsed.duration("--duration", in: .runBudget)
        options.cases = try parsed.integer("--cases", in: casesRange, of: "cases")
        if let workers = try parsed.integer("--workers", in: workersRange, of: "worker processes") { options.workers = workers }
        if let shard = try parsed.value("--shard", expected: Shard.expected, Shard.parse) { options.shard = shard }
        if let directory = try parsed.value("--seeds-dir", expected: "a directory", nonEmpty) {
            options.seedsDirectory = URL(fileURLWithPath: directory)
            options.seedsDirectoryGiven = true
        }
        if let directory = try parsed.value("--out", expected: "a directory", nonEmpty) { options.outDirectory = URL(fileURLWithPath: directory) }
        options.junitPath = try parsed.value("--junit", expected: "a file path", nonEmpty).map { URL(fileURLWithPath: $0) }
        options.summaryPath = try parsed.value("--summary", expected: "a file path", nonEmpty).map { URL(fileURLWithPath: $0) }
        options.eventsPath = try parsed.value("--events", expected: "a file path", nonEmpty).map { URL(fileURLWithPath: $0) }
        if let timeout = try parsed.duration("--hang-timeout", in: .hangTimeout) { options.hangTimeout = timeout }
        if let time = try parsed.duration("--crash-shrink-time", in: .shrinkTime) { options.crashShrinkTime = time }
        options.observeDirectory = try parsed.value("--observe", expected: "a directory", nonEmpty).map { URL(fileURLWithPath: $0) }
        if let limit = try parsed.integer("--observe-limit", in: observeLimitRange, of: "records") { options.observeLimit = limit }
        if let budget = try parsed.integer("--explain-budget", in: explainBudgetRange, of: "evaluations") { options.explainBudget = budget }
        options.replaysSeeds = !parsed.has("--no-replay")
        options.guided = parsed.has("--guided")
        let corpus = try parsed.value("--corpus", expected: "a directory", nonEmpty)
        if let corpus { options.corpusDirectory = URL(fileURLWithPath: corpus) }
        options.dashboardDirectory = try parsed.value("--dashboard", expected: "a directory", nonEmpty).map { URL(fileURLWithPath: $0) }
        if options.guided, options.cases != nil {
            throw UsageError("--guided shares a time among the properties: give --duration, not --cases")
        }
        if !options.guided, corpus != nil { throw UsageError("--corpus is the kept cases of a guided run: add --guided") }
        if options.duration == nil, options.cases == nil { options.duration = defaultDuration }
        return options
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
