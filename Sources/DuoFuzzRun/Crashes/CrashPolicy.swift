import Foundation
import OperatingSystem
import DuoFuzzSupport

/// What to do when a worker process ends: pure logic over what is known of its end
/// (``CrashPolicy/Facts``), so that every branch is tested without launching anything.
///
/// A worker that ends without finishing its plan either recorded the single case it
/// was checking (its crash file names the case: reproduce it before it is stored), or
/// was in a case batch of many cases (run the case batch again one case at a time, so that the
/// next crash names the case). A `SIGKILL` that the run did not send came from outside
/// (an operator, a container's limit): it says nothing about the property, so it is
/// logged as a harness event and the work goes on where it was, at the normal pace.
///
/// While the run is stopping (SIGINT or SIGTERM), a worker still silent in a check a short grace after the
/// stop (``CrashPolicy/Facts/silentAtStop``), or stopped by the hang watchdog, was in an unfinished hang: on a
/// recorded single case it is kept as an unfinished hang candidate at once, since reproducing it would take
/// the whole hang timeout; in a case batch, the case batch runs again one case at a time to name the case.
package enum CrashPolicy {
    /// How many times one slot may crash before it is given up.
    static let crashLimitPerSlot = 1000

    /// The decision for `facts`.
    static func decide(_ facts: CrashPolicy.Facts) -> CrashPolicy.Decision {
        if facts.sawDone, facts.termination == .exited(0) { return .finished }
        if facts.runIsStopping, stoppedByRun(facts) { return .stoppedByRun }
        guard let item = facts.currentItem else { return .finished }
        if facts.crashes > crashLimitPerSlot {
            return .giveUp("worker \(facts.slot) crashed \(facts.crashes) times; gave up on the rest of its cases")
        }
        let id = item.propertyID
        let record = facts.record.flatMap { $0.propertyID == id ? $0 : nil }
        let cause = CrashPolicy.Cause(facts.termination, stoppedAsHung: facts.stoppedAsHung || facts.silentAtStop)
        // Killed, or stopped between case batches, by a signal from outside: the work goes on where it was.
        let outside: String? = cause == .signal(SIGKILL) ? "killed by SIGKILL" : stopSignal(of: facts).map { "stopped by \(SignalName.name($0))" }
        if let outside {
            let position = (outside.hasPrefix("killed") ? record?.position : nil) ?? facts.reachedPosition ?? item.startPosition
            let careful = max(0, item.startPosition + item.carefulPositions - position)
            return .resume(
                restarted(item, at: position, careful: careful, facts: facts),
                event: "worker \(facts.slot) was \(outside), which the run did not send, while on \(id) at position \(position); "
                    + "it was started again there")
        }
        if let record, record.isSingleCase {
            return facts.runIsStopping && cause == .hang ? .keepUnfinished(record) : .reproduce(record, cause: cause)
        }
        if let record { return .rerunCarefully(restarted(item, at: record.position, careful: record.count, facts: facts)) }
        if facts.currentPropertyID == id {
            let position = facts.reachedPosition ?? item.startPosition
            return .rerunCarefully(restarted(item, at: position, careful: FuzzWorker.largestPiece, facts: facts))
        }
        if facts.eventCount == 0 {
            return .giveUp("worker \(facts.slot) \(facts.termination) before running anything (see \(facts.errorLogPath)); its cases were not run")
        }
        return .rerunCarefully(restarted(item, at: item.startPosition, careful: 0, facts: facts))
    }

    /// Whether the run's own stop request ended the process: SIGTERM or SIGKILL sent on
    /// a stop (not the hang watchdog's), a worker's exit on that stop, or a normal exit after saying it was done.
    static func stoppedByRun(_ facts: CrashPolicy.Facts) -> Bool {
        switch facts.termination {
        case .signalled(let signal): return (signal == SIGTERM || signal == SIGKILL) && !facts.stoppedAsHung && !facts.silentAtStop
        case .exited: return facts.sawDone || stopSignal(of: facts) != nil
        }
    }

    /// The signal that stopped a worker between case batches, when it exited as a stopped worker does (128 + SIGTERM or
    /// SIGHUP, without saying it was done; ``WorkerProcess``).
    static func stopSignal(of facts: CrashPolicy.Facts) -> Int32? {
        guard !facts.sawDone, case .exited(let status) = facts.termination else { return nil }
        return [SIGTERM, SIGHUP].first { status == ExitCode.stopped(by: $0).rawValue }
    }

    /// `item` to run again from `position`, the first `careful` positions one case at a
    /// time, with what is left of its time budget.
    static func restarted(_ item: WorkItem, at position: Int, careful: Int, facts: CrashPolicy.Facts) -> WorkItem {
        var restarted = item
        restarted.startPosition = position
        restarted.carefulPositions = careful
        // A guided slice draws from the kept cases its batch started from: the same again, by name.
        if restarted.guided != nil, let parents = facts.record?.parents { restarted.guided?.parents = parents }
        if let budget = item.timeBudgetSeconds, let elapsed = facts.secondsOnProperty {
            restarted.timeBudgetSeconds = max(0, budget - elapsed)
        }
        return restarted
    }
}

