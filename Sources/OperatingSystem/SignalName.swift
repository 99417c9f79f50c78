import Foundation

/// Names of the signals a crash or a stop can bring.
package enum SignalName {
    /// The signal a Swift trap (a failed precondition, an overflow, a forced unwrap of nil) raises on this machine:
    /// x86-64's trap instruction (`ud2`) raises SIGILL, arm64's (`brk`) SIGTRAP, on Linux and Apple's platforms alike.
    /// The `macos-26` runners and Apple silicon Macs are arm64, CI's Linux job x86-64.
    package static var trap: Int32 {
        #if arch(x86_64) || arch(i386)
            return SIGILL
        #else
            return SIGTRAP
        #endif
    }

    /// `SIGILL (signal 4)`.
    package static func describe(_ signal: Int32) -> String {
        "\(name(signal)) (signal \(signal))"
    }

    /// A crash by what it is: `a trap` for the trap signal of the machine it happened on (``trap``, unless another is
    /// given), whatever its number, so that a trap's message, and the crash seeds grouped by it, read the same on
    /// x86-64 and on arm64; `SIGSEGV (signal 11)` for any other signal.
    package static func describeCrash(_ signal: Int32, trap: Int32 = trap) -> String {
        signal == trap ? "a trap" : describe(signal)
    }

    /// A crash's short name: `trap` for the machine's trap signal (see ``describeCrash(_:trap:)``), else `SIGSEGV`.
    package static func crashName(_ signal: Int32, trap: Int32 = trap) -> String {
        signal == trap ? "trap" : name(signal)
    }

    /// `SIGILL`, or `signal N` for one without a name here.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        case SIGINT: return "SIGINT"
        case SIGPIPE: return "SIGPIPE"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}
