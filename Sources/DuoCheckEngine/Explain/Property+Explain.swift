extension Property {
    /// Explains a shrunk counterexample: varies each part of the value its `choices` build, within `budget`
    /// evaluations, and says which parts are free, over what range a number still fails at `target`, and which
    /// of a few values fail (``Explanation``). Deterministic: the variants come from `seed`.
    package func explain(choices: [UInt64], target: CheckLocation, seed: UInt64, budget: Int) -> Explanation {
        let session = ExplainSession(property: self, choices: choices, target: target, seed: seed, budget: budget)
        return session.explanation()
    }
}

/// One run of the explain phase: the shrunk case's choices, which part of the value each choice draws, and the
/// evaluations spent.
///
/// Parts are the value's top-level fields. A choice belongs to the part that it changes and that was drawn
/// first: changing a choice changes the field it draws and any field drawn after it that depends on it, and a
/// field drawn earlier is changed by no later choice, so the owner is the changed field whose last changing
/// choice comes first.
final class ExplainSession<Value: Codable & SendableMetatype> {
    let property: Property<Value>
    let target: CheckLocation
    let budget: Int
    let source: ChoiceSource
    var random: SplitMix64
    /// The shrunk case's choices, as many as its value draws.
    var base: [UInt64] = []
    /// Each field's value in the shrunk case.
    var baseFields: [String: JSONValue] = [:]
    var evaluations = 0
    var ranOut = false

    /// Variants tried for a part that has no few values to list and is no number.
    static var freeTries: Int { 8 }
    /// The most values a choice may have to be listed one by one.
    static var fewValues: UInt64 { 15 }

    init(property: Property<Value>, choices: [UInt64], target: CheckLocation, seed: UInt64, budget: Int) {
        self.property = property
        self.target = target
        self.budget = budget
        source = ChoiceSource(replaying: choices)
        random = SplitMix64(seed: seed ^ 0x0E4B_1A14)
        let value = property.generator.run(source)
        base = source.choices
        baseFields = Self.fields(of: value)
    }

    /// The top-level fields of `value`'s JSON (one field named `value` when it has none).
    static func fields(of value: Value) -> [String: JSONValue] {
        guard let json = try? JSONValue(encoding: value) else { return [:] }
        if case .object(let fields) = json { return fields }
        return ["value": json]
    }

    var hasBudget: Bool {
        if evaluations >= budget { ranOut = true }
        return !ranOut
    }

    /// Builds the value from `choices`; nil for an invalid case.
    func build(_ choices: [UInt64]) -> Value? {
        source.reset(replaying: choices)
        let value = property.generator.run(source)
        return source.isInvalid ? nil : value
    }

    /// Whether `choices` build a value that fails at the target check (one evaluation).
    func failsTheSameWay(_ choices: [UInt64]) -> Bool {
        evaluations += 1
        guard let value = build(choices) else { return false }
        return property.failure(checking: value)?.location == target
    }

    /// `base` with the choice at each position in `changes` replaced.
    func variant(_ changes: [Int: UInt64]) -> [UInt64] {
        var choices = base
        for (position, choice) in changes { choices[position] = choice }
        return choices
    }

    func explanation() -> Explanation {
        let (owners, bounds) = attributeChoices()
        var parts: [ExplainedPart] = []
        for name in baseFields.keys.sorted() {
            let positions = owners.indices.filter { owners[$0] == name }
            guard !positions.isEmpty else { continue }
            parts.append(ExplainedPart(name: name, finding: hasBudget ? explainPart(name, positions: positions, bounds: bounds) : .unexplored))
        }
        let free = parts.indices.filter { parts[$0].isFree }.flatMap { index in owners.indices.filter { owners[$0] == parts[index].name } }
        var together: Bool?
        if parts.filter(\.isFree).count >= 2, hasBudget {
            together = (0..<Self.freeTries).allSatisfy { _ in
                !hasBudget || failsTheSameWay(variant(Dictionary(uniqueKeysWithValues: free.map { ($0, randomChoice(upTo: bounds[$0])) })))
            }
        }
        return Explanation(parts: parts, freeTogether: together, evaluations: evaluations, budgetRanOut: ranOut)
    }

    /// Each choice's owner (nil for a choice with one value, or whose change changes nothing) and bound, found by
    /// building the value with each choice moved to another value, one at a time.
    func attributeChoices() -> (owners: [String?], bounds: [UInt64]) {
        var changed: [Set<String>] = Array(repeating: [], count: base.count)
        var bounds: [UInt64] = Array(repeating: 0, count: base.count)
        for position in base.indices where hasBudget {
            evaluations += 1
            // Replayed choices are clamped to their bound, so the largest choice reads the bound back.
            guard let highest = build(variant([position: .max])), source.choiceCount > position else { continue }
            bounds[position] = source.choices[position]
            guard bounds[position] > 0 else { continue }
            var fields = Self.fields(of: highest)
            if base[position] == bounds[position] {
                evaluations += 1
                guard let lowest = build(variant([position: 0])) else { continue }
                fields = Self.fields(of: lowest)
            }
            changed[position] = Set(baseFields.keys.filter { fields[$0] != baseFields[$0] })
        }
        var lastChange: [String: Int] = [:]
        for (position, names) in changed.enumerated() { for name in names { lastChange[name] = position } }
        let owners = changed.map { names in names.min { (lastChange[$0]!, $0) < (lastChange[$1]!, $1) } }
        return (owners, bounds)
    }

