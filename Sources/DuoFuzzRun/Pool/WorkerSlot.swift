import Foundation
import DuoCheckEngine
import DuoFuzzSupport

/// One worker position of a run: its slice of the case indices, the plan left to
/// run, how far it got on each property, and the process running it now (one
/// ``WorkerLife`` per process, replaced whole when a new one starts).
struct WorkerSlot {
    /// The slot's number, from 0.
    let number: Int
    /// The slot's slice of the case indices.
    let shard: Shard
    /// The properties left to run; the first is the one running now (or next).
    var items: [WorkItem]
    /// When the slot first started each property (a restart keeps the first time, for the time budget).
    var firstStart: [String: ContinuousClock.Instant] = [:]
    /// The next position to run of each property (so `positions[id]` positions ran).
    var positions: [String: Int] = [:]
    /// How many processes this slot has started.
    var generations = 0
    /// How many times a process of this slot ended without finishing its plan.
    var crashes = 0
    /// The process running the plan now, if one is.
    var life: WorkerLife?

    /// Whether a process is running.
    var isRunning: Bool { life != nil }

    /// The slots of a run with `options`: one per worker, each with its slice of the shard and every one of
    /// `properties` to run, each with `perPropertySeconds` of time budget.
    static func slots(for options: RunOptions, properties: [AnyProperty], perPropertySeconds: Double?) -> [WorkerSlot] {
        (0..<options.workers).map { number in
            let shard = options.shard.worker(number, of: options.workers)
            let items = properties.map { property in
                WorkItem(
                    propertyID: property.id, startPosition: 0, positionLimit: options.cases.map { shard.positionCount(below: $0) },
                    timeBudgetSeconds: perPropertySeconds)
            }
            return WorkerSlot(number: number, shard: shard, items: items)
        }
    }
}

/// One process of a slot, from its start to its end: a fresh value per process, so
/// that nothing of an earlier process's state carries over.
struct WorkerLife {
    /// Which process of the slot this is, from 1.
    let generation: Int
    /// The process.
    let child: ChildProcess
    /// Its files.
    let files: WorkerFiles
    /// When it started.
    let started: ContinuousClock.Instant
    /// When it last reported (or started, or the supervisor last paused for other work).
    var lastHeard: ContinuousClock.Instant
    /// How many events it has written.
    var eventCount = 0
    /// The property it reported starting and has not finished.
    var currentPropertyID: String?
    /// Whether it said it was done.
    var sawDone = false
    /// Whether the supervisor stopped it because it stopped reporting.
    var stoppedAsHung = false
    /// Whether the supervisor stopped it because it was still silent in a check a grace period after the run's
    /// stop (see ``WorkerPool/stopSilent(stoppedAt:grace:)``).
    var silentAtStop = false

    /// A process just started.
    init(generation: Int, child: ChildProcess, files: WorkerFiles, now: ContinuousClock.Instant) {
        self.generation = generation
        self.child = child
        self.files = files
        started = now
        lastHeard = now
    }
}

/// The files of one worker process, in the run's work directory.
struct WorkerFiles {
    /// The plan it runs.
    var planPath: String
    /// The crash file it maps (see ``CrashRecorder``).
    var crashRecordPath: String
    /// Its standard error.
    var errorLogPath: String

    /// The files of process `generation` of slot `slot`.
    init(directory: URL, slot: Int, generation: Int) {
        let stem = directory.appendingPathComponent("worker-\(slot)-\(generation)").path
        planPath = stem + ".plan.json"
        crashRecordPath = stem + ".crash.json"
        errorLogPath = stem + ".log"
    }

    /// The last informative line the process wrote on standard error (a Swift runtime's
    /// `Fatal error: …` line if there is one), cut to 300 characters.
    func lastWords() -> String? {
        LastWords.read(from: errorLogPath)
    }
}
