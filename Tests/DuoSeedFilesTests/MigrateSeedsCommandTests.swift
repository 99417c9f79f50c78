import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz migrate-seeds` never loses a seed: the migrated copy goes beside whatever holds its name unless that
/// is the same seed, and the original goes only once the copy reads back from disk.
@Suite("duo-fuzz migrate-seeds")
struct MigrateSeedsCommandTests {
    /// The planted rectangle's minimum as a format-2 file writes it: a trailing zero choice, no translation needed.
    static func formatTwoSeed() -> SeedFile {
        var seed = TestSeeds.failing()
        seed.choices = [0, 0, 500, 0]
        seed.formatVersion = 2
        return seed
    }

    /// What sits at the migrated seed's own name.
    enum Occupant: String, CaseIterable, CustomTestStringConvertible {
        case truncatedSeed = "the first 50 bytes of a seed"
        case otherCounterexample = "a whole seed of another counterexample"
        case folder = "a folder"

        var testDescription: String { rawValue }
    }

    @Test(
        "migrate-seeds stores the migrated seed beside what holds its name (a cut-off file, another counterexample, a folder), never calls it already stored, and removes the original only once the copy reads back",
        arguments: Occupant.allCases)
    func occupiedName(occupant: Occupant) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let folder = runner.path("m/demo-rectangle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = folder.appendingPathComponent("aaaaaaaaaaaa.json")
        try Self.formatTwoSeed().encoded().write(to: original)
        let name = SeedHash.shortHash(propertyID: "demo-rectangle", choices: [0, 0, 500])
        let taken = folder.appendingPathComponent("\(name).json")
        switch occupant {
        case .truncatedSeed: try TestSeeds.failing().encoded().prefix(50).write(to: taken)
        case .otherCounterexample:
            var other = TestSeeds.failing()
            other.choices = [0, 0, 600]
            if case .object(var members) = other.value {
                members["width"] = .integer(600)
                other.value = .object(members)
            }
            try other.encoded().write(to: taken)
        case .folder: try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        }
        let before = try? Data(contentsOf: taken)

        let run = try runner.run(["migrate-seeds", "--seeds-dir", "m"])
        #expect(!run.output.contains("already stored"), "\(run.all)")
        #expect(run.output.contains("migrated aaaaaaaaaaaa.json -> \(name)-1.json"), "\(run.all)")
        let migrated = try SeedFile(decoding: Data(contentsOf: folder.appendingPathComponent("\(name)-1.json")))
        #expect(migrated.formatVersion == SeedFile.currentFormatVersion && migrated.choices == [0, 0, 500], "\(migrated)")
        #expect(!FileManager.default.fileExists(atPath: original.path), "the original goes once its copy is verified: \(run.all)")
        #expect((try? Data(contentsOf: taken)) == before, "what held the name is left as it was")
        // A cut-off seed file is a bad file, and so is a folder named like a seed file, as replay and run name them.
        #expect(run.status == (occupant == .otherCounterexample ? 0 : 2), "\(run.all)")
    }

    @Test("migrate-seeds removes the original when the same seed is already stored under the migrated name")
    func sameSeedAlreadyStored() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let folder = runner.path("m/demo-rectangle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.formatTwoSeed().encoded().write(to: folder.appendingPathComponent("aaaaaaaaaaaa.json"))
        let stored = try SeedStore(directory: runner.path("m")).save(TestSeeds.failing()).url
        let run = try runner.run(["migrate-seeds", "--seeds-dir", "m"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("migrated aaaaaaaaaaaa.json -> \(stored.lastPathComponent)"), "\(run.all)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [stored.lastPathComponent])
    }
}
