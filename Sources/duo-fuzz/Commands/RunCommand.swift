import Foundation
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// `duo-fuzz run`: fuzz the properties in worker processes, storing every failure as a seed.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "fuzz properties for a time or a number of cases; store failures as seeds and pictures"
    static let help = """
        usage: duo-fuzz run [PATTERN...] [--duration D] [--cases N] [--seed S] [--workers N]
                            [--shard i/n] [--seeds-dir DIR] [--out DIR] [--junit FILE] [--summary FILE] [--events FILE]
                            [--hang-timeout D] [--crash-shrink-time D] [--no-replay]
                            [--observe DIR] [--observe-limit N] [--explain-budget N]
                            [--guided [--corpus DIR]] [--dashboard DIR]

        Runs the properties that the patterns choose (all of them without one) in worker
        processes. A pattern is an exact property id, a glob with * (band-*), or a part of
        an id (island); one that matches nothing is an error. See duo-fuzz list.

        options:
          --duration D     total time budget, split evenly across the properties: 90 (seconds),
                           60s, 5m, 1h; 1s to 100000h (default 60s when --cases is not given
                           either). Each property runs at least one case in each worker.
          --cases N        case indices per property, counted across all shards and workers,
                           1 to 10^12 (with --duration too, whichever ends first)
          --seed S         the run's seed, decimal or 0x hexadecimal (default: random; always printed)
          --workers N      worker processes, 1 to 256 (default: the number of processors); each
                           runs a disjoint slice of the case indices
          --shard i/n      run only the case indices i mod n, so that n machines split the work;
                           n from 1 to 65536 (default 0/1)
          --seeds-dir DIR  where seed files go (default Seeds)
          --out DIR        where pictures go (default fuzz-out)
          --junit FILE     write a JUnit XML report
          --summary FILE   write a JSON summary (per property: cases, cases/s, failures, slices)
          --events FILE    write the run's events, one JSON record a line (docs/duo-fuzz.md)
          --hang-timeout D stop a worker that reports nothing for D (a check that never returns;
                           1s to 100000h, default 60s, above the shrinker's 10 s budget); its case
                           is stored as a crash seed once it hangs again in a fresh process
          --crash-shrink-time D
                           the most time to shrink one crash or hang, 1ms to 100000h (default 60s)
          --no-replay      do not replay the stored seeds of the chosen properties first
          --observe DIR    write what each property drew to DIR/<property-id>_testcases.jsonl in
                           Hypothesis's observability format (for Tyche and other readers)
          --observe-limit N
                           the most test-case records each worker writes for a property, 0 to
                           10^9 (default 100000); the statistics record is always written
          --explain-budget N
                           the most evaluations the explain phase spends on a failure after
                           shrinking it, 0 (skip it) to 10^6 (default 500)
          --guided         give the time to the properties whose cases still reach new code, in
                           rounds of slices, mutating the cases each property kept; takes
                           --duration, not --cases. Coverage comes from a build with counters
                           (.ci/guided); without them, from the properties' labels (docs/guided.md)
          --corpus DIR     where a guided run keeps its cases between runs (default fuzz-corpus)
          --dashboard DIR  write the run's page, DIR/index.html: each property's cases and coverage
                           over time, the schedule, the core's branches reached, every failure
                           with its picture (duo-fuzz dashboard merges several runs' pages)

        The stored seeds of the chosen properties replay first, each in a process of its own; one
        that fails again is a failure of the run. Then the run explores. On a failure the worker
        shrinks it; the run writes DIR/<property-id>/<hash>.json and an SVG picture, and prints the
        command that replays it. A trap in a property crashes only its worker: the case runs again
        in a fresh process, and if it crashes the same way there it is stored as a crash seed, then
        shrunk in throw-away processes and stored again shrunk; a new worker goes on. So does a
        check that hangs, or one that allocates past the worker's memory limit (on Linux: half the
        machine's memory, shared among the workers; macOS has no such limit). A case that does not
        fail again is a harness problem, not a finding; a worker killed from outside is a harness
        event, and work goes on. SIGINT or SIGTERM stops the run cleanly, keeping every failure found.

        examples:
          duo-fuzz run                                  every property for about a minute
          duo-fuzz run band-* --duration 5m --workers 2
          duo-fuzz run collapse --cases 100000 --seed 42
          duo-fuzz run --duration 20m --shard 1/4 --junit fuzz-out/junit.xml --summary fuzz-out/summary.json
          .build/guided/release/duo-fuzz run --guided --duration 30s --dashboard fuzz-out/dashboard

        A bad file in the seeds folder (not a seed, a seed of no property, a link) is named as
        BAD SEED FILE, in the summary and in the JUnit report; every property still runs.

        exit codes: 0 all held, 1 a failure or crash (or a harness problem), 2 bad usage, a bad
                    seed file or a report that cannot be written (with nothing found),
                    130/143 interrupted with nothing found.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let options = try RunOptions.parse(arguments)
        let catalogue = FuzzCatalogue.fromEnvironment()
        if let id = ProcessInfo.processInfo.environment["DUOFUZZ_MUTANT"], catalogue.mutant == nil {
            throw UsageError("DUOFUZZ_MUTANT=\(id) is no bug shape (see duo-fuzz mutants)")
        }
        if let mutant = catalogue.mutant {
            // Its finds are the bug shape's, not the core's: they must not land among the seeds the tests replay.
            guard options.seedsDirectoryGiven else {
                throw UsageError("DUOFUZZ_MUTANT=\(mutant.id) runs on a bug shape's helpers: give --seeds-dir, a folder apart from Seeds/")
            }
            console.error("duo-fuzz run: on the helpers of the bug shape \(mutant.id) (DUOFUZZ_MUTANT), not the core's")
        }
        if options.guided, ProcessInfo.processInfo.environment["DUOFUZZ_GUIDANCE"] == "off" {
            console.error("duo-fuzz run: guidance off (DUOFUZZ_GUIDANCE=off): the properties in turn, every case drawn fresh")
        }
        let properties = try catalogue.select(options.patterns)
        try options.prepareDirectories()
        try GuidedCorpus.checkForRun(options, propertyIDs: properties.map(\.id))
        let supervisor = FuzzSupervisor(options: options, properties: properties, includesDemos: catalogue.includesDemos, console: console)
        let summary = supervisor.run()
        return ExitCode(rawValue: summary.exitCode) ?? .failure
    }
}
