import Foundation
import Testing
@testable import DuoCheckEngine
import DuoSeedFiles

/// Seeds whose choices no longer build their values (an older format's, or a changed generator's) are recorded
/// again in the seed layer: their stored value is the target, and the choices that build it now are searched for.
/// The choice source knows only the current encoding.
@Suite struct SeedMigrationTests {
    struct Draws: Codable, Equatable {
        var signed: Int
        var fixed: Int
        var row: Double
        var fraction: Double
    }

    /// A signed integer, a draw of bound 0, a half-point row from -200, and any double in -4...4.
    static let generator = zip(
        Gen.int(in: -50...50), Gen.int(in: 7...7), Gen.double(in: -200...900, resolution: .half),
        Gen.double(in: -4...4, resolution: .any)
    ).map(Draws.init)
    static let property = AnyProperty(Property("migration", rule: "test", generator: generator) { value in try require(value.signed > -30) })

    static func seed(storing value: Draws, choices: [UInt64], formatVersion: Int) throws -> SeedFile {
        var seed = SeedFile(
            propertyID: "migration", runSeed: 1, choices: choices, value: try JSONValue(parsing: ValueCoding.string(encoding: value)),
            message: "too low", note: "guards a fix")
        seed.formatVersion = formatVersion
        return seed
    }

    @Test(
        "A format-1 seed (a signed integer counted from its lower bound, a fraction of 2^-52 units) is recorded again with choices that build its value"
    )
    func olderFormatIsRecordedAgain() throws {
        // Format 1 drew signed -40 as 10 steps from -50, and the row -50 as 300 half steps from -200.
        let stored = Draws(signed: -40, fixed: 7, row: -50, fraction: 0.5)
        let seed = try Self.seed(storing: stored, choices: [10, 300, 1, 1 << 51], formatVersion: 1)
        #expect(SeedReplay.replay(seed, against: Self.property).drift?.olderFormat == 1, "its old choices build another value")
        guard case .migrated(let migrated) = SeedMigration.migrate(seed, against: Self.property) else {
            Issue.record("the seed was not recorded again")
            return
        }
        #expect(migrated.formatVersion == SeedFile.currentFormatVersion)
        #expect(migrated.value == seed.value && migrated.message == seed.message && migrated.note == seed.note)
        #expect(try ValueCoding.decode(Draws.self, from: Self.property.value(forChoices: migrated.choices).encoded()) == stored)
        #expect(SeedReplay.replay(migrated, against: Self.property).drift == nil)
        #expect(SeedMigration.migrate(migrated, against: Self.property) == .current)
    }

    @Test("A seed of an older format whose choices still build its value keeps them, in the current format")
    func olderFormatThatStillBuilds() throws {
        let choices: [UInt64] = [0, 0, 400]
        let value = try ValueCoding.decode(Draws.self, from: Self.property.value(forChoices: choices).encoded())
        let seed = try Self.seed(storing: value, choices: choices, formatVersion: 2)
        guard case .migrated(let migrated) = SeedMigration.migrate(seed, against: Self.property) else {
            Issue.record("the seed was not migrated")
            return
        }
        #expect(migrated.choices == choices && migrated.formatVersion == SeedFile.currentFormatVersion)
    }

    @Test("A current seed whose generator changed is recorded again; one whose value no choices build is kept, and says so")
    func driftedAndUnreachable() throws {
        let stored = Draws(signed: 12, fixed: 7, row: 3.5, fraction: 0)
        let drifted = try Self.seed(storing: stored, choices: [5, 5, 5], formatVersion: SeedFile.currentFormatVersion)
        guard case .migrated(let migrated) = SeedMigration.migrate(drifted, against: Self.property) else {
            Issue.record("the drifted seed was not recorded again")
            return
        }
        #expect(try ValueCoding.decode(Draws.self, from: Self.property.value(forChoices: migrated.choices).encoded()) == stored)
        // 7 is the only value `fixed` takes: no choices build 8.
        let unreachable = try Self.seed(storing: Draws(signed: 12, fixed: 8, row: 3.5, fraction: 0), choices: [5], formatVersion: 2)
        guard case .kept(let reason) = SeedMigration.migrate(unreachable, against: Self.property) else {
            Issue.record("a value no choices build was rewritten")
            return
        }
        #expect(reason.contains("no choices were found that build its stored value"))
    }
}
