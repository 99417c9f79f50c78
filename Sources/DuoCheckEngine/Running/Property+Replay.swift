import Foundation

extension Property {
    /// Rebuilds the value from `choices` and checks it; the record's choices are every choice the value drew.
    @usableFromInline package func replay(choices: [UInt64]) -> CaseRecord {
        let source = ChoiceSource(replaying: choices)
        let value = generator.run(source)
        return record(value, drawnBy: source, failure: source.isInvalid ? nil : failure(checking: value))
    }

    /// The value a stored tree holds, or nil when it is no value of this property.
    @usableFromInline package func storedValue(_ stored: JSONValue) -> Value? {
        try? ValueCoding.decode(Value.self, from: stored)
    }

    /// Decodes a stored value (a tree as a seed file holds it) and checks it; the record has no choices.
    /// Throws if the tree does not decode as a value of this property.
    @usableFromInline package func checkStoredValue(_ stored: JSONValue) throws -> CaseRecord {
        let value = try ValueCoding.decode(Value.self, from: stored)
        return CaseRecord(choices: [], value: JSONValue(caseValue: value), failure: failure(checking: value))
    }

    /// The value that `choices` rebuild, as a tree.
    @usableFromInline package func value(forChoices choices: [UInt64]) -> JSONValue {
        JSONValue(caseValue: generator.run(ChoiceSource(replaying: choices)))
    }
}
