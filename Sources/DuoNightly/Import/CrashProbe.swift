import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoFuzzRun
import DuoFuzzSupport
import DuoCheckFuzz

/// Runs a crash file's case once in a process of its own before the import runs it here: a libFuzzer crash
/// file may hold a case that traps (a Swift runtime error in the core or a property) rather than one that
/// fails, and a trap would otherwise end the import and the files after it.
struct CrashProbe {
    /// The property's id and the arguments that choose its helpers, as the import was given them.
    let arguments: [String]
    /// How long the case may run.
    let timeout: Duration
    /// The program that runs it: this one, as `duo-fuzz import-crash … --probe`.
    var executable = ChildProcess.ownExecutable

    /// Nil when the case ran to its end in the child (whatever its outcome), or what became of the child.
    func problem(with path: String) -> String? {
        let child: ChildProcess
        do {
            child = try ChildProcess(
                executable: executable, arguments: ["import-crash"] + arguments + [path, "--probe"], errorPath: "/dev/null", watchesParent: true)
        } catch {
            return "could not be run in a process of its own: \(error)"
        }
        let (lines, termination, timedOut) = child.runToCompletion(timeout: timeout)
        if timedOut { return "its case was still running after \(DurationText.describe(timeout)), and was stopped" }
        if case .signalled(let signal) = termination { return "its case crashed the process with \(SignalName.describe(signal))" }
        return lines.contains("probed") ? nil : "the process that ran its case \(termination) without a result"
    }

    /// The child's side: runs the case of `path` once, and says so; a trap ends the process with its signal.
    static func runCase(of property: AnyProperty, at path: String) -> ExitCode {
        guard let bytes = try? FuzzInputFile.read(path, largest: 1 << 20) else { return .usage }
        _ = property.fuzzOneInput(bytes)
        print("probed")
        return .success
    }
}
