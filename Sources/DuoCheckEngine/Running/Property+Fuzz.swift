/// What running one case from a fuzzer's bytes gave (``Property/fuzzOneInput(_:)``).
@usableFromInline package enum FuzzOutcome: Sendable, Equatable {
    /// The bytes ran out before the value was drawn, or the generator discarded the case: not a case at all,
    /// and a fuzzer should not keep the input.
    case invalid
    /// The check held; the value's labels (the property's `labels`), which a fuzzer may count as features.
    case passed(labels: [String])
    /// The check failed, and failed again when the engine rebuilt the value from its choices: the rebuilt case,
    /// whose choices replay it (`DUOCHECK_REPLAY`) and are where the shrinker starts.
    case failed(CaseRecord)
    /// The check failed, but the value the engine rebuilt from the same choices passed: the failure does not
    /// reproduce, so it is never a finding.
    case unreproduced(message: String)
}

extension CaseRecord {
    /// A failing case: the check, the value, and the choices.
    package var failureDescription: String {
        "\(failure.map(String.init(describing:)) ?? "(no failure)")\n  value: \(valueText)\n  choices: \(choices.map(String.init).joined(separator: ","))"
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
        guard !rebuilt.isInvalid, rebuilt.failure?.location == first.location else {
            return .unreproduced(message: first.description)
        }
        return .failed(rebuilt)
    }

    /// The case that `bytes` build, built as ``fuzzOneInput(_:)`` builds it but not checked: a process that
    /// must say what it drew before a check that may trap (a crash file's probe, an observation) reports it.
    @usableFromInline package func drawCase(bytes: [UInt8]) -> CaseRecord {
        let source = ChoiceSource(bytes: bytes)
        return record(generator.run(source), drawnBy: source)
    }

    /// Shrinks and explains a failure found from bytes, as a run shrinks and explains its first failing case.
    /// The report's seed and case index are 0: the case came from bytes, not from a seed, and its choices
    /// replay it. Returns nil when the choices no longer fail.
    @usableFromInline package func failureReport(shrinking found: CaseRecord, configuration: RunConfiguration) -> FailureReport? {
        let rebuilt = replay(choices: found.choices)
        guard !rebuilt.isInvalid, rebuilt.failure != nil else { return nil }
        return shrunkAndExplained(rebuilt, caseIndex: 0, configuration: configuration)
    }
}
