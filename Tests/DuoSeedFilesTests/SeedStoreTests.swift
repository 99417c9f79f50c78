import Foundation
import Testing
import DuoCheckEngine
import DuoSeedFiles
import OperatingSystemFiles

/// The seed file format and the store: precise errors, atomic writes that never overwrite.
@Suite("Seed store")
struct SeedStoreTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seed-store-tests-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let sample = SeedFile(
        propertyID: "store-sample", runSeed: 0xFFFF_FFFF_FFFF_FFF0, caseIndex: 17, choices: [1, 0, UInt64.max],
        value: .object(["minY": .number(12.5), "maxY": .string("nan"), "sample": .object(["name": .string("FP")])]),
        message: "the band overlaps a block", foundAt: Date(timeIntervalSince1970: 1_800_000_000.7), note: "a note", kind: .failure)

    @Test("a seed file round-trips, with sorted keys, pretty printed, the value as a nested object")
    func roundTrip() throws {
        let data = try Self.sample.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(try SeedFile(decoding: data) == Self.sample)
        #expect(text.contains("\"value\" : {"), "the value is nested JSON, not a string: \(text)")
        #expect(text.contains("\"foundAt\" : \"2027-01-15T08:00:00Z\""), "\(text)")
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["caseIndex", "choices", "formatVersion", "foundAt", "kind", "message", "note", "propertyID", "seed", "value"])
        #expect(text.hasSuffix("}\n"))
    }

    @Test("the short hash is a stable FNV-1a of the property id and the choices")
    func stableHash() {
        #expect(SeedHash.hash(propertyID: "", choices: []) == 0xAF63_BD4C_8601_B7DF)  // FNV-1a of a single zero byte
        #expect(SeedHash.shortHash(propertyID: "demo-rectangle", choices: [0, 0, 500]).count == 12)
        #expect(SeedHash.shortHash(propertyID: "a", choices: [1]) != SeedHash.shortHash(propertyID: "a", choices: [2]))
        #expect(SeedHash.shortHash(propertyID: "a", choices: [1]) != SeedHash.shortHash(propertyID: "b", choices: [1]))
        #expect(Self.sample.relativePath == "store-sample/\(Self.sample.shortHash).json")
    }

    @Test("a save never overwrites: the same counterexample again is reported as already stored")
    func neverOverwrites() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SeedStore(directory: directory)
        let first = try store.save(Self.sample)
        guard case .stored(let url) = first else {
            Issue.record("expected a new file, got \(first)")
            return
        }
        var again = Self.sample
        again.message = "found again later"
        #expect(try store.save(again) == .alreadyStored(url))
        #expect(try SeedFile(decoding: Data(contentsOf: url)).message == Self.sample.message, "the first file is untouched")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == [url.lastPathComponent], "no temporary file is left behind")
    }

    @Test("a file in the way is read back: anything but the same seed keeps its place, and the seed goes beside it, once")
    func fileInTheWay() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SeedStore(directory: directory)
        let url = store.url(for: Self.sample)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: url)
        let beside = url.deletingLastPathComponent().appendingPathComponent("\(Self.sample.shortHash)-1.json")
        let first = try store.save(Self.sample)
        guard case .storedBeside(let stored, let occupant, let reason) = first else {
            Issue.record("expected a seed beside, got \(first)")
            return
        }
        #expect(stored.path == beside.path && occupant.path == url.path && reason == "the file there is not a seed")
        #expect(first.isNew)
        #expect(try Data(contentsOf: url) == Data("garbage".utf8), "the file in the way is untouched")
        let again = try store.save(Self.sample)
        #expect(again.url.path == beside.path && !again.isNew, "the copy beside is found again, not written twice: \(again)")
        #expect(try SeedFile(decoding: Data(contentsOf: beside)) == Self.sample)
    }

    @Test("a file in the place of the property's folder: the seed goes into <folder>-seeds, and the outcome says why")
    func fileInThePlaceOfTheFolder() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a folder".utf8).write(to: directory.appendingPathComponent("store-sample"))
        let outcome = try SeedStore(directory: directory).save(Self.sample)
        guard case .storedBeside(let url, let occupant, let reason) = outcome else {
            Issue.record("expected a seed beside, got \(outcome)")
            return
        }
        #expect(url.path == directory.appendingPathComponent("store-sample-seeds/\(Self.sample.shortHash)-1.json").path)
        #expect(occupant.path == directory.appendingPathComponent("store-sample").path)
        #expect(reason.hasPrefix("it cannot be written ("), "\(reason)")
    }

    @Test("a folder for seeds is made with its missing parents, one already there is kept, and a file in its place is an error")
    func foldersAreMade() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("a/b")
        try DurableFile.makeFolder(folder)
        try Data("kept".utf8).write(to: folder.appendingPathComponent("f.json"))
        try DurableFile.makeFolder(folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["f.json"])
        #expect(throws: (any Error).self) { try DurableFile.makeFolder(folder.appendingPathComponent("f.json")) }
    }

    @Test(
        "each problem is named precisely",
        arguments: [
            ("", "not JSON: the file is empty"),
            ("{\"formatVersion\": 1,", "not JSON"),
            ("[1, 2]", "the top level is an array"),
            ("{}", "missing field \"formatVersion\""),
            (#"{"formatVersion": 4}"#, "unknown formatVersion 4"),
            (#"{"formatVersion": "1"}"#, "field \"formatVersion\" must be a whole number, found \"1\""),
            (#"{"formatVersion": 1, "propertyID": "p"}"#, "missing field \"seed\""),
            (#"{"formatVersion": 1, "propertyID": "p", "seed": 1, "choices": [1, -2]}"#, "field \"choices\" must be an array of whole numbers"),
            (
                #"{"formatVersion": 1, "propertyID": "p", "seed": 1, "choices": [], "value": 1, "message": "m", "foundAt": "yesterday"}"#,
                "field \"foundAt\" must be an ISO 8601 date"
            ),
            (
                #"{"formatVersion": 1, "propertyID": "p", "seed": 1, "choices": [], "value": 1, "message": "m", "foundAt": "2026-01-01T00:00:00Z"}"#,
                "missing field \"kind\""
            ),
            (
                #"{"formatVersion": 1, "propertyID": "p", "seed": 1, "choices": [], "value": 1, "message": "m", "foundAt": "2026-01-01T00:00:00Z", "kind": "oops"}"#,
                "field \"kind\" must be \"failure\" or \"crash\""
            )
        ])
    func problems(content: String, expected: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("p/bad.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file)
        let results = SeedStore(directory: directory).loadAll()
        guard case .failed(let error)? = results.first else {
            Issue.record("expected an error, got \(results)")
            return
        }
        #expect(error.path == file.path)
        #expect(error.description.hasPrefix(file.path + ": "))
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test("a corrupt file never stops the others; an unknown property id is an error; hidden and non-JSON files are skipped")
    func loadsEachFileOnItsOwn() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SeedStore(directory: directory)
        _ = try store.save(Self.sample)
        var other = Self.sample
        other.propertyID = "unknown-property"
        _ = try store.save(other)
        try Data("garbage".utf8).write(to: directory.appendingPathComponent("store-sample/0-corrupt.json"))
        try Data().write(to: directory.appendingPathComponent(".gitkeep"))
        try Data("temp".utf8).write(to: directory.appendingPathComponent("store-sample/.abc.json.tmp-1"))
        try Data("readme".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let results = store.loadAll(knownPropertyIDs: ["store-sample"])
        #expect(results.count == 3)
        let loaded = results.compactMap { if case .loaded(let seed) = $0 { return seed.seed } else { return nil } }
        let problems = results.compactMap { if case .failed(let error) = $0 { return error.problem } else { return nil } }
        #expect(loaded == [Self.sample])
        #expect(problems.contains(.unknownPropertyID("unknown-property")))
        #expect(problems.contains { if case .notJSON = $0 { return true } else { return false } })
    }

    @Test("a seed file larger than a seed may be is named, never read whole: the folder's other seeds still load")
    func hugeFileIsNamed() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SeedStore(directory: directory)
        _ = try store.save(Self.sample)
        // A sparse file: it states 10 GiB and takes no room.
        let huge = directory.appendingPathComponent("store-sample/aaaaaaaaaaaa.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 10 << 30)
        try handle.close()
        let results = store.loadAll(knownPropertyIDs: ["store-sample"])
        let problems = results.compactMap { if case .failed(let error) = $0 { return error.description } else { return nil } }
        #expect(results.count == 2 && problems.count == 1, "\(results)")
        #expect(problems.first?.contains("more than the \(SeedFile.largestFile) it may") == true, "\(problems)")
        let named = SeedStore.load(contentsOf: huge)
        guard case .failed(let error) = named else { return #expect(Bool(false), "the huge file loaded") }
        #expect(error.description.contains("more than the \(SeedFile.largestFile) it may"), "\(error)")
    }

    @Test("a missing directory holds no seeds")
    func missingDirectory() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)/seeds")
        #expect(SeedStore(directory: missing).loadAll().isEmpty)
    }

    @Test("drift is shown as the paths where the stored and the rebuilt values differ")
    func differences() {
        let stored: JSONValue = .object(["x": .integer(1), "s": .object(["n": .string("FP")]), "a": .array([.integer(1), .integer(2)])])
        let rebuilt: JSONValue = .object([
            "x": .integer(2), "s": .object(["n": .string("FL")]), "a": .array([.integer(1), .integer(3)]), "extra": .null
        ])
        #expect(stored.differences(to: rebuilt) == ["a[1]: 2 → 3", "extra: (absent) → null", "s.n: \"FP\" → \"FL\"", "x: 1 → 2"])
        #expect(stored.differences(to: stored).isEmpty)
        #expect(JSONValue.integer(1).differences(to: .array([])) == ["value: 1 → an array"])
    }
}
