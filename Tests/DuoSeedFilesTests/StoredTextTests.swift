import Foundation
import Testing
@testable import DuoCheckEngine
import DuoSeedFiles

/// The text of a seed file is the package's own (``JSONFormat``, ``DecimalText``, ``SeedFile/dateText(_:)``), so
/// that it is the same bytes on every platform: these pin it, awkward doubles first.
@Suite("Stored text is the same on every platform")
struct StoredTextTests {
    /// Doubles whose text a platform's formatter could write otherwise: one that no binary fraction holds, a
    /// small power of ten, the smallest subnormal, the largest double, negative zero, and two repeating fractions.
    static let awkward: [Double] = [0.1, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0, 466.0 * 16 / 9, 1.0 / 3]

    /// Their text: Swift's shortest round-trip decimal without a trailing `.0`, negative zero's sign kept.
    static let awkwardText = ["0.1", "1e-07", "5e-324", "1.7976931348623157e+308", "-0", "828.4444444444445", "0.3333333333333333"]

    @Test("a seed file writes awkward doubles as their shortest round-trip text, and reads them back bit for bit")
    func awkwardDoublesInASeed() throws {
        let value = try JSONValue(parsing: ValueCoding.string(encoding: Self.awkward))
        let seed = SeedFile(
            propertyID: "awkward-doubles", runSeed: 42, caseIndex: 7, choices: [0, UInt64.max], value: value,
            message: "a path a/b", foundAt: Date(timeIntervalSince1970: 1_798_734_896), note: "pinned", kind: .failure)
        let text = String(decoding: try seed.encoded(), as: UTF8.self)
        let expected = """
            {
              "caseIndex" : 7,
              "choices" : [
                0,
                18446744073709551615
              ],
              "formatVersion" : 3,
              "foundAt" : "2026-12-31T16:34:56Z",
              "kind" : "failure",
              "message" : "a path a/b",
              "note" : "pinned",
              "propertyID" : "awkward-doubles",
              "seed" : 42,
              "value" : [
                \(Self.awkwardText.joined(separator: ",\n    "))
              ]
            }

            """
        #expect(text == expected)
        let read = try SeedFile(decoding: Data(text.utf8))
        #expect(read == seed)
        let doubles = try ValueCoding.decode([Double].self, from: read.encodedValue())
        #expect(doubles.map(\.bitPattern) == Self.awkward.map(\.bitPattern), "\(doubles)")
    }

    @Test("the writer sorts keys by their bytes, escapes as Linux's JSONEncoder does, and writes empty containers on two lines")
    func writerConventions() throws {
        let tree = JSONValue.object([
            "b": .array([]), "B": .object([:]), "a": .string("q\"\\/\u{0}\u{1f}\t\n\u{7f}é"), "_": .null, "10": .bool(true), "9": .integer(-3),
            "nan": .number(.nan), "inf": .number(-.infinity)
        ])
        let pretty = try JSONFormat(nonFiniteAsStrings: true).text(tree)
        #expect(
            pretty == """
                {
                  "10" : true,
                  "9" : -3,
                  "B" : {

                  },
                  "_" : null,
                  "a" : "q\\"\\\\\\/\\u0000\\u001f\\t\\n\u{7f}é",
                  "b" : [

                  ],
                  "inf" : "-inf",
                  "nan" : "nan"
                }
                """)
        let compact = try JSONFormat(pretty: false, escapesSlashes: false, nonFiniteAsStrings: true).text(tree)
        #expect(compact == #"{"10":true,"9":-3,"B":{},"_":null,"a":"q\"\\/\u0000\u001f\t\n\#u{7f}é","b":[],"inf":"-inf","nan":"nan"}"#)
        #expect(throws: JSONFormat.NonFiniteNumber.self) { try JSONFormat().text(JSONValue.number(.nan)) }
    }

    @Test("a value is encoded as JSONEncoder's default strategies encode it: optionals left out, Float by its shortest text, Data in Base64")
    func encoderConventions() throws {
        struct Sample: Codable {
            var present: Int? = 1
            var absent: Int? = nil
            var float: Float = 0.1
            var data = Data([1, 2, 3])
            var url = URL(string: "https://example.com/a")!
            var large: UInt64 = .max
            var nested: [[String: Double]] = [["x": 500]]
        }
        let text = try JSONFormat(pretty: false).text(Sample())
        #expect(
            text == #"{"data":"AQID","float":0.1,"large":18446744073709551615,"nested":[{"x":500}],"present":1,"url":"https:\/\/example.com\/a"}"#)
    }

    @Test(
        "fixed decimals round the exact binary value, ties to even, as %.Nf does",
        arguments: [
            (32.45, 1, "32.5"), (45.55, 1, "45.5"), (2.25, 1, "2.2"), (2.675, 2, "2.67"), (0.125, 2, "0.12"), (1.0005, 3, "1.000"),
            (-0.001, 2, "-0.00"), (-0.0, 1, "-0.0"), (.leastNonzeroMagnitude, 3, "0.000"), (1234.5, 0, "1234"), (1235.5, 0, "1236"),
            (0.1, 9, "0.100000000")
        ])
    func fixedDecimals(value: Double, places: Int, text: String) {
        #expect(DecimalText.fixed(value, places: places) == text)
    }

    @Test(
        "a date is written in UTC to the second by the package's own calendar arithmetic",
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"), (951_782_400, "2000-02-29T00:00:00Z"), (951_868_800, "2000-03-01T00:00:00Z"),
            (1_709_210_096.9, "2024-02-29T12:34:56Z"), (4_102_444_799, "2099-12-31T23:59:59Z")
        ])
    func dates(seconds: Double, text: String) {
        #expect(SeedFile.dateText(Date(timeIntervalSince1970: seconds)) == text)
    }
}
