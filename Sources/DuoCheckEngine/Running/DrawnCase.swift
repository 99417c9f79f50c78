/// One case as a run draws it, built but not checked: its choices and its value.
///
/// A worker that crashed while checking a case cannot report it, so the fuzz
/// command draws the case again without checking it, to store the case that
/// crashed as a readable, replayable seed.
@usableFromInline package struct DrawnCase: Equatable, Sendable {
    /// The choices the generator drew.
    @usableFromInline package var choices: [UInt64]
    /// The value they built, as JSON (see ``ValueCoding``).
    @usableFromInline package var valueJSON: String
    /// Whether the generator discarded the value (a run would not check it).
    @usableFromInline package var isInvalid: Bool

    /// Creates a drawn case.
    @usableFromInline package init(choices: [UInt64], valueJSON: String, isInvalid: Bool) {
        self.choices = choices
        self.valueJSON = valueJSON
        self.isInvalid = isInvalid
    }
}

extension Property {
    /// The case that a run draws from the case seed `caseSeed` (see
    /// ``RunConfiguration/seed(forCase:)``), built exactly as the run builds
    /// it but not checked.
    @usableFromInline package func drawCase(caseSeed: UInt64) -> DrawnCase {
        let source = ChoiceSource(seed: caseSeed)
        let value = generator.run(source)
        return DrawnCase(choices: source.choices, valueJSON: ValueCoding.string(encoding: value), isInvalid: source.isInvalid)
    }

    /// The case that `choices` rebuild, built as a replay builds it but not checked: its
    /// choices are the ones the generator consumed (clamped to each draw's bound, without
    /// the unused ones). A process that checks candidates apart from the shrinker (the fuzz
    /// command's crash shrinking) reports these, since a check that crashes reports nothing.
    @usableFromInline package func drawCase(replaying choices: [UInt64]) -> DrawnCase {
        let source = ChoiceSource(replaying: choices)
        let value = generator.run(source)
        return DrawnCase(choices: source.choices, valueJSON: ValueCoding.string(encoding: value), isInvalid: source.isInvalid)
    }
}

extension AnyProperty {
    /// The case that a run draws from the case seed `caseSeed`, built but not
    /// checked (see ``Property/drawCase(caseSeed:)``).
    @usableFromInline package func drawCase(caseSeed: UInt64) -> DrawnCase {
        drawUncheckedCase(caseSeed)
    }

    /// The case that `choices` rebuild, built but not checked (see ``Property/drawCase(replaying:)``).
    @usableFromInline package func drawCase(replaying choices: [UInt64]) -> DrawnCase {
        drawReplayedCase(choices)
    }
}
