// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// Signal handlers installed with `sigaction`, so that a handler's flags are exact on every platform: no
/// `SA_RESTART` (a `poll` or `read` waiting when the signal arrives returns `EINTR` at once), and, for the
/// crash handler, `SA_RESETHAND` (the signal's default action is back before the handler returns).
///
/// A handler runs inside the signal: it may only store a word or call an async-signal-safe function such as
/// `raise` or `_exit`. Only the spelling of the handler's field differs between the platforms (glibc's
/// `struct sigaction` names its union `__sigaction_handler`, Darwin's `__sigaction_u`).
package enum Signals {
    /// A C function that handles a signal.
    package typealias Handler = @convention(c) (Int32) -> Void

    /// Installs `handler` for each of `signals`, without `SA_RESTART`; with `resetsToDefault`, the signal's
    /// default action is restored as the handler starts (`SA_RESETHAND`), so that raising the signal again
    /// ends the process with it.
    package static func install(_ handler: @escaping Handler, for signals: [Int32], resetsToDefault: Bool = false) {
        for signal in signals {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = handler
            #elseif canImport(Darwin)
                action.__sigaction_u.__sa_handler = handler
            #endif
            action.sa_flags = resetsToDefault ? Int32(truncatingIfNeeded: SA_RESETHAND) : 0
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Ignores `signal` from now on (a process started afterwards inherits the ignoring, unless its spawn
    /// resets it; see ``Spawn``).
    package static func ignore(_ number: Int32) {
        signal(number, SIG_IGN)
    }

    /// Gives `number` its default action again.
    package static func restoreDefault(_ number: Int32) {
        signal(number, SIG_DFL)
    }

    /// Unblocks `signals` on the calling thread. A blocked signal mask survives `exec`, so a parent that
    /// blocked them (a test runner's thread, for one) would otherwise keep them from ever arriving.
    package static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
