import DuoCheckEngine
import DuoFuzzSupport

/// One thing `duo-fuzz run` did, in the order it happened: the one stream every output of a run is recorded from.
/// The console's text, the JSON summary (`--summary`), the JUnit report (`--junit`) and the event log (`--events`)
/// are recorders of it (``RunRecorder``); the supervisor, the replay of stored seeds, the crash keeper and the
/// counterexample recorder emit events (``RunEventStream``) and print or write no report themselves.
package enum RunEvent: Sendable {
    /// The version of the event log's records: a reader that meets another refuses the file.
    package static let formatVersion = 1

    /// The run began: what runs, with what budget and seed, and how many stored seeds replay first.
    case started(RunStart)
    /// How far the run has got (emitted for a terminal's progress line, at most five times a second).
    case progress(RunProgress)
    /// A stored seed failed again before the workers started.
    case storedSeedFailed(StoredSeedFailure)
    /// A file of the seeds folder that is not a readable seed: `path: what is wrong`.
    case badSeedFile(String)
    /// A counterexample a worker found, with where it was kept.
    case found(Finding)
    /// A counterexample another worker of this run had found already: its seed file and case.
    case foundAgain(propertyID: String, seedFile: String, caseIndex: Int)
    /// Of two crashes of one property with one signature, the seed that stands for both; `replaced` when it took the
    /// place of the one kept before.
    case sameCrash(propertyID: String, kept: String, other: String, replaced: Bool)
    /// A stop was asked for by `signal`: the workers finish the case in hand, or, the second time (`atOnce`), are
    /// killed.
    case stopping(signal: String, atOnce: Bool)
    /// Something happened to the harness that the run survived (a worker killed from outside).
    case harnessEvent(String)
    /// Something went wrong with the harness itself (it is listed again in the totals).
    case harnessProblem(String)
    /// A guided slice ended (``GuidedSliceRecord``).
    case sliceEnded(GuidedSliceRecord)
    /// A guided run's last word on coverage, before it finishes: the core's branches and which its kept cases reach.
    case coreBranches(CoreBranches)
    /// A line for standard error that is neither: a picture not drawn, a leftover file removed, a warning.
    case notice(String)
    /// The run ended: its summary, whose exit code is the run's.
    case finished(RunSummary)
}

/// What a run's header says.
package struct RunStart: Sendable, Codable, Equatable {
    package var properties: Int
    /// The budget in words: `20m (5m per property)`, `500 cases per property`.
    package var budget: String
    package var workers: Int
    package var shard: String
    package var seed: UInt64
    package var seedIsRandom: Bool
    /// Whether stored seeds replay first, and how many.
    package var replaysSeeds: Bool
    package var storedSeeds: Int
}

/// How far a run has got.
package struct RunProgress: Sendable, Codable, Equatable {
    package var elapsedSeconds: Double
    /// The seconds left, when the run can tell.
    package var remainingSeconds: Double?
    package var cases: Int
    package var found: Int
    /// The property in hand.
    package var current: String
}

/// A guided slice as its run saw it: where and when it ran, and its worker's report.
package struct GuidedSliceRecord: Sendable, Codable, Equatable {
    /// The round it ran in, from 0.
    package var round: Int
    /// The worker slot that ran it.
    package var worker: Int
    /// When it started and ended, in seconds since the run began.
    package var startedAt: Double
    package var endedAt: Double
    /// What the worker reported.
    package var report: GuidedSliceReport
}

/// A stored seed that fails again.
package struct StoredSeedFailure: Sendable, Codable, Equatable {
    package var seedFile: String
    /// `failure` or `crash`.
    package var kind: String
    package var propertyID: String
    /// The verdict in a line.
    package var summary: String
}

/// A counterexample kept by the run: the failure's or crash's own report, and where its seed and picture went.
package struct Finding: Sendable, Codable, Equatable {
    /// Where a finding's seed went.
    package enum Storage: Sendable, Codable, Equatable {
        /// A new file.
        case new
        /// The same seed was stored already.
        case alreadyStored
        /// A new file beside `occupant`, which held the seed's name for `reason`.
        case storedBeside(occupant: String, reason: String)
        /// No file: `reason`; the seed's JSON is `seed`, so that it is not lost.
        case notWritten(reason: String, seed: String)
    }

    package var propertyID: String
    /// The report as a person reads it (`FAILED` and the shrunk failure, or the crash's account).
    package var report: String
    /// The seed file's path (where it would have gone, when it was not written).
    package var seedFile: String
    package var storage: Storage
    /// The picture's path, when one was drawn.
    package var picture: String?
}

extension RunEvent {
    /// The event as one record of the event log: its type, the format's version, and its fields.
    package var record: JSONValue {
        func record(_ type: String, _ fields: [String: JSONValue]) -> JSONValue {
            ReportFile.eventRecord(type: type, version: Self.formatVersion, fields)
        }
        func fields(_ value: some Encodable) -> [String: JSONValue] { ReportFile.fields(of: value) }
        switch self {
        case .started(let start): return record("started", fields(start))
        case .progress(let progress): return record("progress", fields(progress))
        case .storedSeedFailed(let failure): return record("stored-seed-failed", fields(failure))
        case .badSeedFile(let text): return record("bad-seed-file", ["problem": .string(text)])
        case .found(let finding): return record("found", fields(finding))
        case .foundAgain(let id, let seedFile, let caseIndex):
            return record("found-again", ["propertyID": .string(id), "seedFile": .string(seedFile), "caseIndex": .integer(Int64(caseIndex))])
        case .sameCrash(let id, let kept, let other, let replaced):
            return record(
                "same-crash", ["propertyID": .string(id), "kept": .string(kept), "other": .string(other), "replaced": .bool(replaced)])
        case .stopping(let signal, let atOnce): return record("stopping", ["signal": .string(signal), "atOnce": .bool(atOnce)])
        case .harnessEvent(let text): return record("harness-event", ["text": .string(text)])
        case .harnessProblem(let text): return record("harness-problem", ["text": .string(text)])
        case .notice(let text): return record("notice", ["text": .string(text)])
        case .sliceEnded(let slice): return record("slice-ended", fields(slice))
        case .coreBranches(let branches): return record("core-branches", fields(branches))
        case .finished(let summary): return record("finished", ["summary": (try? JSONValue(encoding: summary)) ?? .null])
        }
    }
}
