import Foundation
import DuoCheckEngine
import DuoFuzzSupport

/// Shrinks a crash or a hang as libFuzzer's `-minimize_crash` and `cargo fuzz tmin` do:
/// the engine's ``Shrinker`` proposes candidates, and each runs in a throw-away worker
/// process (``CandidateProbe``); a candidate is kept when it fails the same way (the
/// same ``CrashSignature``). The shrinker hands each candidate over in a replaying
/// source; its choices are read back from it, and the choices the worker's generator
/// consumed are drawn into it again, so that the shrinker keeps exactly what a replay
/// uses. (Spans are not carried over from the worker: the passes that move whole parts
/// of a value do less here than in a test run.)
package struct CrashShrinker {
    /// Runs the candidates.
    var probe: CandidateProbe
    /// The most candidates to run.
    var evaluationBudget: Int
    /// The most time to spend.
    var timeBudget: Duration

    /// What a shrink found: the simplest choices that fail the same way, their value, and the last line
    /// their check wrote (its trap).
    package struct ShrunkCrash {
        package var choices: [UInt64]
        package var value: JSONValue
        package var lastWords: String?
        package var evaluations: Int
        package var duration: Duration
    }

    /// Shrinks `choices` (whose value is `value`) of property `propertyID`, which fail as `signature`.
    package func shrink(propertyID: String, choices: [UInt64], value: JSONValue, signature: CrashSignature) -> ShrunkCrash {
        let values = ValueBook()
        values.note(choices, Kept(value: value, lastWords: nil))
        let shrinker = Shrinker(evaluationBudget: evaluationBudget, timeBudget: timeBudget)
        let result = shrinker.shrink(choices) { source in
            guard !StopRequest.isRequested else { return false }
            let candidate = Self.readCandidate(from: source)
            guard let outcome = probe.run(propertyID: propertyID, choices: candidate), outcome.signature == signature,
                let drawn = outcome.drawn
            else { return false }
            Self.redraw(drawn.choices, into: source)
            values.note(drawn.choices, Kept(value: drawn.value, lastWords: outcome.lastWords))
            return true
        }
        let kept = values.kept(result.choices)
        return ShrunkCrash(
            choices: result.choices, value: kept?.value ?? .null, lastWords: kept?.lastWords, evaluations: result.evaluationCount,
            duration: result.duration)
    }

    /// The choices a replaying source holds: drawn with the widest bound, each comes back as stored.
    static func readCandidate(from source: ChoiceSource) -> [UInt64] {
        var candidate: [UInt64] = []
        while !source.isExhausted, candidate.count < source.maximumChoiceCount { candidate.append(source.draw(upTo: .max)) }
        return candidate
    }

    /// Makes `source` hold exactly `choices`, as if a generator had drawn them.
    static func redraw(_ choices: [UInt64], into source: ChoiceSource) {
        source.reset(replaying: choices)
        for choice in choices { _ = source.draw(upTo: choice) }
    }
}

/// What a shrink keeps of one candidate that failed the same way.
private struct Kept {
    var value: JSONValue
    var lastWords: String?
}

/// The value and trap of each sequence of choices a shrink kept (trailing zeros aside, as the shrinker trims them).
private final class ValueBook {
    private var entries: [[UInt64]: Kept] = [:]

    /// Notes what a kept candidate gave.
    func note(_ choices: [UInt64], _ kept: Kept) {
        entries[ShortlexOrder.trimmingTrailingZeros(choices)] = kept
    }

    /// What the kept candidate `choices` gave, if it was kept.
    func kept(_ choices: [UInt64]) -> Kept? {
        entries[ShortlexOrder.trimmingTrailingZeros(choices)]
    }
}

extension CrashShrinker {
    /// The shrinker of `duo-fuzz import-crash`, whose probes write nothing (``CandidateProbe``, without a work
    /// directory), on the helpers of `mutantID` (or the core's). It runs at most 500 candidates and is bounded by
    /// that count, not by time (an hour only guards against a machine that has stalled), so that the same crash
    /// file shrinks to the same seed on every machine, however busy.
    package static func writingNothing(executable: String, includesDemos: Bool, mutantID: String?, hangTimeout: Duration) -> CrashShrinker {
        let probe = CandidateProbe(
            executable: executable, includesDemos: includesDemos, workDirectory: nil, hangTimeout: hangTimeout, mutantID: mutantID)
        return CrashShrinker(probe: probe, evaluationBudget: 500, timeBudget: .seconds(3600))
    }
}
