import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoProperties

/// One candidate for a worker to check on its own: a crash case being reproduced, or
/// a smaller candidate while a crash is shrunk. The worker draws the value first and
/// reports the case it drew, with the choices it consumed (``WorkerEvent/drawn(_:)``), then
/// checks it (``WorkerEvent/checked(failure:)``); a check that crashes or hangs reports
/// nothing more, and how the process ended says the rest.
struct ProbePlan: Codable, Equatable {
    /// The property's id.
    var propertyID: String
    /// The candidate's choices; `nil` to draw the case from ``caseSeed`` (a crash while drawing left no choices).
    var choices: [UInt64]?
    /// The case seed to draw from when there are no choices.
    var caseSeed: UInt64?
    /// Whether the demo properties are in the catalogue.
    var includesDemos: Bool
    /// The crash file the worker maps (its crash handler ends the process quickly); `nil` for none, when the
    /// probe may write nothing (`import-crash`): the handler is installed all the same.
    var crashRecordPath: String?
    /// The mutant of the spec's bug shapes (``BugShape``) whose helpers the property runs on, or `nil` for the core's.
    var mutantID: String? = nil

    /// The property the plan names, on the mutant's helpers when it names one; `nil` when either is unknown.
    func property(in catalogue: FuzzCatalogue) -> AnyProperty? {
        guard let mutantID else { return catalogue.property(id: propertyID) }
        guard let mutant = BugShape.all.first(where: { $0.id == mutantID }) else { return nil }
        return PropertyCatalogue.property(id: propertyID, using: mutant.helpers)
    }

    /// Runs the probe in this (worker) process.
    func run(catalogue: FuzzCatalogue, emit: (WorkerEvent) -> Void) -> ExitCode {
        guard let property = property(in: catalogue) else { return .usage }
        let drawn = choices.map { property.drawCase(replaying: $0) } ?? property.drawCase(caseSeed: caseSeed ?? 0)
        emit(.drawn(drawn))
        guard !drawn.isInvalid else { return .success }
        let outcome = property.replay(choices: drawn.choices)
        emit(.checked(failure: outcome.failure.map { "\($0)" }))
        return .success
    }
}
