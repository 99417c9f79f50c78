import Foundation
import DuoCheckEngine

/// The JSON summary of a run (`--summary FILE`): how it ended, and per
/// property how many cases ran, how fast, in which slices, and what failed.
package struct RunSummary: Codable, Equatable {
    /// The run's seed.
    package var seed: UInt64
    /// This machine's shard, `i/n`.
    package var shard: String
    /// The number of worker processes.
    package var workers: Int
    /// `completed`, or `interrupted by SIGINT` / `SIGTERM`.
    package var status: String
    /// The exit code, as it stood when the reports were written (a report that then cannot be written makes a
    /// run that found nothing exit 2).
    package var exitCode: Int32
    /// The wall-clock time of the run, in seconds.
    package var seconds: Double
    /// The budget as the header states it (`20m (1m per property)`, `500 cases per property`).
    package var budget: String = ""
    /// The commit the binary ran on (`git rev-parse HEAD` in the current folder), when known.
    package var commit: String?
    /// The toolchain (`swift --version`'s first line), when known.
    package var toolchain: String?
    /// How many stored seeds of the run's properties were replayed before exploring.
    package var replayedSeeds: Int = 0
    /// How many times a worker process was started again after it ended early.
    package var workerRestarts: Int = 0
    /// What happened to the harness that the run survived (a worker killed from outside).
    package var harnessEvents: [String] = []
    /// What went wrong with the harness itself: cases not run, a crash that did not reproduce.
    package var harnessProblems: [String] = []
    /// The files in the seeds folder that could not replay as seeds, each `path: what is wrong`.
    package var badSeedFiles: [String] = []
    /// Per property, in the order they ran.
    package var properties: [PropertySummary]
    /// Every failure and crash found, with its seed file.
    package var counterexamples: [RecordedCounterexample]

    /// The summary as JSON with sorted keys, pretty printed (the package's own writer, ``JSONFormat``).
    package func encoded() throws -> Data {
        try JSONFormat().data(self)
    }
}

/// One property's part of a run.
package struct PropertySummary: Codable, Equatable {
    package var propertyID: String
    /// Valid cases checked.
    package var casesRun: Int
    /// Cases the generator discarded.
    package var invalidCases: Int
    /// Valid cases per second of wall-clock time on this property.
    package var casesPerSecond: Double
    /// Wall-clock seconds from the first worker's start on it to the last one's end.
    package var seconds: Double
    /// Failures found (distinct seed files).
    package var failures: Int
    /// Crashes found.
    package var crashes: Int
    /// Which case indices each worker ran.
    package var slices: [SliceSummary]
    /// Whether any worker started it (an interrupted run may never reach a property).
    package var started: Bool = true
}

/// The case indices one worker slot ran for a property: the first `positions`
/// indices of its shard, `shard.index + shard.count × p` for `p < positions`.
package struct SliceSummary: Codable, Equatable {
    /// The worker's shard, `i/n`.
    package var shard: String
    /// How many of the shard's indices it ran, from the first.
    package var positions: Int
}

/// A failure or crash that a run stored.
package struct RecordedCounterexample: Codable, Equatable {
    package var propertyID: String
    /// `failure` or `crash`.
    package var kind: String
    /// What went wrong.
    package var message: String
    /// The run's case index where it was found.
    package var caseIndex: Int?
    /// The seed file's path.
    package var seedFile: String
    /// Whether the file is new (`false`: the same counterexample was stored already).
    package var isNew: Bool
    /// The picture's path, if one was drawn.
    package var picture: String?
}
