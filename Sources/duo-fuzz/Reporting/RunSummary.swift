import Foundation
import DuoCheckEngine

/// The JSON summary of a run (`--summary FILE`): how it ended, and per
/// property how many cases ran, how fast, in which slices, and what failed.
struct RunSummary: Codable, Equatable {
    /// The run's seed.
    var seed: UInt64
    /// This machine's shard, `i/n`.
    var shard: String
    /// The number of worker processes.
    var workers: Int
    /// `completed`, or `interrupted by SIGINT` / `SIGTERM`.
    var status: String
    /// The exit code, as it stood when the reports were written (a report that then cannot be written makes a
    /// run that found nothing exit 2).
    var exitCode: Int32
    /// The wall-clock time of the run, in seconds.
    var seconds: Double
    /// The budget as the header states it (`20m (1m per property)`, `500 cases per property`).
    var budget: String = ""
    /// The commit the binary ran on (`git rev-parse HEAD` in the current folder), when known.
    var commit: String?
    /// The toolchain (`swift --version`'s first line), when known.
    var toolchain: String?
    /// How many stored seeds of the run's properties were replayed before exploring.
    var replayedSeeds: Int = 0
    /// How many times a worker process was started again after it ended early.
    var workerRestarts: Int = 0
    /// What happened to the harness that the run survived (a worker killed from outside).
    var harnessEvents: [String] = []
    /// What went wrong with the harness itself: cases not run, a crash that did not reproduce.
    var harnessProblems: [String] = []
    /// The files in the seeds folder that could not replay as seeds, each `path: what is wrong`.
    var badSeedFiles: [String] = []
    /// Per property, in the order they ran.
    var properties: [PropertySummary]
    /// Every failure and crash found, with its seed file.
    var counterexamples: [RecordedCounterexample]

    /// The summary as JSON with sorted keys, pretty printed (the package's own writer, ``JSONFormat``).
    func encoded() throws -> Data {
        try JSONFormat().data(self)
    }
}

/// One property's part of a run.
struct PropertySummary: Codable, Equatable {
    var propertyID: String
    /// Valid cases checked.
    var casesRun: Int
    /// Cases the generator discarded.
    var invalidCases: Int
    /// Valid cases per second of wall-clock time on this property.
    var casesPerSecond: Double
    /// Wall-clock seconds from the first worker's start on it to the last one's end.
    var seconds: Double
    /// Failures found (distinct seed files).
    var failures: Int
    /// Crashes found.
    var crashes: Int
    /// Which case indices each worker ran.
    var slices: [SliceSummary]
    /// Whether any worker started it (an interrupted run may never reach a property).
    var started: Bool = true
}

/// The case indices one worker slot ran for a property: the first `positions`
/// indices of its shard, `shard.index + shard.count × p` for `p < positions`.
struct SliceSummary: Codable, Equatable {
    /// The worker's shard, `i/n`.
    var shard: String
    /// How many of the shard's indices it ran, from the first.
    var positions: Int
}

/// A failure or crash that a run stored.
struct RecordedCounterexample: Codable, Equatable {
    var propertyID: String
    /// `failure` or `crash`.
    var kind: String
    /// What went wrong.
    var message: String
    /// The run's case index where it was found.
    var caseIndex: Int?
    /// The seed file's path.
    var seedFile: String
    /// Whether the file is new (`false`: the same counterexample was stored already).
    var isNew: Bool
    /// The picture's path, if one was drawn.
    var picture: String?
}
