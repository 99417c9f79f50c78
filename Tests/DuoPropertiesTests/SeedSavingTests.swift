import Foundation
import Testing
import DuoCheckEngine
import DuoCheckTesting
import DuoProperties
import DuoSeedFiles

/// The property tests' seeds database writes a new failure's seed only when `DUOCHECK_SAVE_SEEDS` asks: a mutant run
/// through the bridge as `LayoutPropertyTests` runs a property leaves the folder as it was, unless the variable is set.
@Suite("Seed saving from swift test")
struct SeedSavingTests {
    /// The seed files under `directory`, by path inside it.
    static func files(under directory: URL) -> [String] {
        SeedStore.seedFileURLs(under: directory).map { String($0.path.dropFirst(directory.path.count + 1)) }
    }

    @Test("a bug shape's failure through the bridge writes a seed only under DUOCHECK_SAVE_SEEDS=1")
    func savesOnlyWhenAsked() throws {
        let mutant = try #require(BugShape.all.first)
        let property = try #require(PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers))
        let configuration = RunConfiguration(cases: 100, seed: RunConfiguration.continuousIntegrationSeed)
        for (environment, expected) in [([String: String](), 0), (["DUOCHECK_SAVE_SEEDS": "1"], 1)] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-saving-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = SeedDatabase.fromEnvironment(directory: directory, environment: environment)
            PlantedFailures.expecting {
                withKnownIssue {
                    check(property, configuration: configuration, database: database, testFilter: LayoutPropertyTests.testFilter)
                }
            }
            let written = Self.files(under: directory)
            #expect(written.count == expected, "\(environment): \(written)")
            #expect(written.allSatisfy { $0.hasPrefix(SeedFile.directoryName(forPropertyID: property.id) + "/") })
        }
    }

    @Test("the property tests read the checkout's Seeds/, and without DUOCHECK_SAVE_SEEDS they never write into it")
    func propertyTestsDatabase() {
        #expect(LayoutPropertyTests.seeds.store.directory == SeedReplayTests.seedsDirectory)
        if ProcessInfo.processInfo.environment["DUOCHECK_SAVE_SEEDS"] == nil {
            #expect(!LayoutPropertyTests.seeds.savesNewFailures)
        }
    }
}
