import Foundation
import Testing
import DuoFuzzTestSupport

/// `duo-fuzz selfcheck`: the demo properties' known answers, end to end, and what is no failed answer.
@Suite("duo-fuzz selfcheck")
struct SelfcheckCommandTests {
    @Test("selfcheck finds every known answer on this machine")
    func selfcheck() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["selfcheck"], demo: false)
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("every known answer holds"))
    }

    @Test("selfcheck with a temporary folder that is missing or a file is bad usage naming it, not a failed known answer")
    func selfcheckWithoutTemporaryFolder() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data("a file\n".utf8).write(to: runner.path("file"))
        for folder in [runner.path("missing").path, runner.path("file").path] {
            let command = try RunningCommand(runner, ["selfcheck"], environment: ["TMPDIR": folder])
            #expect(command.finish() == 2, "\(command.all)")
            #expect(command.all.contains("TMPDIR") && !command.all.contains("FAILED"), "\(command.all)")
        }
    }
}
