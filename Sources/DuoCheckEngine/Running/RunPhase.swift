/// The phases a property's run goes through, in order: the run of ``Property/run(_:)`` is these four, one after
/// the other, as Hypothesis's engine runs its own (reuse, generate, shrink, explain). A coverage-guided phase would
/// sit between ``generate`` and ``shrink``, drawing from inputs a fuzzer keeps instead of from the run's seed.
@usableFromInline package enum RunPhase: String, CaseIterable, Sendable {
    /// The counterexamples stored from earlier runs (``RunConfiguration/database``), replayed before anything is
    /// drawn. The first that fails again is the run's failure, and nothing is drawn.
    case replay
    /// The cases the configuration selects, drawn from the run's seed and checked, to the first failure.
    case generate
    /// The failure found, shrunk to the simplest choices that fail the same check.
    case shrink
    /// The shrunk failure's parts that may vary freely and still fail (``Explanation``).
    case explain
}

/// What watches a run as it goes: each phase as it starts, and each case of the generate phase. The run's plain
/// loop is generic over it, so the observer that does nothing (``RunObserverNone``) costs nothing, and the one that
/// writes Hypothesis's observability records (``ObservationRecorder``) is not a second loop.
@usableFromInline package protocol RunObserver {
    /// Called as `phase` starts.
    mutating func phaseStarted(_ phase: RunPhase)
    /// Called before a case of the generate phase is drawn.
    mutating func caseWillDraw()
    /// Called once a case is drawn (before its check runs); the source holds its choices.
    mutating func caseDrawn()
    /// Called for a case the generator discarded: its index, and why (`overran`: it drew too many choices).
    mutating func caseDiscarded(index: Int, choiceCount: Int, overran: Bool, maximumChoiceCount: Int)
    /// Called once a case is checked: its record (value, choices and failure), labels and index.
    mutating func caseChecked(_ record: CaseRecord, labels: [String], index: Int)
    /// Whether the generate phase must tell the observer of each case (a plain run's does not: it builds no
    /// record of a passing case).
    var watchesCases: Bool { get }
}

/// The observer of a plain run: it watches nothing.
@usableFromInline package struct RunObserverNone: RunObserver {
    @inlinable package init() {}
    @inlinable package mutating func phaseStarted(_ phase: RunPhase) {}
    @inlinable package mutating func caseWillDraw() {}
    @inlinable package mutating func caseDrawn() {}
    @inlinable package mutating func caseDiscarded(index: Int, choiceCount: Int, overran: Bool, maximumChoiceCount: Int) {}
    @inlinable package mutating func caseChecked(_ record: CaseRecord, labels: [String], index: Int) {}
    @inlinable package var watchesCases: Bool { false }
}
