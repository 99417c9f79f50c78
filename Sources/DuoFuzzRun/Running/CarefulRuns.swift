import DuoFuzzSupport

/// The case batches being run again one case at a time after their worker crashed or hung in them, by slot, and what it
/// means when such a run finishes its property without crashing or hanging again.
///
/// A case batch that crashed runs again one case at a time, to find the case. If that run finishes the property (the
/// case batch passed, or the time budget ended first) the crash was not found again: a harness problem. A worker
/// stopped as hung in a case batch whose cases then all returned had stalled (a stopped process, a busy machine): it
/// says "stalled", not "crashed".
struct CarefulRuns {
    /// A case batch being run again one case at a time, and why.
    private struct CarefulRun {
        /// The item the slot restarted with.
        var item: WorkItem
        /// How the case batch's worker ended.
        var cause: CrashPolicy.Cause
        /// Whether it was stopped as silent after the run's stop.
        var silentAtStop: Bool
    }

    /// The careful runs in hand, by slot.
    private var runs: [Int: CarefulRun] = [:]

    /// Notes that slot `number` restarted with `item`, which runs its first positions one case at a time, after
    /// its worker ended by `cause`.
    mutating func start(slot number: Int, item: WorkItem, cause: CrashPolicy.Cause, silentAtStop: Bool) {
        runs[number] = CarefulRun(item: item, cause: cause, silentAtStop: silentAtStop)
    }

    /// Forgets slot `number`'s careful run: it found its case, or its worker ended again.
    mutating func end(slot number: Int) {
        runs[number] = nil
    }

    /// The harness problem of slot `number`'s careful run of property `id`, which reached `position` without
    /// crashing or hanging again, or `nil` when the slot had no careful run of it; the run is forgotten either
    /// way. `hangTimeout` is the run's.
    mutating func problem(finishing id: String, reached position: Int, slot number: Int, hangTimeout: Duration) -> String? {
        guard let careful = runs.removeValue(forKey: number), careful.item.propertyID == id else { return nil }
        let item = careful.item
        let end = item.startPosition + item.carefulPositions
        let place = "positions \(item.startPosition)..<\(end) of \(id)"
        let budgetEnded = position < min(end, item.positionLimit ?? .max)
        switch careful.cause {
        case .hang where careful.silentAtStop:
            return "worker \(number) stalled: it was silent for \(DurationText.describe(RunStop.grace)) after the run was stopped, somewhere in "
                + "\(place); run again one case at a time, \(budgetEnded ? "the run ended at position \(position) first" : "none of them hung"), "
                + "so it was a stall, not a finding"
        case .hang:
            return "worker \(number) stalled: it reported nothing for \(DurationText.describe(hangTimeout)) somewhere in \(place) and was "
                + "stopped; run again one case at a time, \(budgetEnded ? "the time budget ended at position \(position) first" : "none of them hung, so it was a stall (a stopped process or a busy machine), not a finding")"
        default:
            let found = budgetEnded ? "the time budget ended at position \(position) first" : "none of them crashed"
            return "worker \(number) crashed somewhere in \(place); run again one case at a time, \(found)"
        }
    }
}
