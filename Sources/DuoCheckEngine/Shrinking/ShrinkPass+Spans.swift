extension ShrinkPass {
    /// Removes each run of `length` consecutive choices in turn: deletes
    /// whole list elements, optional values and unneeded draws.
    package static func deleteSpans(ofLength length: Int) -> ShrinkPass {
        ShrinkPass(name: "delete spans of \(length)") { context in
            var start = 0
            while start + length <= context.current.count, !context.isOutOfBudget {
                var candidate = context.current
                candidate.removeSubrange(start..<start + length)
                // After a deletion the next span has moved into place; try the same start again.
                if !context.consider(candidate) { start += 1 }
            }
        }
    }

    /// Sets each run of `length` consecutive choices to 0 (the simplest
    /// value) in turn, when it is not zero already.
    package static func zeroSpans(ofLength length: Int) -> ShrinkPass {
        ShrinkPass(name: "zero spans of \(length)") { context in
            var start = 0
            while start + length <= context.current.count, !context.isOutOfBudget {
                let span = start..<start + length
                if context.current[span].contains(where: { $0 != 0 }) {
                    var candidate = context.current
                    candidate.replaceSubrange(span, with: repeatElement(0, count: length))
                    _ = context.consider(candidate)
                }
                start += 1
            }
        }
    }
}
