import Foundation
import OperatingSystem
import OperatingSystemFiles
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// What the supervisor does with what the workers find, and what it shows of the run.
extension FuzzSupervisor {
    /// Keeps a crash that a worker recorded on a single case; whether it reproduced (and so was stored).
    func keepCrash(_ record: CurrentWork, cause: CrashPolicy.Cause, lastWords: String?) -> Bool {
        defer { pool.forgiveSilence() }
        let keeper = CrashKeeper(for: options, executable: executable, includesDemos: includesDemos, workDirectory: workDirectory)
        switch keeper.keep(record, cause: cause, lastWords: lastWords, recorder: recorder) {
        case .stored(let entry?):
            tallies.noteFound(propertyID: record.propertyID, seedFile: entry.seedFile, isCrash: true)
            return true
        case .stored(nil): return true
        case .replaced(let entry, let earlier):
            tallies.replaceFound(propertyID: record.propertyID, earlierSeedFile: earlier, by: entry.seedFile)
            return true
        case .notReproduced(let problem):
            harness.note(problem, to: events)
            return false
        }
    }

    // MARK: Progress and summary

    /// Redraws the progress line on a terminal, at most five times a second.
    func drawProgressIfDue() {
        guard console.showsProgress, clock.now - lastProgressDraw >= .milliseconds(200) else { return }
        lastProgressDraw = clock.now
        let elapsed = (clock.now - startInstant).seconds
        let done = options.cases.flatMap { pool.fractionRun(ofCases: $0, propertyCount: properties.count) }
        events.emit(
            .progress(
                RunProgress(
                    elapsedSeconds: elapsed, remainingSeconds: budget.remainingSeconds(elapsed: elapsed, done: done), cases: tallies.casesRun,
                    found: tallies.found, current: pool.currentPropertyID)))
    }

    /// The run's summary, whose exit code is the run's.
    func makeSummary() -> RunSummary {
        let foundAny = tallies.found > 0 || !recorder.recorded.isEmpty
        let exitCode = harness.exitCode(foundAny: foundAny, stopSignal: stop.signal)
        let now = clock.now
        var summary = RunSummary(
            seed: options.seed, shard: options.shard.description, workers: options.workers,
            status: stop.isStopping ? "interrupted by \(SignalName.name(stop.signal))" : "completed",
            exitCode: exitCode.rawValue, seconds: (now - startInstant).seconds,
            properties: properties.map { tallies.summary(of: $0.id, slots: pool.slots, now: now) },
            counterexamples: tallies.sorted(recorder.recorded, order: properties.map(\.id)))
        summary.budget = budget.text
        harness.fill(&summary)
        if options.summaryPath != nil {
            summary.commit = BuildInfo.commit()
            summary.toolchain = BuildInfo.toolchain(scratch: workDirectory)
        }
        return summary
    }
}
