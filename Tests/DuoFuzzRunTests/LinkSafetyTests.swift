import DuoCheckEngine
import Foundation
import Testing
import DuoFuzzTestSupport

/// No write of a run goes through a symbolic link that took a name in the seeds folder, the picture folder or the
/// observation folder, and no seed file is read through one: each link is named and left as it was, and what it
/// leads to is untouched.
@Suite("duo-fuzz run never follows a link in its folders")
struct LinkSafetyTests {
    /// The run that finds the demo rectangle's failure (shrunk to ``TestSeeds/failing()``) with one worker.
    static let findingRun = ["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1"]

    /// The names of the files in a folder of the runner's, sorted.
    static func names(in runner: FuzzCommandRunner, _ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: runner.path(folder).path)) ?? []).sorted()
    }

    @Test("Seeds/<id> as a link to an outside folder: named, and the new seed goes beside it, never through it")
    func propertyFolderLink() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runner.path("Seeds"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("Seeds/demo-rectangle").path, withDestinationPath: "../outside")
        let run = try runner.run(Self.findingRun)
        #expect(run.status == 1, "\(run.all)")
        #expect(Self.names(in: runner, "outside").isEmpty, "nothing is written through the link: \(run.all)")
        #expect(run.output.contains("BAD SEED FILE Seeds/demo-rectangle: a symbolic link (to ../outside), not followed"), "\(run.output)")
        #expect(run.output.contains("stored beside Seeds/demo-rectangle, since it cannot be written (a symbolic link"), "\(run.output)")
        #expect(Self.names(in: runner, "Seeds/demo-rectangle-seeds") == ["\(TestSeeds.failing().shortHash)-1.json"], "\(run.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: runner.path("Seeds/demo-rectangle").path) == "../outside")
    }

    @Test("a seed file that is a link (here to a copy of the same seed) is never read: the seed goes beside it")
    func seedFileLinkIsNotRead() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let seed = TestSeeds.failing()
        try Data(seed.encoded()).write(to: runner.path("copy.json"))
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-rectangle"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: runner.path("Seeds/demo-rectangle/\(seed.shortHash).json").path, withDestinationPath: "../../copy.json")
        let run = try runner.run(Self.findingRun)
        #expect(run.status == 1, "\(run.all)")
        // Read through the link, the copy would pass for the seed itself ("already stored").
        #expect(!run.output.contains("already stored"), "\(run.output)")
        #expect(run.output.contains("since it is a symbolic link (to ../../copy.json), not followed"), "\(run.output)")
        #expect(Self.names(in: runner, "Seeds/demo-rectangle") == ["\(seed.shortHash)-1.json", "\(seed.shortHash).json"])
    }

    @Test("a picture's name in --out planted as a link: the link is named and left, the file it leads to untouched")
    func pictureLinkIsNotWritten() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let picture = "demo-rectangle-\(TestSeeds.failing().shortHash).svg"
        try Data("precious\n".utf8).write(to: runner.path("precious.txt"))
        try FileManager.default.createDirectory(at: runner.path("fuzz-out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: runner.path("fuzz-out/\(picture)").path, withDestinationPath: "../precious.txt")
        let run = try runner.run(Self.findingRun)
        #expect(run.status == 1, "\(run.all)")
        #expect(try String(contentsOf: runner.path("precious.txt"), encoding: .utf8) == "precious\n", "\(run.all)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: runner.path("fuzz-out/\(picture)").path) == "../precious.txt")
        #expect(run.errorOutput.contains("fuzz-out/\(picture): a symbolic link (to ../precious.txt), not followed"), "\(run.all)")
    }

    @Test("--observe DIR with DIR/<id>_testcases.jsonl planted as a link: nothing is appended through it, and the run says so")
    func observationLinkIsNotAppended() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data().write(to: runner.path("precious.jsonl"))
        try FileManager.default.createDirectory(at: runner.path("observed"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: runner.path("observed/demo-holds_testcases.jsonl").path, withDestinationPath: "../precious.jsonl")
        let run = try runner.run(["run", "demo-holds", "--cases", "50", "--workers", "1", "--no-replay", "--observe", "observed"])
        #expect(try Data(contentsOf: runner.path("precious.jsonl")).isEmpty, "\(run.all)")
        #expect(run.status == 1, "a record that cannot be written is a harness problem, never a silent success: \(run.all)")
        #expect(run.errorOutput.contains("the observations of demo-holds could not be written"), "\(run.all)")
        #expect(run.errorOutput.contains("a symbolic link (to ../precious.jsonl), not followed"), "\(run.all)")
    }
}
