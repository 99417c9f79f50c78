import Foundation

/// Any JSON value, kept as a tree so that a seed file can embed a
/// counterexample as a nested object (readable in the file, decodable as the
/// property's value type) and compare two values by content rather than by text.
///
/// Whole numbers stay whole: a number is an ``integer(_:)`` when it fits
/// `Int64`, an ``unsignedInteger(_:)`` when it only fits `UInt64` (seeds and
/// choices can), and a ``number(_:)`` otherwise.
@usableFromInline package enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits `Int64`.
    case integer(Int64)
    /// A whole number above `Int64.max`.
    case unsignedInteger(UInt64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Parses JSON text (``JSONParser``); throws a ``JSONParser/Problem`` if it is not JSON.
    @usableFromInline package init(parsing data: Data) throws {
        self = try JSONParser.parse(data)
    }

    /// Parses JSON text (``JSONParser``); throws a ``JSONParser/Problem`` if it is not JSON.
    @usableFromInline package init(parsing text: String) throws {
        self = try JSONParser.parse(text.utf8)
    }

    @usableFromInline package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            // `-0` is a number whose sign a whole number would lose.
            if value == 0, let number = try? container.decode(Double.self), number.sign == .minus {
                self = .number(number)
            } else {
                self = .integer(value)
            }
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsignedInteger(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    @usableFromInline package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as JSON data, written the way ``ValueCoding`` writes counterexamples
    /// (sorted keys, pretty printed; ``JSONFormat``).
    @usableFromInline package func encoded() throws -> Data {
        try ValueCoding.encode(self)
    }

    /// The value as JSON text (sorted keys, pretty printed).
    @usableFromInline package var text: String {
        ValueCoding.string(encoding: self)
    }

    /// The member `key` of an object, or `nil`.
    @usableFromInline package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The value as a `Double` if it is a number.
    @usableFromInline package var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .unsignedInteger(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// An unsigned whole number: an integer when it fits `Int64`.
    package static func unsigned(_ number: UInt64) -> JSONValue {
        number <= UInt64(Int64.max) ? .integer(Int64(number)) : .unsignedInteger(number)
    }

    /// The value as a `UInt64` if it is a whole number from 0 to `UInt64.max`.
    @usableFromInline package var unsignedIntegerValue: UInt64? {
        switch self {
        case .integer(let value): return value >= 0 ? UInt64(value) : nil
        case .unsignedInteger(let value): return value
        default: return nil
        }
    }

    /// The value as an `Int` if it is a whole number that fits.
    @usableFromInline package var integerValue: Int? {
        if case .integer(let value) = self { return Int(exactly: value) }
        return nil
    }

    /// The value as a string if it is one.
    @usableFromInline package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The name of the value's JSON type, for error messages ("a string", "an array").
    @usableFromInline package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .unsignedInteger, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A short description for error messages: the literal for a scalar
    /// (a string cut to 40 characters), the type for an array or object.
    @usableFromInline package var briefDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .integer(let value): return "\(value)"
        case .unsignedInteger(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let value): return value.count > 40 ? "\"\(value.prefix(40))…\"" : "\"\(value)\""
        case .array, .object: return kindDescription
        }
    }
}
