import DuoCheckEngine
import Foundation
import Testing
import DuoSeedFiles
@testable import DuoFuzzRun

/// A worker's events go to its supervisor as one JSON object a line, a case inside them as a tree: a value is
/// JSON in the line, not JSON text in a string that the supervisor would parse a second time.
@Suite("Worker protocol")
struct WorkerEventTests {
    /// A value with a nested object, a string that needs escaping, a whole and a fractional number.
    static let value = JSONValue.object([
        "name": .string("FP \"wide\"\n"), "sample": .object(["width": .integer(402), "inset": .number(0.5)]), "seeds": .array([.unsigned(.max)])
    ])

    @Test("a drawn case is one line whose value is a JSON object, and reads back as the same case")
    func drawnCaseIsATree() throws {
        let drawn = CaseRecord(choices: [3, UInt64.max], value: Self.value)
        let line = String(decoding: WorkerEvent.drawn(drawn).line(), as: UTF8.self)
        #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
        #expect(line.contains(#""value":{"name":"FP \"wide\"\n","sample":{"inset":0.5,"width":402},"seeds":[18446744073709551615]}"#))
        #expect(WorkerEvent.parse(String(line.dropLast())) == .drawn(drawn))
    }

    @Test("a worker stores its failure's seed itself and sends where it went: the line reads back as the same, and the seed replays")
    func failureIsStoredByTheWorker() throws {
        let property = Property("worker.protocol", rule: "test", generator: Gen.int(in: 0...1000)) { value in
            try require(value < 300, "\(value) is 300 or more")
        }
        let report = try #require(property.run(RunConfiguration(cases: 200, seed: 5)).failure)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worker-seeds-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = StoredFailure.store(report, note: "found by a test, case \(report.caseIndex)", in: SeedStore(directory: folder))
        #expect(stored.storage == .new && stored.report.hasPrefix("FAILED\nProperty \"worker.protocol\" failed"), "\(stored)")
        let seed = try SeedFile(decoding: Data(contentsOf: URL(fileURLWithPath: stored.seedFile)))
        #expect(seed.choices == report.shrunk.choices && seed.value == .integer(300) && seed.note == "found by a test, case \(report.caseIndex)")
        let line = String(decoding: WorkerEvent.stored(stored).line(), as: UTF8.self)
        #expect(WorkerEvent.parse(line) == .stored(stored))
        let again = StoredFailure.store(report, note: "found by a test, case \(report.caseIndex)", in: SeedStore(directory: folder))
        #expect(again.storage == .alreadyStored && again.seedFile == stored.seedFile, "a second worker's find is the same file")
    }

    @Test("a line that is not an event, or lacks what its event needs, is no event")
    func badLines() {
        #expect(WorkerEvent.parse("not json") == nil)
        #expect(WorkerEvent.parse(#"{"event":"drawn"}"#) == nil)
        #expect(WorkerEvent.parse(#"{"event":"done","version":1}"#) == .done)
        #expect(WorkerEvent.parse(#"{"event":"done","version":2}"#) == nil, "a line of another protocol version is no event")
        #expect(String(decoding: WorkerEvent.done.line(), as: UTF8.self) == "{\"event\":\"done\",\"version\":1}\n")
        #expect(WorkerEvent.parse(#"{"event":"drawn","drawn":{"choices":[1],"isInvalid":false}}"#) == nil)
    }
}
