/// What running one case from a fuzzer's bytes gave (``Property/fuzzOneInput(_:)``).
@usableFromInline package enum FuzzOutcome: Sendable, Equatable {
    /// The bytes ran out before the value was drawn, or the generator discarded the case: not a case at all,
    /// and a fuzzer should not keep the input.
    case invalid
    /// The check held; the value's labels (the property's `labels`), which a fuzzer may count as features.
    case passed(labels: [String])
    /// The check failed, and failed again when the engine rebuilt the value from its choices.
    case failed(FuzzFailure)
    /// The check failed, but the value the engine rebuilt from the same choices passed: the failure does not
    /// reproduce, so it is never a finding.
    case unreproduced(message: String)
}

/// A failure found from a fuzzer's bytes, as the engine's replay rebuilt it.
@usableFromInline package struct FuzzFailure: Sendable, Equatable, CustomStringConvertible {
    /// The choices the bytes drew: replaying them (`DUOCHECK_REPLAY`) rebuilds the failing value, and the
    /// shrinker starts from them.
    package let choices: [UInt64]
    /// The failing value, as JSON.
    package let valueJSON: String
    /// The failing check.
    package let failure: CheckFailure

    /// The failure in three lines: the check, the value, and the choices.
    @usableFromInline package var description: String {
        "\(failure)\n  value: \(valueJSON)\n  choices: \(choices.map(String.init).joined(separator: ","))"
    }
}

extension Property {
    /// Runs one case read from `bytes` (``ChoiceSource/init(bytes:maximumChoiceCount:)``): the same contract
    /// as Hypothesis's `fuzz_one_input`, so that a coverage-guided fuzzer such as libFuzzer drives the draws.
    ///
    /// Too few bytes make the case invalid; otherwise the check runs once. A failure counts only when the
    /// value rebuilt from the recorded choices by ``replay(choices:)`` (the path every stored seed and replay
    /// line takes) fails the same check; then ``failureReport(shrinking:configuration:)`` shrinks and explains it.
    @usableFromInline package func fuzzOneInput(_ bytes: [UInt8]) -> FuzzOutcome {
        let source = ChoiceSource(bytes: bytes)
        let value = generator.run(source)
        guard !source.isInvalid else { return .invalid }
        guard let first = failure(checking: value) else { return .passed(labels: labels?(value) ?? []) }
        let rebuilt = replay(choices: source.choices)
        guard let again = rebuilt.failure, !rebuilt.isInvalid, again.location == first.location else {
            return .unreproduced(message: first.description)
        }
        return .failed(FuzzFailure(choices: rebuilt.choices ?? source.choices, valueJSON: rebuilt.valueJSON, failure: again))
    }

    /// Shrinks and explains a failure found from bytes, as a run shrinks and explains its first failing case.
    /// The report's seed and case index are 0: the case came from bytes, not from a seed, and its choices
    /// replay it. Returns nil when the choices no longer fail.
    @usableFromInline package func failureReport(shrinking found: FuzzFailure, configuration: RunConfiguration) -> FailureReport? {
        let source = ChoiceSource(replaying: found.choices)
        let value = generator.run(source)
        guard !source.isInvalid, let failure = failure(checking: value) else { return nil }
        let failingCase = FailingCase(index: 0, choices: source.choices, value: value, failure: failure)
        return shrink(failingCase, configuration: configuration)
    }
}
