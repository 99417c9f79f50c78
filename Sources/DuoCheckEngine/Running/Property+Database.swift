extension Property {
    /// ``run(_:)`` with the counterexamples `database` holds under this property's id.
    ///
    /// Each stored choice sequence is replayed first, in the fetch's replay order (``CounterexampleFetch/replayOrder``).
    /// The first that fails again is the run's failure: it is shrunk and explained as a drawn failure is, its report
    /// names where it was stored (``FailureReport/replayedFrom``), and nothing is drawn, since a bug that is back is
    /// news enough. It is not saved again: it is stored already. When every stored sequence holds (or builds a case the
    /// generator filters out), the run draws exactly as it would without a database, and the failure it finds, once
    /// shrunk, is saved (``FailureReport/saved`` says where). What the fetch could not read is among the report's
    /// problems, so that a bad stored file is named and never passed over in silence.
    @usableFromInline
    func run(_ configuration: RunConfiguration, replayingFirst database: any CounterexampleDatabase) -> RunReport {
        let start = ContinuousClock.now
        var drawing = configuration
        drawing.database = nil
        let fetched = database.fetch(key: id)
        for (position, stored) in fetched.replayOrder.enumerated() {
            let replayed = replay(choices: stored.choices)
            guard replayed.failure != nil else { continue }
            var report = self.report(CaseTally(), failing: replayed, caseIndex: 0, configuration: drawing, start: start)
            report.failure?.replayedFrom = stored.origin
            report.storedCasesReplayed = position + 1
            return finished(report, fetched: fetched, start: start)
        }
        var report = run(drawing)
        report.storedCasesReplayed = fetched.stored.count
        if let failure = report.failure {
            report.failure?.saved = database.save(failure, key: id)
        }
        return finished(report, fetched: fetched, start: start)
    }

    /// `report` with the fetch's problems added, and its duration counted from `start`, the stored replays included.
    private func finished(_ report: RunReport, fetched: CounterexampleFetch, start: ContinuousClock.Instant) -> RunReport {
        var report = report
        report.problems += fetched.problems
        report.duration = ContinuousClock.now - start
        return report
    }
}
