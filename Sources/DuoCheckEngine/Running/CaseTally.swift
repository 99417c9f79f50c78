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
        labelCounter.count(labels, inCase: casesRun)
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
                let upperBound = Self.upperConfidenceBound(count: count, of: casesRun)
                if upperBound < requirement.minimumFraction {
                    problems.append(
                        "coverage of \"\(propertyID)\": label \"\(requirement.label)\" was drawn in \(percent(fraction)) of \(casesRun) cases (\(count)), "
                            + "below the required \(percent(requirement.minimumFraction)) beyond chance (the generator's true rate is at most "
                            + "\(percent(upperBound))); make the generator reach it more often")
                }
            }
        }
        return problems
    }

    /// How many standard deviations of chance a shortfall must exceed before coverage is called unmet.
    ///
    /// A run draws its cases at random, so a label the generator reaches in 8% of cases is now and then
    /// missed in all of 100 (0.02% of runs); with a requirement per posture and corner in every property,
    /// a plain `fraction < minimum` failed 2 of about 20 local `swift test` runs (side-tab-bar drew no UP in
    /// 100 cases). A requirement is unmet
    /// only when even the upper end of the Wilson score interval at this many deviations (a one-sided
    /// chance of about 3e-6) is below the minimum: 0 of 100 cases is no evidence against 1%, 0 of 3,000
    /// is, and the nightly runs judge coverage over case batches of up to 65,536 cases.
    static let coverageDeviations = 4.5

    /// The upper end of the Wilson score interval for a rate of `count` in `total`.
    static func upperConfidenceBound(count: Int, of total: Int) -> Double {
        let n = Double(total)
        let z = coverageDeviations
        let observed = Double(count) / n
        let centre = observed + z * z / (2 * n)
        let spread = z * (observed * (1 - observed) / n + z * z / (4 * n * n)).squareRoot()
        return min(1, (centre + spread) / (1 + z * z / n))
    }

    private func percent(_ fraction: Double) -> String {
        let tenths = (fraction * 1000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
    }
}
