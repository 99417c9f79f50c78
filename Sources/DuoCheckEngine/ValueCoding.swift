import Foundation

/// The one JSON format for counterexamples: sorted keys and pretty printing
/// (so that stored files diff cleanly), and non-finite doubles as the strings
/// `"nan"`, `"inf"` and `"-inf"` (so that NaN cases encode at all).
@usableFromInline package enum ValueCoding {
    /// A new encoder set up for counterexamples.
    @usableFromInline package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// A new decoder that reads what ``makeEncoder()`` writes.
    @usableFromInline package static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// The value as JSON data.
    @usableFromInline package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        try makeEncoder().encode(value)
    }

    /// The value as a JSON string, or a note saying why it could not be encoded.
    @usableFromInline package static func string<Value: Encodable>(encoding value: Value) -> String {
        do {
            return String(decoding: try encode(value), as: UTF8.self)
        } catch {
            return "<value could not be encoded: \(error)>"
        }
    }

    /// A value decoded from JSON data.
    @usableFromInline package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try makeDecoder().decode(type, from: data)
    }
}
