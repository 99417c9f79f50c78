import Foundation
import Testing
@testable import DuoCheckEngine

/// A case's value travels as a tree (``JSONValue/init(encoding:)``), never as text parsed back. The tree must
/// be the one a parser reads from the value's text, or a stored value and the same value drawn again would
/// differ: these compare the two on doubles where the text and the number part ways.
@Suite("A case's value as a tree")
struct CaseTreeTests {
    /// Whole doubles written with an exponent (from 2^53 up, where the written digits are not the double's),
    /// around `Int64` and `UInt64`'s limits, negative zero, the non-finite numbers, fractions and the extremes.
    static let doubles: [Double] = [
        0, -0.0, 1, -1, 3, 0.5, 0.1, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e16, 1.5e16,
        1.2e17, 1e18, -1e18, 0x1p53, 0x1p53 + 2, 0x1p63, -0x1p63, 0x1p64, 0x1p64 - 2048, 1e19, -1e19, 1e20, 1e300,
        .nan, .infinity, -.infinity, 123_456_789.25, -4_503_599_627_370_497
    ]

    /// What a parser reads from `value`'s text.
    static func parsed<Value: Encodable>(_ value: Value) throws -> JSONValue {
        try JSONValue(parsing: ValueCoding.string(encoding: value))
    }

    @Test("a double's tree is what its text parses back as", arguments: doubles)
    func doubleReadsBack(_ number: Double) throws {
        #expect(try JSONValue(encoding: number) == Self.parsed(number))
        #expect(try JSONValue(encoding: [number]) == Self.parsed([number]))
    }

    @Test("doubles of every bit pattern read back: 2000 drawn from a fixed seed, half of them whole")
    func drawnDoublesReadBack() throws {
        var random = SplitMix64(seed: 0xCA5E)
        for index in 0..<2000 {
            var number = Double(bitPattern: random.next())
            if index.isMultiple(of: 2), number.isFinite { number = number.rounded() }
            #expect(try JSONValue(encoding: number) == Self.parsed(number), "\(number)")
        }
    }

    @Test("a nested value's tree is what its text parses back as, and writes the text a stored file holds")
    func nestedValueReadsBack() throws {
        struct Sample: Codable {
            var name = "FP"
            var sizes: [Double] = [1e16, 0.25, -0.0, 402]
            var seeds: [UInt64] = [0, UInt64.max]
            var nested: [String: Float] = ["a": 0.1, "b": 2]
            var absent: Int?
        }
        let tree = try JSONValue(encoding: Sample())
        #expect(tree == (try Self.parsed(Sample())))
        #expect(try ValueCoding.format.text(tree) == ValueCoding.format.text(Self.parsed(Sample())))
        #expect(tree["sizes"] == .array([.integer(10_000_000_000_000_000), .number(0.25), .number(-0.0), .integer(402)]))
    }

    @Test("a value that cannot be encoded becomes a string that says why, so the case is still reported")
    func unencodableValue() {
        struct Refuses: Encodable {
            func encode(to encoder: Encoder) throws { throw CocoaError(.coderInvalidValue) }
        }
        guard case .string(let note) = JSONValue(caseValue: Refuses()) else {
            Issue.record("not a string")
            return
        }
        #expect(note.hasPrefix("<value could not be encoded: "))
    }
}

/// A stored value is read from its tree (``JSONTreeDecoder``) as `JSONDecoder` reads it from the tree's text.
@Suite("A value read from its tree")
struct TreeDecodingTests {
    indirect enum Shape: Codable, Equatable {
        case leaf
        case node(Shape?, width: Double)
    }

    struct Everything: Codable, Equatable {
        var small: Int8 = -128
        var large: UInt64 = .max
        var whole: Double = 1e16
        var fraction: Float = 0.1
        var notANumber: Double = .infinity
        var text = "a/b \"c\"\n"
        var flag = true
        var absent: Int? = nil
        var present: Int? = 0
        var bytes = Data([0, 1, 254, 255])
        var link = URL(string: "https://example.com/a?b=c")!
        var list: [Shape] = [.leaf, .node(.node(nil, width: -0.0), width: 402.5)]
        var table: [String: [Int]] = ["x": [], "y": [1, -2]]
        var keyedByNumber: [Int: String] = [3: "three"]
    }

    @Test("every kind of value reads back from its tree as it does from its text")
    func everythingReadsBack() throws {
        let tree = try JSONValue(encoding: Everything())
        let fromTree = try ValueCoding.decode(Everything.self, from: tree)
        let fromText = try ValueCoding.decode(Everything.self, from: Data(ValueCoding.string(encoding: Everything()).utf8))
        #expect(fromTree == Everything() && fromTree == fromText)
        #expect(fromTree.list[1] == .node(.node(nil, width: 0), width: 402.5))
    }

    @Test("doubles read back from their trees bit for bit", arguments: CaseTreeTests.doubles.filter(\.isFinite))
    func doublesReadBack(_ number: Double) throws {
        #expect(try ValueCoding.decode(Double.self, from: JSONValue(encoding: number)).bitPattern == number.bitPattern)
    }

    @Test("a tree that holds no such value is an error, as a text would be")
    func mismatchesAreErrors() throws {
        #expect(throws: DecodingError.self) { try ValueCoding.decode(Int.self, from: .number(0.5)) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode(UInt8.self, from: .integer(256)) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode(String.self, from: .integer(1)) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode(Everything.self, from: .object([:])) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode([Int].self, from: .object([:])) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode(Data.self, from: .string("not base64!")) }
        #expect((try? ValueCoding.decode(Bool.self, from: .integer(1))) == nil)
        #expect(try ValueCoding.decode(Int.self, from: .number(-0.0)) == 0)
    }
}
