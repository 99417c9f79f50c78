import DuoProperties
import Foundation
import OperatingSystem
import Testing

/// duo-libfuzzer built without libFuzzer, as `swift build` builds it: a command that runs crash and corpus files
/// once each, as the libFuzzer target runs them.
@Suite struct PlainCommandTests {
    static var binary: URL { ExecutablePath.productsFolder(ofImageAt: #dsohandle).appendingPathComponent("duo-libfuzzer") }

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
        #expect(core.output.contains("crash-1: held") && core.output.contains("link is a symbolic link, which is not followed"), "\(core.output)")

        let unnamed = try Self.run(["crash-1"], [:], in: folder)
        #expect(unnamed.status == 2 && unnamed.output.contains("no property is named"), "\(unnamed.output)")
    }

    @Test("DUOCHECK_FUZZ_LIST=1 prints every property id, one a line, for build.sh to name a target after each")
    func listsTheIDs() throws {
        let listed = try Self.run([], ["DUOCHECK_FUZZ_LIST": "1"], in: FileManager.default.temporaryDirectory)
        #expect(listed.status == 0)
        let ids = listed.output.split(separator: "\n").map(String.init)
        #expect(ids == PropertyCatalogue.properties().map(\.id), "\(ids)")
    }
}
