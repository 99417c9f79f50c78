import DuoCheckEngine

/// How a guided run shares its time: in rounds of one slice a worker, each round's properties chosen by the
/// progress each is expected to make, as HypoFuzz gives its time to the tests where it expects new coverage.
///
/// - A property that has not had a slice gets one first, in the catalogue's order.
/// - A property gets a slice at least every ``minimumGap`` rounds: four times the rounds an even split would leave
///   between its slices, so every property keeps at least a quarter of an even share.
/// - The other places go by a draw weighted by each property's expected new features per slice: half the last
///   slice's new features plus half the estimate before it, plus ``floorWeight``, so that a property that found
///   nothing new for long still gets an occasional slice between its guaranteed ones.
/// - A property that failed gets no more slices, as a random run stops a property at its first failure.
///
/// The schedule is a function of the run's seed, the number of workers and the reports of the slices (which a
/// round's end hands in, in the round's order): a night replays from its event log.
struct GuidedSchedule {
    /// One property's record.
    struct Standing: Equatable {
        var slices = 0
        var estimate = 0.0
        var lastRound = -1
        var failed = false
    }

    /// The weight every property keeps, in expected new features per slice.
    static let floorWeight = 0.1

    let propertyIDs: [String]
    let workers: Int
    /// Whether the schedule follows progress; without it, every round takes the next properties in turn (the
    /// unguided baseline).
    let followsProgress: Bool
    private(set) var standings: [String: Standing]
    private(set) var round = 0
    private var random: SplitMix64

    /// A schedule of `propertyIDs` over `workers`, its draws from `seed`.
    init(propertyIDs: [String], workers: Int, seed: UInt64, followsProgress: Bool = true) {
        self.propertyIDs = propertyIDs
        self.workers = max(1, workers)
        self.followsProgress = followsProgress
        standings = Dictionary(uniqueKeysWithValues: propertyIDs.map { ($0, Standing()) })
        random = SplitMix64(seed: seed ^ 0x6775_6964_6564)
    }

    /// The most rounds between two slices of one property.
    var minimumGap: Int { 4 * max(1, (propertyIDs.count + workers - 1) / workers) }

    /// The properties of the next round, at most one a worker and each once; empty when every property failed.
    mutating func nextRound() -> [String] {
        defer { round += 1 }
        var open = propertyIDs.filter { standings[$0]?.failed == false }
        var chosen: [String] = []
        func take(_ id: String) {
            chosen.append(id)
            open.removeAll { $0 == id }
            standings[id]?.lastRound = round
        }
        if !followsProgress {
            // In turn: the properties that waited longest first, the catalogue's order breaking ties.
            for id in open.sorted(by: { (standings[$0]?.lastRound ?? -1) < (standings[$1]?.lastRound ?? -1) }) where chosen.count < workers {
                take(id)
            }
            return chosen
        }
        for id in open where standings[id]?.slices == 0 && chosen.count < workers { take(id) }
        let overdue = open.filter { round - (standings[$0]?.lastRound ?? -1) >= minimumGap }
            .sorted { (standings[$0]?.lastRound ?? -1) < (standings[$1]?.lastRound ?? -1) }
        for id in overdue where chosen.count < workers { take(id) }
        while chosen.count < workers, !open.isEmpty {
            let weights = open.map { (standings[$0]?.estimate ?? 0) + Self.floorWeight }
            var point = Double(random.next() >> 11) / Double(1 << 53) * weights.reduce(0, +)
            var pick = open.count - 1
            for (index, weight) in weights.enumerated() {
                if point < weight {
                    pick = index
                    break
                }
                point -= weight
            }
            take(open[pick])
        }
        return chosen
    }

    /// Counts a slice's report.
    mutating func record(_ report: GuidedSliceReport) {
        guard var standing = standings[report.propertyID] else { return }
        standing.slices += 1
        standing.estimate = standing.slices == 1 ? Double(report.newFeatures) : (standing.estimate + Double(report.newFeatures)) / 2
        standings[report.propertyID] = standing
    }

    /// Counts a slice that ended without a report (a crash, a stop), as one that found nothing new.
    mutating func recordSilent(_ propertyID: String) {
        standings[propertyID]?.slices += 1
        standings[propertyID]?.estimate /= 2
    }

    /// Gives `propertyID` no more slices.
    mutating func noteFailure(_ propertyID: String) {
        standings[propertyID]?.failed = true
    }
}
