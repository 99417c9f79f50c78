import DuoCheckEngine

/// The supervisor's side of a guided run: the schedule (``GuidedSchedule``), and the round in hand, whose slices'
/// reports are handed to the schedule in the round's order once every slice has ended, so that the schedule does
/// not depend on which worker finished first.
struct GuidedRound {
    /// One slice of the round.
    struct Slice {
        var slot: Int
        var propertyID: String
        var number: Int
        var startedAt: Double
        var report: GuidedSliceReport?
    }

    private(set) var schedule: GuidedSchedule
    let seed: UInt64
    let sliceSeconds: Double
    private(set) var slices: [Slice] = []
    private(set) var sliceCount = 0
    /// The blocks each property's kept cases reach, from its latest report.
    private(set) var blocks: [String: [Int32]] = [:]

    /// Whether guidance is on. Off (`DUOFUZZ_GUIDANCE=off`), the run is the unguided baseline that `duo-bench
    /// guided` compares with: properties in turn, every case drawn fresh, what they reach counted all the same.
    let isGuided: Bool

    /// A guided run of `propertyIDs` over `workers`, seeded by the run's `seed` and shard.
    init(propertyIDs: [String], workers: Int, seed: UInt64, sliceSeconds: Double, isGuided: Bool = true) {
        schedule = GuidedSchedule(propertyIDs: propertyIDs, workers: workers, seed: seed, followsProgress: isGuided)
        self.seed = seed
        self.sliceSeconds = sliceSeconds
        self.isGuided = isGuided
    }

    /// Starts the next round at `elapsed` seconds with `left` seconds of the run left: the item of each slot that
    /// gets a slice. Empty when no property is left to run.
    mutating func start(elapsed: Double, left: Double) -> [(slot: Int, item: WorkItem)] {
        slices = schedule.nextRound().enumerated().map { slot, id in
            defer { sliceCount += 1 }
            return Slice(slot: slot, propertyID: id, number: sliceCount, startedAt: elapsed)
        }
        return slices.map { slice in
            var random = SplitMix64(seed: seed &+ UInt64(slice.number) &* 0xD6E8_FEB8_6659_FD93)
            let guided = GuidedSlice(seed: random.next(), number: slice.number, seconds: min(sliceSeconds, left), freshOnly: !isGuided)
            return (slice.slot, WorkItem(propertyID: slice.propertyID, startPosition: 0, positionLimit: nil, timeBudgetSeconds: nil, guided: guided))
        }
    }

    /// Notes the report of slot `slot`'s slice, ended at `elapsed`; the record for the run's events.
    mutating func ended(_ report: GuidedSliceReport, slot: Int, elapsed: Double) -> GuidedSliceRecord? {
        guard let index = slices.firstIndex(where: { $0.slot == slot && $0.propertyID == report.propertyID }) else { return nil }
        slices[index].report = report
        blocks[report.propertyID] = report.blocks
        let slice = slices[index]
        return GuidedSliceRecord(round: schedule.round - 1, worker: slot, startedAt: slice.startedAt, endedAt: elapsed, report: report)
    }

    /// Hands the round's reports to the schedule, in the round's order; `failed` says which properties found a failure.
    mutating func finish(failed: (String) -> Bool) {
        for slice in slices {
            if let report = slice.report { schedule.record(report) } else { schedule.recordSilent(slice.propertyID) }
            if failed(slice.propertyID) { schedule.noteFailure(slice.propertyID) }
        }
        slices = []
    }
}
