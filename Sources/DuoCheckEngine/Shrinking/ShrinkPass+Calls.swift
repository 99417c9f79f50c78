/// Passes that move whole parts of a value among the parts one combinator call or one closure's generator drew (see
/// ``CallSpan``), whatever drew them: a value that a generator draws by calling itself through `then`, `flatMap`,
/// `oneOf`, `frequency` or its own `run` shrinks as a `Gen.recursive` value does, by putting a subtree in its
/// ancestor's place, a leaf in a subtree's place, or one subtree in another's.
///
/// They run only in a round where every ordinary pass found nothing (see ``Shrinker``), so a value the ordinary
/// passes shrink pays for them once, at its fixed point, and a generator that draws each call once (no label twice)
/// pays nothing for the moves between spans of one label. Each tries each move at most once a round: a span against
/// its descendants, against the simplest span of its label, and against each later span of its label.
extension ShrinkPass {
    /// The structural passes, in the order a stalled round runs them: the structure first (a descendant of the
    /// same call in a span's place, then the simplest span of that call), then where the parts lie (two spans of
    /// one call swapped, then the parts of a span in another arrangement), then a count lowered with a part it
    /// counted; then the same moves on a value whose parts no span shows (a run of choices deleted, with the children
    /// a subtree pulled up needs, then a branch left out with what it drew shifted to the next); then a leaf grown
    /// into a node from the choices after it. The values after, in the ordinary rounds that follow.
    package static let structuralPasses: [ShrinkPass] = [
        replaceSpanByDescendant, replaceSpanBySimplest, swapSpans, rearrangeSpans, lowerAndDelete, deleteAndPad, lowerAndShift, growLeaf
    ]

    /// Puts in the place of each call span each shorter span of the same label inside it, nearest first, each
    /// distinct one once: a recursive value often fails the same way with one of its own parts in its place. Where
    /// the part moved up reads otherwise in its new place (a generator that draws nothing below a depth limit draws
    /// there once the part is higher), it is tried again replayed aligned (see ``AlignedSpan``): each of its spans
    /// keeps to its own choices, so its last level draws the simplest choices instead of its neighbours', and a span
    /// of the label that the part did not have (a level it drew as plain values at the limit) draws the simplest span
    /// of its label in the sequence: a literal of the calculator drawn in one raw closure, where 0 is a sum.
    package static let replaceSpanByDescendant = ShrinkPass(name: "replace span by descendant") { context in
        forEachCall(in: context) { index, ancestor, choices in
            // Built at the first aligned replay of this ancestor, and only then: most ancestors never need one.
            var simplest: [GeneratorLabel: [UInt64]]?
            var tried: Set<ArraySlice<UInt64>> = []
            for descendant in context.calls[(index + 1)...].prefix(while: { $0.start < ancestor.end }) where !context.isOutOfBudget {
                guard descendant.label == ancestor.label, descendant.range.count < ancestor.range.count,
                    tried.insert(choices[descendant.range]).inserted
                else { continue }
                let candidate = replacing(ancestor.range, in: choices, with: choices[descendant.range])
                let pieces = [0..<ancestor.start, descendant.range, ancestor.end..<choices.count]
                if context.consider(candidate) { break }
                let spans = simplest ?? simplestSpans(in: context)
                simplest = spans
                if context.consider(candidate, aligning: aligned(pieces, calls: context.calls), simplest: spans) { break }
            }
        }
    }

    /// Puts in the place of each call span the simplest span of its label (the shortlex-least, a leaf as a rule),
    /// the outermost first: the move that prunes a whole subtree that the failure does not need.
    package static let replaceSpanBySimplest = ShrinkPass(name: "replace span by simplest") { context in
        forEachCall(in: context) { _, span, choices in
            var simplest = choices[span.range]
            for other in context.calls where other.label == span.label && readsBefore(choices[other.range], simplest) {
                simplest = choices[other.range]
            }
            guard simplest != choices[span.range] else { return }
            _ = context.consider(replacing(span.range, in: choices, with: simplest))
        }
    }

