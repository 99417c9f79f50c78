/// What the explain phase found about a shrunk counterexample: for each part of the value (a top-level field),
/// whether it matters, and over what range or which values it still fails the same way.
///
/// A shrunk case is one point; the bug is a region. The phase varies each part of the shrunk case within a
/// budget of evaluations, keeping the rest, and a variant counts as failing only when it fails at the same
/// check, as the shrinker's candidates do.
package struct Explanation: Codable, Equatable, Sendable {
    /// Each part that the value's choices draw, in the order of the value's keys.
    package var parts: [ExplainedPart]
    /// Whether the free parts are free together, varied all at once; nil with fewer than two free parts.
    package var freeTogether: Bool?
    /// How many variants the phase built and checked.
    package var evaluations: Int
    /// Whether the budget ran out before every part was explained.
    package var budgetRanOut: Bool

    /// The parts that every value tried left failing the same way.
    package var freeParts: [ExplainedPart] { parts.filter(\.isFree) }

    /// The explanation as the report prints it: a heading, then a line per part that matters, then one line
    /// for the free parts.
    package var lines: [String] {
        var lines = ["explained (\(evaluations) evaluations\(budgetRanOut ? ", the budget ran out" : "")):"]
        for part in parts where !part.isFree {
            lines.append("  \(part.name): \(part.finding.text)")
        }
        let free = freeParts.map { part in
            if case .range(let low, let high, _, _) = part.finding { return "\(part.name) (\(low)…\(high))" }
            return part.name
        }
        if !free.isEmpty {
            let together = freeTogether.map { $0 ? ", together" : " one at a time, not together" } ?? ""
            lines.append("  \(free.joined(separator: ", ")): free\(together)")
        }
        return lines
    }
}

/// One part of a shrunk counterexample and what varying it found.
package struct ExplainedPart: Codable, Equatable, Sendable {
    /// The part's name: the top-level field it is (or `value` for a value without fields).
    package var name: String
    /// What varying it found.
    package var finding: Finding

    /// Whether every value tried fails the same way.
    package var isFree: Bool {
        switch finding {
        case .free: return true
        case .values(_, let passing): return passing.isEmpty
        case .range(_, _, let passesBelow, let passesAbove): return passesBelow == nil && passesAbove == nil
        case .matters, .unexplored: return false
        }
    }

    /// What varying one part found, in the value's own words.
    package enum Finding: Codable, Equatable, Sendable {
        /// Every value tried (this many) fails the same way.
        case free(tried: Int)
        /// A choice among a few values: those that fail the same way, and those that do not.
        case values(failing: [String], passing: [String])
        /// A number: it fails the same way from `low` to `high`; the nearest values found to pass, if any, below
        /// and above (none: that end is the end of the generator's range).
        case range(low: String, high: String, passesBelow: String?, passesAbove: String?)
        /// Some values pass, such as this one.
        case matters(passing: String)
        /// The budget ran out first.
        case unexplored

        /// The finding in words.
        package var text: String {
            switch self {
            case .free(let tried):
                return "free (\(tried) values tried)"
            case .values(let failing, let passing):
                // A value whose own words hold a comma is quoted, so that the list reads as a list.
                func list(_ values: [String]) -> String { values.map { $0.contains(", ") ? "\"\($0)\"" : $0 }.joined(separator: ", ") }
                let fails = "\(list(failing)) fail\(failing.count == 1 ? "s" : "") the same way"
                return passing.isEmpty ? fails + " (every value)" : fails + "; \(list(passing)) pass"
            case .range(let low, let high, let below, let above):
                let span = low == high ? "only \(low)" : "any value in \(low)…\(high)"
                if below == nil, above == nil { return "\(span) (the whole range)" }
                let passes = [below.map { "\($0) below" }, above.map { "\($0) above" }].compactMap { $0 }
                return "\(span) fails the same way; \(passes.joined(separator: " and ")) pass"
            case .matters(let passing):
                return "matters: \(passing) passes"
            case .unexplored:
                return "not explored (the budget ran out)"
            }
        }
    }
}
