/// Passes for a value whose parts no span shows: one closure's run (or one `then`'s) with no call, array, element or
/// node inside, as a recursive value drawn through a plain function is (the binary heap drawn in one raw closure). The
/// structural passes move parts by their spans, so here the same moves are tried on the choices themselves. A sequence
/// that shows its parts pays nothing for them.
extension ShrinkPass {
    /// The longest run of choices ``deleteAndPad`` deletes.
    static let paddedRunLimit = 6

    /// Deletes each run of 2 to 6 choices that begins with a choice above 0, alone and then with two 0s put in two to
    /// four places after it, where the sequence ends in a 0. Deleting the choices of a subtree's ancestors (a node's
    /// own choices and an empty sibling's) pulls the subtree up, which no single pass does without its span; and a
    /// subtree drawn at a depth limit, whose lowest nodes drew no choices for their children there, draws them once
    /// higher: the two 0s are the two empty children of its first leaf, after that leaf's own two choices.
    package static let deleteAndPad = ShrinkPass(name: "delete and pad") { context in
        guard context.current.last == 0, marksNoParts(context) else { return }
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            defer { index += 1 }
            guard context.current[index] > 0 else { continue }
            runs: for length in 2...paddedRunLimit where index + length <= context.current.count {
                var deleted = context.current
                deleted.removeSubrange(index..<index + length)
                if context.consider(deleted) { break runs }
                for place in (index + 2)...(index + 4) where place <= deleted.count && !context.isOutOfBudget {
                    var candidate = deleted
                    candidate.insert(contentsOf: [0, 0], at: place)
                    if context.consider(candidate) { break runs }
                }
            }
        }
    }

    /// Sets each choice above 0 to 0 and keeps every choice after it, one place later, where the sequence ends in a 0
    /// that the shift drops: a branch left out, with what it drew read by the part after it. A coin that said to draw
    /// a left subtree says it is empty, and the subtree it drew becomes the right one: the move that puts a failing
    /// subtree drawn on the left on the right of an empty sibling, which a swap of spans makes where spans show it.
    package static let lowerAndShift = ShrinkPass(name: "lower and shift") { context in
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            defer { index += 1 }
            let choices = context.current
            guard choices[index] > 0, choices.last == 0, marksNoParts(context) else { continue }
            var candidate = choices
            candidate.removeLast()
            candidate.insert(0, at: index)
            _ = context.consider(candidate)
        }
    }

    /// Whether the current sequence is one call span that marks none of its parts: one closure's run or one `then`'s,
    /// covering every choice, with no call, array, element or node inside.
    static func marksNoParts(_ context: ShrinkContext) -> Bool {
        context.calls.count == 1 && context.calls[0].range == 0..<context.current.count && context.spans.isEmpty
    }
}
