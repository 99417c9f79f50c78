extension ShrinkPass {
    /// Lowers each choice to the smallest value that still fails, trying 0
    /// first and then searching by halves between 0 and the current value.
    public static let lowerChoices = ShrinkPass(name: "lower choices") { context in
        var index = 0
        while index < context.current.count, !context.isOutOfBudget {
            context.lowerChoice(at: index) { candidate, value in candidate[index] = value }
            index += 1
        }
    }

    /// Moves value from one choice to a later one at most `distance` places
    /// away: the earlier choice goes down and the later one up by the same
    /// amount, as far as still fails. This keeps sums such as `x + width`
    /// while the earlier choice gets simpler.
    public static func redistributePairs(within distance: Int) -> ShrinkPass {
        ShrinkPass(name: "redistribute pairs") { context in
            var first = 0
            while first < context.current.count, !context.isOutOfBudget {
                var second = first + 1
                while second <= first + distance, second < context.current.count, !context.isOutOfBudget {
                    let total = context.current[first]
                    let later = context.current[second]
                    context.lowerChoice(at: first, probingFirst: true) { candidate, value in
                        candidate[first] = value
                        // An accepted step may have left a shorter sequence behind.
                        guard second < candidate.count else { return }
                        let (raised, overflow) = later.addingReportingOverflow(total - value)
                        candidate[second] = overflow ? .max : raised
                    }
                    second += 1
                }
                first += 1
            }
        }
    }

    /// Swaps each pair of neighbours whose first choice is larger than the
    /// second, which sorts runs of interchangeable draws.
    public static let swapNeighbours = ShrinkPass(name: "swap neighbours") { context in
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
