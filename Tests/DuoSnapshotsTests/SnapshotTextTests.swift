import Foundation
import Testing
import DuoCheckEngine
import DuoProperties
@testable import DuoSnapshots

/// A snapshot line's text is the package's own (``JSONFormat``): the same bytes on every platform.
@Suite("Snapshot line text")
struct SnapshotTextTests {
    @Test("a snapshot line writes awkward doubles as their shortest round-trip text, negative zero with its sign")
    func awkwardDoublesInASnapshotLine() throws {
        let awkward: [Double] = [0.1, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0, 466.0 * 16 / 9, 1.0 / 3]
        let line = SnapshotLine(index: 3, origin: .draw(17), input: ["x/y": awkward], output: awkward.map { $0 * 2 })
        #expect(
            try SnapshotCoding.text(line)
                == #"{"case":3,"draw":17,"input":{"x/y":[0.1,1e-07,5e-324,1.7976931348623157e+308,-0,828.4444444444445,0.3333333333333333]},"output":[0.2,2e-07,1e-323,"inf",-0,1656.888888888889,0.6666666666666666]}"#
        )
        let read = try ValueCoding.decode(SnapshotLine<[String: [Double]], [Double]>.self, from: Data(try SnapshotCoding.text(line).utf8))
        #expect(read.input["x/y"]?.map(\.bitPattern) == awkward.map(\.bitPattern))
    }

    @Test(
        "the line a comparison rebuilds from a case's input and output texts is the line the coder writes",
        arguments: [SnapshotCaseOrigin.choices([]), .choices([0, 3, 1]), .draw(0), .draw(UInt64.max)])
    func rebuiltLineIsTheWrittenLine(origin: SnapshotCaseOrigin) throws {
        let line = SnapshotLine(index: 12, origin: origin, input: ["minY": 0.5, "maxY": -0.0], output: [1.0 / 3, .infinity])
        let rebuilt = SnapshotCoding.lineText(
            index: 12, origin: origin, input: try SnapshotCoding.text(line.input), output: try SnapshotCoding.text(line.output))
        #expect(rebuilt == (try SnapshotCoding.text(line)))
    }
}
