extension Property {
    /// Runs the property through its phases (``RunPhase``): with a database, the stored counterexamples are replayed
    /// first; then the cases that `configuration` selects are drawn and checked, to the first failure; that failure
    /// is shrunk and explained; and a run without one is judged for coverage and filtering. With an observation, an
    /// ``ObservationRecorder`` watches every case and writes its records when the run ends.
    ///
    /// The generate phase allocates nothing per case when the generator does not: one ``ChoiceSource`` is reset
    /// for every case.
    @inlinable
    package func run(_ configuration: RunConfiguration) -> RunReport {
        guard configuration.observation == nil, configuration.database == nil else { return runObserved(configuration) }
        let start = ContinuousClock.now
        var none = RunObserverNone()
        var tally = CaseTally()
        let failing = generatePhase(configuration, tally: &tally, observer: &none)
        return concluded(tally, failing: failing, replayed: nil, configuration: configuration, start: start, observer: &none)
    }

    /// ``run(_:)`` with a database to replay first or an observation to write: the same phases, watched by an
    /// ``ObservationRecorder`` when there is an observation.
    @usableFromInline
    func runObserved(_ configuration: RunConfiguration) -> RunReport {
        guard let observation = configuration.observation else {
            var none = RunObserverNone()
            return runPhases(configuration, observer: &none)
        }
        var recorder = ObservationRecorder(observation: observation, propertyID: id, seed: configuration.seed)
        var report = runPhases(configuration, observer: &recorder)
        recorder.finish(&report)
        return report
    }

    /// Every phase in turn, told to `observer`.
    func runPhases<Observer: RunObserver>(_ configuration: RunConfiguration, observer: inout Observer) -> RunReport {
        let start = ContinuousClock.now
        var replayed: StoredReplay?
        if let database = configuration.database {
            observer.phaseStarted(.replay)
            replayed = replayPhase(database)
        }
        var tally = CaseTally()
        var failing = replayed?.failing.map { (record: $0.record, index: 0) }
        if failing == nil {
            observer.phaseStarted(.generate)
            failing = generatePhase(configuration, tally: &tally, observer: &observer)
        }
        return concluded(tally, failing: failing, replayed: replayed, configuration: configuration, start: start, observer: &observer)
    }

    /// The shrink and explain phases of a failure found, and the run's report: the failure saved to the database
    /// when the replay phase did not find it, or a run without one judged for coverage and filtering.
    @usableFromInline
    func concluded<Observer: RunObserver>(
        _ tally: CaseTally, failing: (record: CaseRecord, index: Int)?, replayed: StoredReplay?, configuration: RunConfiguration,
        start: ContinuousClock.Instant, observer: inout Observer
    ) -> RunReport {
        var failure: FailureReport?
        if let failing {
            configuration.willShrink?()
            observer.phaseStarted(.shrink)
            failure = shrinkPhase(failing.record, caseIndex: failing.index, configuration: configuration)
            if failure != nil, configuration.explainBudget > 0 {
                observer.phaseStarted(.explain)
                explainPhase(&failure!, configuration: configuration)
            }
        }
        var report = RunReport(
            propertyID: id, seed: configuration.seed, casesRun: tally.casesRun, invalidCases: tally.invalidCases,
            labelCounts: tally.labelCounts, failure: failure,
            problems: failure == nil ? tally.problems(propertyID: id, coverage: coverage, configuration: configuration) : [],
            duration: .zero)
        if let replayed, let database = configuration.database {
            report.failure?.replayedFrom = replayed.failing?.origin
            if replayed.failing == nil, let failure { report.failure?.saved = database.save(failure, key: id) }
            report.storedCasesReplayed = replayed.count
            report.problems += replayed.problems
        }
        report.duration = ContinuousClock.now - start
        return report
    }

