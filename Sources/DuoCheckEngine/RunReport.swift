/// The outcome of running one property: how many cases, the label counts,
/// the first failure (shrunk), and any problem with coverage or filtering.
public struct RunReport: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The property's id.
    public var propertyID: String
    /// The run's seed.
    public var seed: UInt64
    /// How many valid cases were checked (including a failing one).
    public var casesRun: Int
    /// How many cases were discarded as invalid (filtered out).
    public var invalidCases: Int
    /// For each label, the number of valid cases that had it.
    public var labelCounts: [String: Int]
    /// The first failure, shrunk; `nil` if every case held.
    public var failure: FailureReport?
    /// Unmet coverage requirements and failed health checks, one sentence each.
    public var problems: [String]
    /// How long the run took, shrinking included.
    public var duration: Duration

    /// Creates a report; the runner fills it in.
    public init(
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
    public var passed: Bool { failure == nil && problems.isEmpty }

    /// A readable summary, with the failure report if there is one.
    public var description: String {
        var lines = ["\(propertyID): \(passed ? "passed" : "FAILED"), \(casesRun) cases, \(invalidCases) discarded, seed \(seed), \(duration)"]
        for (label, count) in labelCounts.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(label): \(count)")
        }
        lines += problems.map { "  problem: \($0)" }
        if let failure { lines.append(failure.description) }
        return lines.joined(separator: "\n")
    }
}
