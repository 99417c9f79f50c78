import Foundation

/// Names of the signals a crash or a stop can bring.
package enum SignalName {
    /// `SIGILL (signal 4)`.
    package static func describe(_ signal: Int32) -> String {
        "\(name(signal)) (signal \(signal))"
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
