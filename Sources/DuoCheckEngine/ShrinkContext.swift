/// The state of one shrink: the simplest failing sequence found so far, the
/// budget, and the test that decides whether a candidate still fails.
///
/// Passes read ``current`` and propose candidates with ``consider(_:)``.
public final class ShrinkContext {
    /// The simplest choice sequence found so far that fails the same way.
    public private(set) var current: [UInt64]
    /// How many candidates were replayed through the property so far.
    public private(set) var evaluationCount = 0
    /// Every accepted step, in order.
    public private(set) var steps: [ShrinkStep] = []

    let evaluationBudget: Int
    let deadline: ContinuousClock.Instant
    let source = ChoiceSource(replaying: [])
    let failsTheSameWay: (ChoiceSource) -> Bool
    var rejected: Set<[UInt64]> = []
    var passName = ""

    init(
        choices: [UInt64], evaluationBudget: Int, deadline: ContinuousClock.Instant,
        failsTheSameWay: @escaping (ChoiceSource) -> Bool
    ) {
        current = ShortlexOrder.trimmingTrailingZeros(choices)
        self.evaluationBudget = evaluationBudget
        self.deadline = deadline
        self.failsTheSameWay = failsTheSameWay
    }

    /// Whether the evaluation or time budget is used up; passes stop early then.
    public var isOutOfBudget: Bool {
        evaluationCount >= evaluationBudget || ContinuousClock.now >= deadline
    }

    /// Replays `candidate` and keeps it if it is shortlex-smaller than
    /// ``current``, valid, and fails the same way. Returns whether it was kept.
    ///
    /// What is kept is the sequence the replay actually consumed (clamped to
    /// each draw's bound, cut to the candidate's length, without trailing
    /// zeros), which is never larger than the candidate.
    @discardableResult
    public func consider(_ candidate: [UInt64]) -> Bool {
        guard ShortlexOrder.precedes(candidate, current), !rejected.contains(candidate), !isOutOfBudget else {
            return false
        }
        evaluationCount += 1
        source.reset(replaying: candidate)
        guard failsTheSameWay(source), !source.isInvalid else {
            rejected.insert(candidate)
            return false
        }
        current = ShortlexOrder.trimmingTrailingZeros(source.choices.prefix(candidate.count))
        steps.append(ShrinkStep(pass: passName, choiceCount: current.count))
        return true
    }

    /// Lowers the choice at `index` as far as still fails: tries 0, then
    /// searches by halves between 0 and the current value. With
    /// `probingFirst`, it gives up unless one less still fails, which keeps a
    /// round that makes no progress cheap for passes that try many pairs.
    /// `apply` writes a trial value into a copy of ``current`` (and may adjust
    /// other choices along with it).
    public func lowerChoice(at index: Int, probingFirst: Bool = false, apply: (inout [UInt64], UInt64) -> Void) {
        guard index < current.count, current[index] > 0 else { return }
        func attempt(_ value: UInt64) -> Bool {
            var candidate = current
            apply(&candidate, value)
            return consider(candidate)
        }
        let value = current[index]
        if attempt(0) || (probingFirst && (value == 1 || !attempt(value - 1))) { return }
        guard index < current.count else { return }
        var failing: UInt64 = 0
        var passing = current[index]
        while failing + 1 < passing, !isOutOfBudget {
            let middle = failing + (passing - failing) / 2
            if attempt(middle) {
                guard index < current.count, current[index] <= middle else { return }
                passing = current[index]
            } else {
                failing = middle
            }
        }
    }
}
