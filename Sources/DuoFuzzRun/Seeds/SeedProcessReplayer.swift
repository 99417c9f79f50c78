import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// Replays seed files, each in a worker process of its own, so that a seed whose
/// check now traps or hangs ends only that process: `replay` uses it, and so does
/// `run` before it explores, and `import` to tell live findings from stale ones.
package struct SeedProcessReplayer {
    /// Whether the demo properties are in the catalogue (passed on to the worker).
    var includesDemos: Bool
    /// How long one seed may run before it counts as hanging again.
    var hangTimeout: Duration
    /// The duo-fuzz binary that runs the workers.
    package var executable: String

    /// A replayer with these settings, starting workers from `executable`.
    package init(includesDemos: Bool, hangTimeout: Duration, executable: String = ChildProcess.ownExecutable) {
        self.includesDemos = includesDemos
        self.hangTimeout = hangTimeout
        self.executable = executable
    }

    /// Replays the seed file at `url` (already loaded, so known to be a seed). The hang timeout counts from the
    /// worker's line that it has read the seed and starts checking it, so that reading a long seed is not taken
    /// for a hang. With `stopsOnRequest`, a stop request kills the replay at once, and its verdict means nothing
    /// (the caller, which asked, looks at ``StopRequest`` first).
    package func replay(_ url: URL, stopsOnRequest: Bool = false) -> SeedVerdict {
        var arguments = ["worker", "--replay-seed", url.path]
        if includesDemos { arguments.append("--demo") }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: arguments, errorPath: "/dev/null", ownProcessGroup: true, watchesParent: true)
        } catch {
            return SeedVerdict(outcome: .fails, summary: "could not replay in a process of its own: \(error)")
        }
        let (lines, termination, timedOut) = child.runToCompletion(
            timeout: hangTimeout, countsFromLastLine: true, stopsOnRequest: stopsOnRequest, firstLineTimeout: max(hangTimeout, Self.readingLimit))
        if timedOut {
            return SeedVerdict(outcome: .fails, summary: "HANGS AGAIN: still running after \(DurationText.describe(hangTimeout)), stopped")
        }
        for case .replayed(let verdict)? in lines.map(WorkerEvent.parse) { return verdict }
        if case .signalled(let signal) = termination {
            return SeedVerdict(outcome: .fails, summary: "CRASHES AGAIN: the check crashed with \(SignalName.describeCrash(signal))")
        }
        return SeedVerdict(outcome: .fails, summary: "the replay process \(termination) without a result")
    }

    /// How long a replay process may take to read its seed before it says it starts the check: reading is bounded
    /// by the file's size (a seed of 10 million choices takes seconds in a debug build), so this only guards
    /// against a process that never starts.
    static let readingLimit: Duration = .seconds(600)

    /// The verdict on `seed` replayed here, against `property` (in the worker process).
    static func verdict(on seed: SeedFile, against property: AnyProperty) -> SeedVerdict {
        let result = SeedReplay.replay(seed, against: property)
        if let unusable = result.unusableReason {
            return SeedVerdict(outcome: .bad, summary: "its value is not a value of \(property.id): \(unusable)")
        }
        return SeedVerdict(outcome: result.holds ? .holds : .fails, summary: result.summary, drift: result.drift?.brief)
    }
}
