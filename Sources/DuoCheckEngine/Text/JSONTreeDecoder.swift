import Foundation

/// Reads a `Decodable` value from a ``JSONValue`` tree, the reverse of ``JSONTreeEncoder``: the package's own
/// `Decoder`, so that a stored value, a layout in a counterexample or an explanation is read from the tree it
/// already is, and a file from the tree ``JSONParser`` reads.
///
/// It reads what `JSONDecoder` with ``ValueCoding``'s strategies would read from the tree's text: a whole number as
/// any integer type that holds it exactly, any number as a `Double` (and a `Float` as the nearest to its
/// written decimal), the strings `"nan"`, `"inf"` and `"-inf"` as the non-finite numbers, `Data` from Base64, a
/// `URL` from its string, and a missing member as absent (`decodeIfPresent`) or as `keyNotFound`.
package struct JSONTreeDecoder {
    /// A decoder.
    package init() {}

    /// The value of type `type` that `tree` holds; throws a `DecodingError` when it holds none.
    package func decode<Value: Decodable>(_ type: Value.Type, from tree: JSONValue) throws -> Value {
        try TreeReading(value: tree, codingPath: []).read(type)
    }
}

/// The `Decoder` handed to a value's `init(from:)`: it reads one node.
struct TreeReading: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedTreeReader<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([Any].self) }
        return UnkeyedTreeReader(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleTreeReader(reading: self) }

    /// The error for a node that is not a `type`.
    func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(type), found \(value.kindDescription)"))
    }

    /// The value of `type` here, `Data` from Base64 and `URL` from its string.
    func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if type == Data.self || type == URL.self {
            guard case .string(let text) = value else { throw mismatch(String.self) }
            let read: Any? = type == Data.self ? Data(base64Encoded: text) : URL(string: text)
            guard let read = read as? Value else { throw corrupted(type == Data.self ? "not Base64" : "not a URL") }
            return read
        }
        return try Value(from: self)
    }

    /// The error for a node that reads as no value: `reason` says why.
    func corrupted(_ reason: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "\(value.briefDescription) is \(reason)"))
    }

    /// A number here as a `Double`: a whole number as the nearest double, a non-finite number from its string.
    func double() throws -> Double {
        switch value {
        case .integer(let number): return Double(number)
        case .unsignedInteger(let number): return Double(number)
        case .number(let number): return number
        case .string("nan"): return .nan
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        default: throw mismatch(Double.self)
        }
    }

    /// A number here as a `Float`: the nearest to its written decimal, as a parser reads it.
    func float() throws -> Float {
        switch value {
        case .integer(let number): return Float(number)
        case .unsignedInteger(let number): return Float(number)
        case .number(let number) where number.isFinite: return Float(JSONFormat.numberText(number)) ?? Float(number)
        default: return Float(try double())
        }
    }

    /// A whole number here as `type`, when it holds it exactly.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let exact: Integer?
        switch value {
        case .integer(let number): exact = Integer(exactly: number)
        case .unsignedInteger(let number): exact = Integer(exactly: number)
        // Every whole number written in range is read as an integer; a `.number` is a fraction (or -0, which is 0):
        // `9007199254740993.5` is no whole number, however its nearest `Double` rounds.
        case .number(let number): exact = number == 0 ? 0 : nil
        default: throw mismatch(type)
        }
        guard let exact else { throw corrupted("not a \(type)") }
        return exact
    }

    /// A Boolean here.
    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self) }
        return flag
    }

    /// A string here.
    func string() throws -> String {
        guard case .string(let text) = value else { throw mismatch(String.self) }
        return text
    }
}

/// A key for an item of an array, for coding paths.
struct ItemKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
