/// Passes that move whole parts of a value at once, read from the spans of the current sequence (see
/// ``ChoiceSpan``): they delete an array's elements, sort them, and put a node of a recursive value's own
/// descendant in its place.
extension ShrinkPass {
    /// Deletes elements of each array: first every further element of the array at once, then halves of
    /// them, then each element, the last first. A further element goes with the choice that said to draw it; an
    /// element the array always draws goes together with one off the choice just before the array, which is where
    /// a count drawn first (`Gen.int(in: 1...100).flatMap { .array(count: $0...$0) }`) is.
    package static let deleteElements = ShrinkPass(name: "delete elements") { context in
        var arrayIndex = context.spans.count - 1
        while arrayIndex >= 0, !context.isOutOfBudget {
            defer { arrayIndex -= 1 }
            guard arrayIndex < context.spans.count, context.spans[arrayIndex].kind == .array else { continue }
            deleteRuns(ofOptionalElementsIn: arrayIndex, context: context)
        }
        var position = context.spans.count - 1
        while position >= 0, !context.isOutOfBudget {
            defer { position -= 1 }
            guard position < context.spans.count else { continue }
            let span = context.spans[position]
            guard span.kind == .element || span.kind == .optionalElement else { continue }
            var candidate = context.current
            candidate.removeSubrange(span.range)
            if context.consider(candidate) { continue }
            if span.kind == .optionalElement {
                // Elements that point at positions (indices into the list) point one lower once one goes.
                if let lowered = loweringEveryLaterElement(of: span, after: position, in: candidate, context: context) {
                    _ = context.consider(lowered)
                }
                continue
            }
            guard let array = span.parent, context.spans[array].start > 0, candidate[context.spans[array].start - 1] > 0 else { continue }
            candidate[context.spans[array].start - 1] -= 1
            _ = context.consider(candidate)
        }
    }

    /// `candidate` (the current sequence without the element `span`, the span at `position`) with the last
    /// choice of every later element of the same array one lower, where that element is a single value (its
    /// continue choice and one more) above 0; nil when no element changes.
    private static func loweringEveryLaterElement(of span: ChoiceSpan, after position: Int, in candidate: [UInt64], context: ShrinkContext)
        -> [UInt64]?
    {
        var lowered = candidate
        var changed = false
        for later in context.spans[(position + 1)...] where later.parent == span.parent && later.kind == .optionalElement && later.range.count == 2 {
            let index = later.end - 1 - span.range.count
            guard index >= 0, index < lowered.count, lowered[index] > 0 else { continue }
            lowered[index] -= 1
            changed = true
        }
        return changed ? lowered : nil
    }

    /// Deletes all the further elements of the array at `arrayIndex` at once, else each half of them, and so on
    /// down to runs of two (single elements are left to the caller): many elements go in few evaluations when the
    /// failure needs few of them.
    private static func deleteRuns(ofOptionalElementsIn arrayIndex: Int, context: ShrinkContext) {
        var runLength = context.spans.filter { $0.parent == arrayIndex && $0.kind == .optionalElement }.count
        while runLength >= 2, !context.isOutOfBudget {
            var start = 0
            while !context.isOutOfBudget {
                guard arrayIndex < context.spans.count, context.spans[arrayIndex].kind == .array else { return }
                let elements = context.spans.filter { $0.parent == arrayIndex && $0.kind == .optionalElement }
                guard start + runLength <= elements.count else { break }
                var candidate = context.current
                candidate.removeSubrange(elements[start].start..<elements[start + runLength - 1].end)
                if !context.consider(candidate) { start += runLength }
            }
            runLength /= 2
        }
    }

