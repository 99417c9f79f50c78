import Foundation

/// The Swift toolchain on `PATH`, as `swift --version` describes it: the one `swift build` and `swift run` use.
///
/// No compile-time check can name a release newer than the code, so the toolchain is asked. Its first line differs
/// by platform, `Swift version 6.3.1 (swift-6.3.1-RELEASE)` on Linux and `swift-driver version: 1.127 Apple Swift
/// version 6.3.3 (swiftlang-6.3.3.1.3 clang-1700.3.1.1)` from Xcode; both are read from `Swift version` on, so a
/// summary or a report says the same of the same release wherever it ran.
package enum Toolchain {
    /// `swift --version`'s description from `Swift version` on, or nil when the tool is missing, fails or says nothing
    /// in 20 s. The driver leaves an empty `TemporaryDirectory.*` folder in its temporary folder, so it is given
    /// `scratch`, a folder the caller removes.
    package static func versionLine(scratch: URL) -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        guard
            let child = try? ChildProcess(
                executable: "/usr/bin/env", arguments: ["swift", "--version"], errorPath: "/dev/null", environment: environment)
        else { return nil }
        let (lines, termination, _) = child.runToCompletion(timeout: .seconds(20))
        guard termination == .exited(0) else { return nil }
        return lines.lazy.compactMap(versionLine(in:)).first
    }

    /// `line` from `Swift version` on, when it names a release.
    package static func versionLine(in line: String) -> String? {
        guard release(in: line) != nil, let start = line.range(of: "Swift version ") else { return nil }
        return String(line[start.lowerBound...])
    }

    /// The release a `swift --version` line names: `6.3.1` of `… Swift version 6.3.1 (…)`.
    package static func release(in line: String) -> String? {
        guard let range = line.range(of: #"Swift version [0-9]+(\.[0-9]+)*"#, options: .regularExpression) else { return nil }
        return String(line[range].dropFirst("Swift version ".count))
    }
}
