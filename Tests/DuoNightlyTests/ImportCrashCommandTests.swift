import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzRun
import DuoFuzzTestSupport
import DuoProperties
import DuoSeedFiles

/// `duo-fuzz import-crash`: libFuzzer's crash files of a property turned into seeds, replayed to confirm.
@Suite("duo-fuzz import-crash")
struct ImportCrashCommandTests {
    /// A crash file that duo-libfuzzer wrote for `list-margins-keep-band` against the mutant
    /// `symmetric-left-inset` (the spec's first bug shape): its bytes draw the choices 3, 2, 54, 217, 1, 1.
    static let crashBytes: [UInt8] = [0x03, 0x02, 0x36, 0xD9, 0x01, 0x01]
    /// The id of `list-margins-keep-band`, read from its declaration.
    static let listMargins = LayoutProperties.listMarginsKeepFullBand().id

    static func write(_ bytes: [UInt8], to name: String, in runner: FuzzCommandRunner) throws {
        try FileManager.default.createDirectory(at: runner.path("crashes"), withIntermediateDirectories: true)
        try Data(bytes).write(to: runner.path("crashes/\(name)"))
    }

    static func storedSeed(in runner: FuzzCommandRunner) throws -> SeedFile? {
        let files = runner.files(under: "Seeds", withExtension: "json")
        guard files.count == 1, case .loaded(let loaded) = SeedStore.load(contentsOf: files[0]) else { return nil }
        return loaded.seed
    }

    @Test("a crash file found against a mutant becomes a shrunk, explained seed that fails on the mutant and holds on the core")
    func crashBecomesSeed() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write(Self.crashBytes, to: "crash-1", in: runner)
        let run = try runner.run(["import-crash", Self.listMargins, "crashes/crash-1", "--mutant", "symmetric-left-inset"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("new    crashes/crash-1: Seeds/list-margins-keep-band/"), "\(run.output)")
        let seed = try #require(try Self.storedSeed(in: runner), "\(run.all)")
        // The spec's own case: 0 choices draw FP, whose right margin must be 84 and is 0 under the mutant.
        #expect(seed.choices == [] && seed.message == "the right list margin: 0.0 is not equal to 84.0", "\(seed.message)")
        #expect(seed.explanation != nil && seed.note?.contains("libFuzzer") == true)
        let mutant = try #require(BugShape.all.first { $0.id == "symmetric-left-inset" })
        let buggy = try #require(PropertyCatalogue.property(id: Self.listMargins, using: mutant.helpers))
        let core = try #require(PropertyCatalogue.property(id: Self.listMargins))
        #expect(SeedReplay.replay(seed, against: buggy).failure != nil)
        #expect(SeedReplay.replay(seed, against: core).holds)

        let again = try runner.run(["import-crash", Self.listMargins, "crashes/crash-1", "--mutant", "symmetric-left-inset"])
        #expect(again.status == 0 && again.output.contains("known  crashes/crash-1"), "\(again.all)")
    }

    @Test("a crash file that holds, or builds no case, is named and never stored")
    func noFinding() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write(Self.crashBytes, to: "crash-1", in: runner)
        try Self.write([0x03], to: "short", in: runner)
        let run = try runner.run(["import-crash", Self.listMargins, "crashes/crash-1", "crashes/short"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("holds  crashes/crash-1: list-margins-keep-band holds"), "\(run.output)")
        #expect(run.output.contains("no case crashes/short: its 1 bytes run out"), "\(run.output)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty)
    }

