import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// Keeps a crash or a hang that a worker recorded on a single case, and only a real one:
/// the case runs again in a fresh process first, and is stored only when it fails the
/// same way there (a worker killed from outside, or stalled past the hang timeout by a
/// busy machine, leaves a case that then runs to its end: a harness problem, not a
/// finding). The case as drawn is stored at once, so that nothing is lost if what
/// follows is cut short; then it is shrunk in throw-away processes, and the shrunk seed,
/// whose note gives both choice sequences, takes its place (also when the shrunk seed was
/// stored before: the as-drawn seed this run wrote goes, so that a crash keeps one seed).
///
/// One crash keeps one seed in a run even when two workers find it at different cases and their shrinks stop
/// apart (a shrink cut short by `--crash-shrink-time` or a stop): crashes of one property with the same
/// signature (the same cause, and for a trap the same message, numbers aside, as `import` groups them) are one
/// crash, and the simpler of the two seeds, in shortlex order, stands for it.
struct CrashKeeper {
    /// Runs candidates.
    var probe: CandidateProbe
    /// Shrinks what reproduced.
    var shrinker: CrashShrinker
    /// The run's seed, and how a note names the run (``RunOptions/runLine``).
    var runSeed: UInt64
    var runLine: String

    /// What keeping one crash came to.
    enum Disposition {
        /// It reproduced and is stored (`entry`, `nil` when another worker had stored it in this run).
        case stored(RecordedCounterexample?)
        /// It reproduced, is the same crash as one this run stored before (at `earlierSeedFile`), and its seed is the
        /// simpler: it stands for the crash now, and the earlier seed is withdrawn.
        case replaced(RecordedCounterexample, earlierSeedFile: String)
        /// It did not fail the same way in a fresh process: why, for the harness problems.
        case notReproduced(String)
    }

    /// Reproduces, stores and shrinks the crash of `record`'s case, which ended a worker by `cause`
    /// with `lastWords` on its standard error; of two crashes of this run with the same signature, only the
    /// simpler seed stays.
    func keep(_ record: CurrentWork, cause: CrashPolicy.Cause, lastWords: String?, recorder: CounterexampleRecorder) -> Disposition {
        let (outcome, kept) = keepOne(record, cause: cause, lastWords: lastWords, recorder: recorder)
        guard case .stored(let entry?) = outcome, let kept else { return outcome }
        let key = "\(record.propertyID) \(kept.signature.cause) \(kept.signature.trap ?? "")"
        guard let earlier = recorder.keptCrashes[key] else {
            recorder.keptCrashes[key] = (entry, kept.choices)
            return outcome
        }
        guard earlier.entry.seedFile != entry.seedFile else { return outcome }
        if ShortlexOrder.precedes(kept.choices, earlier.choices) {
            recorder.withdraw(earlier.entry)
            recorder.keptCrashes[key] = (entry, kept.choices)
            recorder.events.emit(.sameCrash(propertyID: record.propertyID, kept: entry.seedFile, other: earlier.entry.seedFile, replaced: true))
            return .replaced(entry, earlierSeedFile: earlier.entry.seedFile)
        }
        recorder.withdraw(entry)
        recorder.events.emit(.sameCrash(propertyID: record.propertyID, kept: earlier.entry.seedFile, other: entry.seedFile, replaced: false))
        return .stored(nil)
    }

