import Testing
@testable import DuoFuzzRun

/// The guided run's schedule: every property first, then time by expected progress, a minimum share for each, none
/// for a property that failed, and the same rounds from the same seed and reports.
@Suite("Guided schedule")
struct GuidedScheduleTests {
    static let ids = ["a", "b", "c", "d", "e"]

    /// A report of `id` with `newFeatures`.
    static func report(_ id: String, newFeatures: Int) -> GuidedSliceReport {
        GuidedSliceReport(
            propertyID: id, slice: 0, cases: 100, invalidCases: 0, seconds: 1, featuresBefore: 0, newFeatures: newFeatures, blocks: [],
            corpusSize: 1, stableEntries: 0, checkedEntries: 0, prunedEntries: 0)
    }

    /// Runs `rounds` rounds, each slice reporting what `found` says; the rounds.
    static func rounds(_ count: Int, workers: Int, seed: UInt64, found: (String, Int) -> Int) -> [[String]] {
        var schedule = GuidedSchedule(propertyIDs: ids, workers: workers, seed: seed)
        return (0..<count).map { round in
            let chosen = schedule.nextRound()
            for id in chosen { schedule.record(report(id, newFeatures: found(id, round))) }
            return chosen
        }
    }

    @Test("every property gets a slice in the first rounds, in the catalogue's order, one a worker")
    func everyPropertyFirst() {
        let rounds = Self.rounds(3, workers: 2, seed: 1) { _, _ in 0 }
        #expect(rounds[0] == ["a", "b"])
        #expect(rounds[1] == ["c", "d"])
        #expect(rounds[2].first == "e")
        #expect(rounds.allSatisfy { Set($0).count == $0.count && $0.count == 2 }, "\(rounds)")
    }

    @Test("a property still finding new features gets most of the time; the others keep their minimum share")
    func progressGetsTime() {
        let rounds = Self.rounds(400, workers: 1, seed: 9) { id, _ in id == "c" ? 10 : 0 }
        let counts = Dictionary(grouping: rounds.joined(), by: { $0 }).mapValues(\.count)
        #expect((counts["c"] ?? 0) > 200, "\(counts)")
        let gap = GuidedSchedule(propertyIDs: Self.ids, workers: 1, seed: 0).minimumGap
        for id in Self.ids where id != "c" {
            let turns = rounds.indices.filter { rounds[$0].contains(id) }
            let longest = zip(turns, turns.dropFirst()).map { $1 - $0 }.max() ?? 0
            #expect(longest <= gap, "\(id) waited \(longest) rounds, more than \(gap)")
        }
    }

    @Test("a property that stops finding new features gets less time than it had while it found them")
    func stalledGetsLess() {
        let rounds = Self.rounds(300, workers: 1, seed: 4) { id, round in id == "b" && round < 100 ? 10 : 0 }
        let early = rounds[..<100].filter { $0.contains("b") }.count
        let late = rounds[200...].filter { $0.contains("b") }.count
        #expect(early > 2 * late, "b: \(early) slices in the first 100 rounds, \(late) in the last 100")
    }

    @Test("the same seed and the same reports give the same rounds; another seed, other rounds")
    func deterministic() {
        let found: (String, Int) -> Int = { id, round in (round * 7 + Int(id.unicodeScalars.first!.value)) % 5 }
        #expect(Self.rounds(200, workers: 2, seed: 3, found: found) == Self.rounds(200, workers: 2, seed: 3, found: found))
        #expect(Self.rounds(200, workers: 2, seed: 3, found: found) != Self.rounds(200, workers: 2, seed: 4, found: found))
    }

    @Test("a property that failed gets no more slices")
    func failedGetsNone() {
        var schedule = GuidedSchedule(propertyIDs: Self.ids, workers: 2, seed: 1)
        schedule.noteFailure("a")
        for _ in 0..<50 { #expect(!schedule.nextRound().contains("a")) }
        for id in Self.ids { schedule.noteFailure(id) }
        #expect(schedule.nextRound().isEmpty)
    }
}
