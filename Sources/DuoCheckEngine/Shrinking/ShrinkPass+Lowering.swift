extension ShrinkPass {
    /// Lowers each choice to the smallest value that still fails: tries 0, then one and two less, and searches
    /// by halves only from a value that one of those showed can move (so a round that finds every choice at
    /// its least costs about three evaluations a choice).
    package static let lowerChoices = ShrinkPass(name: "lower choices") { context in
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            context.lowerChoice(at: index, probingFirst: true) { candidate, value in candidate[index] = value }
            index += 1
        }
    }

    /// Moves value from one choice to a later one at most `distance` places
    /// away: the earlier choice goes down and the later one up by the same
    /// amount, as far as still fails. This keeps sums such as `x + width`
    /// while the earlier choice gets simpler. Only values take part: not the
    /// choices that shape an array or a node (``ShrinkContext/structuralChoices``),
    /// nor those that open a call span of a label drawn more than once
    /// (``ShrinkContext/recurringCallStarts``), where a recursive value's
    /// alternatives are drawn and a kept sum means nothing.
    package static func redistributePairs(within distance: Int) -> ShrinkPass {
        ShrinkPass(name: "redistribute pairs") { context in
            var first = 0
            while first < context.current.count, !context.isOutOfBudget {
                var second = first + 1
                while second <= first + distance, second < context.current.count, !context.isOutOfBudget {
                    defer { second += 1 }
                    if context.structuralChoices.contains(first) || context.structuralChoices.contains(second) { continue }
                    if context.recurringCallStarts.contains(first) || context.recurringCallStarts.contains(second) { continue }
                    let total = context.current[first]
                    let later = context.current[second]
                    context.lowerChoice(at: first, probingFirst: true) { candidate, value in
                        candidate[first] = value
                        // An accepted step may have left a shorter sequence behind.
                        guard second < candidate.count else { return }
                        let (raised, overflow) = later.addingReportingOverflow(total - value)
                        candidate[second] = overflow ? .max : raised
                    }
                }
                first += 1
            }
        }
    }

    /// Swaps each pair of neighbours whose first choice is larger than the
    /// second, which sorts runs of interchangeable draws.
    package static let swapNeighbours = ShrinkPass(name: "swap neighbours") { context in
        var index = 0
        while index + 1 < context.current.count, !context.isOutOfBudget {
            if context.current[index] > context.current[index + 1] {
                var candidate = context.current
                candidate.swapAt(index, index + 1)
                _ = context.consider(candidate)
            }
            index += 1
        }
    }
}

extension ShrinkPass {
    /// Lowers choices that must move together: every group of equal choices to one lower value at once (a
    /// duplicate that the failure needs stays a duplicate), each pair of nearby choices of like size by the same
    /// amount, searched by halves (a difference that the failure needs stays the same), and any other nearby
    /// pair one lower each (an operator that fails only with its operand).
    package static let lowerTogether = ShrinkPass(name: "lower together") { context in
        var seen = Set<UInt64>()
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            let value = context.current[index]
            index += 1
            guard value > 0, seen.insert(value).inserted else { continue }
            let group = context.current.indices.filter { context.current[$0] == value }
            guard group.count > 1 else { continue }
            context.lowerChoice(at: group[0]) { candidate, lowered in
                for position in group where position < candidate.count { candidate[position] = lowered }
            }
        }
        var first = 0
        while first < context.current.count, !context.isOutOfBudget {
            var second = first + 1
            while second < Swift.min(first + 9, context.current.count), !context.isOutOfBudget {
                defer { second += 1 }
                if context.structuralChoices.contains(first) || context.structuralChoices.contains(second) { continue }
                let a = context.current[first]
                let b = context.current[second]
                // `high / 2 <= low + 4`, written so that no sum overflows next to `UInt64.max`.
                let low = Swift.min(a, b)
                let high = Swift.max(a, b)
                let closeToDouble = high / 2 <= low || high / 2 - low <= 4
                if a > 0, b > 0, !(a != b && low >= 2 && closeToDouble) {
                    // Two choices that only fail together one lower each (an operator and its operand).
                    var candidate = context.current
                    candidate[first] = a - 1
                    candidate[second] = b - 1
                    _ = context.consider(candidate)
                } else if a != b, Swift.min(a, b) >= 2 {
                    // The smaller of the two is lowered; the other goes down by as much, read from each candidate.
                    let (anchor, other) = a <= b ? (first, second) : (second, first)
                    context.lowerChoice(at: anchor, probingFirst: true) { candidate, lowered in
                        guard anchor < candidate.count, other < candidate.count else { return }
                        let amount = candidate[anchor] - lowered
                        candidate[anchor] = lowered
                        candidate[other] -= Swift.min(candidate[other], amount)
                    }
                }
            }
            first += 1
        }
    }
}
