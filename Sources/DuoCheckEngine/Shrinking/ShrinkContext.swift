/// The state of one shrink: the simplest failing sequence found so far, the
/// budget, and the test that decides whether a candidate still fails.
///
/// Passes read ``current`` and propose candidates with ``consider(_:)``.
package final class ShrinkContext {
    /// The simplest choice sequence found so far that fails the same way.
    package private(set) var current: [UInt64]
    /// How many candidates were replayed through the property so far.
    package private(set) var evaluationCount = 0
    /// How many of them each pass proposed, by the pass's name.
    package private(set) var evaluationsByPass: [String: Int] = [:]
    /// Every accepted step, in order.
    package private(set) var steps: [ShrinkStep] = []
    /// The spans of ``current``: its arrays, their elements, and the nodes of recursive values (see
    /// ``ChoiceSpan``), as the last replay that kept a sequence recorded them.
    package private(set) var spans: [ChoiceSpan] = [] {
        didSet { structuralChoices = Set(spans.lazy.filter { $0.kind == .optionalElement || $0.kind == .node }.map(\.start)) }
    }

    /// The call spans of ``current`` (see ``CallSpan``), as the last replay that kept a sequence recorded them.
    package private(set) var calls: [CallSpan] = [] {
        didSet { recurringCallStarts = Self.starts(ofRecursiveCalls: calls) }
    }

    /// The positions of the choices that open a call span with a span of its own label inside it or around it: what a
    /// recursive generator draws first at each level (the alternative of a `oneOf` or a `frequency`, a closure's
    /// operator, a size), which shapes the parts after it rather than gives a number. Value moved out of one and
    /// into a later choice changes what the choices after it draw, so the sum kept means nothing there:
    /// ``ShrinkPass/redistributePairs(within:)`` leaves them out, as it does ``structuralChoices``.
    package private(set) var recurringCallStarts: Set<Int> = []

    /// The positions of the choices that shape a value rather than give it a number: each further element's
    /// continue choice and each node's leaf-or-node choice. Passes that move value between choices leave them out.
    package private(set) var structuralChoices: Set<Int> = []

    let evaluationBudget: Int
    let deadline: ContinuousClock.Instant
    let source = ChoiceSource(replaying: [])
    let failsTheSameWay: (ChoiceSource) -> Bool
    var rejected: Set<[UInt64]> = []
    var rejectedAligned: Set<AlignedCandidate> = []

    /// An aligned candidate tried before: its choices and the spans it kept to.
    struct AlignedCandidate: Hashable {
        let choices: [UInt64]
        let moved: [AlignedSpan]
        let simplest: [GeneratorLabel: [UInt64]]
    }
    var passName = ""

    init(
        choices: [UInt64], evaluationBudget: Int, deadline: ContinuousClock.Instant,
        failsTheSameWay: @escaping (ChoiceSource) -> Bool
    ) {
        current = choices
        self.evaluationBudget = evaluationBudget
        self.deadline = deadline
        self.failsTheSameWay = failsTheSameWay
        source.recordSpans(true)
    }

    /// The starts of the spans among `calls` that have an ancestor of their own label, and of those ancestors: a
    /// recursive generator's levels. A generator run twice side by side (two numbers from one labelled leaf) is not
    /// recursive, and its choices stay numbers to move value between.
    private static func starts(ofRecursiveCalls calls: [CallSpan]) -> Set<Int> {
        var starts = Set<Int>()
        for call in calls {
            var parent = call.parent
            while let index = parent, calls.indices.contains(index) {
                let ancestor = calls[index]
                if ancestor.label == call.label {
                    starts.insert(call.start)
                    starts.insert(ancestor.start)
                }
                parent = ancestor.parent
            }
        }
        return starts
    }

    /// Replays ``current`` once to learn its spans (one evaluation), if the property still fails on it.
    func readSpans() {
        guard !isOutOfBudget else { return }
        evaluationCount += 1
        source.reset(replaying: current)
        if failsTheSameWay(source), !source.isInvalid {
            // What the replay drew, with the zeros it drew past a sequence whose trailing zeros were trimmed, so that
            // every span lies inside `current`.
            current = source.choices
            spans = source.recordedSpans
            calls = source.recordedCallSpans
        }
    }

    /// Whether the evaluation or time budget is used up; passes stop early then.
    package var isOutOfBudget: Bool {
        evaluationCount >= evaluationBudget || ContinuousClock.now >= deadline
    }

    /// Replays `candidate` and keeps what it consumed if that is shortlex-smaller than ``current``, valid,
    /// and fails the same way. Returns whether it was kept.
    ///
    /// What is kept is the whole sequence the replay consumed: clamped to each draw's bound, without the
    /// candidate's unused choices, and with the zeros a replay draws past the candidate's end. So the order
    /// counts every draw a value takes: a list that stops costs its stopping choice, as in Hypothesis, and
    /// `[0, 1]` comes before `[1, 0]`.
    @discardableResult
    package func consider(_ candidate: [UInt64]) -> Bool {
        guard ShortlexOrder.precedes(candidate, current), !rejected.contains(candidate), !isOutOfBudget else {
            return false
        }
        evaluationCount += 1
        evaluationsByPass[passName, default: 0] += 1
        source.reset(replaying: candidate)
        let fails = failsTheSameWay(source) && !source.isInvalid
        let consumed = source.choices
        guard fails, ShortlexOrder.precedes(consumed, current) else {
            rejected.insert(candidate)
            return false
        }
        current = consumed
        spans = source.recordedSpans
        calls = source.recordedCallSpans
        steps.append(ShrinkStep(pass: passName, choiceCount: current.count))
        return true
    }

    /// Replays `candidate` with each of `spans` keeping to its own choices (see ``AlignedSpan``), and keeps what the
    /// replay drew if that is shortlex-smaller than ``current``, valid, and fails the same way: a moved span
    /// re-encoded for its new place. Returns whether it was kept.
    @discardableResult
    package func consider(_ candidate: [UInt64], aligning moved: [AlignedSpan], simplest: [GeneratorLabel: [UInt64]] = [:]) -> Bool {
        guard !isOutOfBudget, rejectedAligned.insert(AlignedCandidate(choices: candidate, moved: moved, simplest: simplest)).inserted else {
            return false
        }
        evaluationCount += 1
        evaluationsByPass[passName, default: 0] += 1
        source.reset(replaying: candidate, aligning: moved, simplest: simplest)
        let fails = failsTheSameWay(source) && !source.isInvalid
        let drawn = source.choices
        guard fails, ShortlexOrder.precedes(drawn, current) else { return false }
        current = drawn
        spans = source.recordedSpans
        calls = source.recordedCallSpans
        steps.append(ShrinkStep(pass: passName, choiceCount: current.count))
        return true
    }

    /// ``consider(_:)``, where the replay closed the span of `label` that it opened at `start` (nil when no such span
    /// opened, or no replay ran), and whether a replay ran (it does not when the candidate is not simpler, was tried
    /// before, or the budget is used up).
    package func consider(_ candidate: [UInt64], closingSpanOf label: GeneratorLabel, at start: Int) -> (kept: Bool, end: Int?, replayed: Bool) {
        let before = evaluationCount
        let kept = consider(candidate)
        guard evaluationCount > before else { return (kept, nil, false) }
        return (kept, source.recordedCallSpans.first { $0.start == start && $0.label == label }?.end, true)
    }

    /// Lowers the choice at `index` as far as still fails: tries 0, then searches by halves between 0 and the
    /// current value, then by halves over the values two apart (a choice counted from zero, 0, 1, -1, 2, -2, …,
    /// keeps its sign only in steps of two, so a negative value shrinks toward 0 that way). With `probingFirst`,
    /// each search gives up unless one step down still fails, which keeps a round that makes no progress cheap for
    /// passes that try many pairs. `apply` writes a trial value into a copy of ``current`` (and may adjust other
    /// choices along with it).
    package func lowerChoice(at index: Int, probingFirst: Bool = false, apply: (inout [UInt64], UInt64) -> Void) {
        guard index < current.count, current[index] > 0 else { return }
        func attempt(_ value: UInt64) -> Bool {
            var candidate = current
            apply(&candidate, value)
            return consider(candidate)
        }
        let value = current[index]
        if attempt(0) { return }
        if !probingFirst || value == 1 || attempt(value - 1) { lowerByHalves(at: index, step: 1, attempt: attempt) }
        guard index < current.count, current[index] >= 2, attempt(current[index] - 2) else { return }
        lowerByHalves(at: index, step: 2, attempt: attempt)
    }

    /// Searches by halves for the lowest failing value at `index` among those `step` apart from it.
    private func lowerByHalves(at index: Int, step: UInt64, attempt: (UInt64) -> Bool) {
        guard index < current.count else { return }
        let base = current[index] % step
        // Values are base + step × k. `failing` fails; below `lowest`, nothing is known, and for a step of 1 the
        // value 0 (k = 0) has been tried and passes.
        var failing = (current[index] - base) / step
        var lowest: UInt64 = step == 1 ? 1 : 0
        while lowest < failing, !isOutOfBudget {
            let middle = lowest + (failing - lowest) / 2
            if attempt(base + step * middle) {
                guard index < current.count, current[index] % step == base else { return }
                failing = (current[index] - base) / step
            } else {
                lowest = middle + 1
            }
        }
    }
}
