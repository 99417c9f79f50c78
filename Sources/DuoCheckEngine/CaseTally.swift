/// The counts a run keeps as it goes: valid and discarded cases, and labels.
@usableFromInline
struct CaseTally {
    /// Coverage is only judged over at least this many valid cases, so that a
    /// short run does not fail by chance.
    static let minimumCasesForCoverage = 100
    /// Filtering is only judged over at least this many cases (unless none was valid).
    static let minimumCasesForHealth = 20

    @usableFromInline var casesRun = 0
    @usableFromInline var invalidCases = 0
    @usableFromInline var labelCounter = LabelCounter()

    /// How many valid cases carried each label.
    var labelCounts: [String: Int] { labelCounter.dictionary }

    @inlinable
    init() {}

    /// Counts each distinct label of the latest valid case once (call it after counting the case in
    /// `casesRun`, which numbers it).
    @inlinable
    mutating func count(_ labels: [String]) {
        for label in labels { labelCounter.count(label, inCase: casesRun) }
    }

    /// One sentence per unmet coverage requirement and per failed health check.
    func problems(propertyID: String, coverage: [CoverageRequirement], configuration: RunConfiguration) -> [String] {
        var problems: [String] = []
        let attempted = casesRun + invalidCases
        let invalidFraction = attempted == 0 ? 0 : Double(invalidCases) / Double(attempted)
        let judgesHealth = attempted >= Self.minimumCasesForHealth || (casesRun == 0 && invalidCases > 0)
        if judgesHealth, invalidFraction > configuration.maximumInvalidFraction {
            problems.append(
                "generator of \"\(propertyID)\" discarded \(invalidCases) of \(attempted) cases (\(percent(invalidFraction)), "
                    + "more than the allowed \(percent(configuration.maximumInvalidFraction))); filter less or construct values directly")
        }
        if casesRun >= Self.minimumCasesForCoverage {
            for requirement in coverage {
                let count = labelCounter.count(of: requirement.label)
                let fraction = Double(count) / Double(casesRun)
                if fraction < requirement.minimumFraction {
                    problems.append(
                        "coverage of \"\(propertyID)\": label \"\(requirement.label)\" was drawn in \(percent(fraction)) of \(casesRun) cases (\(count)), "
                            + "below the required \(percent(requirement.minimumFraction)); make the generator reach it more often")
                }
            }
        }
        return problems
    }

    private func percent(_ fraction: Double) -> String {
        let tenths = (fraction * 1000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
    }
}
