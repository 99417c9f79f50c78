/// Everything about a property that failed: what failed, the original and
/// the shrunk counterexample, how the shrink went, and how to replay it.
@usableFromInline package struct FailureReport: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The failing property's id.
    package var propertyID: String
    /// The source of the failing check: a rule of the spec, a bug shape or a decision.
    package var source: CheckSource
    /// The run's seed.
    package var seed: UInt64
    /// The index of the case that failed first (0 for a stored counterexample that failed again: ``replayedFrom``).
    package var caseIndex: Int
    /// That case, as drawn: its choices, value and failure.
    package var original: CaseRecord
    /// The simplest case found that fails the same way: the shrinker's choices, and the value they build and its
    /// failure.
    package var shrunk: CaseRecord
    /// The failing check's message for the shrunk counterexample (the original's, should the shrunk one pass).
    package var message: String
    /// The failing check.
    package var location: CheckLocation
    /// Every accepted shrink step, in order.
    package var shrinkSteps: [ShrinkStep]
    /// How many candidates the shrinker replayed.
    package var shrinkEvaluations: Int
    /// How long the shrink took.
    package var shrinkDuration: Duration
    /// What the explain phase found about the shrunk counterexample (nil when the run skips the phase).
    package var explanation: Explanation?
    /// How long the explain phase took (nil when it did not run).
    package var explainDuration: Duration?
    /// Where the failing case was stored, when it is a stored counterexample that a run replayed before drawing and
    /// that failed again (``CounterexampleDatabase``); nil for a case the run drew.
    package var replayedFrom: String?
    /// Where the failing case was drawn, when no run seed draws it again: a guided run's mutation of a kept case
    /// (`guided slice 4, position 311`); nil for a case a run's seed draws.
    package var drawnIn: String?
    /// What the run's database said when the run saved this failure: where it went, or why it did not; nil when the
    /// run had no database or the failure was stored already.
    package var saved: String?

    /// Creates a report; the runner fills it in.
    package init(
        propertyID: String, source: CheckSource, seed: UInt64, caseIndex: Int,
        original: CaseRecord, shrunk: CaseRecord, message: String, location: CheckLocation,
        shrinkSteps: [ShrinkStep], shrinkEvaluations: Int, shrinkDuration: Duration, explanation: Explanation? = nil
    ) {
        self.propertyID = propertyID
        self.source = source
        self.seed = seed
        self.caseIndex = caseIndex
        self.original = original
        self.shrunk = shrunk
        self.message = message
        self.location = location
        self.shrinkSteps = shrinkSteps
        self.shrinkEvaluations = shrinkEvaluations
        self.shrinkDuration = shrinkDuration
        self.explanation = explanation
    }

    /// The one line that replays the shrunk counterexample:
    /// `DUOCHECK_PROPERTY=<id> DUOCHECK_REPLAY=<choices> swift test --filter <id>`.
    package var replayCommand: String {
        ReplayRequest.command(propertyID: propertyID, choices: shrunk.choices)
    }

    /// How many steps each pass contributed, in the order the passes first helped.
    package var stepsPerPass: [(pass: String, count: Int)] {
        var counts: [(pass: String, count: Int)] = []
        for step in shrinkSteps {
            if let position = counts.firstIndex(where: { $0.pass == step.pass }) {
                counts[position].count += 1
            } else {
                counts.append((step.pass, 1))
            }
        }
        return counts
    }

    /// A readable multi-line report of the failure.
    @usableFromInline package var description: String { text(testFilter: nil) }

    /// The report, with a replay line that runs the test `testFilter` selects (the project's own test of the
    /// property when nil): another package's conformance test replays under its own name.
    ///
    /// It leads with what matters: the case in one line, the failing check, and the explanation; the shrunk and
    /// original counterexamples' JSON goes to the attachment and the seed file (``counterexampleJSON``), not
    /// here. Nothing in it depends on time, so a failure's report reads the same on every run.
    package func text(testFilter: String?) -> String {
        let replay = ReplayRequest.command(propertyID: propertyID, choices: shrunk.choices, testFilter: testFilter)
        let passes = stepsPerPass.map { "\($0.pass) ×\($0.count)" }.joined(separator: ", ")
        var lines = [
            "Property \"\(propertyID)\" failed (\(source.description))",
            "  case: \(CaseSummary.line(of: shrunk.value))",
            "  check: \(location): \(message)"
        ]
        lines += (explanation?.lines ?? []).map { "  " + $0 }
        lines += [
            "  original counterexample (\(originLabel), \(original.choices.count) choices): \(original.failure?.message ?? message)",
            drawnIn == nil
                ? "  run seed: \(seed) (rerun with DUOCHECK_SEED=\(seed))"
                : "  run seed: \(seed) (no seed draws a guided run's case again; the replay line below does)",
            "  shrinking: \(shrinkSteps.count) steps, \(shrinkEvaluations) evaluations\(passes.isEmpty ? "" : " (\(passes))")",
            "  replay: \(replay)"
        ]
        if let saved { lines.append("  saved: \(saved)") }
        return lines.joined(separator: "\n")
    }

    /// Where the original counterexample came from: the run's case, or the place it was stored.
    private var originLabel: String {
        replayedFrom.map { "stored in \($0), replayed before the run drew" } ?? drawnIn ?? "case \(caseIndex)"
    }

    /// The shrunk and the original counterexample and the explanation, as one JSON document: what a test
    /// attaches for a failure.
    package var counterexampleJSON: String {
        var members: [String: JSONValue] = [
            "propertyID": .string(propertyID),
            "shrunk": shrunk.value,
            "original": original.value,
            "shrunkChoices": .array(shrunk.choices.map(JSONValue.unsigned))
        ]
        if let explanation { members["explanation"] = .array(explanation.lines.map(JSONValue.string)) }
        return JSONValue.object(members).text
    }
}
