import Foundation
import Testing
import DuoCheckEngine
import DuoSeedFiles

/// The seeds folder as the engine's counterexample database: a run saves its new failure as a seed file, the next
/// run replays it first, and whatever in the property's folder is not a readable seed is named, never followed.
@Suite("Seed database")
struct SeedDatabaseTests {
    static let propertyID = "seed-database-sample"

    /// A whole number from 0 to 1000 that must stay below 500 (a choice of this range is the value itself).
    static let belowHalf = Property(propertyID, rule: "test", generator: Gen.int(in: 0...1000)) { value in
        try require(value < 500, "\(value) is not below 500")
    }

    /// `database` as the database of a run of 100 cases from run seed 3.
    static func configuration(_ database: SeedDatabase) -> RunConfiguration {
        var configuration = RunConfiguration(cases: 100, seed: 3)
        configuration.database = database
        return configuration
    }

    /// The `.json` files in the property's folder under `directory`.
    static func seedFiles(in directory: URL) -> [String] {
        let folder = directory.appendingPathComponent(propertyID)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// A failure seed of the property with `choices`, written into its folder under `directory` as `name`.
    @discardableResult
    static func write(choices: [UInt64], kind: SeedFile.Kind = .failure, named name: String? = nil, in directory: URL) throws -> URL {
        let seed = SeedFile(
            propertyID: propertyID, runSeed: 1, choices: choices, value: .integer(Int64(choices.first ?? 0)), message: "m", kind: kind)
        let url = directory.appendingPathComponent(name.map { "\(propertyID)/\($0)" } ?? seed.relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try seed.encoded().write(to: url)
        return url
    }

    @Test("a new failure is saved as its shrunk seed; the next run replays it first, and saves nothing more")
    func roundTrip() throws {
        let directory = try SeedStoreTests.temporaryDirectory()
        let database = SeedDatabase(directory: directory, savesNewFailures: true)
        let first = try #require(Self.belowHalf.run(Self.configuration(database)).failure)
        let files = Self.seedFiles(in: directory)
        #expect(files.count == 1)
        let saved = try #require(first.saved)
        #expect(saved.hasSuffix("\(Self.propertyID)/\(files[0]) (new)"), "\(saved)")
        let seed = try SeedFile(decoding: Data(contentsOf: directory.appendingPathComponent("\(Self.propertyID)/\(files[0])")))
        #expect(seed.choices == first.shrunk.choices && seed.value == .integer(500) && seed.runSeed == 3)
        #expect(seed.note == "found by swift test under run seed 3, case \(first.caseIndex)")
        #expect(database.fetch(key: Self.propertyID).stored.map(\.choices) == [first.shrunk.choices])

        let second = try #require(Self.belowHalf.run(Self.configuration(database)).failure)
        #expect(second.replayedFrom?.hasSuffix("\(Self.propertyID)/\(files[0])") == true)
        #expect(second.saved == nil && Self.seedFiles(in: directory) == files)
    }

    @Test("a read-only database replays but writes nothing, and says how to make it save")
    func readOnlyWritesNothing() throws {
        let directory = try SeedStoreTests.temporaryDirectory()
        let database = SeedDatabase.fromEnvironment(directory: directory, environment: [:])
        let failure = try #require(Self.belowHalf.run(Self.configuration(database)).failure)
        #expect(Self.seedFiles(in: directory).isEmpty)
        #expect(failure.saved?.hasPrefix("not saved (DUOCHECK_SAVE_SEEDS=1 saves it into ") == true)
        for (value, saves) in [("1", true), ("yes", true), ("TRUE", true), ("0", false), ("", false)] {
            let chosen = SeedDatabase.fromEnvironment(directory: directory, environment: ["DUOCHECK_SAVE_SEEDS": value])
            #expect(chosen.savesNewFailures == saves, "DUOCHECK_SAVE_SEEDS=\(value)")
        }
    }

    @Test("a corrupt file is named among the run's problems, and the good seeds beside it still replay")
    func corruptFileIsNamed() throws {
        let directory = try SeedStoreTests.temporaryDirectory()
        let good = try Self.write(choices: [700], in: directory)
        try Data("{ not json".utf8).write(to: directory.appendingPathComponent("\(Self.propertyID)/broken.json"))
        let fetch = SeedDatabase(directory: directory, savesNewFailures: false).fetch(key: Self.propertyID)
        #expect(fetch.stored.map(\.choices) == [[700]])
        #expect(fetch.stored.first?.origin.hasSuffix(good.lastPathComponent) == true)
        #expect(fetch.problems.count == 1 && fetch.problems[0].contains("broken.json: not JSON"), "\(fetch.problems)")

        let report = Self.belowHalf.run(Self.configuration(SeedDatabase(directory: directory, savesNewFailures: false)))
        #expect(report.failure?.replayedFrom?.hasSuffix(good.lastPathComponent) == true)
        #expect(report.problems.contains { $0.contains("broken.json: not JSON") } && !report.passed)
    }

    @Test("a link in the property's folder, or in its place, is named and never followed")
    func linksAreNotFollowed() throws {
        let directory = try SeedStoreTests.temporaryDirectory()
        let outside = try SeedStoreTests.temporaryDirectory()
        let target = try Self.write(choices: [800], in: outside)
        try Self.write(choices: [2], in: directory)
        let link = directory.appendingPathComponent("\(Self.propertyID)/linked.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let fetch = SeedDatabase(directory: directory, savesNewFailures: false).fetch(key: Self.propertyID)
        #expect(fetch.stored.map(\.choices) == [[2]], "the linked seed is not read")
        #expect(fetch.problems.count == 1 && fetch.problems[0].contains("linked.json: a symbolic link"), "\(fetch.problems)")

        let linkedFolder = try SeedStoreTests.temporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: linkedFolder.appendingPathComponent(Self.propertyID).path,
            withDestinationPath: outside.appendingPathComponent(Self.propertyID).path)
        let throughFolder = SeedDatabase(directory: linkedFolder, savesNewFailures: false).fetch(key: Self.propertyID)
        #expect(throughFolder.stored.isEmpty)
        #expect(throughFolder.problems.count == 1 && throughFolder.problems[0].contains("a symbolic link"), "\(throughFolder.problems)")
    }

    @Test("a crash seed and another property's seed are left to the seed replay; no folder is no seed and no problem")
    func crashSeedsAreLeftToTheReplay() throws {
        let directory = try SeedStoreTests.temporaryDirectory()
        try Self.write(choices: [900], kind: .crash, in: directory)
        let other = SeedFile(propertyID: "another", runSeed: 1, choices: [5], value: .integer(5), message: "m")
        try other.encoded().write(to: directory.appendingPathComponent("\(Self.propertyID)/\(other.shortHash).json"))
        let database = SeedDatabase(directory: directory, savesNewFailures: false)
        #expect(database.fetch(key: Self.propertyID) == CounterexampleFetch())
        #expect(database.fetch(key: "no-such-folder") == CounterexampleFetch())
        #expect(SeedDatabase(directory: directory.appendingPathComponent("absent"), savesNewFailures: false).fetch(key: "x") == CounterexampleFetch())
    }
}
