import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoProperties
import DuoSeedFiles

/// `duo-fuzz run` end to end, as a subprocess with the demo properties.
@Suite("duo-fuzz run")
struct RunCommandTests {
    @Test("a planted failure is found and shrunk; its seed file and picture are written, and the seed replays and fails again")
    func plantedFailure() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1"])
        #expect(run.status == 1, "\(run.all)")
        #expect(run.output.contains("seed 7"), "the seed is printed")
        #expect(!run.all.contains("\r"), "no progress line when the output is not a terminal")
        let seeds = runner.files(under: "Seeds/demo-rectangle", withExtension: "json")
        try #require(seeds.count == 1, "\(run.all)")
        let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
        #expect(seed.kind == .failure)
        #expect(seed.choices == [0, 0, 500])
        #expect(seed.value == .object(["x": .integer(0), "y": .integer(0), "width": .integer(500), "height": .integer(0), "window": .integer(300)]))
        #expect(seed.runSeed == 7)
        #expect(seeds[0].lastPathComponent == "\(seed.shortHash).json")
        #expect(run.output.contains("duo-fuzz replay Seeds/demo-rectangle/\(seed.shortHash).json"), "\(run.output)")

        let pictures = runner.files(under: "fuzz-out", withExtension: "svg")
        #expect(pictures.map(\.lastPathComponent) == ["demo-rectangle-\(seed.shortHash).svg"])
        let svg = try String(contentsOf: pictures[0], encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.contains("overflows a window"))

