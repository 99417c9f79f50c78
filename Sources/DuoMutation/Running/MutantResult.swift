/// What building and judging one mutant found.
enum MutantOutcome: String, Codable, CaseIterable {
    /// A property failed (or the verdict process died of a signal: a trap fails a test too).
    case killed
    /// Every property held, but a behaviour snapshot's output changed.
    case killedBySnapshots = "killed by snapshots"
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
    /// The property that killed it (or what killed the verdict process), or the snapshot, when killed.
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

    /// Whether either layer killed it.
    var isKilled: Bool { outcome == .killed || outcome == .killedBySnapshots }

    /// A listed mutant that was not killed: left out of the score.
    var isEquivalent: Bool { isListedEquivalent && !isKilled }

    /// A listed mutant that a property or a snapshot killed: it changes behaviour, so it was not equivalent.
    var isWronglyListed: Bool { isListedEquivalent && isKilled }

    /// A mutant that is not listed and that every property and every snapshot let through.
    var isSurvivor: Bool { !isListedEquivalent && outcome == .survived }

    /// A mutant that is not listed, that every property let through and a snapshot caught.
    var isCaughtOnlyBySnapshots: Bool { !isListedEquivalent && outcome == .killedBySnapshots }

    /// The word the progress line and the JSON report use.
    var label: String {
        if isWronglyListed { return "WRONGLY LISTED" }
        if isEquivalent, outcome == .survived { return "equivalent" }
        return outcome.rawValue
    }
}
