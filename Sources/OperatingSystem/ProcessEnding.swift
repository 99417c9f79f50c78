/// How a process ended, decoded from a `waitpid` status (the layout both platforms share: the low seven bits
/// are the signal that ended it, or 0 for an exit whose status is the next eight bits). The package's one
/// type for a process's end: a child of duo-fuzz, a mutant's build or verdict, the command `lead-group` runs.
package enum ProcessEnding: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)

    /// Decodes a `waitpid` status.
    package init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// "exited with status 3", "was killed by SIGSEGV (signal 11)", "was killed by a trap".
    package var description: String {
        switch self {
        case .exited(let status): return "exited with status \(status)"
        case .signalled(let signal): return "was killed by \(SignalName.describeCrash(signal))"
        }
    }
}