    /// The generate phase: the cases `configuration` selects, to the first failure (its record and case index), or
    /// nil when every case held; counted in `tally`, each told to `observer` when it watches cases.
    ///
    /// Always inlined into the run: left to the optimiser, the phase stayed a call of its own, and the domain pairs
    /// drew about 2% more instructions a case (band containment 5,450 against 5,286; docs/performance.md).
    @inlinable @inline(__always)
    func generatePhase<Observer: RunObserver>(
        _ configuration: RunConfiguration, tally: inout CaseTally, observer: inout Observer
    ) -> (record: CaseRecord, index: Int)? {
        let watchesClock = configuration.timeBudget != nil
        let deadline = ContinuousClock.now + (configuration.timeBudget ?? .zero)
        let source = ChoiceSource(seed: 0)
        var casesSinceClockCheck = 0
        for index in configuration.caseIndices {
            if watchesClock {
                // Reading the clock costs about as much as a case: look every 64 cases.
                if casesSinceClockCheck == 0, ContinuousClock.now >= deadline { break }
                casesSinceClockCheck = (casesSinceClockCheck + 1) & 63
            }
            source.reset(seed: configuration.seed(forCase: index))
            observer.caseWillDraw()
            let value = generator.run(source)
            observer.caseDrawn()
            if source.isInvalid {
                tally.invalidCases += 1
                if observer.watchesCases {
                    observer.caseDiscarded(
                        index: index, choiceCount: source.choiceCount, overran: source.didOverrun, maximumChoiceCount: source.maximumChoiceCount)
                }
                continue
            }
            tally.casesRun += 1
            guard observer.watchesCases else {
                if let labels { tally.count(labels(value)) }
                if let failure = failure(checking: value) { return (record(value, drawnBy: source, failure: failure), index) }
                continue
            }
            let caseLabels = labels?(value) ?? []
            if labels != nil { tally.count(caseLabels) }
            let checked = record(value, drawnBy: source, failure: failure(checking: value))
            observer.caseChecked(checked, labels: caseLabels, index: index)
            if checked.failure != nil { return (checked, index) }
        }
        return nil
    }

    /// The shrink phase: a failing case (the run's case `caseIndex`) shrunk to the simplest choices that fail the
    /// same check; nil for a case without a failure.
    @usableFromInline
    func shrinkPhase(_ original: CaseRecord, caseIndex: Int, configuration: RunConfiguration) -> FailureReport? {
        guard let first = original.failure else { return nil }
        let target = first.location
        let result = configuration.shrinker.shrink(original.choices) { source in
            let value = generator.run(source)
            return !source.isInvalid && failure(checking: value)?.location == target
        }
        // The shrinker's choices, as given: they are what replays the shrunk case.
        var shrunk = replay(choices: result.choices)
        shrunk.choices = result.choices
        return FailureReport(
            propertyID: id, source: shrunk.failure?.source ?? first.source ?? source, seed: configuration.seed, caseIndex: caseIndex,
            original: original, shrunk: shrunk, message: shrunk.failure?.message ?? first.message, location: target,
            shrinkSteps: result.steps, shrinkEvaluations: result.evaluationCount, shrinkDuration: result.duration,
            explanation: nil)
    }

    /// The explain phase: which parts of the shrunk failure may vary and still fail, within the configuration's budget.
    @usableFromInline
    func explainPhase(_ failure: inout FailureReport, configuration: RunConfiguration) {
        let explainStart = ContinuousClock.now
        failure.explanation = explain(
            choices: failure.shrunk.choices, target: failure.location, seed: configuration.seed, budget: configuration.explainBudget)
        failure.explainDuration = ContinuousClock.now - explainStart
    }

    /// A failing case shrunk and explained, as a run's shrink and explain phases leave it.
    func shrunkAndExplained(_ original: CaseRecord, caseIndex: Int, configuration: RunConfiguration) -> FailureReport? {
        guard var failure = shrinkPhase(original, caseIndex: caseIndex, configuration: configuration) else { return nil }
        if configuration.explainBudget > 0 { explainPhase(&failure, configuration: configuration) }
        return failure
    }
}
