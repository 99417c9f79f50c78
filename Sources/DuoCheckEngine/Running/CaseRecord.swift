/// One case of a property, the same record from its draw to its report: the choices that build it, its value
/// as a JSON tree, whether the generator discarded it, and the failure its check gave.
///
/// A run's first failing case and its shrunk case (``FailureReport``), a replay of choices, a stored value
/// checked directly, a case drawn but not checked (what a worker keeps before a check that may crash it), the
/// worker protocol's lines and a seed file's choices and value are this record. The value is a tree as its
/// text reads back (``JSONValue/init(encoding:)``): it is written as text only where it leaves the process, and
/// a tree drawn here equals the tree a stored file holds for the same value.
@usableFromInline package struct CaseRecord: Codable, Equatable, Sendable {
    /// The choices that build the value, as the generator consumed them (each clamped to its draw's bound, none
    /// unused); empty for a stored value decoded and checked directly, which no choices built.
    package var choices: [UInt64]
    /// The value, as a JSON tree.
    package var value: JSONValue
    /// Whether the generator discarded the value (a run does not check it).
    package var isInvalid: Bool
    /// The check's failure; `nil` when it held, when the case is invalid, or when it was not checked.
    @usableFromInline package var failure: CheckFailure?

    /// A case with `choices`, `value`, its validity and its failure.
    package init(choices: [UInt64], value: JSONValue, isInvalid: Bool = false, failure: CheckFailure? = nil) {
        self.choices = choices
        self.value = value
        self.isInvalid = isInvalid
        self.failure = failure
    }

    /// Whether the check held (or was not made).
    package var passed: Bool { failure == nil }

    /// The value as ``ValueCoding`` writes a counterexample: pretty printed, keys sorted.
    package var valueText: String { value.text }
}

extension Property {
    /// The record of a case whose value `source` drew: its choices, value and validity, and `failure`.
    @usableFromInline
    func record(_ value: Value, drawnBy source: ChoiceSource, failure: CheckFailure? = nil) -> CaseRecord {
        CaseRecord(choices: source.choices, value: JSONValue(caseValue: value), isInvalid: source.isInvalid, failure: failure)
    }

    /// The case that a run draws from the case seed `caseSeed` (see ``RunConfiguration/seed(forCase:)``), built
    /// exactly as the run builds it but not checked.
    ///
    /// A worker that crashed while checking a case cannot report it, so the fuzz command draws the case again
    /// without checking it, to store the case that crashed as a readable, replayable seed.
    @usableFromInline package func drawCase(caseSeed: UInt64) -> CaseRecord {
        let source = ChoiceSource(seed: caseSeed)
        return record(generator.run(source), drawnBy: source)
    }

    /// The case that `choices` rebuild, built as a replay builds it but not checked: its choices are the ones the
    /// generator consumed (clamped to each draw's bound, without the unused ones). A process that checks
    /// candidates apart from the shrinker (the fuzz command's crash shrinking) reports these, since a check that
    /// crashes reports nothing.
    @usableFromInline package func drawCase(replaying choices: [UInt64]) -> CaseRecord {
        let source = ChoiceSource(replaying: choices)
        return record(generator.run(source), drawnBy: source)
    }
}

extension AnyProperty {
    /// The case that a run draws from the case seed `caseSeed`, built but not checked (see
    /// ``Property/drawCase(caseSeed:)``).
    package func drawCase(caseSeed: UInt64) -> CaseRecord {
        drawUncheckedCase(caseSeed)
    }

    /// The case that `choices` rebuild, built but not checked (see ``Property/drawCase(replaying:)``).
    package func drawCase(replaying choices: [UInt64]) -> CaseRecord {
        drawReplayedCase(choices)
    }
}
