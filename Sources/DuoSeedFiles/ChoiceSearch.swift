import DuoCheckEngine
/// Looks for choices that build a stored value with the generator as it is now: how the seed layer records
/// again a seed whose choices no longer build its value (an older seed format's choices, or a generator that
/// has changed since).
///
/// Each round of the search tries every change of one choice, to a small number, a neighbour of the choice, or a
/// number the value holds (and its double and quadruple, for steps of a half and a quarter), or one of the seed's
/// own choices; or inserts or deletes one choice (a generator that gained or lost a draw); and keeps the one
/// that leaves the value nearest the target; it stops when the value is the target, when no change helps, or
/// when the budget of builds is spent. Any sequence is a valid input, so a search can start from the
/// seed's own choices, which are usually close.
package enum ChoiceSearch {
    /// The shortest choices found that build exactly `target` (the stored value as the property's type reads it
    /// now), starting from `start`; nil when the search finds none within `budget` builds.
    package static func choices(building target: JSONValue, with property: AnyProperty, from start: [UInt64], budget: Int = 20_000) -> [UInt64]? {
        let found = closest(to: target, with: property, from: start, budget: budget)
        guard found.distance == 0 else { return nil }
        return ShortlexOrder.trimmingTrailingZeros(property.replay(choices: found.choices).choices)
    }

    /// The choices found that build the value closest to `target`, and how far that value still is from it.
    package static func closest(to target: JSONValue, with property: AnyProperty, from start: [UInt64], budget: Int) -> (
        choices: [UInt64], distance: Double
    ) {
        var search = Search(target: target, property: property, budget: budget, numbers: target.wholeNumbers.union(start))
        var best = start
        var bestDistance = search.distance(start)
        best = search.extended(best)
        // Steepest descent: each round tries every move and keeps the best, so that a choice early in the
        // sequence is not changed for a small gain before a later one is tried for a larger.
        while bestDistance > 0, search.hasBudget {
            var round = (choices: best, distance: bestDistance)
            search.tryShifts(of: best, into: &round)
            search.tryChanges(of: best, into: &round)
            // No single change helps: a value of another kind is chosen by two choices at once (which branch, then
            // which family in it).
            if round.distance >= bestDistance { search.tryPairs(of: best, into: &round) }
            if round.distance >= bestDistance { break }
            best = search.extended(round.choices)
            bestDistance = round.distance
            search.consumed.removeAll(keepingCapacity: true)
        }
        return (best, bestDistance)
    }

    /// One search's target, its budget of builds, and what the last round's builds drew.
    struct Search {
        let target: JSONValue
        let property: AnyProperty
        let budget: Int
        /// The numbers the value holds, and the seed's own choices, which an older generator drew the same way.
        let numbers: Set<UInt64>
        var builds = 0
        /// Every choice each candidate's value drew, so that a choice past the end of a shorter sequence can be
        /// changed too.
        var consumed: [[UInt64]: [UInt64]] = [:]

        var hasBudget: Bool { builds < budget }

        /// `choices` followed by the further choices its value drew (the choices given are kept as given: replaying
        /// clamps them to their bounds, which would lose a shifted one).
        func extended(_ choices: [UInt64]) -> [UInt64] { choices + (consumed[choices] ?? []).dropFirst(choices.count) }

        /// How far the value `choices` build is from the target (infinite for a discarded case).
        mutating func distance(_ choices: [UInt64]) -> Double {
            builds += 1
            let outcome = property.replay(choices: choices)
            guard !outcome.isInvalid else { return .infinity }
            consumed[choices] = outcome.choices
            return outcome.value.differingParts(from: target)
        }

        /// Keeps `choices` in `round` if they come nearer the target.
        mutating func consider(_ choices: [UInt64], in round: inout (choices: [UInt64], distance: Double)) {
            guard hasBudget else { return }
            let found = distance(choices)
            if found < round.distance { round = (choices, found) }
        }

        /// A generator that gained or lost a draw shifts every later choice: insert a small choice, or delete one.
        mutating func tryShifts(of best: [UInt64], into round: inout (choices: [UInt64], distance: Double)) {
            for position in 0...best.count {
                for value in UInt64(0)...16 {
                    var choices = best
                    choices.insert(value, at: position)
                    consider(choices, in: &round)
                }
                if position < best.count { consider(best.enumerated().filter { $0.offset != position }.map(\.element), in: &round) }
            }
        }

        /// Every change of one choice, and a choice appended.
        mutating func tryChanges(of best: [UInt64], into round: inout (choices: [UInt64], distance: Double)) {
            for position in 0...best.count {
                let current = position < best.count ? best[position] : 0
                for candidate in ChoiceSearch.candidates(around: current, numbers: numbers) where candidate != current || position == best.count {
                    var choices = best
                    if position < choices.count { choices[position] = candidate } else { choices.append(candidate) }
                    consider(choices, in: &round)
                }
            }
        }

        /// Every pair of small values at two neighbouring early positions; the later choices meant something else
        /// under the old branch, so they are tried as they are, and cleared (the simplest value of the new branch,
        /// which the next rounds refine).
        mutating func tryPairs(of best: [UInt64], into round: inout (choices: [UInt64], distance: Double)) {
            for position in 0..<min(best.count, ChoiceSearch.pairedPositions) {
                for first in UInt64(0)...16 {
                    for second in UInt64(0)...16 {
                        var choices = best
                        choices[position] = first
                        if position + 1 < choices.count { choices[position + 1] = second } else { choices.append(second) }
                        consider(choices, in: &round)
                        consider(Array(choices.prefix(position + 2)), in: &round)
                    }
                }
            }
        }
    }

    /// How many of the first choices are also changed two at a time.
    static let pairedPositions = 6

    /// The values one choice is tried at: small ones, steps of every power of two away from it (so that a number
    /// nearing its target gallops there), and the given numbers with their doubles and quadruples.
    static func candidates(around choice: UInt64, numbers: Set<UInt64>) -> Set<UInt64> {
        var values = Set<UInt64>(0...16)
        for power: UInt64 in 0..<63 {
            let offset: UInt64 = 1 << power
            if choice <= UInt64.max - offset { values.insert(choice + offset) }
            if choice >= offset { values.insert(choice - offset) }
        }
        for number in numbers where number <= UInt64.max / 4 {
            values.formUnion([number, number * 2, number * 4])
        }
        return values
    }
}

