import Foundation
import DuoCheckEngine

extension SeedFile {
    /// Reads a seed file's content. Throws a ``SeedFile/Problem`` saying
    /// exactly what is wrong: not JSON, not an object, a missing or mistyped
    /// field, or an unknown format version.
    package init(decoding data: Data) throws {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: data)
        } catch {
            throw SeedFile.Problem.notJSON(Self.parseErrorSummary(error, data: data))
        }
        guard case .object(let members) = root else { throw SeedFile.Problem.notAnObject(root.kindDescription) }
        let fields = FieldReader(members: members)

        let version = try fields.required("formatVersion", "a whole number") { $0.integerValue }
        guard Self.readableFormatVersions.contains(version) else { throw SeedFile.Problem.unknownFormatVersion(version) }

        let propertyID = try fields.required("propertyID", "a non-empty string") { $0.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        let runSeed = try fields.required("seed", "a whole number from 0 to 2^64-1") { $0.unsignedIntegerValue }
        let choices = try fields.required("choices", "an array of whole numbers from 0 to 2^64-1") { value -> [UInt64]? in
            guard case .array(let items) = value else { return nil }
            let numbers = items.compactMap(\.unsignedIntegerValue)
            return numbers.count == items.count ? numbers : nil
        }
        let value = try fields.required("value", "any JSON value") { $0 }
        let message = try fields.required("message", "a string") { $0.stringValue }
        let foundAt = try fields.required("foundAt", "an ISO 8601 date such as 2026-01-31T12:00:00Z") { value -> Date? in
            value.stringValue.flatMap { try? Date($0, strategy: .iso8601) }
        }
        let kind = try fields.required("kind", "\"failure\" or \"crash\"") { $0.stringValue.flatMap(SeedFile.Kind.init(rawValue:)) }
        let note = try fields.optional("note", "a string") { $0.stringValue }
        let caseIndex = try fields.optional("caseIndex", "a whole number of at least 0") { $0.integerValue.flatMap { $0 >= 0 ? $0 : nil } }
        let explanation = try fields.optional("explanation", "an explanation (its parts, free together, evaluations)") { value in
            try? ValueCoding.decode(Explanation.self, from: value)
        }

        self.init(
            propertyID: propertyID, runSeed: runSeed, caseIndex: caseIndex, choices: choices, value: value, message: message,
            foundAt: foundAt, note: note, kind: kind)
        self.explanation = explanation
        formatVersion = version
    }

    /// Where and why the text is not JSON (``JSONParser/Problem``): `line 2, column 7: expected a value, found "}"`.
    static func parseErrorSummary(_ error: Error, data: Data) -> String {
        if data.isEmpty { return "the file is empty" }
        return (error as? JSONParser.Problem)?.description ?? "the data is not valid JSON"
    }
}

/// Reads the fields of a seed file's top-level object, throwing a precise problem for each bad one.
private struct FieldReader {
    let members: [String: JSONValue]

    func required<Value>(_ name: String, _ expected: String, _ convert: (JSONValue) -> Value?) throws -> Value {
        guard let raw = members[name] else { throw SeedFile.Problem.missingField(name) }
        guard let value = convert(raw) else { throw SeedFile.Problem.badField(name, expected: expected, found: raw.briefDescription) }
        return value
    }

    func optional<Value>(_ name: String, _ expected: String, _ convert: (JSONValue) -> Value?) throws -> Value? {
        guard let raw = members[name], raw != .null else { return nil }
        guard let value = convert(raw) else { throw SeedFile.Problem.badField(name, expected: expected, found: raw.briefDescription) }
        return value
    }
}
