import Foundation
import DuoFuzzSupport

/// What the summary records of where a run ran: the commit and the toolchain, each
/// asked of its tool (`git rev-parse HEAD`, `swift --version`) and left out when the
/// tool is missing or says nothing in time.
enum BuildInfo {
    /// The commit of the repository in the current folder, or `nil`.
    static func commit() -> String? {
        firstLine(of: ["git", "rev-parse", "HEAD"])
    }

    /// The toolchain's first line (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`), or `nil`. The driver leaves an
    /// empty `TemporaryDirectory.*` in its temporary folder, so it is given `scratch`, a folder of the run's own
    /// that the run removes.
    static func toolchain(scratch: URL) -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        return firstLine(of: ["swift", "--version"], environment: environment)
    }

    /// The first non-blank line `command` prints, when it exits 0 within 20 s.
    private static func firstLine(of command: [String], environment: [String: String]? = nil) -> String? {
        guard let child = try? ChildProcess(executable: "/usr/bin/env", arguments: command, errorPath: "/dev/null", environment: environment)
        else { return nil }
        let (lines, termination, _) = child.runToCompletion(timeout: .seconds(20))
        guard termination == .exited(0) else { return nil }
        return lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
