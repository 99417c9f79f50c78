import DuoCheckEngine
import Foundation

/// Observation records of a fuzz target's cases, in Hypothesis's format (``Observation``), with their
/// `coverage` field filled (``FuzzCoverage``): Tyche, or any reader of the format, shows what a night of
/// guided fuzzing covered. Opt-in by the variable that turns on a random run's observations,
/// `DUOCHECK_OBSERVE` (a folder; `DUOCHECK_OBSERVE_LIMIT` bounds the cases, default 100,000).
///
/// A fuzz target's run has no end of its own (libFuzzer exits when its time is up, and aborts on a failure),
/// so the records go to `<folder>/<property-id>_testcases.jsonl` in batches of 1,000, when the process exits
/// and before a failure aborts it. `how_generated` is `libFuzzer`; `generate:value` times the draw from the
/// bytes and `execute:test` the case's run (its draw again, its check, and a failure's replay).
final class FuzzObservations {
    /// The records not written yet.
    var records: ObservationRecords
    /// The most cases to record, and how many were.
    let limit: Int
    var recorded = 0

    /// Records for `propertyID` as `observation` says.
    init(observation: Observation, propertyID: String) {
        records = ObservationRecords(observation: observation, propertyID: propertyID, seed: 0)
        limit = observation.limit
    }

    /// Runs the case of `bytes` on `property`, records it, and returns its outcome.
    func run(_ bytes: [UInt8], on property: AnyProperty) -> FuzzOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let drawn = property.drawCase(bytes: bytes)
        let drawnAt = clock.now
        let outcome = property.fuzzOneInput(bytes)
        let executing = clock.now - drawnAt
        guard recorded < limit else { return outcome }
        recorded += 1
        let coverage = FuzzCoverage.current()
        var status = "passed"
        var reason = ""
        var location: String?
        var labels: [String] = []
        switch outcome {
        case .invalid:
            status = "gave_up"
            reason = "the bytes ran out before a case was drawn"
        case .passed(let caseLabels):
            labels = caseLabels
        case .unreproduced(let message):
            reason = "failed once and held when replayed, not a finding: \(message)"
        case .failed(let found):
            status = "failed"
            reason = found.failure.map { "\($0)" } ?? ""
            location = found.failure.map { "\($0.location)" }
        }
        records.addCase(
            status: status, reason: reason, reasonLocation: location, value: drawn.isInvalid ? nil : drawn.value, labels: labels,
            howGenerated: "libFuzzer", caseIndex: recorded - 1, choiceCount: drawn.choices.count, generating: drawnAt - start,
            executing: executing, coverage: coverage.coverage, coverageUnavailable: coverage.unavailable)
        if records.lines.count >= 1_000 || status == "failed" { flush() }
        return outcome
    }

    /// Writes the records kept so far; a folder that cannot be written is said on standard error, and
    /// fuzzing goes on, since observation is a view of the run.
    func flush() {
        do {
            try records.write()
        } catch {
            DuoLibFuzzer.printError("duo-libfuzzer: the observations cannot be written: \(error)")
        }
        records.lines.removeAll()
    }
}
