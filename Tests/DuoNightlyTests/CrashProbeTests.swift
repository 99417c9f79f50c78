import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles
@testable import DuoFuzzRun
@testable import DuoNightly

/// The probe that runs a crash file's case in a process of its own, and what the import makes of a case that
/// crashes once but not again: no finding.
@Suite("import-crash's probe")
struct CrashProbeTests {
    /// A folder with a crash file and a stand-in for the probe's child: a script that says it drew 999 and
    /// then crashes (`kill -ILL`) on its first run only, as a case that does not reproduce would.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x03, 0xE7]).write(to: folder.appendingPathComponent("crash-1"))
        let script = """
            #!/bin/sh
            echo "drawn 999"
            if [ ! -e "\(folder.path)/ran" ]; then : > "\(folder.path)/ran"; kill -ILL $$; fi
            echo probed
            """
        try Data(script.utf8).write(to: folder.appendingPathComponent("child"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("child").path)
        return folder
    }

    @Test("a drawn line gives the choices the child drew, none for an empty line")
    func drawnLine() {
        #expect(CrashProbe.choices(inDrawnLine: "drawn 3,2,54") == [3, 2, 54])
        #expect(CrashProbe.choices(inDrawnLine: "drawn ") == [])
    }

    @Test("a case that crashes the first process and runs to its end in the second is flaky, and nothing is stored")
    func crashOnceIsNoFinding() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let property = try #require(FuzzCatalogue.fromEnvironment(["DUOFUZZ_DEMO": "1"]).properties.first { $0.id == "demo-trap" })
        let seeds = folder.appendingPathComponent("Seeds")
        var crashImport = CrashImport(
            property: property, mutantID: nil, store: SeedStore(directory: seeds), console: Console(quiet: true), probeTimeout: .seconds(30))
        crashImport.probe?.executable = folder.appendingPathComponent("child").path
        let path = folder.appendingPathComponent("crash-1").path
        let first = try #require(crashImport.probe?.verdict(on: path))
        #expect(first == .crashed(what: "its case crashed the process with SIGILL (signal 4)", choices: [999]))
        guard case .crashed(let what, let choices) = first else { return }
        let line = crashImport.storeCrash(what, choices: choices, from: path)
        #expect(line.hasPrefix("flaky  \(path): its case crashed the process with SIGILL"), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: seeds.path))
    }
}
