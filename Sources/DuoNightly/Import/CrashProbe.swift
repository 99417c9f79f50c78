import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoFuzzRun
import DuoFuzzSupport
import DuoCheckFuzz

/// Runs a crash file's case once in a process of its own before the import runs it here: a libFuzzer crash
/// file may hold a case that traps (a Swift runtime error in the core or a property) rather than one that
/// fails, and a trap would otherwise end the import and the files after it. The child says what it drew
/// before it checks the case, so that a case that traps or hangs is still known by its choices. Its standard
/// error comes back through a pipe, and only its last ``LastWords/keptBytes`` bytes are kept, in memory:
/// a trap's message (Swift's `Fatal error: …` line) is the last thing the child writes, since its crash handler
/// ends it before the runtime's backtracer, and nothing is written to disk.
struct CrashProbe {
    /// The property's id and the arguments that choose its helpers, as the import was given them.
    let arguments: [String]
    /// How long the case may run.
    let timeout: Duration
    /// The program that runs it: this one, as `duo-fuzz import-crash … --probe`.
    var executable = ChildProcess.ownExecutable

    /// How a case crashed or hung.
    struct Crash: Equatable {
        /// What happened, in words.
        var what: String
        /// What it drew before its check; nil when the process ended before it said.
        var choices: [UInt64]?
        /// The signal that ended the process; nil for a hang.
        var signal: Int32?
        /// The last informative line of its standard error (a trap's `Fatal error: …` line), if any.
        var lastWords: String?

        /// Whether `other` crashed the same way on the same choices: the same signal (or a hang), and the same
        /// trap, its numbers aside (``CrashSignature``).
        func isSame(as other: Crash) -> Bool {
            what == other.what && choices == other.choices && signature == other.signature
        }

        /// The signature a shrink's candidates must keep: the signal and the trap; nil for a hang.
        var signature: CrashSignature? {
            signal.map { CrashSignature(cause: .signal($0), lastWords: lastWords) }
        }
    }

    /// What became of a crash file's case in the child.
    enum Verdict: Equatable {
        /// It ran to its end (whatever its outcome): the import judges it here.
        case ran
        /// It crashed or hung.
        case crashed(Crash)
        /// The child could not be run, or ended without a result: why.
        case problem(String)
    }

    /// What became of the case of the crash file at `path` in a fresh process.
    func verdict(on path: String) -> Verdict {
        let child: ChildProcess
        do {
            child = try ChildProcess(
                executable: executable, arguments: ["import-crash"] + arguments + [path, "--probe"], errorPath: nil, ownProcessGroup: true,
                watchesParent: true,
                keepingErrorUpTo: LastWords.keptBytes)
        } catch {
            return .problem("could not be run in a process of its own: \(error)")
        }
        let (lines, termination, timedOut) = child.runToCompletion(timeout: timeout)
        let choices = lines.first { $0.hasPrefix("drawn ") }.map { Self.choices(inDrawnLine: $0) }
        if timedOut {
            return .crashed(Crash(what: "its case was still running after \(DurationText.describe(timeout)), and was stopped", choices: choices))
        }
        if case .signalled(let signal) = termination {
            let what = "its case crashed the process with \(SignalName.describeCrash(signal))"
            return .crashed(Crash(what: what, choices: choices, signal: signal, lastWords: LastWords.pick(from: child.capturedError)))
        }
        return lines.contains("probed") ? .ran : .problem("the process that ran its case \(termination) without a result")
    }

    /// The choices of a `drawn 1,2,3` line (`drawn ` alone for none).
    static func choices(inDrawnLine line: String) -> [UInt64] {
        line.dropFirst("drawn ".count).split(separator: ",").compactMap { UInt64($0) }
    }

    /// The child's side: says what the case of `path` drew (written at once, before a trap can end the
    /// process), runs it once, and says so; a trap ends the process with its signal, at once (the crash
    /// handler a worker has), so that the trap's message is the last line on standard error.
    static func runCase(of property: AnyProperty, at path: String) -> ExitCode {
        guard let bytes = try? FuzzInputFile.read(path, largest: 1 << 20) else { return .usage }
        // Ends with the import that started it, however that ends: a case that hangs would otherwise run on.
        ParentWatch.startIfPiped()
        CrashRecorder.installHandler()
        let drawn = property.drawCase(bytes: bytes)
        FileHandle.standardOutput.write(Data("drawn \(drawn.choices.map(String.init).joined(separator: ","))\n".utf8))
        _ = property.fuzzOneInput(bytes)
        print("probed")
        return .success
    }
}
