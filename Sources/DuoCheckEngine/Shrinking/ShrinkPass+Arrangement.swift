/// A pass that puts the parts of a recursive value in another arrangement: the move a tree needs when the simplest
/// failing tree holds the same subtrees as the one found, in other places (a failing subtree on the right of its
/// parent instead of the left, with a sibling below it), which no single swap or replacement reaches through failing
/// trees alone.
extension ShrinkPass {
    /// The most pieces an arrangement is made of; above it the pass leaves the span alone.
    static let arrangementPieceLimit = 12
    /// The most candidates one span's arrangements may cost.
    static let arrangementBudget = 150

    /// For each outermost span of a label that holds three spans of it or more, cuts its choices at every start and
    /// end of a span of that label inside it, and tries the arrangements of the pieces, smallest first as a rule,
    /// keeping the first that fails the same way. A partial arrangement is replayed first: where the span closes
    /// before its end, the pieces left over are not read by the span, and the arrangements that begin the same way
    /// are skipped (a heuristic: a generator that draws after the span reads them there). A branch that reads greater
    /// than the span's own arrangement is not followed, since nothing in it is simpler.
    package static let rearrangeSpans = ShrinkPass(name: "rearrange spans") { context in
        var searched: [CallSpan] = []
        var index = 0
        while index < context.calls.count, !context.isOutOfBudget {
            defer { index += 1 }
            let outer = context.calls[index]
            guard !searched.contains(where: { $0.label == outer.label && $0.start <= outer.start && outer.end <= $0.end }) else { continue }
            let inner = context.calls.filter { $0.label == outer.label && $0.start >= outer.start && $0.end <= outer.end }
            guard inner.count >= 3 else { continue }
            searched.append(outer)
            let cuts = Set(inner.flatMap { [$0.start, $0.end] }).sorted()
            let choices = context.current
            let pieces = zip(cuts, cuts.dropFirst()).map { Array(choices[$0..<$1]) }.filter { !$0.isEmpty }
            guard pieces.count <= arrangementPieceLimit else { continue }
            var search = Arrangement(
                context: context, label: outer.label, start: outer.start, before: Array(choices[..<outer.start]),
                after: Array(choices[outer.end...]), own: Array(choices[outer.range]), budget: arrangementBudget)
            if search.arrange(remaining: pieces.sorted { $0.lexicographicallyPrecedes($1) }, prefix: []) == .kept { return }
        }
    }
}

/// One span's search over the arrangements of its pieces (see ``ShrinkPass/rearrangeSpans``).
private struct Arrangement {
    let context: ShrinkContext
    let label: GeneratorLabel
    let start: Int
    let before: [UInt64]
    let after: [UInt64]
    /// The span's choices as they are: the arrangement where the search stops.
    let own: [UInt64]
    var budget: Int

    /// How a search ended.
    enum Outcome {
        /// A candidate was kept: the sequence changed.
        case kept
        /// The budget ran out.
        case stopped
        /// The arrangements that begin with the prefix given were all tried; the search goes on.
        case exhausted
    }

    /// Extends `prefix` by each distinct piece of `remaining`, in increasing order, and replays it.
    mutating func arrange(remaining: [[UInt64]], prefix: [UInt64]) -> Outcome {
        var previous: [UInt64]?
        for (position, piece) in remaining.enumerated() where piece != previous {
            previous = piece
            guard budget > 0, !context.isOutOfBudget else { return .stopped }
            let extended = prefix + piece
            // Every arrangement that begins greater than the span's own reads greater. (A later piece may still read
            // smaller: where one piece begins another, the order of the pieces is not the order of what they make.)
            if !own.starts(with: extended), !extended.lexicographicallyPrecedes(own.prefix(extended.count)) { continue }
            let (kept, end, replayed) = context.consider(before + extended + after, closingSpanOf: label, at: start)
            if kept { return .kept }
            if replayed { budget -= 1 }
            // Where the span closed inside the pieces placed so far, it reads none of the rest. Where no replay ran
            // (tried before, by this pass or another), nothing is known, and the search goes on.
            if remaining.count == 1 || end.map({ $0 <= start + extended.count }) ?? false { continue }
            var rest = remaining
            rest.remove(at: position)
            let outcome = arrange(remaining: rest, prefix: extended)
            if outcome != .exhausted { return outcome }
        }
        return .exhausted
    }
}
