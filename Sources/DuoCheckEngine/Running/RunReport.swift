/// The outcome of running one property: how many cases, the label counts,
/// the first failure (shrunk), and any problem with coverage or filtering.
@usableFromInline package struct RunReport: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The property's id.
    package var propertyID: String
    /// The run's seed.
    package var seed: UInt64
    /// How many valid cases were checked (including a failing one).
    package var casesRun: Int
    /// How many cases were discarded as invalid (filtered out).
    package var invalidCases: Int
    /// For each label, the number of valid cases that had it.
    package var labelCounts: [String: Int]
    /// The first failure, shrunk; `nil` if every case held.
    package var failure: FailureReport?
    /// Unmet coverage requirements and failed health checks, one sentence each.
    package var problems: [String]
    /// How long the run took, shrinking included.
    package var duration: Duration
    /// How many `test_case` records the run wrote, when it observed (``Observation``).
    package var observedCases: Int?
    /// Why the run's observations could not be written, when they could not (the path and the system's reason).
    package var observationProblem: String?
    /// How many stored counterexamples the run replayed before it drew, when it was given a database
    /// (``CounterexampleDatabase``): all of them, or up to the first that failed again.
    package var storedCasesReplayed: Int?

    /// Creates a report; the runner fills it in.
    package init(
        propertyID: String, seed: UInt64, casesRun: Int, invalidCases: Int, labelCounts: [String: Int],
        failure: FailureReport?, problems: [String], duration: Duration
    ) {
        self.propertyID = propertyID
        self.seed = seed
        self.casesRun = casesRun
        self.invalidCases = invalidCases
        self.labelCounts = labelCounts
        self.failure = failure
        self.problems = problems
        self.duration = duration
    }

    /// Whether every case held and there was no problem.
    package var passed: Bool { failure == nil && problems.isEmpty }

    /// A readable summary, with the failure report if there is one.
    @usableFromInline package var description: String {
        var lines = ["\(propertyID): \(passed ? "passed" : "FAILED"), \(casesRun) cases, \(invalidCases) discarded, run seed \(seed), \(duration)"]
        if let storedCasesReplayed { lines.append("  stored counterexamples replayed first: \(storedCasesReplayed)") }
        for (label, count) in labelCounts.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(label): \(count)")
        }
        lines += problems.map { "  problem: \($0)" }
        if let failure { lines.append(failure.description) }
        return lines.joined(separator: "\n")
    }
}
