import Foundation
import DuoFuzzSupport

/// What a run notes about itself besides its finds, for its summary: the harness's events (a worker killed from
/// outside) and problems (cases not run, a crash that did not reproduce), the bad files of its seeds folder, how
/// often a worker was started again, and how many stored seeds replayed first.
struct HarnessLog {
    /// What happened to the harness that the run survived.
    var events: [String] = []
    /// What went wrong with the harness itself.
    var problems: [String] = []
    /// The files in the seeds folder that could not replay as seeds, each `path: what is wrong`.
    var badSeedFiles: [String] = []
    /// How many times a worker process was started again after it ended early.
    var workerRestarts = 0
    /// How many stored seeds replayed before the run explored.
    var replayedSeeds = 0

    /// The exit code of a run with this log: 1 when it found something or its harness had a problem, else 2 for a
    /// bad seed file, else that of the signal that stopped it (130, 143, 129 for SIGHUP, 141 for SIGPIPE), else 0.
    func exitCode(foundAny: Bool, stopSignal: Int32) -> ExitCode {
        if foundAny || !problems.isEmpty { return .failure }
        if !badSeedFiles.isEmpty { return .usage }
        return stopSignal == 0 ? .success : ExitCode.stopped(by: stopSignal)
    }

    /// Notes a harness problem, and shows it at once (it is listed again at the end).
    mutating func note(_ problem: String, to events: RunEventStream) {
        problems.append(problem)
        events.emit(.harnessProblem(problem))
    }

    /// Puts the log into `summary`.
    func fill(_ summary: inout RunSummary) {
        summary.replayedSeeds = replayedSeeds
        summary.workerRestarts = workerRestarts
        summary.harnessEvents = events
        summary.harnessProblems = problems
        summary.badSeedFiles = badSeedFiles
    }
}
