/// What building and judging one mutant found.
enum MutantOutcome: String, Codable, CaseIterable {
    /// A property failed (or the verdict process died of a signal: a trap fails a test too).
    case killed
    /// Every property held.
    case survived
    /// The mutant does not build.
    case stillborn
    /// The verdict ran past the time limit and was killed.
    case timedOut = "timed out"
}

/// One mutant's site, outcome and cost.
struct MutantResult {
    /// The site that made the mutant.
    var site: MutationSite
    /// What the run found.
    var outcome: MutantOutcome
    /// The property that killed it (or what killed the verdict process), when killed.
    var killer: String?
    /// For a stillborn mutant, the build's first error line.
    var detail: String?
    /// Whether the reviewed list says the mutant is equivalent.
    var isListedEquivalent: Bool
    /// Seconds spent building.
    var buildSeconds: Double
    /// Seconds spent judging.
    var verdictSeconds: Double

    /// Build and verdict together.
    var seconds: Double { buildSeconds + verdictSeconds }

    /// A listed mutant that was not killed: left out of the score.
    var isEquivalent: Bool { isListedEquivalent && outcome != .killed }

    /// A listed mutant that a property killed: it was not equivalent after all.
    var isWronglyListed: Bool { isListedEquivalent && outcome == .killed }

    /// A mutant that is not listed and that every property let through.
    var isSurvivor: Bool { !isListedEquivalent && outcome == .survived }

    /// The word the progress line and the JSON report use.
    var label: String {
        if isWronglyListed { return "WRONGLY LISTED" }
        if isEquivalent, outcome == .survived { return "equivalent" }
        return outcome.rawValue
    }
}
