import DuoCheckEngine
import Foundation
import Testing
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

    @Test("a failure's original and shrunk cases travel as trees and read back as the same report")
    func failureReportIsTrees() throws {
        let property = Property("worker.protocol", rule: "test", generator: Gen.int(in: 0...1000)) { value in
            try require(value < 300, "\(value) is 300 or more")
        }
        let report = try #require(property.run(RunConfiguration(cases: 200, seed: 5)).failure)
        let line = String(decoding: WorkerEvent.failure(report).line(), as: UTF8.self)
        #expect(line.contains(#""shrunk":{"choices":["#) && line.contains(#""isInvalid":false,"value":300}"#))
        #expect(WorkerEvent.parse(line) == .failure(report))
    }

    @Test("a line that is not an event, or lacks what its event needs, is no event")
    func badLines() {
        #expect(WorkerEvent.parse("not json") == nil)
        #expect(WorkerEvent.parse(#"{"event":"drawn"}"#) == nil)
        #expect(WorkerEvent.parse(#"{"event":"drawn","drawn":{"choices":[1],"isInvalid":false}}"#) == nil)
    }
}