extension JSONValue {
    /// How far this value is from `other`: each scalar that differs counts 1 (a string 64: a name says which kind
    /// of value was drawn, a layout's family or a row's kind, and getting it right first lets the later choices be
    /// found one at a time), a number less the nearer it is, so that the search can walk toward it; a member or an
    /// element on one side only counts 1 for each scalar it holds.
    func differingParts(from other: JSONValue) -> Double {
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            return Set(mine.keys).union(theirs.keys).reduce(0) { total, key in
                switch (mine[key], theirs[key]) {
                case (let left?, let right?): return total + left.differingParts(from: right)
                case (let only?, nil), (nil, let only?): return total + Double(only.scalarCount)
                case (nil, nil): return total
                }
            }
        case (.array(let mine), .array(let theirs)):
            let shared = zip(mine, theirs).reduce(0) { $0 + $1.0.differingParts(from: $1.1) }
            let extra = (mine.count > theirs.count ? mine.dropFirst(theirs.count) : theirs.dropFirst(mine.count)).reduce(0) { $0 + $1.scalarCount }
            return shared + Double(extra)
        case (.string, .string):
            return self == other ? 0 : 64
        default:
            if self == other { return 0 }
            if let mine = doubleValue, let theirs = other.doubleValue, mine.isFinite, theirs.isFinite {
                let gap = abs(mine - theirs)
                return 0.5 + 0.5 * gap / (gap + 1)
            }
            return Double(max(scalarCount, other.scalarCount))
        }
    }

    /// How many scalars the value holds.
    var scalarCount: Int {
        switch self {
        case .object(let members): return members.values.reduce(0) { $0 + $1.scalarCount }
        case .array(let items): return items.reduce(0) { $0 + $1.scalarCount }
        default: return 1
        }
    }

    /// The whole numbers of at least 0 the value holds (twice each half, so that a value counted in half steps is
    /// found too).
    var wholeNumbers: Set<UInt64> {
        switch self {
        case .integer(let number): return number >= 0 ? [UInt64(number)] : []
        case .unsignedInteger(let number): return [number]
        case .number(let number):
            return number >= 0 && number < 1e15 && (number * 4).rounded() == number * 4
                ? [UInt64((number * 4).rounded()) / 4, UInt64((number * 2).rounded(.down))] : []
        case .object(let members): return members.values.reduce(into: []) { $0.formUnion($1.wholeNumbers) }
        case .array(let items): return items.reduce(into: []) { $0.formUnion($1.wholeNumbers) }
        default: return []
        }
    }
}
