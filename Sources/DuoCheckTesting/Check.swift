import DuoCheckEngine
import Foundation
import Testing

/// Runs `property` inside a Swift Testing test and records an issue at the
/// property's declaration for a failure or any coverage or filtering problem.
///
/// Without a `configuration`, the environment chooses one
/// (see ``DuoCheckEngine/RunConfiguration/fromEnvironment(defaultCases:environment:)``).
/// When `DUOCHECK_REPLAY` is set, and `DUOCHECK_PROPERTY` is absent or names
/// this property, it replays those choices instead of running cases.
///
/// Inlined into the caller, so that the run loop is specialised for `Value` in the test's own module, as the
/// engine's loop is: left generic, every case paid for the value type's metadata (docs/performance.md).
@inlinable
public func check<Value>(_ property: Property<Value>, configuration: RunConfiguration? = nil) {
    check(AnyProperty(property), configuration: configuration)
}

/// Runs a type-erased property inside a Swift Testing test, like the generic `check(_:configuration:)`; a
/// failure's replay line selects the test `testFilter` names (the project's own test of the property when nil),
/// and `picture` draws the failure as SVG, attached beside its JSON.
///
/// With a `database`, the property's stored counterexamples are replayed before the run draws, and a new failure
/// is saved through it (``CounterexampleDatabase``; whether the database writes is its own choice). Without one,
/// nothing is read or stored: a failure is attached as JSON, and its replay line reproduces it.
@usableFromInline
package func check(
    _ property: AnyProperty, configuration: RunConfiguration? = nil, database: (any CounterexampleDatabase)? = nil,
    testFilter: String? = nil, picture: (@Sendable (FailureReport) -> String?)? = nil
) {
    let location = property.sourceLocation
    do {
        if let request = try ReplayRequest.fromEnvironment(), request.applies(to: property.id) {
            replay(property, choices: request.choices)
            return
        }
        var chosen = try configuration ?? RunConfiguration.fromEnvironment()
        if let database { chosen.database = database }
        let report = property.run(chosen)
        if let failure = report.failure {
            let text = failure.text(testFilter: testFilter)
            if PlantedFailures.keep(text) {
                Issue.record(Comment(rawValue: String(text.prefix { $0 != "\n" })), sourceLocation: location)
                return
            }
            Issue.record(Comment(rawValue: text), sourceLocation: location)
            Attachment.record(Array(failure.counterexampleJSON.utf8), named: "\(property.id).json", sourceLocation: location)
            if let svg = picture?(failure) {
                Attachment.record(Array(svg.utf8), named: "\(property.id).svg", sourceLocation: location)
            }
        }
        for problem in report.problems {
            Issue.record(Comment(rawValue: problem), sourceLocation: location)
        }
    } catch {
        Issue.record(Comment(rawValue: "\(property.id): \(error)"), sourceLocation: location)
    }
}

/// Replays one choice sequence and records an issue if it fails.
private func replay(_ property: AnyProperty, choices: [UInt64]) {
    let outcome = property.replay(choices: choices)
    let location = property.sourceLocation
    if let failure = outcome.failure {
        let text = """
            Property "\(property.id)" failed on replay (\((failure.source ?? property.source).description))
              check: \(failure)
              value:
            \(outcome.valueText)
              choices: \(choices.map(String.init).joined(separator: ","))
            """
        Issue.record(Comment(rawValue: text), sourceLocation: location)
        Attachment.record(Array(outcome.valueText.utf8), named: "\(property.id).json", sourceLocation: location)
    } else if outcome.isInvalid {
        Issue.record(Comment(rawValue: "\(property.id): the replayed choices build a value that its generator filters out"), sourceLocation: location)
    }
}

extension AnyProperty {
    /// The property's declaration, as Swift Testing locates issues.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
