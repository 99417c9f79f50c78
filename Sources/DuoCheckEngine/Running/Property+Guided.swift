/// What one case of a guided run gave (``Property/guidedCase(prefix:thenDrawingFrom:)``).
@usableFromInline package enum GuidedOutcome: Sendable, Equatable {
    /// The generator discarded the case, or it drew past the draw limit.
    case invalid
    /// The check held: the choices the value drew (the prefix's, clamped, then the fresh ones) and its labels.
    case passed(choices: [UInt64], labels: [String])
    /// The check failed, and failed again when rebuilt from its choices: the rebuilt case, where a shrink starts.
    case failed(CaseRecord)
    /// The check failed once and held when rebuilt: never a finding.
    case unreproduced(message: String)
}

extension Property {
    /// Runs one case whose choices are `prefix`, then fresh draws from `seed` once the prefix runs out: how a guided
    /// run tries a mutation of a kept case (Hypothesis's generate phase draws the same way). A failure counts only
    /// when ``replay(choices:)`` of the recorded choices fails at the same check, as ``fuzzOneInput(_:)`` decides.
    @usableFromInline package func guidedCase(prefix: [UInt64], thenDrawingFrom seed: UInt64) -> GuidedOutcome {
        let source = ChoiceSource(replaying: [])
        source.reset(replaying: prefix, thenDrawingFrom: seed)
        let value = generator.run(source)
        guard !source.isInvalid else { return .invalid }
        guard let first = failure(checking: value) else { return .passed(choices: source.choices, labels: labels?(value) ?? []) }
        let rebuilt = replay(choices: source.choices)
        guard !rebuilt.isInvalid, rebuilt.failure?.location == first.location else {
            return .unreproduced(message: first.description)
        }
        return .failed(rebuilt)
    }

    /// The case ``guidedCase(prefix:thenDrawingFrom:)`` builds from the same arguments, built but not checked: what
    /// a worker keeps before a check that may crash it.
    @usableFromInline package func drawCase(prefix: [UInt64], thenDrawingFrom seed: UInt64) -> CaseRecord {
        let source = ChoiceSource(replaying: [])
        source.reset(replaying: prefix, thenDrawingFrom: seed)
        return record(generator.run(source), drawnBy: source)
    }
}
