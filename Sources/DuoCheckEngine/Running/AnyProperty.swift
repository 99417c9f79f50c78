import Foundation

/// A property of any value type, for catalogues and front ends (the test
/// bridge, the fuzz command) that handle many properties alike.
@usableFromInline package struct AnyProperty: Sendable {
    /// The property's id.
    @usableFromInline package let id: String
    /// Where its main check's expectation comes from.
    @usableFromInline package let source: CheckSource
    /// The decisions it pins beside its main check, in order.
    @usableFromInline package let decisions: [Decision]
    /// One line saying what it claims.
    @usableFromInline package let summary: String
    /// The file of the declaration, as `#fileID` gives it.
    @usableFromInline package let fileID: String
    /// The file of the declaration, as `#filePath` gives it.
    @usableFromInline package let filePath: String
    /// The line of the declaration.
    @usableFromInline package let line: Int
    /// The column of the declaration.
    @usableFromInline package let column: Int

    @usableFromInline let runCases: @Sendable (RunConfiguration) -> RunReport
    @usableFromInline let replayChoices: @Sendable ([UInt64]) -> CaseRecord
    @usableFromInline let checkStoredTree: @Sendable (JSONValue) throws -> CaseRecord
    @usableFromInline let buildValue: @Sendable ([UInt64]) -> JSONValue
    @usableFromInline let drawUncheckedCase: @Sendable (UInt64) -> CaseRecord
    @usableFromInline let drawReplayedCase: @Sendable ([UInt64]) -> CaseRecord
    @usableFromInline let scoped: @Sendable (CheckScope) -> AnyProperty
    @usableFromInline let fuzzBytes: @Sendable ([UInt8]) -> FuzzOutcome
    @usableFromInline let drawBytesCase: @Sendable ([UInt8]) -> CaseRecord
    @usableFromInline let shrinkFuzzFailure: @Sendable (CaseRecord, RunConfiguration) -> FailureReport?
    @usableFromInline let decodeValue: @Sendable (JSONValue) -> Any?
    @usableFromInline let runGuidedCase: @Sendable ([UInt64], UInt64) -> GuidedOutcome
    @usableFromInline let drawGuidedCase: @Sendable ([UInt64], UInt64) -> CaseRecord

    /// Wraps a property. Inlined, so that the run loop is specialised for
    /// the value type in the module that creates the catalogue.
    @inlinable
    package init<Value>(_ property: Property<Value>) {
        id = property.id
        source = property.source
        decisions = property.decisions.map(\.decision)
        summary = property.summary
        fileID = property.fileID
        filePath = property.filePath
        line = property.line
        column = property.column
        runCases = { property.run($0) }
        replayChoices = { property.replay(choices: $0) }
        checkStoredTree = { try property.checkStoredValue($0) }
        buildValue = { property.value(forChoices: $0) }
        drawUncheckedCase = { property.drawCase(caseSeed: $0) }
        drawReplayedCase = { property.drawCase(replaying: $0) }
        scoped = { AnyProperty(property.checking($0)) }
        fuzzBytes = { property.fuzzOneInput($0) }
        drawBytesCase = { property.drawCase(bytes: $0) }
        shrinkFuzzFailure = { property.failureReport(shrinking: $0, configuration: $1) }
        decodeValue = { property.storedValue($0) }
        runGuidedCase = { property.guidedCase(prefix: $0, thenDrawingFrom: $1) }
        drawGuidedCase = { property.drawCase(prefix: $0, thenDrawingFrom: $1) }
    }

    /// The value a stored tree holds, as the property's own value type (nil when the tree is no such value): what a
    /// picture reads a counterexample's geometry from.
    package func value(decoding tree: JSONValue) -> Any? {
        decodeValue(tree)
    }

    /// The section of the spec the property checks (``CheckSource/section``).
    package var rule: String { source.section }

    /// The property with only the checks a run of `scope` makes (see ``Property/checking(_:)``).
    package func checking(_ scope: CheckScope) -> AnyProperty {
        scoped(scope)
    }

    /// Where the property is declared.
    package var location: CheckLocation {
        CheckLocation(fileID: fileID, line: line)
    }

    /// Runs the cases that `configuration` selects (see ``Property/run(_:)``).
    package func run(_ configuration: RunConfiguration) -> RunReport {
        runCases(configuration)
    }

    /// Rebuilds the value from `choices` and checks it (see ``Property/replay(choices:)``).
    package func replay(choices: [UInt64]) -> CaseRecord {
        replayChoices(choices)
    }

    /// Decodes a stored value and checks it; throws if it does not decode (see ``Property/checkStoredValue(_:)``).
    package func checkStoredValue(_ stored: JSONValue) throws -> CaseRecord {
        try checkStoredTree(stored)
    }

    /// The value that `choices` rebuild, as a tree.
    package func value(forChoices choices: [UInt64]) -> JSONValue {
        buildValue(choices)
    }

    /// Runs one case read from a fuzzer's bytes (see ``Property/fuzzOneInput(_:)``).
    package func fuzzOneInput(_ bytes: [UInt8]) -> FuzzOutcome {
        fuzzBytes(bytes)
    }

    /// The case that a fuzzer's bytes build, built but not checked (see ``Property/drawCase(bytes:)``).
    @usableFromInline package func drawCase(bytes: [UInt8]) -> CaseRecord {
        drawBytesCase(bytes)
    }

    /// Shrinks and explains a failure found from bytes (see ``Property/failureReport(shrinking:configuration:)``).
    package func failureReport(shrinking found: CaseRecord, configuration: RunConfiguration) -> FailureReport? {
        shrinkFuzzFailure(found, configuration)
    }

    /// Runs one case from `prefix`, then fresh draws from `seed` (see ``Property/guidedCase(prefix:thenDrawingFrom:)``).
    package func guidedCase(prefix: [UInt64], thenDrawingFrom seed: UInt64) -> GuidedOutcome {
        runGuidedCase(prefix, seed)
    }

    /// That case, built but not checked (see ``Property/drawCase(prefix:thenDrawingFrom:)``).
    package func drawCase(prefix: [UInt64], thenDrawingFrom seed: UInt64) -> CaseRecord {
        drawGuidedCase(prefix, seed)
    }
}
