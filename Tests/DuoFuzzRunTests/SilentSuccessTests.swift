import DuoCheckEngine
import Foundation
import Testing
import DuoFuzzTestSupport
import DuoSeedFiles

/// No command succeeds in silence: an output path that cannot be used, a flag given twice, two reports at one path,
/// a seeds folder that is not one and a file that is not a regular file are each named, with exit 2, before any work.
@Suite("duo-fuzz never succeeds in silence")
struct SilentSuccessTests {
    @Test(
        "--observe naming a regular file, a device or a link to nothing is bad usage before any work",
        arguments: ["file:is a regular file, not a folder", "/dev/null:is a device, not a folder", "dangling:is a symbolic link to nowhere"])
    func observePathIsChecked(_ argument: String) throws {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data("kept\n".utf8).write(to: runner.path("file"))
        try FileManager.default.createSymbolicLink(atPath: runner.path("dangling").path, withDestinationPath: "nowhere")
        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--workers", "1", "--observe", parts[0]])
        #expect(run.status == 2, "\(run.all)")
        #expect(run.errorOutput.contains("--observe: \(parts[0]) \(parts[1])"), "\(run.all)")
        #expect(!run.output.contains("duo-fuzz run:"), "no work was started: \(run.output)")
        #expect(try String(contentsOf: runner.path("file"), encoding: .utf8) == "kept\n")
    }

    @Test("TMPDIR naming a folder that does not exist is bad usage naming it, before any work, and the folder is not made")
    func missingTemporaryFolder() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let missing = runner.path("missing/dir").path
        let command = try RunningCommand(runner, ["run", "demo-holds", "--cases", "10", "--workers", "1"], environment: ["TMPDIR": missing])
        let status = command.finish()
        #expect(status == 2, "\(command.all)")
        #expect(command.all.contains("the temporary folder \(missing) (TMPDIR) is not an existing folder"), "\(command.all)")
        #expect(!command.all.contains("cases per property"), "no work was started: \(command.all)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("missing").path), "no folder is made for it")
    }

    @Test("a flag given twice, or --summary and --junit at one path, is bad usage naming it")
    func repeatedAndConflictingFlags() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let twice = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "1", "--seed", "2"])
        #expect(twice.status == 2, "\(twice.all)")
        #expect(twice.errorOutput.contains("--seed is given twice (\"1\" first); give it once"), "\(twice.all)")
        let flag = try runner.run(["replay", "--seeds-dir", "a", "--seeds-dir=b"])
        #expect(flag.status == 2 && flag.errorOutput.contains("--seeds-dir is given twice"), "\(flag.all)")
        let same = try runner.run(["run", "demo-holds", "--cases", "10", "--summary", "report", "--junit", "./report"])
        #expect(same.status == 2, "\(same.all)")
        #expect(same.errorOutput.contains("--junit and --summary both name"), "\(same.all)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("report").path), "no work, no report")
    }

    @Test("migrate-seeds names a seeds folder that is missing or a file (exit 2), and --check names what it cannot read")
    func migrateNamesWhatItCannotRead() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data().write(to: runner.path("file"))
        for (folder, words) in [("missing", "missing is missing, not a seeds folder"), ("file", "file is a regular file, not a seeds folder")] {
            let run = try runner.run(["migrate-seeds", "--seeds-dir", folder])
            #expect(run.status == 2, "\(run.all)")
            #expect(run.errorOutput.contains(words), "\(run.all)")
        }
        _ = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding())
        try FileManager.default.createSymbolicLink(atPath: runner.path("Seeds/linked").path, withDestinationPath: "/tmp")
        let check = try runner.run(["migrate-seeds", "--check"])
        #expect(check.status == 2, "\(check.all)")
        #expect(check.output.contains("BAD      Seeds/linked: a symbolic link (to /tmp), not followed"), "\(check.all)")
    }

    @Test("a FIFO named as a seed file is named as a FIFO by replay, never as a permission problem, and never waited on")
    func fifoIsNamedAsSuch() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("Seeds/demo-holds"), withIntermediateDirectories: true)
        #expect(mkfifo(runner.path("Seeds/demo-holds/pipe.json").path, 0o644) == 0)
        let named = try runner.run(["replay", "Seeds/demo-holds/pipe.json"])
        #expect(named.status == 2, "\(named.all)")
        #expect(named.output.contains("BAD    Seeds/demo-holds/pipe.json: cannot be read: a FIFO (named pipe), not a regular file"), "\(named.all)")
        let walked = try runner.run(["replay"])
        #expect(walked.output.contains("BAD    Seeds/demo-holds/pipe.json: a FIFO (named pipe), not a regular file"), "\(walked.all)")
        #expect(!walked.all.contains("permission"), "\(walked.all)")
    }

    @Test("run removes only the temporary files its writer makes: another hidden .tmp- file stays")
    func cleanupTouchesOnlyItsOwnFiles() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding())
        let old = Date(timeIntervalSinceNow: -3600)
        let foreign = runner.path("Seeds/demo-holds/.notes.tmp-backup")
        let leftover = runner.path("Seeds/demo-holds/.abc.json.tmp-999999-\(UUID().uuidString)")
        for file in [foreign, leftover] {
            try Data("x".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }
        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--workers", "1"])
        #expect(run.status == 0, "\(run.all)")
        #expect(FileManager.default.fileExists(atPath: foreign.path), "a file the writer never makes is not its to remove: \(run.all)")
        #expect(!FileManager.default.fileExists(atPath: leftover.path), "a killed writer's leftover goes: \(run.all)")
    }

    @Test("replay exits as docs/duo-fuzz.md says: 0 all hold, 1 a seed fails again (bad files or not), 2 only bad files")
    func replayExitCodes() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let holding = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.holding()).url.path
        let failing = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.failing()).url.path
        try Data("{ corrupt".utf8).write(to: runner.path("corrupt.json"))
        for (paths, status) in [([holding], 0), ([failing], 1), (["corrupt.json"], 2), ([failing, "corrupt.json"], 1), ([holding, "corrupt.json"], 2)]
        {
            let replay = try runner.run(["replay"] + paths)
            #expect(replay.status == Int32(status), "\(paths): \(replay.all)")
        }
    }

    @Test("errors are sentences in the system's words, never a Foundation error's dump")
    func errorsAreSentences() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("folder"), withIntermediateDirectories: true)
        try Data().write(to: runner.path("file"))
        let summarize = try runner.run(["summarize", "missing.json", "folder"])
        #expect(summarize.errorOutput.contains("missing.json is not a run summary: No such file or directory"), "\(summarize.all)")
        #expect(summarize.errorOutput.contains("folder is not a run summary: a folder, not a regular file"), "\(summarize.all)")
        let record = try runner.run(["snapshot", "record", "sideInsetsForBand", "--dir", "file/snapshots"], demo: false)
        #expect(record.status == 2, "\(record.all)")
        #expect(record.errorOutput.contains("cannot record side-insets-for-band: "), "\(record.all)")
        for result in [summarize, record] {
            #expect(!result.all.contains("NSCocoaErrorDomain") && !result.all.contains("UserInfo="), "\(result.all)")
        }
    }
}
