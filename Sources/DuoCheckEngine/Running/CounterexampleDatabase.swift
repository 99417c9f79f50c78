/// Where a property's counterexamples are kept from one run to the next, as the engine sees it: the choice sequences
/// stored under a key, and a place to save a new failure. The key is the property's id. The engine knows nothing
/// else of storage (no files, no format); whoever runs a property may give it one (``RunConfiguration/database``),
/// as Hypothesis's engine knows only a database and a key.
///
/// A run given a database replays every stored choice sequence of its key first, in shortlex order of the choices
/// (the simplest first) and then by where each is stored, so that the order is the same on every run. A stored
/// sequence that fails again is the run's failure: it is shrunk and reported as a drawn one would be, the report
/// says where it was stored, and the run draws nothing. Otherwise the run draws as it would without a database, and
/// a failure it finds is saved once it is shrunk.
///
/// There is no delete. A stored counterexample that now passes guards the fix that made it pass (the seeds folder is
/// a regression corpus, committed with the fix), so it stays; removing one is a person's decision in a commit.
@usableFromInline package protocol CounterexampleDatabase: Sendable {
    /// The choice sequences stored under `key`, and one line for everything there that could not be read as one.
    func fetch(key: String) -> CounterexampleFetch

    /// Saves `failure`, a run's new failure, shrunk, under `key`; one line saying where it went, or why it was not
    /// saved (the report shows it).
    func save(_ failure: FailureReport, key: String) -> String
}

/// What a database holds under one key.
@usableFromInline package struct CounterexampleFetch: Equatable, Sendable {
    /// The stored choice sequences, in any order (the run sorts them).
    package var stored: [StoredChoices]
    /// One line per thing under the key that is not a readable counterexample: `where: what is wrong`.
    package var problems: [String]

    /// A fetch that found `stored` and `problems`.
    package init(stored: [StoredChoices] = [], problems: [String] = []) {
        self.stored = stored
        self.problems = problems
    }

    /// The stored sequences in the order a run replays them: shortlex order of the choices, then by where stored.
    package var replayOrder: [StoredChoices] {
        stored.sorted { first, second in
            if first.choices != second.choices { return ShortlexOrder.precedes(first.choices, second.choices) }
            return first.origin < second.origin
        }
    }
}

/// One stored choice sequence, and where it is stored.
@usableFromInline package struct StoredChoices: Equatable, Sendable {
    /// Where it is stored, as a report names it (a seed file's path).
    package var origin: String
    /// The choices that rebuild the stored case.
    package var choices: [UInt64]

    /// The sequence `choices`, stored at `origin`.
    package init(origin: String, choices: [UInt64]) {
        self.origin = origin
        self.choices = choices
    }
}
