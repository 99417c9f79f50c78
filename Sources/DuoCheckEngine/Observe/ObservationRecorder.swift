import OperatingSystemFiles

/// The observer (``RunObserver``) that writes a run in Hypothesis's observability format (``Observation``): a
/// `test_case` record for each case the generate phase draws, timed around its draw and its check, one for the
/// shrunk failure, and the run's statistics, appended to the property's file once the run ends.
@usableFromInline
package struct ObservationRecorder: RunObserver {
    var records: ObservationRecords
    let clock = ContinuousClock()
    var drawStarted: ContinuousClock.Instant
    var drawn: ContinuousClock.Instant

    /// A recorder of the run of `propertyID` from `seed`, into `observation`'s folder.
    @usableFromInline
    package init(observation: Observation, propertyID: String, seed: UInt64) {
        records = ObservationRecords(observation: observation, propertyID: propertyID, seed: seed)
        drawStarted = clock.now
        drawn = drawStarted
    }

    @usableFromInline package var watchesCases: Bool { true }
    @usableFromInline package mutating func phaseStarted(_ phase: RunPhase) {}
    @usableFromInline package mutating func caseWillDraw() { drawStarted = clock.now }
    @usableFromInline package mutating func caseDrawn() { drawn = clock.now }

    @usableFromInline
    package mutating func caseDiscarded(index: Int, choiceCount: Int, overran: Bool, maximumChoiceCount: Int) {
        let reason = overran ? "the case drew more than \(maximumChoiceCount) choices" : "the generator discarded the case"
        records.addCase(
            status: "gave_up", reason: reason, reasonLocation: nil, value: nil, labels: [], howGenerated: "generated", caseIndex: index,
            choiceCount: choiceCount, generating: drawn - drawStarted, executing: .zero)
    }

    @usableFromInline
    package mutating func caseChecked(_ record: CaseRecord, labels: [String], index: Int) {
        let failure = record.failure
        records.addCase(
            status: failure == nil ? "passed" : "failed", reason: failure.map { "\($0.location): \($0.message)" } ?? "",
            reasonLocation: failure.map { "\($0.location)" }, value: record.value, labels: labels, howGenerated: "generated",
            caseIndex: index, choiceCount: record.choices.count, generating: drawn - drawStarted, executing: clock.now - drawn)
    }

    /// Adds the shrunk failure's record and the run's statistics, and writes the records; notes in `report` how many
    /// cases it recorded, or why the file could not be written.
    @usableFromInline
    package mutating func finish(_ report: inout RunReport) {
        if let shrunk = report.failure {
            records.addCase(
                status: "failed", reason: "\(shrunk.location): \(shrunk.message)", reasonLocation: "\(shrunk.location)",
                value: shrunk.shrunk.value, labels: [], howGenerated: "minimal failing example", caseIndex: nil,
                choiceCount: shrunk.shrunk.choices.count, generating: .zero, executing: .zero)
        }
        report.observedCases = records.lines.count
        records.addStatistics(
            casesRun: report.casesRun, invalidCases: report.invalidCases, labelCounts: report.labelCounts, failed: report.failure != nil,
            duration: report.duration)
        do {
            try records.write()
        } catch {
            report.observationProblem = "the observations of \(report.propertyID) could not be written: \(FileSystemError.describe(error))"
        }
    }
}
