import Foundation

/// Reads JSON text (RFC 8259, UTF-8) into a ``JSONValue``: the package's one JSON reader, the reverse of
/// ``JSONFormat``. Every file, plan, event line and record the package reads goes through it, so a value has one
/// form whatever read it, the same on every platform.
///
/// Decisions beyond the RFC, each for a file that may be damaged or hostile:
/// - a number is read as ``JSONValue/init(writtenNumber:)`` reads it (a whole number stays whole); a number
///   beyond the largest `Double` is an error, never an infinity, and so is one too small to be told from 0;
/// - a member named twice in one object is an error: which of the two a reader keeps is not for it to guess;
/// - nesting deeper than ``deepestNesting`` is an error, not a stack overflow;
/// - text that is not UTF-8 is an error; a leading byte-order mark is skipped.
package struct JSONParser {
    /// Why text is not JSON, and where: `line 2, column 7: expected a value, found "}"`.
    package struct Problem: Error, CustomStringConvertible, Equatable {
        /// The line (from 1) and column (from 1, in bytes) of the first byte that is wrong.
        package let line: Int
        package let column: Int
        /// What is wrong there.
        package let reason: String
        package var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// The deepest nesting of arrays and objects read.
    package static let deepestNesting = 256

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The value `data` holds as its only content; throws a ``Problem`` when it is not JSON.
    package static func parse(_ data: some Collection<UInt8>) throws -> JSONValue {
        var parser = JSONParser(Array(data))
        if parser.bytes.isEmpty { throw parser.problem("the text is empty") }
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.offset == parser.bytes.count else { throw parser.problem("\(parser.found) after the value") }
        return value
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        skipSpace()
        guard offset < bytes.count else { throw problem("expected a value, found the end of the text") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw problem("expected a value, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        guard depth <= Self.deepestNesting else { throw problem("nested deeper than \(Self.deepestNesting) levels") }
        offset += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            let keyOffset = offset
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw problem("expected a member's name, found \(found)") }
            let key = try string()
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw problem("expected \":\" after a member's name, found \(found)") }
            let member = try value(depth: depth)
            guard members.updateValue(member, forKey: key) == nil else {
                offset = keyOffset
                throw problem("the member \(JSONValue.string(key).briefDescription) is named twice")
            }
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { throw problem("expected \",\" or \"}\" in an object, found \(found)") }
        return .object(members)
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        guard depth <= Self.deepestNesting else { throw problem("nested deeper than \(Self.deepestNesting) levels") }
        offset += 1
        var items: [JSONValue] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            items.append(try value(depth: depth))
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { throw problem("expected \",\" or \"]\" in an array, found \(found)") }
        return .array(items)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        guard bytes[offset...].starts(with: word.utf8) else { throw problem("expected a value, found \(found)") }
        offset += word.utf8.count
        return value
    }

    /// A number, checked against the grammar before it is read: `-`, then `0` or digits without a leading zero,
    /// then an optional fraction and exponent.
    private mutating func number() throws -> JSONValue {
        let start = offset
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) { try digits("the number's whole part") }
        if take(UInt8(ascii: ".")) { try digits("the number's fraction") }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            try digits("the number's exponent")
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = JSONValue(writtenNumber: text) else {
            offset = start
            throw problem("the number \(text.prefix(40)) is out of a Double's range")
        }
        return number
    }

    private mutating func digits(_ part: String) throws {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        guard offset > start else { throw problem("expected a digit in \(part), found \(found)") }
    }

    /// A string: its escapes read, its text checked to be UTF-8.
    private mutating func string() throws -> String {
        offset += 1
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw problem("a string is not closed") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                let string = String(decoding: text, as: UTF8.self)
                guard string.utf8.elementsEqual(text) else { throw problem("the string before here is not UTF-8") }
                offset += 1
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                text.append(contentsOf: try escape())
            case 0..<0x20: throw problem("a control character (\(byte)) in a string must be escaped")
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    /// The UTF-8 of the escape after a backslash.
    private mutating func escape() throws -> [UInt8] {
        guard offset < bytes.count else { throw problem("a string is not closed") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"): break
        default:
            offset -= 1
            throw problem("a backslash before \(found) is no escape")
        }
        var scalar = try hexUnit()
        if (0xD800..<0xDC00).contains(scalar) {
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw problem("a lone high surrogate \\u\(String(scalar, radix: 16))") }
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw problem("a high surrogate without its low one") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw problem("a lone low surrogate \\u\(String(scalar, radix: 16))") }
        return Array(String(Character(unicode)).utf8)
    }

    private mutating func hexUnit() throws -> UInt32 {
        guard offset + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw problem("\\u needs four hexadecimal digits") }
        offset += 4
        return unit
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// What is at the current byte, for a message: `"}"`, `the end of the text`, `byte 0xFF`.
    private var found: String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        return (0x20..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func problem(_ reason: String) -> Problem {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return Problem(line: before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }, column: before.count - lineStart + 1, reason: reason)
    }
}
