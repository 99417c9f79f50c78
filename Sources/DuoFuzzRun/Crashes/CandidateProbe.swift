import Foundation
import DuoCheckEngine
import OperatingSystem
import DuoFuzzSupport

/// Checks one candidate of a crash in a throw-away worker process (see ``ProbePlan``),
/// and says how it went: what the worker drew, whether the check returned, and how
/// the process ended.
struct CandidateProbe {
    /// The duo-fuzz binary.
    var executable: String
    /// Whether the demo properties are in the catalogue.
    var includesDemos: Bool
    /// Where the probe's plan, crash file and log go (removed after each probe).
    var workDirectory: URL
    /// How long a candidate may go without reporting (its start, then its check) before it counts as hanging.
    var hangTimeout: Duration

    /// What one probe saw.
    struct Result: Equatable {
        /// The case the worker drew (the choices the generator consumed, the value, and whether it was discarded,
        /// not yet checked); `nil` if drawing crashed.
        var drawn: CaseRecord?
        /// Whether the check returned (held or failed) instead of crashing or hanging.
        var checkReturned: Bool
        /// How the process ended.
        var termination: ProcessEnding
        /// Whether it was stopped at the hang timeout.
        var timedOut: Bool
        /// The last informative line of its standard error.
        var lastWords: String?

        /// How the candidate failed, or `nil` when its check returned (or its value was discarded).
        var signature: CrashSignature? {
            if timedOut { return CrashSignature(cause: .hang, lastWords: nil) }
            if checkReturned || drawn?.isInvalid == true { return nil }
            switch termination {
            case .signalled(let signal): return CrashSignature(cause: .signal(signal), lastWords: lastWords)
            case .exited(let status): return status == 0 ? nil : CrashSignature(cause: .exit(status), lastWords: lastWords)
            }
        }
    }

    /// Runs `plan`'s candidate (its crash file path is set here). A probe that cannot start is `nil`.
    func run(propertyID: String, choices: [UInt64]?, caseSeed: UInt64? = nil) -> Result? {
        let stem = workDirectory.appendingPathComponent("probe-\(UUID().uuidString.prefix(8))").path
        let plan = ProbePlan(
            propertyID: propertyID, choices: choices, caseSeed: caseSeed, includesDemos: includesDemos, crashRecordPath: stem + ".crash")
        defer { [".plan.json", ".crash", ".log"].forEach { try? FileManager.default.removeItem(atPath: stem + $0) } }
        do {
            try JSONFormat().data(plan).write(to: URL(fileURLWithPath: stem + ".plan.json"))
            let child = try ChildProcess(
                executable: executable, arguments: ["worker", "--probe", stem + ".plan.json"], errorPath: stem + ".log", watchesParent: true)
            let (lines, termination, timedOut) = child.runToCompletion(timeout: hangTimeout, countsFromLastLine: true)
            var result = Result(
                drawn: nil, checkReturned: false, termination: termination, timedOut: timedOut, lastWords: LastWords.read(from: stem + ".log"))
            for event in lines.compactMap(WorkerEvent.parse) {
                switch event {
                case .drawn(let drawn): result.drawn = drawn
                case .checked: result.checkReturned = true
                default: break
                }
            }
            return result
        } catch {
            return nil
        }
    }
}
