import Foundation
import Testing
@testable import DuoCheckEngine

/// Seed files of formats 1 and 2 keep replaying: their choices read as the old encoding (format 1: counted from a
/// range's lower bound, no place for a draw of bound 0; both: a fraction after its step, in 2^-52 units), and
/// migrating them gives choices that rebuild the same value.
@Suite struct SeedMigrationTests {
    struct Draws: Codable, Equatable {
        var signed: Int
        var fixed: Int
        var row: Double
        var fraction: Double
    }

    /// A signed integer, a draw of bound 0, a half-point row from -200, and any double in -4...4.
    static let generator = zip(Gen.int(in: -50 ... 50), Gen.int(in: 7 ... 7), Gen.double(in: -200 ... 900, resolution: .half),
                               Gen.double(in: -4 ... 4, resolution: .any)).map(Draws.init)

    @Test("Old choices build the old values, and the choices recorded for them build the same values now")
    func formatOneChoicesTranslate() throws {
        // Format 1: -50 + 10 = -40; the bound-0 draw took no place; -200 + 300 × 0.5 = -50; -4 + 1 + 0.5.
        let old: [UInt64] = [10, 300, 1, 1 << 51]
        let source = ChoiceSource(replaying: old, formatVersion: 1)
        let value = Self.generator.run(source)
        #expect(value == Draws(signed: -40, fixed: 7, row: -50, fraction: -2.5))
        #expect(!source.translationIsInexact)
        #expect(Self.generator.run(ChoiceSource(replaying: source.choices)) == value)
        #expect(source.choices[1] == 0, "the bound-0 draw has its place now")
    }

    @Test("Format-2 choices draw a double of .any as its step and then a plain count of 2^-52; they rebuild the same value")
    func formatTwoFractionsTranslate() throws {
        // Format 2 counts from 0 (-40 is choice 80, -50 is 100 half steps below 0: choice 200, -2 is choice 4) and
        // draws the step before a fraction of 2^51 units; format 3 draws the fraction first, 1/2 as choice 1.
        let old: [UInt64] = [80, 0, 200, 4, 1 << 51]
        let source = ChoiceSource(replaying: old, formatVersion: 2)
        let value = Self.generator.run(source)
        #expect(value == Draws(signed: -40, fixed: 7, row: -50, fraction: -2.5))
        #expect(source.choices == [80, 0, 200, 1, 4])
        #expect(Self.generator.run(ChoiceSource(replaying: source.choices)) == value)
        var seed = SeedFile(propertyID: "migration", seed: 1, choices: old, value: try JSONValue(parsing: ValueCoding.string(encoding: value)), message: "m")
        seed.formatVersion = 2
        let property = Property("migration", rule: "test", generator: Self.generator) { value in try require(value.signed > -30) }
        #expect(SeedReplay.replay(seed, against: AnyProperty(property)).drift == nil, "a format-2 seed replays without drift")
        guard case .migrated(let migrated) = SeedMigration.migrate(seed, against: AnyProperty(property)) else {
            Issue.record("the seed was not migrated")
            return
        }
        #expect(migrated.choices == [80, 0, 200, 1, 4])
    }

    @Test("A seed of an older format whose choices no longer rebuild its value keeps its choices and its format")
    func driftedSeedIsKept() throws {
        let old: [UInt64] = [80, 0, 200, 4, 1 << 51]
        let other = Draws(signed: -41, fixed: 7, row: -50, fraction: -2.5)
        var seed = SeedFile(propertyID: "migration", seed: 1, choices: old, value: try JSONValue(parsing: ValueCoding.string(encoding: other)), message: "m")
        seed.formatVersion = 2
        let property = Property("migration", rule: "test", generator: Self.generator) { value in try require(value.signed > -30) }
        guard case .kept(let reason) = SeedMigration.migrate(seed, against: AnyProperty(property)) else {
            Issue.record("a drifted seed was rewritten")
            return
        }
        #expect(reason.contains("no longer rebuild its stored value"))
    }

    @Test("A format-1 seed migrates to the current format with choices that rebuild its value")
    func seedMigrates() throws {
        let property = Property("migration", rule: "test", generator: Self.generator) { value in try require(value.signed > -30) }
        let old: [UInt64] = [10, 300, 1, 1 << 51]
        var seed = SeedFile(propertyID: "migration", seed: 1, choices: old,
                            value: try JSONValue(parsing: property.replay(choices: old, formatVersion: 1).valueJSON), message: "too low")
        seed.formatVersion = 1
        guard case .migrated(let migrated) = SeedMigration.migrate(seed, against: AnyProperty(property)) else {
            Issue.record("the seed was not migrated")
            return
        }
        #expect(migrated.formatVersion == SeedFile.currentFormatVersion)
        #expect(try JSONValue(parsing: property.replay(choices: migrated.choices).valueJSON) == seed.value)
        #expect(SeedMigration.migrate(migrated, against: AnyProperty(property)) == .current)
        #expect(SeedReplay.replay(seed, against: AnyProperty(property)).drift == nil, "a format-1 seed replays without drift")
    }
}
