import Foundation

extension Property {
    /// Rebuilds the value from `choices` and checks it; the outcome's choices are every choice the value drew.
    @usableFromInline package func replay(choices: [UInt64]) -> RebuiltCase {
        let source = ChoiceSource(replaying: choices)
        let value = generator.run(source)
        let json = ValueCoding.string(encoding: value)
        if source.isInvalid {
            return RebuiltCase(valueJSON: json, choices: source.choices, failure: nil, isInvalid: true)
        }
        return RebuiltCase(valueJSON: json, choices: source.choices, failure: failure(checking: value), isInvalid: false)
    }

    /// Decodes a stored value (JSON as ``ValueCoding`` writes it) and checks it.
    /// Throws if the data does not decode as a value of this property.
    @usableFromInline package func checkStoredValue(encoded: Data) throws -> RebuiltCase {
        let value = try ValueCoding.decode(Value.self, from: encoded)
        return RebuiltCase(
            valueJSON: ValueCoding.string(encoding: value), choices: nil, failure: failure(checking: value), isInvalid: false)
    }

    /// The value that `choices` rebuild, as JSON data.
    @usableFromInline package func encodedValue(forChoices choices: [UInt64]) throws -> Data {
        try ValueCoding.encode(generator.run(ChoiceSource(replaying: choices)))
    }
}
