import OperatingSystem
import DuoFuzzSupport

/// Why a worker process ended before finishing its plan.
package enum CrashCause: Hashable, Codable {
    /// A signal ended it (a trap is SIGILL or SIGTRAP; SIGKILL that the run did not send came from outside).
    case signal(Int32)
    /// The supervisor stopped it after it reported nothing for the hang timeout.
    case hang
    /// It exited with this status without saying it was done.
    case exit(Int32)

    /// The cause of `termination`, given whether the supervisor stopped the process as hung.
    init(_ termination: ProcessEnding, stoppedAsHung: Bool) {
        switch termination {
        case _ where stoppedAsHung: self = .hang
        case .signalled(let signal): self = .signal(signal)
        case .exited(let status): self = .exit(status)
        }
    }

    /// One phrase for messages: `the check crashed the worker with SIGILL (signal 4)`.
    func describe(hangTimeout: Duration) -> String {
        switch self {
        case .hang:
            return "the check hung: it ran for more than \(DurationText.describe(hangTimeout)) without returning, and the worker was stopped"
        case .signal(let signal): return "the check crashed the worker with \(SignalName.describe(signal))"
        case .exit(let status): return "the check ended the worker with exit status \(status)"
        }
    }
}
