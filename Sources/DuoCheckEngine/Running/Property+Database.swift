/// What the replay phase found: how many stored counterexamples it replayed, the first that failed again (with where
/// it was stored), and what the fetch could not read.
@usableFromInline
struct StoredReplay {
    /// The stored counterexamples replayed: all of them, or up to the first that failed again.
    var count: Int
    /// The first that failed again, and where it was stored.
    var failing: (record: CaseRecord, origin: String)?
    /// What the fetch could not read, one sentence each: a bad stored file is named, never passed over in silence.
    var problems: [String]
}

extension Property {
    /// The replay phase: each counterexample `database` holds under this property's id, replayed in the fetch's
    /// replay order (``CounterexampleFetch/replayOrder``).
    ///
    /// The first that fails again is the run's failure: it is shrunk and explained as a drawn failure is, its report
    /// names where it was stored (``FailureReport/replayedFrom``), and nothing is drawn, since a bug that is back is
    /// news enough. It is not saved again: it is stored already. When every stored sequence holds (or builds a case the
    /// generator filters out), the run draws exactly as it would without a database, and the failure it finds, once
    /// shrunk, is saved (``FailureReport/saved`` says where).
    func replayPhase(_ database: any CounterexampleDatabase) -> StoredReplay {
        let fetched = database.fetch(key: id)
        for (position, stored) in fetched.replayOrder.enumerated() {
            let replayed = replay(choices: stored.choices)
            guard replayed.failure != nil else { continue }
            return StoredReplay(count: position + 1, failing: (replayed, stored.origin), problems: fetched.problems)
        }
        return StoredReplay(count: fetched.stored.count, failing: nil, problems: fetched.problems)
    }
}