extension CrashPolicy {
    /// What is known when a worker process ends.
    struct Facts: Equatable {
        /// The slot's number.
        var slot: Int
        /// How the process ended.
        var termination: ProcessEnding
        /// Whether the supervisor stopped it as hung.
        var stoppedAsHung = false
        /// Whether the run is stopping (SIGINT or SIGTERM arrived).
        var runIsStopping = false
        /// Whether the supervisor stopped it because, a grace period after the run's stop, it was still silent in
        /// a check (not in a shrink).
        var silentAtStop = false
        /// Whether the process said it was done.
        var sawDone = false
        /// How many events it wrote.
        var eventCount = 0
        /// What its crash file holds.
        var record: CurrentWork?
        /// The slot's first work item (the property it was on, or would run next).
        var currentItem: WorkItem?
        /// The property it reported starting and had not finished.
        var currentPropertyID: String?
        /// The next position of that property, as far as the slot knows.
        var reachedPosition: Int?
        /// How many times the slot's processes have crashed, this one included.
        var crashes = 1
        /// Seconds since the slot first started the property (for what is left of its time budget).
        var secondsOnProperty: Double?
        /// The process's standard error, for messages.
        var errorLogPath = ""
    }
}

extension CrashPolicy.Facts {
    /// What is known at `now` of the end of `life`, the process of `slot`, which ended by `termination`; its crash
    /// file is read here.
    init(slot: WorkerSlot, life: WorkerLife, termination: ProcessEnding, runIsStopping: Bool, now: ContinuousClock.Instant) {
        let item = slot.items.first
        self.init(
            slot: slot.number, termination: termination, stoppedAsHung: life.stoppedAsHung, runIsStopping: runIsStopping,
            silentAtStop: life.silentAtStop,
            sawDone: life.sawDone, eventCount: life.eventCount, record: CurrentWork.read(from: life.files.crashRecordPath),
            currentItem: item, currentPropertyID: life.currentPropertyID, reachedPosition: item.flatMap { slot.positions[$0.propertyID] },
            crashes: slot.crashes + 1, secondsOnProperty: item.flatMap { slot.firstStart[$0.propertyID] }.map { (now - $0).seconds },
            errorLogPath: life.files.errorLogPath)
    }
}

extension CrashPolicy {
    /// What the supervisor does about a worker's end.
    enum Decision: Equatable {
        /// It finished its plan, or had nothing left: nothing to do.
        case finished
        /// The run's stop request ended it: nothing to record, nothing to restart.
        case stoppedByRun
        /// It crashed or hung on this single case: reproduce it in a fresh process, and store it if it
        /// fails the same way; the slot then goes on with its next property.
        case reproduce(CurrentWork, cause: CrashPolicy.Cause)
        /// It crashed or hung somewhere in a case batch: start again with this item, which runs the case batch one case at a time.
        case rerunCarefully(WorkItem)
        /// The run is stopping and this single case had not returned: keep it as an unfinished hang candidate,
        /// without running it again.
        case keepUnfinished(CurrentWork)
        /// It was killed from outside: log `event` and start again with this item.
        case resume(WorkItem, event: String)
        /// Stop this slot: `problem` says why; its remaining cases are not run.
        case giveUp(String)
    }
}
