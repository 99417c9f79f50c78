import Foundation
import Testing
import DuoCheckEngine
@testable import DuoNightly
import DuoFuzzRun
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz import` and `summarize`: a night's shard artifacts brought home.
@Suite("duo-fuzz import")
struct ImportCommandTests {
    static func crash(_ number: Int) -> SeedFile {
        SeedFile(
            propertyID: "demo-trap", runSeed: 1, choices: [UInt64(number)], value: .integer(Int64(number)),
            message: "the check crashed the worker with a trap: D.swift:43: Fatal error: demo-trap: \(number) is over 900", kind: .crash)
    }

    /// Two shards' artifacts as the nightly workflow uploads them: seeds under `new-seeds/Seeds/`.
    static func shards(in runner: FuzzCommandRunner) throws {
        let first = SeedStore(directory: runner.path("night/shard-0/new-seeds/Seeds"))
        _ = try first.save(TestSeeds.failing())
        _ = try first.save(TestSeeds.holding())
        _ = try first.save(crash(1000))
        let second = SeedStore(directory: runner.path("night/shard-1/new-seeds/Seeds"))
        _ = try second.save(TestSeeds.failing())
        _ = try second.save(crash(950))
        try Data("{}".utf8).write(to: runner.path("night/shard-0/summary.json"))
    }

    @Test(
        "shards merge: duplicates count once, crashes group by signal and message, stale seeds stay out, new ones come in with a replay command and a picture"
    )
    func importShards() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.shards(in: runner)
        let run = try runner.run([
            "import", "night/shard-0", "night/shard-1", "--pr-body", "body.md", "--artifact-url", "https://example.invalid/run/1"
        ])
        #expect(run.status == 0, "\(run.all)")
        let rectangle = TestSeeds.failing().relativePath
        let trap = Self.crash(950).relativePath
        #expect(
            runner.files(under: "Seeds", withExtension: "json").map { $0.path.replacingOccurrences(of: runner.path("Seeds").path + "/", with: "") }
                .sorted()
                == [rectangle, trap].sorted(), "\(run.all)")
        #expect(run.output.contains("replay:  duo-fuzz replay Seeds/\(rectangle)"), "\(run.output)")
        #expect(run.output.contains("picture: fuzz-out/demo-trap-\(Self.crash(950).shortHash).svg"), "\(run.output)")
        #expect(run.output.contains("2 new, 0 known, 1 stale, 1 duplicates, 1 same crash, 0 bad"), "\(run.output)")
        let body = try String(contentsOf: runner.path("body.md"), encoding: .utf8)
        #expect(body.contains("| `demo-trap` | crash | 2 | the check crashed the worker with a trap"), "\(body)")
        #expect(body.contains("`duo-fuzz replay Seeds/\(rectangle)`") && body.contains("https://example.invalid/run/1"), "\(body)")

        let again = try runner.run(["import", "night/shard-0", "night/shard-1"])
        #expect(again.output.contains("0 new, 3 known, 1 stale, 0 duplicates, 1 same crash"), "importing again adds nothing: \(again.output)")
        #expect(runner.files(under: "Seeds", withExtension: "json").count == 2)
    }

    @Test(
        "a .zip artifact, deflated by zlib, is read and imported; a path that is not an artifact (missing, or a FIFO named .zip, which is never opened) is named, and the rest still import (exit 2)"
    )
    func zipArtifact() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.shards(in: runner)
        try Self.zip(runner.path("night/shard-1"), to: runner.path("shard-1.zip"))
        #expect(mkfifo(runner.path("fifo.zip").path, 0o600) == 0)
        let run = try runner.run(["import", "shard-1.zip", "missing.zip", "fifo.zip"])
        #expect(run.status == 2, "\(run.all)")
        #expect(run.output.contains("BAD    missing.zip: no such file or folder"), "\(run.output)")
        #expect(run.output.contains("BAD    fifo.zip: not a regular file (a FIFO, device or socket), not read"), "\(run.output)")
        #expect(run.output.contains("2 new"), "\(run.output)")
    }

    @Test("a new seed's picture name in --out planted as a link: import names it and leaves it, the file it leads to untouched")
    func pictureLinkIsNotWritten() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.shards(in: runner)
        let picture = "demo-trap-\(Self.crash(950).shortHash).svg"
        try Data("precious\n".utf8).write(to: runner.path("precious.txt"))
        try FileManager.default.createDirectory(at: runner.path("fuzz-out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("fuzz-out/\(picture)").path, withDestinationPath: "../precious.txt")
        let run = try runner.run(["import", "night/shard-0", "night/shard-1"])
        #expect(run.status == 0, "\(run.all)")
        #expect(try String(contentsOf: runner.path("precious.txt"), encoding: .utf8) == "precious\n", "\(run.all)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: runner.path("fuzz-out/\(picture)").path) == "../precious.txt")
        #expect(run.errorOutput.contains("fuzz-out/\(picture): a symbolic link (to ../precious.txt), not followed"), "\(run.all)")
        #expect(run.output.contains("picture: (none could be drawn)"), "\(run.output)")
    }

    @Test("--pr-body at a folder, a link that leads nowhere or /dev/full is refused by name before any seed is copied (exit 2)")
    func unwritableBody() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.shards(in: runner)
        try FileManager.default.createDirectory(at: runner.path("folder.md"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("dangling.md").path, withDestinationPath: runner.path("gone/body.md").path)
        var bodies = [("folder.md", "a folder"), ("dangling.md", "a symbolic link that leads nowhere")]
        if FileManager.default.fileExists(atPath: "/dev/full") { bodies.append(("/dev/full", "No space left on device")) }
        for (body, reason) in bodies {
            let run = try runner.run(["import", "night/shard-0", "night/shard-1", "--pr-body", body])
            #expect(run.status == 2, "\(body): \(run.all)")
            #expect(run.errorOutput.contains("--pr-body: cannot write \(body): \(reason)"), "\(run.all)")
            #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty, "nothing copied for \(body): \(run.all)")
            #expect(!run.output.contains("new    "), "\(run.output)")
        }
    }

    @Test("a --seeds-dir or --out that is a file or a link to nothing is refused by name before any seed is replayed (exit 2)")
    func unwritableFolders() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.shards(in: runner)
        try Data("kept\n".utf8).write(to: runner.path("file"))
        try FileManager.default.createSymbolicLink(atPath: runner.path("dangling").path, withDestinationPath: runner.path("gone").path)
        for option in ["--seeds-dir", "--out"] {
            for (folder, reason) in [("file", "is a regular file, not a folder"), ("dangling", "is a symbolic link to")] {
                let run = try runner.run(["import", "night/shard-0", "night/shard-1", option, folder])
                #expect(run.status == 2, "\(option) \(folder): \(run.all)")
                #expect(run.errorOutput.contains("\(option): \(folder) \(reason)"), "\(run.all)")
                #expect(!run.output.contains("new    ") && !run.output.contains("import: "), "nothing was imported: \(run.output)")
            }
        }
        #expect(try String(contentsOf: runner.path("file"), encoding: .utf8) == "kept\n")
        let crash = try runner.run(["import-crash", "demo-trap", "file", "--seeds-dir", "file"])
        #expect(crash.status == 2 && crash.errorOutput.contains("--seeds-dir: file is a regular file, not a folder"), "\(crash.all)")
    }

    /// Packs `folder`'s contents into `zip` with Python's zipfile module, deflated by zlib as the Actions page's
    /// archives are.
    static func zip(_ folder: URL, to zip: URL) throws {
        let script = """
            import os, sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
                for root, folders, files in os.walk("."):
                    for name in files: archive.write(os.path.join(root, name)[2:])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, zip.path]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    @Test("the sorter: known files and duplicates across shards before any replay; crash groups among the reproducing, led by the simplest")
    func sorter() {
        let entries = [Self.crash(1000), Self.crash(950), TestSeeds.failing(), TestSeeds.failing(), Self.crash(990), Self.crash(850)]
            .enumerated().map { ImportSorter.FoundSeed(path: "a\($0.offset)", seed: $0.element) }
        #expect(ImportSorter.sort(entries, stored: []) == [.candidate, .candidate, .candidate, .duplicate(of: "a2"), .candidate, .candidate])
        // a5 (850) holds, so it is not among the reproducing and leads nothing.
        #expect(ImportSorter.group(entries, reproducing: [0, 1, 2, 4], failingStored: []) == [0: "a1", 4: "a1"])
        let stored = [
            ImportSorter.FoundSeed(path: "Seeds/r", seed: TestSeeds.failing()), ImportSorter.FoundSeed(path: "Seeds/t", seed: Self.crash(999))
        ]
        #expect(ImportSorter.sort(entries, stored: stored) == [.candidate, .candidate, .known, .known, .candidate, .candidate])
        #expect(ImportSorter.group(entries, reproducing: [0, 1, 4], failingStored: [stored[1]]) == [0: "Seeds/t", 1: "Seeds/t", 4: "Seeds/t"])
    }

    @Test("summarize turns shard summaries into Markdown: cases, rate and finds per property, restarts, harness events and problems")
    func summarize() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        for shard in ["0/2", "1/2"] {
            let run = try runner.run([
                "run", "demo-holds", "--cases", "200", "--seed", "4", "--workers", "1", "--shard", shard, "--summary", "s\(shard.first!).json"
            ])
            #expect(run.status == 0, "\(run.all)")
        }
        var second = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: runner.path("s1.json")))
        second.harnessProblems = ["a problem"]
        try second.encoded().write(to: runner.path("s1.json"))
        let markdown = try runner.run(["summarize", "s0.json", "s1.json"])
        #expect(markdown.status == 0, "\(markdown.all)")
        #expect(markdown.output.contains("| `demo-holds` | 200 |"), "\(markdown.output)")
        #expect(markdown.output.contains("| 0/2 | completed | 4 | 200 cases per property |"), "\(markdown.output)")
        #expect(markdown.output.contains("- **problem**: shard 1/2: a problem"), "\(markdown.output)")
        #expect(try runner.run(["summarize", "nothing.json"]).status == 2)
    }
}