    /// ``keep(_:cause:lastWords:recorder:)`` for one crash alone: its outcome, and the signature and choices of the
    /// seed that stands for it when one was stored.
    private func keepOne(
        _ record: CurrentWork, cause: CrashPolicy.Cause, lastWords: String?, recorder: CounterexampleRecorder
    ) -> (Disposition, (signature: CrashSignature, choices: [UInt64])?) {
        let caseIndex = record.caseIndex ?? -1
        let caseSeed = record.caseIndex.map { RunConfiguration(seed: runSeed).seed(forCase: $0) }
        let expected = CrashSignature(cause: cause, lastWords: lastWords)
        let place = "case \(caseIndex) of \(record.propertyID)"
        guard let first = probe.run(propertyID: record.propertyID, choices: record.drawn?.choices, caseSeed: caseSeed) else {
            return (.notReproduced("\(place) ended a worker (\(cause.describe(hangTimeout: probe.hangTimeout))), and could not be run again"), nil)
        }
        guard let signature = first.signature, signature.cause == expected.cause, expected.trap == nil || signature == expected else {
            let why =
                "\(place) ended a worker (\(cause.describe(hangTimeout: probe.hangTimeout))), but in a fresh process it "
                + "\(first.signature == nil ? "ran to its end" : "failed otherwise"): not stored as a finding"
            return (.notReproduced(why), nil)
        }
        let message = cause.describe(hangTimeout: probe.hangTimeout) + (cause == .hang ? "" : (lastWords ?? first.lastWords).map { ": \($0)" } ?? "")
        let choices = first.drawn?.choices ?? record.drawn?.choices ?? []
        let value = first.drawn?.value ?? record.drawn?.value ?? .null
        let found = "found by \(runLine), case \(caseIndex)"
        let original = seed(
            record.propertyID, choices, value, message, caseIndex: record.caseIndex, note: "\(found); the value is the case as drawn, not shrunk")
        let entry = recorder.record(original, report: report(original, caseIndex: caseIndex, heading: "CRASHED", shape: "as drawn"))
        guard entry?.isNew == true, !choices.isEmpty, !StopRequest.isRequested else { return (.stored(entry), (signature, choices)) }
        let shrunk = shrinker.shrink(propertyID: record.propertyID, choices: choices, value: value, signature: signature)
        guard shrunk.choices != ShortlexOrder.trimmingTrailingZeros(choices) else { return (.stored(entry), (signature, choices)) }
        let note = "\(found); shrunk in throw-away processes from the choices \(choices) to \(shrunk.choices)"
        let shrunkMessage = cause.describe(hangTimeout: probe.hangTimeout) + (cause == .hang ? "" : shrunk.lastWords.map { ": \($0)" } ?? "")
        let simpler = seed(record.propertyID, shrunk.choices, shrunk.value, shrunkMessage, caseIndex: record.caseIndex, note: note)
        let heading = "SHRUNK in \(shrunk.evaluations) runs (\(DurationText.describe(shrunk.duration)))"
        guard let replacement = recorder.record(simpler, report: report(simpler, caseIndex: caseIndex, heading: heading, shape: "shrunk")) else {
            // Another worker's crash shrank to the same seed, stored already in this run: it stands for both.
            if let entry { recorder.withdraw(entry) }
            return (.stored(nil), nil)
        }
        // The shrunk seed stands for the crash, whether this run wrote it or it was stored before: one seed per crash.
        if let entry, replacement.seedFile != entry.seedFile { recorder.withdraw(entry) }
        return (.stored(replacement), (signature, shrunk.choices))
    }

    /// Keeps the case of `record`, which had not returned when a stopping run gave up on it, as an unfinished
    /// hang candidate: stored at once as a crash seed, not run again (that would take the whole hang timeout),
    /// with a message saying so, for `duo-fuzz replay` to settle. `silence` is how long the worker had been
    /// silent, `stop` the signal that stopped the run.
    func keepUnfinished(_ record: CurrentWork, silence: Duration, stop: Int32, recorder: CounterexampleRecorder) -> RecordedCounterexample? {
        let caseIndex = record.caseIndex ?? -1
        let message =
            "unfinished hang candidate: the check had not returned after \(DurationText.describe(silence)) (the hang timeout "
            + "is \(DurationText.describe(probe.hangTimeout))) when the run was stopped by \(SignalName.name(stop)); it was not run "
            + "again: replay it to settle it"
        let note =
            "found by \(runLine), case \(caseIndex); the value is the case as drawn, "
            + "not shrunk, and the run stopped before it could be reproduced"
        let candidate = seed(
            record.propertyID, record.drawn?.choices ?? [], record.drawn?.value ?? .null, message, caseIndex: record.caseIndex, note: note)
        return recorder.record(candidate, report: report(candidate, caseIndex: caseIndex, heading: "UNFINISHED HANG CANDIDATE", shape: "as drawn"))
    }

    /// A crash seed of this run.
    private func seed(_ id: String, _ choices: [UInt64], _ value: JSONValue, _ message: String, caseIndex: Int?, note: String) -> SeedFile {
        SeedFile(
            propertyID: id, runSeed: runSeed, caseIndex: caseIndex, choices: choices, value: value, message: message, note: note, kind: .crash)
    }

    /// The text printed for a crash seed.
    private func report(_ seed: SeedFile, caseIndex: Int, heading: String, shape: String) -> String {
        """
        \(heading)
        Property "\(seed.propertyID)" crashed at case \(caseIndex) (run seed \(runSeed))
          \(seed.message)
          counterexample (\(shape), \(seed.choices.count) choices):
        \(seed.value.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }
}

extension CrashKeeper {
    /// The keeper of a run with `options`, whose probes start `executable` with their files in `workDirectory`;
    /// a shrink runs at most 500 candidates within the run's `--crash-shrink-time`.
    init(for options: RunOptions, executable: String, includesDemos: Bool, workDirectory: URL) {
        let probe = CandidateProbe(
            executable: executable, includesDemos: includesDemos, workDirectory: workDirectory, hangTimeout: options.hangTimeout)
        self.init(
            probe: probe, shrinker: CrashShrinker(probe: probe, evaluationBudget: 500, timeBudget: options.crashShrinkTime),
            runSeed: options.seed, runLine: options.runLine)
    }
}