        let replay = try runner.run(["replay", "Seeds/demo-rectangle/\(seed.shortHash).json"])
        #expect(replay.status == 1, "\(replay.all)")
        #expect(replay.output.contains("FAILS AGAIN"), "\(replay.output)")
    }

    @Test("a trap inside a property is captured as a crash seed, and the run goes on with the next property")
    func trapCaptured() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["run", "demo-trap", "demo-holds", "--cases", "500", "--seed", "11", "--workers", "1", "--summary", "summary.json"])
        #expect(run.status == 1, "\(run.all)")
        let seeds = runner.files(under: "Seeds/demo-trap", withExtension: "json")
        try #require(seeds.count == 1, "\(run.all)")
        let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
        #expect(seed.kind == .crash)
        #expect(seed.message.hasPrefix("the check crashed the worker with a trap: "), "a trap is named as one on every processor: \(seed.message)")
        #expect(seed.message.contains("is over 900"), "the worker's last words are kept: \(seed.message)")
        let number = try #require(seed.value.integerValue)
        #expect(number > 900)
        #expect(seed.choices == [UInt64(number)])
        let summary = try runner.json("summary.json")
        let properties = summary["properties"] as? [[String: Any]] ?? []
        #expect(properties.first { $0["propertyID"] as? String == "demo-holds" }?["casesRun"] as? Int == 500, "the next property ran in full")
        #expect(properties.first { $0["propertyID"] as? String == "demo-trap" }?["crashes"] as? Int == 1)

        let replay = try runner.run(["replay"])
        #expect(replay.status == 1, "\(replay.all)")
        #expect(replay.output.contains("CRASHES AGAIN"), "\(replay.output)")
    }

    @Test("SIGINT stops the run cleanly, keeping the failures found so far, and writes the summary")
    func interruptKeepsFailures() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let command = try RunningCommand(
            runner, ["run", "demo-rectangle", "demo-holds", "--duration", "120s", "--workers", "2", "--summary", "summary.json"])
        #expect(command.waitForOutput(containing: "seed file: Seeds/demo-rectangle/"), "\(command.all)")
        command.process.interrupt()
        #expect(command.finish() == 1, "a failure was found, so 1: \(command.all)")
        #expect(runner.files(under: "Seeds/demo-rectangle", withExtension: "json").count == 1)
        let summary = try runner.json("summary.json")
        #expect(summary["status"] as? String == "interrupted by SIGINT")
        #expect((summary["counterexamples"] as? [Any])?.count == 1)
    }

    @Test("SIGINT with nothing found exits 130")
    func interruptWithNothingFound() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let command = try RunningCommand(runner, ["run", "demo-holds", "--duration", "120s", "--workers", "1"])
        #expect(command.waitForOutput(containing: "rerun with --seed"), "the header is printed once the handlers are installed")
        command.process.interrupt()
        #expect(command.finish() == 130, "\(command.all)")
        #expect(command.all.contains("interrupted by SIGINT"))
    }

    @Test("SIGTERM with nothing found exits 143, after writing the summary")
    func terminateWithNothingFound() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let command = try RunningCommand(runner, ["run", "demo-holds", "--duration", "120s", "--workers", "2", "--summary", "summary.json"])
        #expect(command.waitForOutput(containing: "rerun with --seed"), "the header is printed once the handlers are installed")
        command.process.terminate()
        #expect(command.finish() == 143, "\(command.all)")
        #expect(try runner.json("summary.json")["status"] as? String == "interrupted by SIGTERM")
    }

    @Test("two workers in each of two shards run disjoint case indices that together cover every index")
    func shardsAndWorkersAreDisjoint() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var covered: [Int] = []
        for shard in ["0/2", "1/2"] {
            let run = try runner.run([
                "run", "demo-holds", "--cases", "1001", "--seed", "5", "--workers", "2", "--shard", shard, "--summary", "summary-\(shard.first!).json"
            ])
            #expect(run.status == 0, "\(run.all)")
            let summary = try runner.json("summary-\(shard.first!).json")
            let property = try #require((summary["properties"] as? [[String: Any]])?.first)
            let slices = property["slices"] as? [[String: Any]] ?? []
            #expect(slices.count == 2)
            for slice in slices {
                let parts = (slice["shard"] as? String ?? "").split(separator: "/").compactMap { Int($0) }
                let positions = slice["positions"] as? Int ?? 0
                covered += (0..<positions).map { parts[0] + parts[1] * $0 }
            }
        }
        #expect(covered.count == 1001, "no index runs twice")
        #expect(Set(covered) == Set(0..<1001), "every index runs")
    }

    /// With one worker everything but the timings and dates is identical. With two, when both workers
    /// find the same shrunk counterexample, the first to report it names the case in the seed file and
    /// the summary, so the case index and the note are left out of the comparison.
    @Test("the same seed gives the same run: the same summary (timings aside) and the same seed files", arguments: [1, 2])
    func sameSeedSameRun(workers: Int) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var summaries: [[String: Any]] = []
        var seedFiles: [[String: String]] = []
        for attempt in ["a", "b"] {
            let run = try runner.run([
                "run", "demo-rectangle", "demo-trap", "demo-holds", "--cases", "3000", "--seed", "99", "--workers", "\(workers)",
                "--seeds-dir", "\(attempt)/Seeds", "--out", "\(attempt)/out", "--summary", "\(attempt)/summary.json"
            ])
            #expect(run.status == 1, "\(run.all)")
            var summary = try Self.withoutTimings(runner.json("\(attempt)/summary.json"), attempt: attempt)
            if workers > 1 {
                summary["counterexamples"] = (summary["counterexamples"] as? [[String: Any]])?.map { $0.filter { $0.key != "caseIndex" } }
            }
            summaries.append(summary)
            var contents: [String: String] = [:]
            for file in runner.files(under: "\(attempt)/Seeds", withExtension: "json") {
                var seed = try SeedFile(decoding: Data(contentsOf: file))
                seed.foundAt = Date(timeIntervalSince1970: 0)
                if workers > 1 {
                    seed.caseIndex = nil
                    seed.note = nil
                }
                contents[file.lastPathComponent] = String(decoding: try seed.encoded(), as: UTF8.self)
            }
            seedFiles.append(contents)
        }
        #expect(!seedFiles[0].isEmpty)
        #expect(seedFiles[0] == seedFiles[1])
        let first = try JSONSerialization.data(withJSONObject: summaries[0], options: [.sortedKeys])
        let second = try JSONSerialization.data(withJSONObject: summaries[1], options: [.sortedKeys])
        #expect(String(decoding: first, as: UTF8.self) == String(decoding: second, as: UTF8.self))
    }

    /// A summary without its timings and with the attempt's folder name taken out of paths.
    static func withoutTimings(_ summary: [String: Any], attempt: String) -> [String: Any] {
        var summary = summary
        summary["seconds"] = nil
        summary["properties"] = (summary["properties"] as? [[String: Any]])?.map { property in
            var property = property
            property["seconds"] = nil
            property["casesPerSecond"] = nil
            return property
        }
        summary["counterexamples"] = (summary["counterexamples"] as? [[String: Any]])?.map { counterexample in
            counterexample.mapValues { value in (value as? String)?.replacingOccurrences(of: "\(attempt)/", with: "") ?? value }
        }
        return summary
    }

    @Test(
        "with no property matched, or a bad option or value, run exits 2 with a message naming the problem",
        arguments: [
            (["run", "no-such-property"], "no-such-property"),
            (["run", "--bogus"], "--bogus"),
            (["run", "--shard", "3/2"], "--shard"),
            (["run", "--duration", "abc"], "--duration"),
            (["run", "--cases", "-5"], "--cases"),
            (["run", "--workers", "0"], "--workers"),
            (["run", "--seed", "x1"], "--seed"),
            (["run", "--cases"], "--cases"),
            (["launch"], "launch"),
            (["run", "demo-holds", "--seeds-dir", "/dev/null/no-such-folder"], "--seeds-dir")
        ])
    func badUsage(arguments: [String], named: String) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(arguments)
        #expect(run.status == 2, "\(run.all)")
        #expect(run.errorOutput.contains(named), "\(run.errorOutput)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty)
    }

    @Test(
        "--help works on the top level and on every command",
        arguments: [
            ["--help"], ["run", "--help"], ["replay", "--help"], ["list", "--help"], ["draw", "--help"], ["mutants", "--help"], ["selfcheck", "-h"]
        ])
    func help(arguments: [String]) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("usage: duo-fuzz"), "\(run.output)")
    }

    @Test("JUnit XML and the JSON summary are written when asked")
    func reports() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run([
            "run", "demo-rectangle", "demo-holds", "--cases", "300", "--seed", "3", "--workers", "1",
            "--junit", "reports/junit.xml", "--summary", "reports/summary.json"
        ])
        #expect(run.status == 1)
        let xml = try String(contentsOf: runner.path("reports/junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testcase classname="duo-fuzz" name="demo-holds""#))
        #expect(xml.contains(#"<failure type="failure""#))
        let summary = try runner.json("reports/summary.json")
        #expect(summary["seed"] as? Int == 3)
        let properties = summary["properties"] as? [[String: Any]] ?? []
        #expect(properties.map { $0["propertyID"] as? String } == ["demo-rectangle", "demo-holds"])
        #expect(properties.last?["casesRun"] as? Int == 300)
        #expect(properties.first?["failures"] as? Int == 1)
    }

    @Test("list prints every property with its rule; a table's flag prints that table, and two of them are bad usage")
    func list() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["list"], demo: false)
        #expect(run.status == 0)
        #expect(run.output.contains(LayoutProperties.bandContainment().id) && run.output.contains("Rule 2"))
        #expect(!run.output.contains("demo-"), "demo properties only with DUOFUZZ_DEMO=1")
        let decisions = try runner.run(["list", "--decisions"], demo: false)
        #expect(decisions.status == 0 && decisions.output.contains("| decision | why |"), "\(decisions.all)")
        let both = try runner.run(["list", "--members", "--decisions"], demo: false)
        #expect(both.status == 2 && both.all.contains("not --members and --decisions"), "\(both.all)")
    }

    @Test("mutants prints the mutation table and exits 0 when every mutant is killed; an unknown mutant exits 2")
    func mutants() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(["mutants", "--seeds", "2", "symmetric-left-inset", "approximate-*"], demo: false)
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("| symmetric-left-inset (spec) |") && run.output.contains("| approximate-collapse |"))
        #expect(run.output.contains("Mutation score: 2 of 2 killed."))
        let unknown = try runner.run(["mutants", "no-such-mutant"], demo: false)
        #expect(unknown.status == 2 && unknown.errorOutput.contains("no-such-mutant"))
    }
}

