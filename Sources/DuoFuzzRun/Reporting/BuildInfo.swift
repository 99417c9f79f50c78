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

    /// The toolchain's description (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, ``Toolchain``), or `nil`; `scratch`
    /// is a folder of the run's own that the run removes.
    static func toolchain(scratch: URL) -> String? {
        Toolchain.versionLine(scratch: scratch)
    }

    /// The first non-blank line `command` prints, when it exits 0 within 20 s.
    private static func firstLine(of command: [String]) -> String? {
        guard let child = try? ChildProcess(executable: "/usr/bin/env", arguments: command, errorPath: "/dev/null") else { return nil }
        let (lines, termination, _) = child.runToCompletion(timeout: .seconds(20))
        guard termination == .exited(0) else { return nil }
        return lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
