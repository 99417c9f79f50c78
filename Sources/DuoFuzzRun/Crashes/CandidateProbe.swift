import Foundation
import DuoCheckEngine
import OperatingSystem
import DuoFuzzSupport

/// Checks one candidate of a crash in a throw-away worker process (see ``ProbePlan``),
/// and says how it went: what the worker drew, whether the check returned, and how
/// the process ended.
///
/// With a work directory (`duo-fuzz run`), the plan, the worker's crash file and its standard error are
/// files there, removed after each probe. Without one (`duo-fuzz import-crash`, which writes nothing but
/// seeds), the plan is given in full as an argument, the worker keeps no crash file, and its standard error
/// comes back through a pipe, of which only the last ``LastWords/keptBytes`` bytes are kept in memory.
struct CandidateProbe {
    /// The duo-fuzz binary.
    var executable: String
    /// Whether the demo properties are in the catalogue.
    var includesDemos: Bool
    /// Where the probe's plan, crash file and log go (removed after each probe); `nil` for nowhere.
    var workDirectory: URL?
    /// How long a candidate may go without reporting (its start, then its check) before it counts as hanging.
    var hangTimeout: Duration
    /// The mutant whose helpers the property runs on (``ProbePlan/mutantID``), or `nil` for the core's.
    var mutantID: String? = nil

    /// The longest plan given as an argument: Linux takes at most 128 KiB in one argument. A candidate whose plan
    /// is longer is not run (a shrink goes on without it).
    static let largestPlanArgument = 100_000

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

    /// Runs the candidate of `propertyID` that `choices` (or else `caseSeed`) give. A probe that cannot start is `nil`.
    func run(propertyID: String, choices: [UInt64]?, caseSeed: UInt64? = nil) -> Result? {
        var plan = ProbePlan(propertyID: propertyID, choices: choices, caseSeed: caseSeed, includesDemos: includesDemos, crashRecordPath: nil)
        plan.mutantID = mutantID
        guard let workDirectory else { return runInMemory(plan) }
        let stem = workDirectory.appendingPathComponent("probe-\(UUID().uuidString.prefix(8))").path
        plan.crashRecordPath = stem + ".crash"
        defer { [".plan.json", ".crash", ".log"].forEach { try? FileManager.default.removeItem(atPath: stem + $0) } }
        do {
            try JSONFormat().data(plan).write(to: URL(fileURLWithPath: stem + ".plan.json"))
            let child = try ChildProcess(
                executable: executable, arguments: ["worker", "--probe", stem + ".plan.json"], errorPath: stem + ".log", ownProcessGroup: true,
                watchesParent: true)
            return Self.result(of: child, hangTimeout: hangTimeout) { LastWords.read(from: stem + ".log") }
        } catch {
            return nil
        }
    }

    /// Runs `plan` with nothing written: the plan as an argument, standard error kept in memory.
    private func runInMemory(_ plan: ProbePlan) -> Result? {
        guard let data = try? JSONFormat(pretty: false).data(plan), data.count <= Self.largestPlanArgument,
            let child = try? ChildProcess(
                executable: executable, arguments: ["worker", "--probe-plan", String(decoding: data, as: UTF8.self)], errorPath: nil,
                ownProcessGroup: true, watchesParent: true, keepingErrorUpTo: LastWords.keptBytes)
        else { return nil }
        return Self.result(of: child, hangTimeout: hangTimeout) { LastWords.pick(from: child.capturedError) }
    }

    /// Waits for `child`, and reads what it said; `lastWords` reads its standard error once it has ended.
    private static func result(of child: ChildProcess, hangTimeout: Duration, lastWords: () -> String?) -> Result {
        let (lines, termination, timedOut) = child.runToCompletion(timeout: hangTimeout, countsFromLastLine: true)
        var result = Result(drawn: nil, checkReturned: false, termination: termination, timedOut: timedOut, lastWords: lastWords())
        for event in lines.compactMap(WorkerEvent.parse) {
            switch event {
            case .drawn(let drawn): result.drawn = drawn
            case .checked: result.checkReturned = true
            default: break
            }
        }
        return result
    }
}
