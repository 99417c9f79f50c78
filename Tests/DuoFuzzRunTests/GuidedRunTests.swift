import Foundation
import Testing
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz run --guided` end to end, as a subprocess with the demo properties. The test binary is not built
/// with coverage counters, so these runs are guided by labels alone; the counters' own path is measured by
/// `duo-bench guided` (docs/guided.md).
@Suite("duo-fuzz run --guided")
struct GuidedRunTests {
    @Test("a guided run stores a planted failure shrunk, as a random run does, and its dashboard shows the failure's picture")
    func plantedFailure() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run([
            "run", "demo-rectangle", "demo-holds", "--guided", "--duration", "3s", "--workers", "2", "--seed", "5", "--dashboard", "dash",
            "--events", "events.jsonl"
        ])
        #expect(run.status == 1, "\(run.all)")
        #expect(run.output.contains("guided (slices of"), "\(run.output)")
        #expect(run.output.contains("original counterexample (guided slice "), "\(run.output)")
        #expect(run.output.contains("no seed draws a guided run's case again") && !run.output.contains("rerun with DUOCHECK_SEED"), "\(run.output)")
        let seeds = runner.files(under: "Seeds/demo-rectangle", withExtension: "json")
        try #require(seeds.count == 1, "\(run.all)")
        let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
        #expect(seed.choices == [0, 0, 500], "shrunk as a random run shrinks it")
        #expect(seed.note?.contains("duo-fuzz run --guided --seed 5") == true, "\(seed.note ?? "")")
        let page = try String(contentsOf: runner.path("dash/index.html"), encoding: .utf8)
        #expect(page.contains(#"<td class="name">demo-holds</td>"#) && page.contains(#"<td class="name">demo-rectangle</td>"#))
        #expect(page.contains(#"<img class="picture""#) && page.contains("duo-fuzz replay Seeds/demo-rectangle/\(seed.shortHash).json"))
        #expect(page.contains("Not measured: this duo-fuzz was built without coverage counters"), "the page says why it has no branches")
        let events = try String(contentsOf: runner.path("events.jsonl"), encoding: .utf8)
        #expect(events.contains(#""type":"slice-ended""#))
        #expect(!page.contains("<script"), "the page runs no script")
    }

    @Test(
        "bad usage is exit status 2, named: a corrupt kept case, a dashboard folder that is a link or a file, --cases, --corpus alone",
        arguments: [
            (["--corpus", "corpus"], "corpus/demo-holds/00000000000000aa.json is not a corpus entry"),
            (["--dashboard", "link"], "--dashboard: link is a symbolic link"),
            (["--dashboard", "file"], "--dashboard: file is a regular file, not a folder"),
            (["--cases", "100"], "give --duration, not --cases"),
            (["--corpus", "Seeds/kept"], "--corpus: Seeds/kept and the seeds folder Seeds hold one another"),
            (["--corpus", "seeds-link/kept"], "--corpus: seeds-link/kept and the seeds folder Seeds hold one another"),
            (["--corpus", "corpus", "--seeds-dir", "corpus/seeds"], "--corpus: corpus and the seeds folder corpus/seeds hold one another"),
            (["--dashboard", "Seeds"], "--dashboard: Seeds is inside the seeds folder"),
            (["--dashboard", "corpus/demo-holds", "--corpus", "corpus"], "--dashboard: corpus/demo-holds is inside the kept cases' folder"),
            (["--dashboard", "page", "--summary", "page/index.html"], "--summary and --dashboard both name page/index.html")
        ])
    func badUsage(arguments: [String], message: String) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("corpus/demo-holds"), withIntermediateDirectories: true)
        try Data("{\"choices\":".utf8).write(to: runner.path("corpus/demo-holds/00000000000000aa.json"))
        try FileManager.default.createDirectory(at: runner.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("link").path, withDestinationPath: "elsewhere")
        try Data().write(to: runner.path("file"))
        try FileManager.default.createDirectory(at: runner.path("Seeds"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("seeds-link").path, withDestinationPath: "Seeds")
        let run = try runner.run(["run", "demo-holds", "--guided", "--duration", "1s"] + arguments)
        #expect(run.status == 2, "\(run.all)")
        #expect(run.errorOutput.contains(message), "\(run.all)")
        #expect(runner.files(under: "elsewhere", withExtension: "html").isEmpty)
        let alone = try runner.run(["run", "demo-holds", "--corpus", "corpus", "--duration", "1s"])
        #expect(alone.status == 2 && alone.errorOutput.contains("--corpus is the kept cases of a guided run"), "\(alone.all)")
    }

    @Test("SIGINT stops a guided run: the failure found is kept, and the dashboard is written")
    func interrupted() async throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let outcome = try await offPool {
            let command = try RunningCommand(
                runner,
                ["run", "demo-rectangle", "demo-holds", "--guided", "--duration", "10m", "--workers", "1", "--seed", "2", "--dashboard", "dash"])
            let found = command.waitForOutput(containing: "duo-fuzz replay Seeds/demo-rectangle/")
            command.process.interrupt()
            return (found: found, status: command.finish(), output: command.all)
        }
        #expect(outcome.found, "\(outcome.output)")
        #expect(outcome.status == 1, "a find: \(outcome.output)")
        #expect(runner.files(under: "Seeds/demo-rectangle", withExtension: "json").count == 1)
        let page = try String(contentsOf: runner.path("dash/index.html"), encoding: .utf8)
        #expect(page.contains("demo-rectangle") && page.contains(#"<img class="picture""#), "\(outcome.output)")
    }
}
