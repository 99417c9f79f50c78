import Foundation

/// The one JSON format for counterexamples: sorted keys and pretty printing
/// (so that stored files diff cleanly), and non-finite doubles as the strings
/// `"nan"`, `"inf"` and `"-inf"` (so that NaN cases encode at all). The text is
/// the package's own (``JSONFormat``), the same bytes on every platform.
package enum ValueCoding {
    /// The format of counterexamples.
    package static let format = JSONFormat(pretty: true, escapesSlashes: true, nonFiniteAsStrings: true)

    /// The value as JSON data.
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        try format.data(value)
    }

    /// The value as a JSON string, or a note saying why it could not be encoded.
    package static func string<Value: Encodable>(encoding value: Value) -> String {
        do {
            return try format.text(value)
        } catch {
            return "<value could not be encoded: \(error)>"
        }
    }

    /// A value read from a tree (``JSONTreeDecoder``).
    package static func decode<Value: Decodable>(_ type: Value.Type, from tree: JSONValue) throws -> Value {
        try JSONTreeDecoder().decode(type, from: tree)
    }

    /// A value decoded from JSON data: the text parsed (``JSONParser``), then the tree read (``JSONTreeDecoder``).
    package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try JSONTreeDecoder().decode(type, from: JSONParser.parse(data))
    }
}
