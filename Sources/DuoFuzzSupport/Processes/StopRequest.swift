import Foundation
import OperatingSystem

/// A request to stop, set from a signal handler and read between pieces of
/// work: SIGINT, SIGTERM, SIGHUP or SIGPIPE for the supervisor, SIGTERM or SIGHUP for a worker.
///
/// `SIGPIPE` comes with every write to a closed stream, so only its first counts: a closed standard output
/// stops the run as SIGTERM does, and is never taken for a second Ctrl-C.
///
/// The two counters are `nonisolated(unsafe)`: a signal handler can take no lock, it only stores a word, and
/// the process's one thread of work reads them between pieces of work (a torn read is impossible for an
/// aligned 32-bit word, and a late one only delays the stop by a piece).
package enum StopRequest {
    /// The signal that asked to stop, or 0.
    package nonisolated(unsafe) static var signal: Int32 = 0
    /// How many stop signals have arrived (a second Ctrl-C stops at once).
    package nonisolated(unsafe) static var count: Int32 = 0
    /// Whether a `SIGPIPE` has arrived.
    package nonisolated(unsafe) static var pipeClosed = false

    /// Installs the handler for `signals`, without `SA_RESTART`, so that a
    /// waiting `poll` returns at once, and unblocks them: a blocked signal mask
    /// survives `exec`, so a parent that blocked them (a test runner's thread,
    /// for one) would otherwise keep them from ever arriving.
    package static func install(for signals: [Int32]) {
        Signals.unblock(signals)
        Signals.install(stopSignalHandler, for: signals)
    }

    /// Ignores `signal` (a worker ignores the terminal's Ctrl-C; its supervisor stops it).
    package static func ignore(_ signal: Int32) {
        Signals.ignore(signal)
    }

    /// Whether a stop was asked for.
    package static var isRequested: Bool { signal != 0 }
}

private func stopSignalHandler(_ received: Int32) {
    if received == SIGPIPE {
        if StopRequest.pipeClosed { return }
        StopRequest.pipeClosed = true
    }
    if StopRequest.signal == 0 { StopRequest.signal = received }
    StopRequest.count += 1
}
