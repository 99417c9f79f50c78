import Foundation

/// How the package writes JSON: its own writer, so that a seed file, a snapshot line or a report is the same
/// bytes on every platform, whatever Foundation's `JSONEncoder` does there (older Apple releases write
/// `0.1` as `0.10000000000000001`, and the platforms' key orders need not agree).
///
/// The text is the one that `JSONEncoder` with `.sortedKeys` writes on Linux, so that no stored file changes:
///
/// - keys sorted by their UTF-8 bytes;
/// - a whole number as its digits; any other number as Swift's `description` of the `Double` (the shortest
///   decimal that reads back as the same bits, the same on every platform), without a trailing `.0`: `0.1`,
///   `1e-07`, `5e-324`, `1.7976931348623157e+308`, `-0`, `828.4444444444445`, `0.3333333333333333`;
/// - NaN and the infinities as the strings `"nan"`, `"inf"` and `"-inf"` when ``nonFiniteAsStrings``, else an
///   error;
/// - in a string, `"`, `\` and the control characters escaped (`\b`, `\t`, `\n`, `\f`, `\r`, else `\u00xx`),
///   and `/` as `\/` unless ``escapesSlashes`` is off; everything else as it is;
/// - pretty printed: two spaces a level, `"key" : value`, one member or item a line, and an empty object or
///   array as its brackets on two lines with an empty line between; compact: no spaces at all.
package struct JSONFormat: Sendable {
    /// One line, slashes as they are, and non-finite numbers as the strings `"nan"`, `"inf"` and `"-inf"`: how
    /// a report, an explanation or an observation record shows a value.
    package static let oneLine = JSONFormat(pretty: false, escapesSlashes: false, nonFiniteAsStrings: true)

    /// One member or item a line, indented.
    package var pretty: Bool
    /// Whether `/` is written `\/`.
    package var escapesSlashes: Bool
    /// Whether NaN and the infinities are written as strings (else they are an error).
    package var nonFiniteAsStrings: Bool
    /// Flags that the values' `encode(to:)` can read from `encoder.userInfo`.
    package var userInfo: [CodingUserInfoKey: Bool]

    /// A format; by default pretty, slashes escaped, non-finite numbers an error, as `JSONEncoder` is.
    package init(pretty: Bool = true, escapesSlashes: Bool = true, nonFiniteAsStrings: Bool = false, userInfo: [CodingUserInfoKey: Bool] = [:]) {
        self.pretty = pretty
        self.escapesSlashes = escapesSlashes
        self.nonFiniteAsStrings = nonFiniteAsStrings
        self.userInfo = userInfo
    }

    /// `value` as JSON text.
    package func text<Value: Encodable>(_ value: Value) throws -> String {
        try text(JSONTreeEncoder(userInfo: userInfo).tree(of: value))
    }

    /// `value` as JSON data (UTF-8).
    package func data<Value: Encodable>(_ value: Value) throws -> Data {
        Data(try text(value).utf8)
    }

    /// The text of a tree.
    package func text(_ tree: JSONValue) throws -> String {
        var out = ""
        try write(tree, depth: 0, into: &out)
        return out
    }

    /// A number that cannot be written.
    package struct NonFiniteNumber: Error, CustomStringConvertible {
        /// The number.
        package var value: Double
        package var description: String { "\(value) cannot be written as JSON" }
    }

    private func write(_ value: JSONValue, depth: Int, into out: inout String) throws {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .unsignedInteger(let number): out += String(number)
        case .number(let number):
            if number.isFinite {
                out += Self.numberText(number)
            } else if nonFiniteAsStrings {
                out += number.isNaN ? #""nan""# : number < 0 ? #""-inf""# : #""inf""#
            } else {
                throw NonFiniteNumber(value: number)
            }
        case .string(let string): writeString(string, into: &out)
        case .array(let items):
            try writeContainer(items, open: "[", close: "]", depth: depth, into: &out) { item, out in
                try write(item, depth: depth + 1, into: &out)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            try writeContainer(sorted, open: "{", close: "}", depth: depth, into: &out) { member, out in
                writeString(member.key, into: &out)
                out += pretty ? " : " : ":"
                try write(member.value, depth: depth + 1, into: &out)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, depth: Int, into out: inout String,
        element: (Element, inout String) throws -> Void
    ) throws {
        out += open
        guard pretty else {
            for (offset, item) in elements.enumerated() {
                if offset > 0 { out += "," }
                try element(item, &out)
            }
            out += close
            return
        }
        let inner = String(repeating: "  ", count: depth + 1)
        out += "\n"
        if elements.isEmpty { out += "\n" }
        for (offset, item) in elements.enumerated() {
            if offset > 0 { out += ",\n" }
            out += inner
            try element(item, &out)
        }
        if !elements.isEmpty { out += "\n" }
        out += String(repeating: "  ", count: depth) + close
    }

    private func writeString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapesSlashes: out += "\\/"
            case "\u{08}": out += "\\b"
            case "\u{09}": out += "\\t"
            case "\u{0A}": out += "\\n"
            case "\u{0C}": out += "\\f"
            case "\u{0D}": out += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// A finite `Double` as the format writes it: Swift's shortest round-trip `description`, without a
    /// trailing `.0` (`500`, `0.1`, `1e-07`, `-0`).
    package static func numberText(_ number: Double) -> String {
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
