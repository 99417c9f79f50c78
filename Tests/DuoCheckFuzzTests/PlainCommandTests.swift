import DuoCheckEngine
import DuoProperties
import Foundation
import OperatingSystem
import Testing

/// duo-libfuzzer built without libFuzzer, as `swift build` builds it: a command that runs crash and corpus files
/// once each, as the libFuzzer target runs them.
@Suite struct PlainCommandTests {
    static var binary: URL { ExecutablePath.productsFolder(ofImageAt: #dsohandle).appendingPathComponent("duo-libfuzzer") }

    /// The property the spec's first bug shape fails, read from its declaration.
    static let listMargins = LayoutProperties.listMarginsKeepFullBand(.core).id
    /// The bytes of a crash file of `list-margins-keep-band` on the mutant `symmetric-left-inset`.
    static let crashBytes: [UInt8] = [0x03, 0x02, 0x36, 0xD9, 0x01, 0x01]

    static func run(_ arguments: [String], _ environment: [String: String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("a crash file fails on the mutant with the import line, holds on the core; a link is named with exit status 2")
    func runsFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-libfuzzer-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.crashBytes).write(to: folder.appendingPathComponent("crash-1"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "crash-1")
        let property = ["DUOCHECK_FUZZ_PROPERTY": LayoutProperties.listMarginsKeepFullBand().id]

        let buggy = try Self.run(["crash-1"], property.merging(["DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"]) { $1 }, in: folder)
        #expect(buggy.status == 1, "\(buggy.output)")
        #expect(buggy.output.contains("property \"list-margins-keep-band\" failed (mutant symmetric-left-inset)"), "\(buggy.output)")
        #expect(buggy.output.contains("choices: 3,2,54,217,1,1"), "\(buggy.output)")
        #expect(buggy.output.contains("duo-fuzz import-crash list-margins-keep-band crash-1 --mutant symmetric-left-inset"), "\(buggy.output)")

        let core = try Self.run(["-runs=1", "crash-1", "link"], property, in: folder)
        #expect(core.status == 2, "\(core.output)")
        #expect(core.output.contains("crash-1: held"), "\(core.output)")
        #expect(core.output.contains("link cannot be read as an input: a symbolic link (to crash-1), not followed"), "\(core.output)")

        let unnamed = try Self.run(["crash-1"], [:], in: folder)
        #expect(unnamed.status == 2 && unnamed.output.contains("no property is named"), "\(unnamed.output)")
    }

    @Test("a corpus folder gives each of its files; a link out of it, a FIFO and an oversized file are named with exit status 2, never read")
    func runsCorpus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-corpus-\(UUID().uuidString.prefix(8))")
        let corpus = folder.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.crashBytes).write(to: corpus.appendingPathComponent("a"))
        try Data(Self.crashBytes).write(to: folder.appendingPathComponent("outside"))
        try FileManager.default.createSymbolicLink(atPath: corpus.appendingPathComponent("b").path, withDestinationPath: "../outside")
        #expect(mkfifo(corpus.appendingPathComponent("c").path, 0o600) == 0)
        try Data(count: (1 << 20) + 1).write(to: corpus.appendingPathComponent("d"))
        let run = try Self.run(
            ["corpus"], ["DUOCHECK_FUZZ_PROPERTY": Self.listMargins, "DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"], in: folder)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("corpus/a: duo-libfuzzer: property \"list-margins-keep-band\" failed"), "\(run.output)")
        #expect(run.output.contains("corpus/b cannot be read as an input: a symbolic link (to ../outside), not followed"), "\(run.output)")
        #expect(run.output.contains("corpus/c cannot be read as an input: a FIFO (named pipe), not a regular file"), "\(run.output)")
        #expect(run.output.contains("corpus/d cannot be read as an input: it holds 1048577 bytes, more than the 1048576 it may"), "\(run.output)")
    }

    @Test("DUOCHECK_OBSERVE writes an observation record of each file's case in Hypothesis's format, the failing one too")
    func observes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-observe-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.crashBytes).write(to: folder.appendingPathComponent("crash-1"))
        try Data([0x03]).write(to: folder.appendingPathComponent("short"))
        let environment = ["DUOCHECK_FUZZ_PROPERTY": Self.listMargins, "DUOCHECK_OBSERVE": folder.appendingPathComponent("observed").path]
        let run = try Self.run(["crash-1", "short"], environment.merging(["DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"]) { $1 }, in: folder)
        #expect(run.status == 1, "\(run.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("observed/list-margins-keep-band_testcases.jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines.allSatisfy { ObservationFormat.problems(inLine: $0).isEmpty }, "\(text)")
        let records = try lines.map { try JSONValue(parsing: $0) }
        guard records.count == 2, case .object(let failed) = records[0], case .object(let gaveUp) = records[1] else { return }
        #expect(failed["status"] == .string("failed") && failed["how_generated"] == .string("libFuzzer"), "\(failed)")
        #expect(gaveUp["status"] == .string("gave_up"), "\(gaveUp)")
        // Built without libFuzzer's counters, a case reached no line that can be told, and its metadata says why.
        #expect(failed["coverage"] == .null)
        guard case .object(let metadata)? = failed["metadata"], case .string(let why)? = metadata["coverage_unavailable"] else {
            Issue.record("no coverage_unavailable in \(failed)")
            return
        }
        #expect(why.contains("not built with -sanitize=fuzzer"), "\(why)")

        let bad = try Self.run(["crash-1"], environment.merging(["DUOCHECK_OBSERVE_LIMIT": "many"]) { $1 }, in: folder)
        #expect(bad.status == 2 && bad.output.contains("DUOCHECK_OBSERVE_LIMIT"), "\(bad.output)")
    }

    @Test("DUOCHECK_FUZZ_RANDOM runs the property at random for that long: it holds on the core, fails on a mutant; a bad value is exit 2")
    func runsAtRandom() throws {
        let property = ["DUOCHECK_FUZZ_PROPERTY": Self.listMargins, "DUOCHECK_FUZZ_RANDOM": "1"]
        let folder = FileManager.default.temporaryDirectory
        let core = try Self.run([], property, in: folder)
        #expect(
            core.status == 0 && core.output.contains("list-margins-keep-band: ") && core.output.contains("cases at random (seed 1) in "),
            "\(core.output)")
        let buggy = try Self.run([], property.merging(["DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"]) { $1 }, in: folder)
        #expect(buggy.status == 1 && buggy.output.contains(", the last failed"), "\(buggy.output)")
        let bad = try Self.run([], property.merging(["DUOCHECK_FUZZ_RANDOM": "soon"]) { $1 }, in: folder)
        #expect(bad.status == 2 && bad.output.contains("DUOCHECK_FUZZ_RANDOM is \"soon\""), "\(bad.output)")
    }

    @Test("DUOCHECK_FUZZ_LIST=1 prints every property id, one a line, for build.sh to name a target after each")
    func listsTheIDs() throws {
        let listed = try Self.run([], ["DUOCHECK_FUZZ_LIST": "1"], in: FileManager.default.temporaryDirectory)
        #expect(listed.status == 0)
        let ids = listed.output.split(separator: "\n").map(String.init)
        #expect(ids == PropertyCatalogue.properties().map(\.id), "\(ids)")
    }
}
