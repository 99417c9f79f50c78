import Foundation
import Testing
import DuoCheckEngine
import DuoCheckTesting

/// A counterexample database in memory: what it was given to fetch, and every save it was asked for.
final class MemoryDatabase: CounterexampleDatabase, @unchecked Sendable {
    private let lock = NSLock()
    private var held: CounterexampleFetch
    private var savedReports: [FailureReport] = []
    private var fetchedKeys: [String] = []

    init(_ fetch: CounterexampleFetch = CounterexampleFetch()) {
        held = fetch
    }

    var saves: [FailureReport] { lock.withLock { savedReports } }
    var keys: [String] { lock.withLock { fetchedKeys } }

    func fetch(key: String) -> CounterexampleFetch {
        lock.withLock {
            fetchedKeys.append(key)
            return held
        }
    }

    func save(_ failure: FailureReport, key: String) -> String {
        lock.withLock {
            savedReports.append(failure)
            held.stored.append(StoredChoices(origin: "memory/\(savedReports.count)", choices: failure.shrunk.choices))
            return "memory/\(savedReports.count) (new)"
        }
    }
}

/// Keeps every value a property's check saw, in order. Unchecked: a run checks on the calling thread.
final class CheckedValues: @unchecked Sendable {
    var values: [Int] = []
}

/// A run given a counterexample database replays its stored choices first, reports and shrinks one that fails
/// again, keeps going past one that holds, saves a new failure once, and draws exactly as a run without one.
@Suite("Counterexample database")
struct CounterexampleDatabaseTests {
    /// A property of a whole number from 0 to 1000 that fails from 500 up, noting every value it checks. A choice
    /// of this range is the value itself (a range above 0 counts from its lower bound).
    static func atLeast500(_ seen: CheckedValues) -> Property<Int> {
        Property("engine.database.below-500", rule: "test", generator: Gen.int(in: 0...1000)) { value in
            seen.values.append(value)
            try require(value < 500, "\(value) is not below 500")
        }
    }

    static let configuration = RunConfiguration(cases: 100, seed: 7)

    @Test("stored choices replay first, simplest first; the first that fails is shrunk and reported as stored, and nothing is drawn")
    func storedFailureGoesFirst() throws {
        let seen = CheckedValues()
        let stored = [
            StoredChoices(origin: "memory/b", choices: [900]), StoredChoices(origin: "memory/c", choices: [700]),
            StoredChoices(origin: "memory/a", choices: [3])
        ]
        let database = MemoryDatabase(CounterexampleFetch(stored: stored))
        var configuration = Self.configuration
        configuration.database = database
        let report = Self.atLeast500(seen).run(configuration)
        let failure = try #require(report.failure)
        #expect(database.keys == ["engine.database.below-500"])
        #expect(Array(seen.values.prefix(2)) == [3, 700], "the replay order is shortlex over the choices")
        #expect(failure.replayedFrom == "memory/c")
        #expect(failure.original.choices == [700])
        #expect(failure.shrunk.value == .integer(500), "a stored failure is shrunk as a drawn one is")
        #expect(report.casesRun == 0 && report.storedCasesReplayed == 2)
        #expect(database.saves.isEmpty, "a stored failure is stored already")
        #expect(failure.saved == nil)
        #expect(failure.description.contains("original counterexample (stored in memory/c, replayed before the run drew, 1 choices)"))
    }

    @Test("a stored case that holds (or is filtered out) is kept, and the run draws as it would without a database")
    func storedPassingCaseLetsTheRunGoOn() {
        let holds = Property("engine.database.holds", rule: "test", generator: Gen.int(in: 0...1000).filter { $0 != 4 }) { _ in }
        let database = MemoryDatabase(
            CounterexampleFetch(stored: [StoredChoices(origin: "memory/a", choices: [3]), StoredChoices(origin: "memory/b", choices: [4])]))
        var configuration = Self.configuration
        configuration.database = database
        var report = holds.run(configuration)
        #expect(report.passed && report.storedCasesReplayed == 2)
        #expect(database.fetch(key: holds.id).stored.count == 2, "nothing is deleted")
        report.storedCasesReplayed = nil
        #expect(report.withoutTimings == holds.run(Self.configuration).withoutTimings)
    }

    @Test("a new failure is saved once, shrunk, and the report says where it went")
    func newFailureIsSavedOnce() throws {
        let database = MemoryDatabase()
        var configuration = Self.configuration
        configuration.database = database
        let report = Self.atLeast500(CheckedValues()).run(configuration)
        let failure = try #require(report.failure)
        #expect(database.saves.count == 1)
        #expect(database.saves.first?.shrunk.value == .integer(500))
        #expect(failure.saved == "memory/1 (new)" && failure.replayedFrom == nil)
        #expect(failure.description.contains("  saved: memory/1 (new)"))

        // The next run finds it stored: it fails again from storage, and nothing more is saved.
        let again = Self.atLeast500(CheckedValues()).run(configuration)
        #expect(again.failure?.replayedFrom == "memory/1" && database.saves.count == 1)
    }

    @Test("with an empty database, or none, the run and its draws are the same")
    func noDatabaseChangesNothing() {
        let plain = Self.atLeast500(CheckedValues())
        var configuration = Self.configuration
        #expect(configuration.database == nil, "a configuration has no database unless one is given")
        let without = plain.run(configuration)
        configuration.database = MemoryDatabase()
        var with = plain.run(configuration)
        #expect(with.storedCasesReplayed == 0 && without.storedCasesReplayed == nil)
        with.storedCasesReplayed = nil
        with.failure?.saved = nil
        #expect(with.withoutTimings == without.withoutTimings)
    }

    @Test("what a fetch cannot read is a problem of the run, named, and fails it")
    func fetchProblemsAreReported() {
        let holds = Property("engine.database.problem", rule: "test", generator: Gen.int(in: 0...10)) { _ in }
        var configuration = Self.configuration
        configuration.database = MemoryDatabase(CounterexampleFetch(problems: ["memory/bad: not JSON"]))
        let report = holds.run(configuration)
        #expect(!report.passed && report.problems == ["memory/bad: not JSON"])
    }

    @Test("the Swift Testing bridge passes its database to the run: a stored failure is recorded as one")
    func bridgeTakesADatabase() {
        let database = MemoryDatabase(CounterexampleFetch(stored: [StoredChoices(origin: "memory/a", choices: [800])]))
        let property = Self.atLeast500(CheckedValues())
        let planted = PlantedFailures.expecting {
            withKnownIssue {
                check(AnyProperty(property), configuration: Self.configuration, database: database)
            }
        }
        #expect(planted.text.contains("stored in memory/a, replayed before the run drew"), "\(planted.text)")
        #expect(database.saves.isEmpty)
    }
}
