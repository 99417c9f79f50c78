import OperatingSystemFiles

extension Property {
    /// Runs the cases that `configuration` selects, stops at the first
    /// failure, shrinks it, and judges coverage and filtering.
    ///
    /// The loop allocates nothing per case when the generator does not: one
    /// ``ChoiceSource`` is reset for every case.
    @inlinable
    package func run(_ configuration: RunConfiguration) -> RunReport {
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
                let failingCase = FailingCase(index: index, choices: source.choices, value: value, failure: failure)
                return report(tally, failingCase: failingCase, configuration: configuration, start: start)
            }
        }
        return report(tally, failingCase: nil, configuration: configuration, start: start)
    }

    /// Shrinks the failing case (if any), judges the statistics, and assembles the report.
    @usableFromInline
    func report(
        _ tally: CaseTally, failingCase: FailingCase<Value>?, configuration: RunConfiguration,
        start: ContinuousClock.Instant
    ) -> RunReport {
        if failingCase != nil { configuration.willShrink?() }
        let failure = failingCase.map { shrink($0, configuration: configuration) }
        let problems = failure == nil ? tally.problems(propertyID: id, coverage: coverage, configuration: configuration) : []
        return RunReport(
            propertyID: id, seed: configuration.seed, casesRun: tally.casesRun, invalidCases: tally.invalidCases,
            labelCounts: tally.labelCounts, failure: failure, problems: problems, duration: ContinuousClock.now - start)
    }

    /// Shrinks a failing case to the simplest choices that fail the same check.
    func shrink(_ failingCase: FailingCase<Value>, configuration: RunConfiguration) -> FailureReport {
        let target = failingCase.failure.location
        let result = configuration.shrinker.shrink(failingCase.choices) { source in
            let value = generator.run(source)
            return !source.isInvalid && failure(checking: value)?.location == target
        }
        let shrunk = replay(choices: result.choices)
        let explainStart = ContinuousClock.now
        let explanation =
            configuration.explainBudget > 0
            ? explain(choices: result.choices, target: target, seed: configuration.seed, budget: configuration.explainBudget) : nil
        let explainDuration = explanation == nil ? nil : ContinuousClock.now - explainStart
        var report = FailureReport(
            propertyID: id, source: shrunk.failure?.source ?? failingCase.failure.source ?? source, seed: configuration.seed,
            caseIndex: failingCase.index,
            originalChoices: failingCase.choices, shrunkChoices: result.choices,
            originalValue: ValueCoding.string(encoding: failingCase.value), shrunkValue: shrunk.valueJSON,
            message: shrunk.failure?.message ?? failingCase.failure.message,
            originalMessage: failingCase.failure.message, location: target,
            shrinkSteps: result.steps, shrinkEvaluations: result.evaluationCount, shrinkDuration: result.duration,
            explanation: explanation)
        report.explainDuration = explainDuration
        return report
    }
}

/// The first failing case of a run, before shrinking.
@usableFromInline
struct FailingCase<Value> {
    @usableFromInline let index: Int
    @usableFromInline let choices: [UInt64]
    @usableFromInline let value: Value
    @usableFromInline let failure: CheckFailure

    @inlinable
    init(index: Int, choices: [UInt64], value: Value, failure: CheckFailure) {
        self.index = index
        self.choices = choices
        self.value = value
        self.failure = failure
    }
}

extension Property {
    /// ``run(_:)``, writing a record of every case, of the shrunk failure and of the run's statistics
    /// (``Observation``). It reads the clock around every case, so it stays out of the plain run's loop.
    @usableFromInline
    func run(_ configuration: RunConfiguration, observing observation: Observation) -> RunReport {
        let clock = ContinuousClock(), start = clock.now
        let deadline = configuration.timeBudget.map { start + $0 }
        let source = ChoiceSource(seed: 0)
        var tally = CaseTally()
        var records = ObservationRecords(observation: observation, propertyID: id, seed: configuration.seed)
        var failingCase: FailingCase<Value>?
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
                    status: "gave_up", reason: reason, reasonLocation: nil, valueJSON: nil, labels: [], howGenerated: "generated",
                    caseIndex: index, choiceCount: source.choiceCount, generating: drawn - beforeDraw, executing: .zero)
                continue
            }
            tally.casesRun += 1
            let caseLabels = labels?(value) ?? []
            if labels != nil { tally.count(caseLabels) }
            let failure = failure(checking: value)
            records.addCase(
                status: failure == nil ? "passed" : "failed", reason: failure.map { "\($0.location): \($0.message)" } ?? "",
                reasonLocation: failure.map { "\($0.location)" }, valueJSON: ValueCoding.string(encoding: value), labels: caseLabels,
                howGenerated: "generated", caseIndex: index, choiceCount: source.choiceCount, generating: drawn - beforeDraw,
                executing: clock.now - drawn)
            if let failure {
                failingCase = FailingCase(index: index, choices: source.choices, value: value, failure: failure)
                break
            }
        }
        var report = report(tally, failingCase: failingCase, configuration: configuration, start: start)
        if let shrunk = report.failure {
            records.addCase(
                status: "failed", reason: "\(shrunk.location): \(shrunk.message)", reasonLocation: "\(shrunk.location)",
                valueJSON: shrunk.shrunkValue, labels: [], howGenerated: "minimal failing example", caseIndex: nil,
                choiceCount: shrunk.shrunkChoices.count, generating: .zero, executing: .zero)
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
