import Foundation

/// A property of any value type, for catalogues and front ends (the test
/// bridge, the fuzz command) that handle many properties alike.
public struct AnyProperty {
    /// The property's id.
    public let id: String
    /// The spec rule it checks.
    public let rule: String
    /// One line saying what it claims.
    public let summary: String
    /// The file of the declaration, as `#fileID` gives it.
    public let fileID: String
    /// The file of the declaration, as `#filePath` gives it.
    public let filePath: String
    /// The line of the declaration.
    public let line: Int
    /// The column of the declaration.
    public let column: Int

    @usableFromInline let runCases: (RunConfiguration) -> RunReport
    @usableFromInline let replayChoices: ([UInt64], Bool) -> ReplayOutcome
    @usableFromInline let checkEncodedValue: (Data) throws -> ReplayOutcome
    @usableFromInline let encodeValue: ([UInt64]) throws -> Data
    @usableFromInline let drawUncheckedCase: (UInt64) -> DrawnCase
    @usableFromInline let drawReplayedCase: ([UInt64]) -> DrawnCase

    /// Wraps a property. Inlined, so that the run loop is specialised for
    /// the value type in the module that creates the catalogue.
    @inlinable
    public init<Value>(_ property: Property<Value>) {
        id = property.id
        rule = property.rule
        summary = property.summary
        fileID = property.fileID
        filePath = property.filePath
        line = property.line
        column = property.column
        runCases = { property.run($0) }
        replayChoices = { property.replay(choices: $0, formatOne: $1) }
        checkEncodedValue = { try property.check(encodedValue: $0) }
        encodeValue = { try property.encodedValue(forChoices: $0) }
        drawUncheckedCase = { property.drawCase(caseSeed: $0) }
        drawReplayedCase = { property.drawCase(replaying: $0) }
    }

    /// Where the property is declared.
    public var location: CheckLocation {
        CheckLocation(fileID: fileID, line: line)
    }

    /// Runs the cases that `configuration` selects (see ``Property/run(_:)``).
    public func run(_ configuration: RunConfiguration) -> RunReport {
        runCases(configuration)
    }

    /// Rebuilds the value from `choices` and checks it; `formatOne` reads choices of the first seed format (see
    /// ``Property/replay(choices:formatOne:)``).
    public func replay(choices: [UInt64], formatOne: Bool = false) -> ReplayOutcome {
        replayChoices(choices, formatOne)
    }

    /// Decodes a stored value and checks it; throws if it does not decode.
    public func check(encodedValue: Data) throws -> ReplayOutcome {
        try checkEncodedValue(encodedValue)
    }

    /// The value that `choices` rebuild, as JSON data.
    public func encodedValue(forChoices choices: [UInt64]) throws -> Data {
        try encodeValue(choices)
    }
}
