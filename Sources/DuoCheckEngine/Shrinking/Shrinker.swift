/// Simplifies a failing choice sequence by running named passes until a full
/// round finds nothing simpler, within a budget of evaluations and time.
///
/// A round runs ``passes``; a round in which they find nothing runs ``structuralPasses`` too, and the shrink ends
/// when both find nothing. So the structural passes, which move whole parts among the spans one combinator call
/// drew, cost nothing while the others make progress, and run once where a value's parts still need moving.
package struct Shrinker: Sendable {
    /// The passes, in the order each round runs them.
    package var passes: [ShrinkPass]
    /// The passes a round runs when ``passes`` found nothing.
    package var structuralPasses: [ShrinkPass]
    /// The most candidates to replay.
    package var evaluationBudget: Int
    /// The most time to spend.
    package var timeBudget: Duration

    /// Creates a shrinker; the defaults suit a property test.
    package init(
        passes: [ShrinkPass] = ShrinkPass.defaultPasses,
        structuralPasses: [ShrinkPass] = ShrinkPass.structuralPasses,
        evaluationBudget: Int = 10_000,
        timeBudget: Duration = .seconds(10)
    ) {
        self.passes = passes
        self.structuralPasses = structuralPasses
        self.evaluationBudget = evaluationBudget
        self.timeBudget = timeBudget
    }

    /// Shrinks `choices`, a sequence that fails. `failsTheSameWay` receives a
    /// source set up to replay a candidate, builds the value from it and
    /// checks it, and says whether it failed the same way as the original.
    package func shrink(_ choices: [UInt64], failsTheSameWay: @escaping (ChoiceSource) -> Bool) -> ShrinkResult {
        let clock = ContinuousClock()
        let start = clock.now
        let context = ShrinkContext(
            choices: choices, evaluationBudget: evaluationBudget, deadline: start + timeBudget,
            failsTheSameWay: failsTheSameWay)
        context.readSpans()
        var reachedFixedPoint = false
        while !reachedFixedPoint, !context.isOutOfBudget {
            let before = context.current
            run(passes, in: context)
            if context.current == before { run(structuralPasses, in: context) }
            // A round cut short by the budget proves nothing.
            reachedFixedPoint = context.current == before && !context.isOutOfBudget
        }
        return ShrinkResult(
            choices: ShortlexOrder.trimmingTrailingZeros(context.current), steps: context.steps, evaluationCount: context.evaluationCount,
            duration: clock.now - start, reachedFixedPoint: reachedFixedPoint, evaluationsByPass: context.evaluationsByPass)
    }
}

extension Shrinker {
    /// Runs `passes` in order on `context`, as far as the budget allows.
    func run(_ passes: [ShrinkPass], in context: ShrinkContext) {
        for pass in passes where !context.isOutOfBudget {
            context.passName = pass.name
            pass.run(context)
        }
    }
}

/// What a shrink found, and what it cost.
package struct ShrinkResult: Sendable, Equatable {
    /// The simplest failing sequence found, without its trailing zeros (which a replay draws anyway).
    package var choices: [UInt64]
    /// Every accepted step, in order.
    package var steps: [ShrinkStep]
    /// How many candidates were replayed.
    package var evaluationCount: Int
    /// How long the shrink took.
    package var duration: Duration
    /// Whether a full round found nothing simpler (`false`: the budget ran out first).
    package var reachedFixedPoint: Bool
    /// How many candidates each pass proposed, by the pass's name (what a pass costs).
    package var evaluationsByPass: [String: Int] = [:]
}
