import Foundation
import Testing
@testable import DuoCheckEngine

/// The package's one JSON reader: it reads back every tree the writer writes, reads each number as the tree
/// encoder forms it, and names what is wrong with text that is not JSON, where it is, without trapping.
@Suite("JSON parser")
struct JSONParserTests {
    @Test("every tree the writer writes, pretty or on one line, parses back as the same tree")
    func writtenTreesParseBack() throws {
        var random = SplitMix(seed: 0x5EED)
        for _ in 0..<2_000 {
            let tree = Self.tree(&random, depth: 0)
            for format in [ValueCoding.format, JSONFormat.oneLine, JSONFormat(pretty: false, escapesSlashes: true, nonFiniteAsStrings: true)] {
                let text = try format.text(tree)
                #expect(try JSONParser.parse(text.utf8) == tree, "\(text)")
            }
        }
    }

    @Test("a value's tree (numbers as parsed) equals the tree its written text parses as")
    func encodedTreesEqualParsedText() throws {
        let awkward: [Double] = [
            0, -0.0, 0.1, 1e-7, .leastNonzeroMagnitude, 1e16, -1e16, 9_007_199_254_740_992, 1.152921504606847e18, 1e19, 1.8446744073709552e19, 1e300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity, 466.0 * 16 / 9, 1.0 / 3, 2.5, -2.5
        ]
        let tree = try JSONValue(encoding: awkward)
        #expect(try JSONParser.parse(ValueCoding.string(encoding: awkward).utf8) == tree)
        #expect(try tree == JSONParser.parse(ValueCoding.format.text(tree).utf8))
    }

    @Test(
        "a number is whole when its value is, and keeps -0's sign",
        arguments: [
            ("12", JSONValue.integer(12)), ("-3", .integer(-3)), ("1.0", .integer(1)), ("100e-2", .integer(1)),
            ("1e+16", .integer(10_000_000_000_000_000)),
            ("1.2E3", .integer(1200)), ("-0", .number(-0.0)), ("-0.0e7", .number(-0.0)), ("0e-5", .integer(0)), ("-3.5", .number(-3.5)),
            ("18446744073709551615", .unsignedInteger(.max)), ("-9223372036854775808", .integer(.min)),
            ("18446744073709551616", .number(18_446_744_073_709_551_616)), ("5e-324", .number(.leastNonzeroMagnitude))
        ])
    func numbers(text: String, value: JSONValue) throws {
        let parsed = try JSONParser.parse(text.utf8)
        #expect(parsed == value)
        if case .number(let read) = parsed, case .number(let expected) = value { #expect(read.bitPattern == expected.bitPattern) }
    }

    @Test("a whole number is read only from a whole literal: a fraction is never rounded into one")
    func wholeNumbersAreWritten() throws {
        #expect(try ValueCoding.decode(Int.self, from: Data("3.0".utf8)) == 3)
        #expect(try ValueCoding.decode(Int.self, from: Data("-0".utf8)) == 0)
        #expect(try ValueCoding.decode(UInt64.self, from: Data("1.8446744073709551615e19".utf8)) == .max)
        #expect(throws: DecodingError.self) { try ValueCoding.decode(Int.self, from: Data("9007199254740993.5".utf8)) }
        #expect(throws: DecodingError.self) { try ValueCoding.decode(UInt64.self, from: Data("12345678901234567890123e-5".utf8)) }
    }

    @Test(
        "text that is not JSON is a problem naming its line, column and reason",
        arguments: [
            ("", 1, 1, "the text is empty"), ("{\n  \"a\" : 1,\n}", 3, 1, "expected a member's name, found \"}\""),
            ("[1, 2", 1, 6, "expected \",\" or \"]\" in an array, found the end of the text"), ("01", 1, 2, "\"1\" after the value"),
            ("1e400", 1, 1, "the number 1e400 is out of a Double's range"), ("[1e-400]", 1, 2, "the number 1e-400 is out of a Double's range"),
            ("1.5e-9223372036854775808", 1, 1, "the number 1.5e-9223372036854775808 is out of a Double's range"),
            ("-", 1, 2, "expected a digit in the number's whole part, found the end of the text"),
            ("1.", 1, 3, "expected a digit in the number's fraction, found the end of the text"), ("nul", 1, 1, "expected a value, found \"n\""),
            ("NaN", 1, 1, "expected a value, found \"N\""), ("{\"a\":1,\"a\":2}", 1, 8, "the member \"a\" is named twice"),
            ("\"\u{1}\"", 1, 2, "a control character (1) in a string must be escaped"), ("\"\\x\"", 1, 3, "a backslash before \"x\" is no escape"),
            ("\"\\ud800\"", 1, 8, "a lone high surrogate \\ud800"), ("\"\\udc00\"", 1, 8, "a lone low surrogate \\udc00"),
            ("\"\\u12\"", 1, 4, "\\u needs four hexadecimal digits"), ("\"\\u+123\"", 1, 4, "\\u needs four hexadecimal digits"),
            ("\"abc", 1, 5, "a string is not closed"), ("[1] x", 1, 5, "\"x\" after the value")
        ])
    func problems(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: JSONParser.Problem(line: line, column: column, reason: reason)) { try JSONParser.parse(text.utf8) }
    }

    @Test("bytes that are not UTF-8 in a string are a problem; a byte-order mark before the text is skipped")
    func encodings() throws {
        #expect(throws: JSONParser.Problem(line: 1, column: 4, reason: "the string before here is not UTF-8")) {
            try JSONParser.parse([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])
        }
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[\"é\\u00e9\\ud83d\\ude00\"]".utf8)) == .array([.string("éé😀")]))
    }

    @Test("nesting is read to its limit and refused beyond it, without exhausting the stack")
    func nesting() throws {
        let deepest = JSONParser.deepestNesting
        let allowed = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
        #expect(throws: Never.self) { try JSONParser.parse(allowed.utf8) }
        let tooDeep = String(repeating: "[{\"a\":", count: 100_000)
        #expect(throws: JSONParser.Problem(line: 1, column: 6 * (deepest / 2) + 1, reason: "nested deeper than \(deepest) levels")) {
            try JSONParser.parse(tooDeep.utf8)
        }
    }

    /// A tree in the form the parser gives: numbers as written text reads, strings of any scalars.
    private static func tree(_ random: inout SplitMix, depth: Int) -> JSONValue {
        switch random.next() % (depth > 3 ? 6 : 8) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2: return .integer(Int64(bitPattern: random.next()) >> (random.next() % 64))
        case 3: return JSONValue.unsigned(random.next())
        case 4: return JSONValue(parsedNumber: Double(bitPattern: random.next()))
        case 5: return .string(string(&random))
        case 6: return .array((0..<random.next() % 5).map { _ in tree(&random, depth: depth + 1) })
        default:
            return .object(Dictionary((0..<random.next() % 5).map { _ in (string(&random), tree(&random, depth: depth + 1)) }) { first, _ in first })
        }
    }

    private static func string(_ random: inout SplitMix) -> String {
        let scalars = (0..<random.next() % 8).compactMap { _ -> Unicode.Scalar? in
            let pick = random.next()
            return Unicode.Scalar(UInt32(pick % 4 == 0 ? pick % 0x80 : pick % 4 == 1 ? pick % 0x800 : (pick >> 8) % 0x110000))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}

/// SplitMix64: a seeded source for the random trees, the same on every platform.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