    @Test("a link, a folder, a FIFO, an oversized or a missing crash file is named with exit status 2, and the good ones are still imported")
    func badCrashFiles() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write(Self.crashBytes, to: "crash-1", in: runner)
        try Self.write([UInt8](repeating: 1, count: (1 << 20) + 1), to: "huge", in: runner)
        try FileManager.default.createSymbolicLink(atPath: runner.path("crashes/link").path, withDestinationPath: runner.path("crashes/crash-1").path)
        try FileManager.default.createDirectory(at: runner.path("crashes/folder"), withIntermediateDirectories: true)
        #expect(mkfifo(runner.path("crashes/fifo").path, 0o600) == 0)
        let run = try runner.run([
            "import-crash", Self.listMargins, "crashes/link", "crashes/folder", "crashes/fifo", "crashes/huge", "crashes/gone",
            "crashes/crash-1", "--mutant", "symmetric-left-inset"
        ])
        #expect(run.status == 2, "\(run.all)")
        for expected in [
            "crashes/link cannot be read as an input: a symbolic link (to ",
            "crashes/folder cannot be read as an input: a folder, not a regular file",
            "crashes/fifo cannot be read as an input: a FIFO (named pipe), not a regular file",
            "crashes/huge cannot be read as an input: it holds 1048577 bytes, more than the 1048576 it may",
            "crashes/gone cannot be read as an input: No such file or directory"
        ] {
            #expect(run.errorOutput.contains(expected), "\(run.errorOutput)")
        }
        #expect(try Self.storedSeed(in: runner) != nil, "\(run.all)")
    }

    @Test("a case that traps in two fresh processes is stored as a crash seed, shrunk, with the trap's text, and the other files are still judged")
    func trappingCase() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write([0x03, 0xE7], to: "traps", in: runner)  // 999: demo-trap traps over 900
        try Self.write([0x00, 0x05], to: "holds", in: runner)
        let run = try runner.run(["import-crash", "demo-trap", "crashes/traps", "crashes/holds"])
        #expect(run.status == 1 && !run.signalled, "\(run.all)")
        #expect(run.output.contains("crash  crashes/traps: its case crashed the process with a trap"), "\(run.output)")
        #expect(run.output.contains("stored as a crash seed (new) Seeds/demo-trap/"), "\(run.output)")
        #expect(run.output.contains("holds  crashes/holds: demo-trap holds"), "\(run.output)")
        let seed = try #require(try Self.storedSeed(in: runner), "\(run.all)")
        // demo-trap's rule: it traps for a number over 900, so the simplest case that traps the same way is 901.
        #expect(seed.kind == .crash && seed.choices == [901] && seed.value == .integer(901), "\(seed)")
        #expect(seed.message.hasPrefix("the check crashed the process with a trap: "), "\(seed.message)")
        #expect(seed.message.hasSuffix("Fatal error: demo-trap: 901 is over 900"), "\(seed.message)")
        #expect(seed.note?.contains("found by libFuzzer in traps; shrunk in throw-away processes from the choices [999] to [901]") == true)
        // The stored crash seed replays as a crash, in a process of its own.
        let replay = try runner.run(["replay", runner.files(under: "Seeds", withExtension: "json")[0].path])
        #expect(replay.status == 1 && replay.all.contains("crash"), "\(replay.all)")
    }

    @Test("the same trapping crash file gives the same seed file, byte for byte, in another seeds folder")
    func trappingCaseIsDeterministic() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write([0x03, 0xE7], to: "traps", in: runner)
        var contents: [Data] = []
        for folder in ["first", "second"] {
            let run = try runner.run(["import-crash", "demo-trap", "crashes/traps", "--seeds-dir", folder])
            #expect(run.status == 1 && run.output.contains("stored as a crash seed (new) \(folder)/demo-trap/"), "\(run.all)")
            let files = runner.files(under: folder, withExtension: "json")
            try #require(files.count == 1, "\(files)")
            contents.append(try Data(contentsOf: files[0]))
            #expect(files[0].lastPathComponent == runner.files(under: "first", withExtension: "json").first?.lastPathComponent)
        }
        #expect(contents[0] == contents[1], "\(String(decoding: contents[0], as: UTF8.self))")
    }

    @Test("an unknown property or mutant is bad usage")
    func badUsage() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.write(Self.crashBytes, to: "crash-1", in: runner)
        let property = try runner.run(["import-crash", "no-such-property", "crashes/crash-1"])
        #expect(property.status == 2 && property.errorOutput.contains("no-such-property"), "\(property.all)")
        let mutant = try runner.run(["import-crash", Self.listMargins, "crashes/crash-1", "--mutant", "no-such-mutant"])
        #expect(mutant.status == 2 && mutant.errorOutput.contains("no mutant has the id \"no-such-mutant\""), "\(mutant.all)")
    }
}
