import Foundation
import DuoCheckEngine
import OperatingSystemFiles

/// Where a command writes: its report on standard output, problems on
/// standard error, and, on a terminal, a progress line redrawn in place.
///
/// A quiet console (for `selfcheck`'s inner runs) writes nothing.
package final class Console {
    /// Whether anything is written at all.
    let isQuiet: Bool
    /// Whether standard error is a terminal, so a progress line may be drawn.
    package let showsProgress: Bool
    private var progressIsDrawn = false

    package init(quiet: Bool = false) {
        isQuiet = quiet
        showsProgress = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Writes a line (or lines) of the report to standard output.
    package func output(_ text: String) {
        guard !isQuiet else { return }
        clearProgress()
        Self.write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes a problem to standard error.
    package func error(_ text: String) {
        guard !isQuiet else { return }
        clearProgress()
        Self.write(text + "\n", to: STDERR_FILENO)
    }

    /// Redraws the progress line (only on a terminal).
    package func progress(_ text: String) {
        guard showsProgress else { return }
        Self.write("\r\u{1B}[K" + text, to: STDERR_FILENO)
        progressIsDrawn = true
    }

    /// Erases the progress line, if one is drawn.
    package func clearProgress() {
        guard progressIsDrawn else { return }
        Self.write("\r\u{1B}[K", to: STDERR_FILENO)
        progressIsDrawn = false
    }

    /// Writes `text` to `descriptor`, whole. A stream that is closed (`EPIPE`, as `duo-fuzz run | head -1` leaves
    /// standard output) or full loses the text and never the command: Foundation's `FileHandle.write` would trap,
    /// and the run's signal handler has already turned the `SIGPIPE` into a stop (``StopRequest``).
    static func write(_ text: String, to descriptor: Int32) {
        try? FileDescriptor.writeAll(Data(text.utf8), to: descriptor)
    }
}