    /// Swaps each call span with each later span of its label that does not lie inside it, where that reads
    /// simpler: the move that carries a node from one subtree to another, or puts a sibling's leaf first.
    package static let swapSpans = ShrinkPass(name: "swap spans") { context in
        var first = 0
        while first < context.calls.count, !context.isOutOfBudget {
            defer { first += 1 }
            var second = first + 1
            while second < context.calls.count, first < context.calls.count, !context.isOutOfBudget {
                defer { second += 1 }
                let a = context.calls[first]
                let b = context.calls[second]
                guard b.start >= a.end, a.label == b.label else { continue }
                let choices = context.current
                let swapped = Array(choices[..<a.start]) + choices[b.range] + choices[a.end..<b.start] + choices[a.range] + choices[b.end...]
                if context.consider(swapped) { continue }
                // A part moved often fails the same way only once the values between its old and new places give way.
                let valuesAt = valuePositions(in: a.end..<b.start, context: context)
                guard !valuesAt.isEmpty else { continue }
                var lowered = swapped
                let shift = b.range.count - a.range.count
                for position in valuesAt { lowered[position + shift] = 0 }
                _ = context.consider(lowered)
            }
        }
    }

    /// Calls `body` with each call span of the current sequence, its index and the sequence, in order, while the
    /// budget lasts. After a step that kept a candidate, the next index is read in the new sequence's spans.
    static func forEachCall(in context: ShrinkContext, _ body: (Int, CallSpan, [UInt64]) -> Void) {
        var index = 0
        while index < context.calls.count, !context.isOutOfBudget {
            body(index, context.calls[index], context.current)
            index += 1
        }
    }

    /// The positions in `range` whose choices give a value rather than a shape, and are above 0: not the first choice
    /// of a call span (an alternative, or a first stage such as a size), nor a structural choice of an array or a
    /// recursive value.
    static func valuePositions(in range: Range<Int>, context: ShrinkContext) -> [Int] {
        guard !range.isEmpty else { return [] }
        let shapes = Set(context.calls.lazy.map(\.start).filter(range.contains))
        return range.filter { context.current[$0] > 0 && !shapes.contains($0) && !context.structuralChoices.contains($0) }
    }

    /// The call spans of a candidate made of `pieces` of the current sequence, in order, as they lie in it: each span
    /// that lies wholly in one piece, at that piece's new place. A span around a place where pieces meet changes length,
    /// and is left to read as it will.
    static func aligned(_ pieces: [Range<Int>], calls: [CallSpan]) -> [AlignedSpan] {
        var result: [AlignedSpan] = []
        var target = 0
        for piece in pieces {
            for call in calls where call.start >= piece.lowerBound && call.end <= piece.upperBound && !(piece.isEmpty) {
                result.append(AlignedSpan(start: target + call.start - piece.lowerBound, length: call.end - call.start, label: call.label))
            }
            target += piece.count
        }
        return result
    }

    /// The simplest span of each label in the current sequence: its shortlex-least choices (a leaf, as a rule).
    static func simplestSpans(in context: ShrinkContext) -> [GeneratorLabel: [UInt64]] {
        var simplest: [GeneratorLabel: ArraySlice<UInt64>] = [:]
        for call in context.calls {
            let slice = context.current[call.range]
            if let known = simplest[call.label], !readsBefore(slice, known) { continue }
            simplest[call.label] = slice
        }
        return simplest.mapValues(Array.init)
    }

    /// Whether `a` comes before `b` in shortlex order.
    static func readsBefore(_ a: ArraySlice<UInt64>, _ b: ArraySlice<UInt64>) -> Bool {
        a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }

    /// `choices` with the choices at `range` replaced by `slice`.
    static func replacing(_ range: Range<Int>, in choices: [UInt64], with slice: ArraySlice<UInt64>) -> [UInt64] {
        Array(choices[..<range.lowerBound]) + slice + choices[range.upperBound...]
    }
}

extension ShrinkPass {
    /// Lowers the first choice of each call span by one, where it is above 0, and deletes a run of up to eight of
    /// the eight choices after it inside the span: a count or a size that a `then` or a closure draws first (a number
    /// of leaves, of nodes, of parts) goes down together with one of the parts it counted, whether those parts are
    /// spans of their own or plain draws. A sequence with no call spans pays nothing for it.
    package static let lowerAndDelete = ShrinkPass(name: "lower and delete") { context in
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            defer { index += 1 }
            guard context.current[index] > 0,
                let end = context.calls.last(where: { $0.start == index && $0.end > index + 1 })?.end
            else { continue }
            runs: for length in 1...8 {
                var start = index + 1
                while start + length <= Swift.min(end, index + 9), !context.isOutOfBudget {
                    defer { start += 1 }
                    var candidate = context.current
                    candidate[index] -= 1
                    candidate.removeSubrange(start..<start + length)
                    if context.consider(candidate) { break runs }
                }
            }
        }
    }
}
