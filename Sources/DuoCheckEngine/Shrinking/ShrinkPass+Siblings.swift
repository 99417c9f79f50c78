extension ShrinkPass {
    /// The most a leaf's choice is raised by in ``growLeaf``.
    static let leafRaiseLimit: UInt64 = 8
    /// The most choices of earlier siblings ``growLeaf`` lowers for one leaf, the nearest first.
    static let siblingChoiceLimit = 8
    /// The most candidates one run of ``growLeaf`` tries: a list of many one-choice values would otherwise make it
    /// try every pair of them.
    static let growLeafCandidateLimit = 256

    /// For each call span one choice long (a leaf, as a rule: an empty heap) with an earlier sibling of its label (a
    /// span of that label in the same parent), lowers a choice of the sibling by one, the nearest first, and raises the
    /// leaf's choice by 1, 2, … until the leaf reads more than its one choice: the choices after it, which a later part
    /// drew, become the leaf's, a node in its place, and the lowered choice makes the candidate simpler. A node moved
    /// a level deeper this way reads as a node where the choice that makes one differs from level to level (the binary
    /// heap whose node weight falls with depth), which a move of whole spans misreads: the choice that made it a node
    /// at its own level makes it empty at the deeper one. A sequence without such a leaf pays nothing for it; one with
    /// many (a list of one-choice values) pays at most ``growLeafCandidateLimit`` candidates a run, each leaf at most
    /// ``siblingChoiceLimit`` lowered choices.
    package static let growLeaf = ShrinkPass(name: "grow leaf") { context in
        var index = 0
        var tried = 0
        while index < context.calls.count, tried < growLeafCandidateLimit, !context.isOutOfBudget {
            defer { index += 1 }
            let leaf = context.calls[index]
            guard leaf.range.count == 1, context.current[leaf.start] <= .max - leafRaiseLimit, let parent = leaf.parent else { continue }
            let siblings = context.calls[..<index].filter { $0.parent == parent && $0.label == leaf.label && $0.end <= leaf.start }
            let positions = siblings.flatMap(\.range).filter { context.current[$0] > 0 }
            for position in positions.reversed().prefix(siblingChoiceLimit) where !context.isOutOfBudget && tried < growLeafCandidateLimit {
                let (kept, candidates) = grow(leaf, lowering: position, in: context)
                tried += candidates
                if kept { break }
            }
        }
    }

    /// Raises `leaf`'s choice by 1, 2, … with the choice at `position` one lower, until the leaf reads more than its
    /// one choice or a candidate is kept. Returns whether one was kept, and how many candidates were tried.
    private static func grow(_ leaf: CallSpan, lowering position: Int, in context: ShrinkContext) -> (kept: Bool, tried: Int) {
        let choices = context.current
        var tried = 0
        for raise in 1...leafRaiseLimit where !context.isOutOfBudget {
            var candidate = choices
            candidate[position] -= 1
            candidate[leaf.start] = choices[leaf.start] + raise
            tried += 1
            let (kept, end, replayed) = context.consider(candidate, closingSpanOf: leaf.label, at: leaf.start)
            if kept { return (true, tried) }
            if replayed, let end, end > leaf.start + 1 { return (false, tried) }
        }
        return (false, tried)
    }
}
