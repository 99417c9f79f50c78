import Foundation
import DuoFuzzSupport

/// What a run counted, per property, across all worker slots: cases, time, and the
/// distinct seed files found.
struct RunTallies {
    private var tallies: [String: PropertyTally] = [:]
    private var seedFilesFound: [String: Set<String>] = [:]

    /// A worker started property `id` at `instant`.
    mutating func started(_ id: String, at instant: ContinuousClock.Instant) {
        tallies[id, default: PropertyTally()].started(at: instant)
    }

    /// A worker finished (or left) property `id` at `instant`.
    mutating func ended(_ id: String, at instant: ContinuousClock.Instant) {
        tallies[id, default: PropertyTally()].ended(at: instant)
    }

    /// A guided slice of property `id` took `seconds`.
    mutating func sliceTook(_ id: String, seconds: Double) {
        tallies[id, default: PropertyTally()].sliceSeconds += seconds
    }

    /// Whether property `id` has a failure or crash.
    func hasFound(_ id: String) -> Bool {
        !(seedFilesFound[id]?.isEmpty ?? true)
    }

    /// A case batch of property `id` ran these cases.
    mutating func counted(_ id: String, casesRun: Int, invalidCases: Int) {
        tallies[id, default: PropertyTally()].casesRun += casesRun
        tallies[id, default: PropertyTally()].invalidCases += invalidCases
    }

    /// A failure or crash of property `propertyID` is in `seedFile`; each file counts once.
    mutating func noteFound(propertyID: String, seedFile: String, isCrash: Bool) {
        guard seedFilesFound[propertyID, default: []].insert(seedFile).inserted else { return }
        if isCrash {
            tallies[propertyID, default: PropertyTally()].crashes += 1
        } else {
            tallies[propertyID, default: PropertyTally()].failures += 1
        }
    }

    /// Puts `seedFile` in the place of `earlierSeedFile`, a find of property `propertyID` that it stands for now
    /// (the same crash, a simpler seed): the count stays.
    mutating func replaceFound(propertyID: String, earlierSeedFile: String, by seedFile: String) {
        guard seedFilesFound[propertyID]?.remove(earlierSeedFile) != nil else {
            return noteFound(propertyID: propertyID, seedFile: seedFile, isCrash: true)
        }
        seedFilesFound[propertyID, default: []].insert(seedFile)
    }

    /// Valid cases run, over every property.
    var casesRun: Int { tallies.values.reduce(0) { $0 + $1.casesRun } }

    /// Failures and crashes found, over every property.
    var found: Int { tallies.values.reduce(0) { $0 + $1.failures + $1.crashes } }

    /// Property `id`'s part of the summary, with the positions each slot reached.
    func summary(of id: String, slots: [WorkerSlot], now: ContinuousClock.Instant) -> PropertySummary {
        let tally = tallies[id] ?? PropertyTally()
        let seconds = tally.seconds(now: now)
        return PropertySummary(
            propertyID: id, casesRun: tally.casesRun, invalidCases: tally.invalidCases,
            casesPerSecond: seconds > 0 ? (Double(tally.casesRun) / seconds).rounded() : 0, seconds: seconds,
            failures: tally.failures, crashes: tally.crashes,
            slices: slots.map { SliceSummary(shard: $0.shard.description, positions: $0.positions[id] ?? 0) },
            started: tally.firstStart != nil || tally.failures + tally.crashes > 0)
    }

    /// `recorded` in the order of the properties (`order`), then by seed file, so that the
    /// summary does not depend on which worker reported first.
    func sorted(_ recorded: [RecordedCounterexample], order: [String]) -> [RecordedCounterexample] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return recorded.sorted { (rank[$0.propertyID] ?? .max, $0.seedFile) < (rank[$1.propertyID] ?? .max, $1.seedFile) }
    }
}
