import Foundation
import Testing
import DuoCheckCommandLine
@testable import DuoFuzzRun
import DuoFuzzSupport

/// The hand-written argument parsing: durations, shards, options and patterns.
@Suite("Arguments")
struct ArgumentTests {
    @Test(
        "durations: seconds by default, and s, ms, m, h, combined",
        arguments: [
            ("90", 90.0), ("60s", 60), ("5m", 300), ("1h", 3600), ("1h30m", 5400), ("1.5m", 90), ("500ms", 0.5), (" 20m ", 1200)
        ])
    func durations(text: String, seconds: Double) {
        #expect(DurationText.parse(text)?.seconds == seconds)
    }

    @Test(
        "bad durations are rejected, and one that rounds to no millisecond",
        arguments: ["abc", "", "0", "-5", "5x", "m", "1h-2m", "nan", "0.0001", "0.4ms"])
    func badDurations(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test("shards are i/n with 0 <= i < n")
    func shards() {
        #expect(Shard.parse("1/4") == Shard(index: 1, count: 4))
        #expect(Shard.parse("65535/65536") == Shard(index: 65535, count: 65536))
        for bad in ["3/2", "2/2", "-1/2", "1/0", "1", "a/b", "1/2/3", "", "0/65537", "0/4611686018427387904", "0/99999999999999999999"] {
            #expect(Shard.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("worker shards split a shard disjointly, whatever the worker count")
    func workerShards() {
        for count in 1...4 {
            for workers in 1...3 {
                var seen: [Int] = []
                for index in 0..<count {
                    let shard = Shard(index: index, count: count)
                    for worker in 0..<workers {
                        let slice = shard.worker(worker, of: workers)
                        let indices = (0..<slice.positionCount(below: 100)).map(slice.caseIndex(atPosition:))
                        #expect(indices.allSatisfy { $0 % count == index }, "worker shards stay inside their shard")
                        seen += indices
                    }
                }
                #expect(seen.sorted() == Array(0..<100), "count \(count), workers \(workers)")
            }
        }
    }

    @Test("options: values inline or separate, flags, positionals after --, and errors naming the option, a repeated one included")
    func options() throws {
        let parsed = try ParsedArguments(
            ["a", "--x=1", "--x", "2", "--flag", "--", "--b"], tool: "duo-fuzz", command: "t", valueOptions: ["--x"], flagOptions: ["--flag"],
            repeatable: ["--x"])
        #expect(parsed.values["--x"] == ["1", "2"])
        #expect(throws: UsageError.self) { try ParsedArguments(["--x=1", "--x", "2"], tool: "duo-fuzz", command: "t", valueOptions: ["--x"]) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--flag", "--flag"], tool: "duo-fuzz", command: "t", flagOptions: ["--flag"]) }
        #expect(parsed.has("--flag"))
        #expect(parsed.positionals == ["a", "--b"])
        #expect(throws: UsageError.self) { try ParsedArguments(["--nope"], tool: "duo-fuzz", command: "t") }
        #expect(throws: UsageError.self) { try ParsedArguments(["--x"], tool: "duo-fuzz", command: "t", valueOptions: ["--x"]) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--flag=3"], tool: "duo-fuzz", command: "t", flagOptions: ["--flag"]) }
        do {
            _ = try ParsedArguments(["--nope"], tool: "duo-fuzz", command: "run")
        } catch let error as UsageError {
            #expect(error.message.contains("--nope") && error.message.contains("duo-fuzz run"))
        }
    }

    @Test("run options: defaults and parsed values")
    func runOptions() throws {
        let defaults = try RunOptions.parse([])
        #expect(defaults.duration == .seconds(60))
        #expect(defaults.cases == nil)
        #expect(defaults.seedIsRandom)
        #expect(defaults.shard == .whole)
        #expect(defaults.seedsDirectory.relativePath == "Seeds")
        #expect(defaults.hangTimeout == .seconds(60))
        #expect(defaults.workerMemoryLimit >= 1 << 30)
        let options = try RunOptions.parse([
            "band-*", "--cases", "10", "--seed", "0x10", "--workers", "3", "--shard", "2/4", "--seeds-dir", "S", "--out", "o"
        ])
        #expect(options.patterns == ["band-*"])
        #expect(options.cases == 10 && options.duration == nil)
        #expect(options.seed == 16 && !options.seedIsRandom)
        #expect(options.workers == 3)
        #expect(options.shard == Shard(index: 2, count: 4))
        #expect(options.outDirectory.relativePath == "o")
    }

    @Test("patterns: exact ids, globs and parts of ids; a pattern that matches nothing is an error")
    func patterns() throws {
        let catalogue = FuzzCatalogue(includesDemos: true)
        #expect(try catalogue.select(["demo-trap"]).map(\.id) == ["demo-trap"])
        #expect(try catalogue.select(["collapse"]).map(\.id) == ["collapse"], "an exact id chooses that property alone")
        #expect(try catalogue.select(["collapse*"]).map(\.id) == ["collapse", "collapse-at-boundaries"])
        #expect(
            try catalogue.select(["demo-*"]).map(\.id) == ["demo-rectangle", "demo-trap", "demo-grandchild", "demo-hang", "demo-holds", "demo-chain"])
        #expect(try catalogue.select(["*-holds", "rectangle"]).map(\.id) == ["demo-rectangle", "demo-holds"])
        #expect(try catalogue.select([]).count == catalogue.properties.count)
        #expect(IDPattern.matches("bond-settlement", "b*d-*ment"))
        #expect(!IDPattern.matches("bond-settlement", "b*x"))
        #expect(throws: UsageError.self) { try catalogue.select(["demo-holds", "zzz"]) }
        #expect(FuzzCatalogue(includesDemos: false).property(id: "demo-trap") == nil)
    }
}