    /// What varying the part `name`, drawn by the choices at `positions`, finds: for a number, the range of its
    /// widest choice; for a part with choices among a few values (a posture, a kind, a flag), which of its values
    /// fail, each such choice varied alone; else whether random values of all its choices fail.
    func explainPart(_ name: String, positions: [Int], bounds: [UInt64]) -> ExplainedPart.Finding {
        let few = positions.filter { bounds[$0] <= Self.fewValues }
        if baseFields[name]?.doubleValue != nil, let widest = positions.max(by: { bounds[$0] < bounds[$1] }), bounds[widest] > Self.fewValues {
            return range(name, position: widest, bound: bounds[widest])
        }
        if !few.isEmpty {
            return listValues(name, positions: few, bounds: bounds)
        }
        for _ in 0..<Self.freeTries where hasBudget {
            let choices = variant(Dictionary(uniqueKeysWithValues: positions.map { ($0, randomChoice(upTo: bounds[$0])) }))
            if !failsTheSameWay(choices) {
                return .matters(passing: build(choices).map { Self.display(Self.fields(of: $0)[name]) } ?? "an invalid case")
            }
        }
        return ranOut ? .unexplored : .free(tried: Self.freeTries)
    }

    /// Every value of each few-valued choice, one choice at a time: the part's values that fail, and those that pass.
    func listValues(_ name: String, positions: [Int], bounds: [UInt64]) -> ExplainedPart.Finding {
        var failing = [Self.display(baseFields[name])]
        var passing: [String] = []
        var both: [String] = []
        for position in positions {
            for choice in 0...bounds[position] where choice != base[position] {
                guard hasBudget else { return .unexplored }
                let choices = variant([position: choice])
                let fails = failsTheSameWay(choices)
                guard let value = build(choices) else { continue }
                let shown = Self.display(Self.fields(of: value)[name])
                if fails, !failing.contains(shown) { failing.append(shown) }
                if !fails, !passing.contains(shown) { passing.append(shown) }
            }
        }
        // Values of the same name (two synthetic layouts) that fail and pass are listed once, among the failing, as
        // "some".
        for shown in passing where failing.contains(shown) { both.append(shown) }
        return .values(failing: failing.map { both.contains($0) ? "some \($0)" : $0 }, passing: passing.filter { !both.contains($0) })
    }

    /// The run of the choice at `position` around its shrunk value that fails the same way, found by galloping
    /// and bisection in both directions, in the part's own units.
    func range(_ name: String, position: Int, bound: UInt64) -> ExplainedPart.Finding {
        let low = edge(position: position, bound: bound, upward: false)
        let high = edge(position: position, bound: bound, upward: true)
        if ranOut { return .unexplored }
        func shown(_ choice: UInt64?) -> String? {
            choice.flatMap { build(variant([position: $0])) }.map { Self.display(Self.fields(of: $0)[name]) }
        }
        var ends = [(low.failing, low.passing), (high.failing, high.passing)]
        // Choices count from the simplest value, which need not be the smallest: show the smaller end first.
        if let first = shown(ends[0].0).flatMap(Double.init), let last = shown(ends[1].0).flatMap(Double.init), first > last {
            ends.swapAt(0, 1)
        }
        return .range(low: shown(ends[0].0) ?? "?", high: shown(ends[1].0) ?? "?", passesBelow: shown(ends[0].1), passesAbove: shown(ends[1].1))
    }

    /// The last choice from the shrunk one toward `upward`'s end that still fails, and the first that passes
    /// beyond it (nil when the range's end fails).
    func edge(position: Int, bound: UInt64, upward: Bool) -> (failing: UInt64, passing: UInt64?) {
        var failing = base[position]
        var passing: UInt64?
        var step: UInt64 = 1
        while passing == nil, hasBudget {
            let room = upward ? bound - failing : failing
            guard room > 0 else { break }
            let next = upward ? failing + min(step, room) : failing - min(step, room)
            if failsTheSameWay(variant([position: next])) { failing = next } else { passing = next }
            step = step > UInt64.max / 2 ? .max : step * 2
        }
        while let bad = passing, (upward ? bad - failing : failing - bad) > 1, hasBudget {
            let middle = upward ? failing + (bad - failing) / 2 : bad + (failing - bad) / 2
            if failsTheSameWay(variant([position: middle])) { failing = middle } else { passing = middle }
        }
        return (failing, passing)
    }

    /// A choice in `0...bound`, from the session's own stream.
    func randomChoice(upTo bound: UInt64) -> UInt64 {
        let word = random.next()
        return bound == .max ? word : word % (bound + 1)
    }

    /// A field's value in words: a number or string as itself (``CaseSummary``), an object by its `name` if it
    /// has one, anything else as one line of JSON, shortened.
    static func display(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        if case .string(let name)? = value["name"] { return name }
        let text = CaseSummary.text(of: value)
        switch value {
        case .array, .object: return text.count > 48 ? String(text.prefix(47)) + "…" : text
        default: return text
        }
    }
}
