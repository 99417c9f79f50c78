import Foundation
import Testing
import DuoCheckEngine
import DuoSeedFiles
import DuoFuzzTestSupport
import DuoProperties

/// Bad input gets a clear error naming it, never a crash of the run, never a lost failure, never a false finding.
@Suite("duo-fuzz on bad input")
struct BadInputTests {
    @Test(
        "a duration too long to represent is bad usage naming the option, not a trap",
        arguments: [
            (["run", "demo-holds", "--duration", "1e16"], "--duration"),
            (["run", "demo-holds", "--hang-timeout", "1e16"], "--hang-timeout"),
            (["replay", "--hang-timeout", "1e16"], "--hang-timeout"),
            (["run", "demo-holds", "--crash-shrink-time", "1e16"], "--crash-shrink-time")
        ])
    func hugeDuration(arguments: [String], option: String) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let run = try runner.run(arguments)
        #expect(run.status == 2 && !run.signalled, "\(run.all)")
        #expect(run.errorOutput.contains(option), "\(run.errorOutput)")
    }

    @Test("replay names a missing file, replays the others, then exits 2")
    func replayGoesOnPastAMissingFile() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let good = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding()).url
        let replay = try runner.run(["replay", "missing.json", good.path])
        #expect(replay.status == 2, "\(replay.all)")
        #expect(replay.output.contains("BAD    missing.json: no such file or directory"), "\(replay.output)")
        #expect(replay.output.contains("ok     Seeds/demo-holds/\(TestSeeds.holding().shortHash).json"), "\(replay.output)")
    }

    @Test("a folder named like a seed file and a symbolic link under Seeds/ (to nothing, or to a seed outside) are named as bad, and the rest replay")
    func badEntriesUnderSeeds() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding())
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-holds/folder.json"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("Seeds/demo-holds/dangling.json").path, withDestinationPath: "nowhere.json")
        let outside = try SeedStore(directory: runner.path("outside")).save(TestSeeds.failing()).url
        try FileManager.default.createSymbolicLink(atPath: runner.path("Seeds/demo-holds/linked.json").path, withDestinationPath: outside.path)
        let replay = try runner.run(["replay"])
        #expect(replay.status == 2, "\(replay.all)")
        #expect(replay.output.contains("BAD    Seeds/demo-holds/folder.json: a folder named like a seed file"), "\(replay.output)")
        #expect(replay.output.contains("BAD    Seeds/demo-holds/dangling.json: a symbolic link (to nowhere.json), not followed"), "\(replay.output)")
        #expect(replay.output.contains("BAD    Seeds/demo-holds/linked.json: a symbolic link (to \(outside.path)), not followed"), "\(replay.output)")
        #expect(replay.output.contains("1 hold, 0 fail, 3 bad"), "the seed outside is not replayed: \(replay.output)")
    }

    @Test("a folder that cannot be listed is named as bad")
    func unlistableFolder() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("Seeds/locked"), withIntermediateDirectories: true)
        let tree = SeedTree.scan(runner.path("Seeds")) { folder in
            if folder.path.hasSuffix("/locked") { throw CocoaError(.fileReadNoPermission) }
            return try folder.names()
        }
        #expect(tree.files.isEmpty)
        #expect(tree.problems.map(\.path) == [runner.path("Seeds/locked").path])
        #expect(tree.problems.first?.reason.hasPrefix("a folder that cannot be listed") == true)
    }

    @Test("a value of the wrong shape is a bad seed file (exit 2), not a failure of the property")
    func wrongShapeValue() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var seed = TestSeeds.failing()
        seed.value = .string("not a rectangle")
        _ = try SeedStore(directory: runner.path("Seeds")).save(seed)
        let replay = try runner.run(["replay"])
        #expect(replay.status == 2, "\(replay.all)")
        #expect(replay.output.contains("BAD    Seeds/demo-rectangle/"), "\(replay.output)")
        #expect(replay.output.contains("0 hold, 0 fail, 1 bad"), "\(replay.output)")
    }

    @Test("a seed under another property's folder, or under a name that is not its hash, is named in a warning")
    func misplacedSeeds() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let seed = TestSeeds.holding()
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-trap"), withIntermediateDirectories: true)
        try seed.encoded().write(to: runner.path("Seeds/demo-trap/\(seed.shortHash).json"))
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-holds"), withIntermediateDirectories: true)
        try seed.encoded().write(to: runner.path("Seeds/demo-holds/renamed.json"))
        let replay = try runner.run(["replay"])
        #expect(replay.status == 0, "a misplaced seed still replays: \(replay.all)")
        #expect(
            replay.errorOutput.contains("warning: Seeds/demo-trap/\(seed.shortHash).json: it is a seed of demo-holds, in the folder demo-trap"),
            "\(replay.errorOutput)")
        #expect(replay.errorOutput.contains("warning: Seeds/demo-holds/renamed.json: its name is not its hash"), "\(replay.errorOutput)")
    }

    @Test("a corrupt file, or a folder, where a new seed goes: the seed is stored under another name, and the run says so", arguments: [true, false])
    func occupiedSeedPath(folder: Bool) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let name = SeedHash.shortHash(propertyID: "demo-rectangle", choices: [0, 0, 500])
        let occupied = runner.path("Seeds/demo-rectangle/\(name).json")
        if folder {
            try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        } else {
            try FileManager.default.createDirectory(at: occupied.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{ corrupt".utf8).write(to: occupied)
        }
        let run = try runner.run(["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1", "--no-replay"])
        #expect(run.status == 1, "\(run.all)")
        #expect(
            run.output.contains("seed file: Seeds/demo-rectangle/\(name)-1.json (new; stored beside Seeds/demo-rectangle/\(name).json"),
            "\(run.output)")
        let stored = try SeedFile(decoding: Data(contentsOf: runner.path("Seeds/demo-rectangle/\(name)-1.json")))
        #expect(stored.choices == [0, 0, 500])
    }

    @Test("--summary or --junit naming a folder is bad usage before any work")
    func reportPathIsAFolder() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("reports"), withIntermediateDirectories: true)
        for option in ["--summary", "--junit"] {
            let run = try runner.run(["run", "demo-rectangle", "--cases", "100", "--seed", "7", option, "reports"])
            #expect(run.status == 2, "\(run.all)")
            #expect(run.errorOutput.contains("\(option): reports is a folder"), "\(run.errorOutput)")
            #expect(!run.output.contains("duo-fuzz run:"), "no work was started")
        }
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty)
    }

    @Test(
        "a bad file in Seeds/ is named as a bad seed file in the output, the summary and the JUnit report, and every property still runs all its cases (exit 2)"
    )
    func badSeedFileDoesNotStopTheRun() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding())
        try Data("{ not a seed".utf8).write(to: runner.path("Seeds/demo-holds/bad.json"))
        try FileManager.default.createDirectory(at: runner.path("Seeds/band-containment"), withIntermediateDirectories: true)
        try Data().write(to: runner.path("Seeds/band-containment/empty.json"))
        let run = try runner.run([
            "run", "demo-holds", LayoutProperties.bandContainment().id, "--cases", "200", "--seed", "7", "--workers", "1",
            "--summary", "summary.json", "--junit", "junit.xml"
        ])
        #expect(run.status == 2, "a bad file, and nothing found: \(run.all)")
        #expect(run.output.contains("BAD SEED FILE Seeds/demo-holds/bad.json: not JSON"), "\(run.output)")
        #expect(run.output.contains("BAD SEED FILE Seeds/band-containment/empty.json: not JSON: the file is empty"), "\(run.output)")
        let summary = try runner.json("summary.json")
        let properties = summary["properties"] as? [[String: Any]] ?? []
        #expect(properties.map { $0["casesRun"] as? Int } == [200, 200], "every property explores: \(run.all)")
        #expect((summary["badSeedFiles"] as? [String])?.count == 2, "\(summary)")
        #expect((summary["harnessProblems"] as? [String])?.isEmpty == true, "\(summary)")
        let xml = try String(contentsOf: runner.path("junit.xml"), encoding: .utf8)
        #expect(xml.contains("name=\"Seeds/demo-holds/bad.json\""), "\(xml)")
    }

    @Test("with a bad file in Seeds/, a property that fails is still found and stored, and the run exits 1")
    func badSeedFileAndAFind() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-rectangle"), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: runner.path("Seeds/demo-rectangle/bad.json"))
        let run = try runner.run(["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1"])
        #expect(run.status == 1, "\(run.all)")
        #expect(run.output.contains("BAD SEED FILE Seeds/demo-rectangle/bad.json"), "\(run.output)")
        #expect(runner.files(under: "Seeds/demo-rectangle", withExtension: "json").count == 2, "\(run.all)")
    }
}
