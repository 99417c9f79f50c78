import Foundation

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
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes a problem to standard error.
    package func error(_ text: String) {
        guard !isQuiet else { return }
        clearProgress()
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Redraws the progress line (only on a terminal).
    package func progress(_ text: String) {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        progressIsDrawn = true
    }

    /// Erases the progress line, if one is drawn.
    package func clearProgress() {
        guard progressIsDrawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        progressIsDrawn = false
    }
}
