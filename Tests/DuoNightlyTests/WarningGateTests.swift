import Foundation
import Testing
import DuoFuzzTestSupport

/// `.ci/run` fails on any compiler warning, and on nothing else: `.ci/compiler-warnings` picks the compiler's warnings
/// out of a build log, and leaves out the linker's notes that Xcode 26's `ld` prints.
@Suite("The build's warning gate")
struct WarningGateTests {
    /// A build log as Linux's and Xcode's toolchains write one, with each kind of line.
    static let log = """
        Building for debugging...
        [12/40] Compiling DuoGeometry EdgeInsets.swift
        /work/Sources/DuoGeometry/EdgeInsets.swift:3:5: warning: variable 'x' was never mutated; consider changing to 'let' constant
        /work/Sources/DuoGeometry/EdgeInsets.swift:3:5: warning: variable 'x' was never mutated; consider changing to 'let' constant
        <unknown>:0: warning: option '-enable-x' is deprecated
        warning: 'duocheck': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target
        ld: warning: ignoring duplicate libraries: '-lswiftCore'
        ld: warning: building for macOS-13.0, but linking with dylib '/usr/lib/libx.dylib' which was built for newer version 15.0
        ld64.lld: warning: /tmp/x.o: has no symbols
        [40/40] Linking duo-fuzz
        Build complete!
        """

    @Test("the compiler's warnings are found once each, and the linker's notes are not", arguments: WorkflowScriptTests.Tools.allCases)
    func compilerWarningsOnly(tools: WorkflowScriptTests.Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data(Self.log.utf8).write(to: runner.path("build.log"))
        let gate = WorkflowScriptTests.scripts.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".ci/compiler-warnings")
        let run = try WorkflowScriptTests.bash("'\(gate.path)' < build.log", in: runner.directory, tools: tools)
        #expect(run.status == 0, "\(run.output)")
        let lines = Set(run.output.split(separator: "\n").map(String.init))
        #expect(
            lines == [
                "/work/Sources/DuoGeometry/EdgeInsets.swift:3:5: warning: variable 'x' was never mutated; consider changing to 'let' constant",
                "<unknown>:0: warning: option '-enable-x' is deprecated",
                "warning: 'duocheck': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target"
            ], "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 3, "each warning once: \(run.output)")
        let clean = try WorkflowScriptTests.bash("printf 'ld: warning: x\\nBuild complete!\\n' | '\(gate.path)'", in: runner.directory, tools: tools)
        #expect(clean.status == 0 && clean.output.isEmpty, "\(clean.output)")
    }
}