/// The hang timeout is the least the option takes, 1 s: a whole one-case run, with its worker, takes 0.04 s
/// in a debug build, so a machine twenty times slower still reports in time. A hang is waited out in the run,
/// alone, in its reproduction, and in each candidate of its shrink that hangs too.
///
/// The test is a function at the top of its module, not in a suite, and has no time-limit trait: Swift Testing
/// (6.3) then starts it with the suites, before the tests inside them, so that its long wait overlaps the rest of
/// the run instead of ending it.
@Test("a check that never returns is stopped after the hang timeout, stored as a crash seed and shrunk; the run goes on")
func hangIsStoppedStoredAndShrunk() async throws {
    let runner = try FuzzCommandRunner()
    defer { runner.cleanUp() }
    let run = try await runner.runAwaited([
        "run", "demo-hang", "demo-holds", "--cases", "300", "--seed", "2", "--workers", "1",
        "--hang-timeout", "1s", "--summary", "summary.json"
    ])
    #expect(run.status == 1, "\(run.all)")
    let seeds = runner.files(under: "Seeds/demo-hang", withExtension: "json")
    try #require(seeds.count == 1, "\(run.all)")
    let seed = try SeedFile(decoding: Data(contentsOf: seeds[0]))
    #expect(seed.kind == .crash)
    #expect(seed.message.contains("hung"), "\(seed.message)")
    // Shrunk in throw-away processes, where every candidate that hangs is stopped too: to the least hanging number.
    #expect(seed.value.integerValue == 951, "\(seed.value.text)")
    let properties = try runner.json("summary.json")["properties"] as? [[String: Any]] ?? []
    #expect(properties.last?["casesRun"] as? Int == 300, "the next property ran in full")
}
