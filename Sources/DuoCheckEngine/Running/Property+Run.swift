import OperatingSystemFiles

extension Property {
    /// Runs the cases that `configuration` selects, stops at the first
    /// failure, shrinks it, and judges coverage and filtering. With a database, the stored counterexamples go
    /// first (``run(_:replayingFirst:)``).
    ///
    /// The loop allocates nothing per case when the generator does not: one
    /// ``ChoiceSource`` is reset for every case.
    @inlinable
    package func run(_ configuration: RunConfiguration) -> RunReport {
        if let database = configuration.database { return run(configuration, replayingFirst: database) }
        if let observation = configuration.observation { return run(configuration, observing: observation) }
        let start = ContinuousClock.now
        let watchesClock = configuration.timeBudget != nil
        let deadline = start + (configuration.timeBudget ?? .zero)
        let source = ChoiceSource(seed: 0)
        var tally = CaseTally()
        var casesSinceClockCheck = 0
        for index in configuration.caseIndices {
            if watchesClock {
                // Reading the clock costs about as much as a case: look every 64 cases.
                if casesSinceClockCheck == 0, ContinuousClock.now >= deadline { break }
                casesSinceClockCheck = (casesSinceClockCheck + 1) & 63
            }
            source.reset(seed: configuration.seed(forCase: index))
            let value = generator.run(source)
            if source.isInvalid {
                tally.invalidCases += 1
                continue
            }
            tally.casesRun += 1
            if let labels { tally.count(labels(value)) }
            if let failure = failure(checking: value) {
                return report(
                    tally, failing: record(value, drawnBy: source, failure: failure), caseIndex: index, configuration: configuration, start: start)
            }
        }
        return report(tally, failing: nil, caseIndex: 0, configuration: configuration, start: start)
    }

    /// Shrinks the failing case (if any; the run's case `caseIndex`), judges the statistics, and assembles the report.
    @usableFromInline
    func report(
        _ tally: CaseTally, failing: CaseRecord?, caseIndex: Int, configuration: RunConfiguration, start: ContinuousClock.Instant
    ) -> RunReport {
        if failing != nil { configuration.willShrink?() }
        let failure = failing.flatMap { shrink($0, caseIndex: caseIndex, configuration: configuration) }
        let problems = failure == nil ? tally.problems(propertyID: id, coverage: coverage, configuration: configuration) : []
        return RunReport(
            propertyID: id, seed: configuration.seed, casesRun: tally.casesRun, invalidCases: tally.invalidCases,
            labelCounts: tally.labelCounts, failure: failure, problems: problems, duration: ContinuousClock.now - start)
    }

    /// Shrinks a failing case (the run's case `caseIndex`) to the simplest choices that fail the same check; nil
    /// for a case without a failure.
    func shrink(_ original: CaseRecord, caseIndex: Int, configuration: RunConfiguration) -> FailureReport? {
        guard let first = original.failure else { return nil }
        let target = first.location
        let result = configuration.shrinker.shrink(original.choices) { source in
            let value = generator.run(source)
            return !source.isInvalid && failure(checking: value)?.location == target
        }
        // The shrinker's choices, as given: they are what replays the shrunk case.
        var shrunk = replay(choices: result.choices)
        shrunk.choices = result.choices
        let explainStart = ContinuousClock.now
        let explanation =
            configuration.explainBudget > 0
            ? explain(choices: result.choices, target: target, seed: configuration.seed, budget: configuration.explainBudget) : nil
        let explainDuration = explanation == nil ? nil : ContinuousClock.now - explainStart
        var report = FailureReport(
            propertyID: id, source: shrunk.failure?.source ?? first.source ?? source, seed: configuration.seed, caseIndex: caseIndex,
            original: original, shrunk: shrunk, message: shrunk.failure?.message ?? first.message, location: target,
            shrinkSteps: result.steps, shrinkEvaluations: result.evaluationCount, shrinkDuration: result.duration,
            explanation: explanation)
        report.explainDuration = explainDuration
        return report
    }
}

extension Property {
    /// ``run(_:)``, writing a record of every case, of the shrunk failure and of the run's statistics
    /// (``Observation``). It reads the clock around every case, so it stays out of the plain run's loop.
    @usableFromInline
    func run(_ configuration: RunConfiguration, observing observation: Observation) -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = configuration.timeBudget.map { start + $0 }
        let source = ChoiceSource(seed: 0)
        var tally = CaseTally()
        var records = ObservationRecords(observation: observation, propertyID: id, seed: configuration.seed)
        var failing: (record: CaseRecord, index: Int)?
        for index in configuration.caseIndices {
            if let deadline, clock.now >= deadline { break }
            source.reset(seed: configuration.seed(forCase: index))
            let beforeDraw = clock.now
            let value = generator.run(source)
            let drawn = clock.now
            guard !source.isInvalid else {
                tally.invalidCases += 1
                let reason = source.didOverrun ? "the case drew more than \(source.maximumChoiceCount) choices" : "the generator discarded the case"
                records.addCase(
                    status: "gave_up", reason: reason, reasonLocation: nil, value: nil, labels: [], howGenerated: "generated",
                    caseIndex: index, choiceCount: source.choiceCount, generating: drawn - beforeDraw, executing: .zero)
                continue
            }
            tally.casesRun += 1
            let caseLabels = labels?(value) ?? []
            if labels != nil { tally.count(caseLabels) }
            let failure = failure(checking: value)
            let checked = record(value, drawnBy: source, failure: failure)
            records.addCase(
                status: failure == nil ? "passed" : "failed", reason: failure.map { "\($0.location): \($0.message)" } ?? "",
                reasonLocation: failure.map { "\($0.location)" }, value: checked.value, labels: caseLabels,
                howGenerated: "generated", caseIndex: index, choiceCount: source.choiceCount, generating: drawn - beforeDraw,
                executing: clock.now - drawn)
            if failure != nil {
                failing = (checked, index)
                break
            }
        }
        var report = report(tally, failing: failing?.record, caseIndex: failing?.index ?? 0, configuration: configuration, start: start)
        if let shrunk = report.failure {
            records.addCase(
                status: "failed", reason: "\(shrunk.location): \(shrunk.message)", reasonLocation: "\(shrunk.location)",
                value: shrunk.shrunk.value, labels: [], howGenerated: "minimal failing example", caseIndex: nil,
                choiceCount: shrunk.shrunk.choices.count, generating: .zero, executing: .zero)
        }
        report.observedCases = records.lines.count
        records.addStatistics(
            casesRun: tally.casesRun, invalidCases: tally.invalidCases, labelCounts: report.labelCounts,
            failed: report.failure != nil, duration: report.duration)
        do {
            try records.write()
        } catch {
            report.observationProblem = "the observations of \(id) could not be written: \(FileSystemError.describe(error))"
        }
        return report
    }
}
