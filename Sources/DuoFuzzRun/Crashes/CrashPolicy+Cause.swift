import OperatingSystem
import DuoFuzzSupport

extension CrashPolicy {
    /// Why a worker process ended before finishing its plan.
    package enum Cause: Hashable, Codable {
        /// A signal ended it (a trap is SIGILL on x86-64 and SIGTRAP on arm64, ``SignalName/trap``; SIGKILL that the
        /// run did not send came from outside).
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

        /// One phrase for messages: `the check crashed the worker with a trap`, `… with SIGSEGV (signal 11)`.
        func describe(hangTimeout: Duration) -> String {
            switch self {
            case .hang:
                return "the check hung: it ran for more than \(DurationText.describe(hangTimeout)) without returning, and the worker was stopped"
            case .signal(let signal): return "the check crashed the worker with \(SignalName.describeCrash(signal))"
            case .exit(let status): return "the check ended the worker with exit status \(status)"
            }
        }
    }
}