    /// Sorts the elements of each array into their simplest order (see ``goesFirst(_:_:)``): the elements it
    /// always draws among themselves, and the further ones among themselves; and the children of each node of a
    /// recursive value among themselves. Then swaps each adjacent pair of such parts that is out of order. This
    /// normalises the order of a list whose order the failure does not care about, and puts a tree's simpler
    /// subtree first (a leaf before a node, a shallow node before a deep one) where either side fails the same way.
    package static let sortElements = ShrinkPass(name: "sort elements") { context in
        sort(.element, under: .array, in: context)
        sort(.optionalElement, under: .array, in: context)
        sort(.node, under: .node, in: context)
    }

    /// ``sortElements`` for the spans of one kind that lie directly in the same span of `parentKind`.
    private static func sort(_ kind: ChoiceSpan.Kind, under parentKind: ChoiceSpan.Kind, in context: ShrinkContext) {
        var parentIndex = 0
        while parentIndex < context.spans.count, !context.isOutOfBudget {
            defer { parentIndex += 1 }
            guard context.spans[parentIndex].kind == parentKind else { continue }
            let parts = context.spans.filter { $0.parent == parentIndex && $0.kind == kind }
            guard parts.count > 1 else { continue }
            let choices = context.current
            let slices = parts.map { Array(choices[$0.range]) }
            let sorted = slices.sorted(by: goesFirst)
            if sorted != slices, context.consider(Self.replacing(parts, in: choices, with: sorted)) { continue }
            for left in 0..<parts.count - 1 where !context.isOutOfBudget {
                guard parentIndex < context.spans.count, context.spans[parentIndex].kind == parentKind else { break }
                let current = context.spans.filter { $0.parent == parentIndex && $0.kind == kind }
                guard current.count == parts.count, left + 1 < current.count else { break }
                let choices = context.current
                let a = Array(choices[current[left].range])
                let b = Array(choices[current[left + 1].range])
                guard goesFirst(b, a) else { continue }
                var swapped = current.map { Array(choices[$0.range]) }
                swapped.swapAt(left, left + 1)
                _ = context.consider(Self.replacing(current, in: choices, with: swapped))
            }
        }
    }

    /// Whether part `a` goes before part `b` in the simplest order: where `a` then `b` reads before `b` then `a`.
    /// For parts of one length that is their own order; for parts of different lengths it is what makes the
    /// whole sequence, whose length does not change, lexicographically least (a shorter part does not always
    /// go first: `[1, 1]` goes after `[1, 0, 5]`).
    static func goesFirst(_ a: [UInt64], _ b: [UInt64]) -> Bool {
        (a + b).lexicographicallyPrecedes(b + a)
    }

    /// Puts in the place of each node of a recursive value each of the nodes below it, nearest first: a
    /// failing tree often fails the same way with a subtree in the place of its parent.
    package static let replaceNodeByDescendant = ShrinkPass(name: "replace node by descendant") { context in
        var nodeIndex = 0
        while nodeIndex < context.spans.count, !context.isOutOfBudget {
            defer { nodeIndex += 1 }
            let node = context.spans[nodeIndex]
            guard node.kind == .node else { continue }
            let descendants = context.spans.indices.filter { index in
                index > nodeIndex && context.spans[index].kind == .node && node.range.contains(context.spans[index].start)
                    && context.spans[index].end <= node.end
            }
            for descendant in descendants where !context.isOutOfBudget {
                guard nodeIndex < context.spans.count, context.spans[nodeIndex] == node, descendant < context.spans.count else { break }
                let choices = context.current
                var candidate = Array(choices[..<node.start])
                candidate += choices[context.spans[descendant].range]
                candidate += choices[node.end...]
                if context.consider(candidate) { break }
            }
        }
    }

    /// The sequence with each of `spans` (in order, not overlapping) replaced by the matching slice.
    static func replacing(_ spans: [ChoiceSpan], in choices: [UInt64], with slices: [[UInt64]]) -> [UInt64] {
        var result: [UInt64] = []
        var position = 0
        for (span, slice) in zip(spans, slices) {
            result += choices[position..<span.start]
            result += slice
            position = span.end
        }
        result += choices[position...]
        return result
    }
}
