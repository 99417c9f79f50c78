import Foundation

/// The exit codes of duo-fuzz.
///
/// An interrupted run that already found a failure exits 1, so that a failure
/// is never hidden behind the interruption; with no failure found it exits
/// with the shell's convention for the signal (128 + signal number).
package enum ExitCode: Int32 {
    /// Every property held (or every seed replayed without failing).
    case success = 0
    /// A property failed or crashed.
    case failure = 1
    /// Bad usage (an unknown command, option or property; a bad value) or a bad file.
    case usage = 2
    /// Interrupted by SIGINT (Ctrl-C) before any failure was found.
    case interrupted = 130
    /// Stopped by SIGTERM before any failure was found.
    case terminated = 143
    /// Stopped by SIGHUP (the terminal or session went away) before any failure was found.
    case hungUp = 129
    /// Stopped because standard output was closed (SIGPIPE, as `duo-fuzz run | head -1` does) before any failure
    /// was found.
    case brokenPipe = 141

    /// The code of a run that `signal` stopped before it found anything (128 + the signal's number).
    package static func stopped(by signal: Int32) -> ExitCode {
        switch signal {
        case SIGINT: return .interrupted
        case SIGHUP: return .hungUp
        case SIGPIPE: return .brokenPipe
        default: return .terminated
        }
    }
}
