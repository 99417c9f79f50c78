import Foundation
import Testing
import DuoCheckCommandLine
@testable import DuoMutation
import DuoFuzzTestSupport

/// The scratch copy: a sync writes only what differs and deletes what vanished, writes never leave the copy,
/// and a source's object can be deleted so that the next build compiles it.
@Suite("Mutation scratch copy")
struct MutationScratchTests {
    /// The modification time of `url`.
    func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test("a sync writes the files whose bytes differ, deletes those that vanished, and leaves the rest alone")
    func sync() throws {
        let runner = try MutationCommandTests.fixture([
            "Package.swift": "// manifest\n", "Sources/DuoGeometry/A.swift": "let a = 1\n", "Sources/DuoGeometry/B.swift": "let b = 2\n",
            "Tests/Mutation/equivalent-mutants.json": "{\"mutants\": []}", "README.md": "not copied\n"
        ])
        defer { runner.cleanUp() }
        let scratch = ScratchPackage(root: runner.directory)
        #expect(try scratch.sync() == (written: 4, deleted: 0))
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.appendingPathComponent("README.md").path))
        let keptCache = scratch.directory.appendingPathComponent(".build/kept")
        try FileManager.default.createDirectory(at: keptCache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("cache".utf8).write(to: keptCache)
        #expect(try scratch.sync() == (written: 0, deleted: 0))

        let untouched = try modified(scratch.directory.appendingPathComponent("Sources/DuoGeometry/B.swift"))
        try Data("let a = 3\n".utf8).write(to: runner.path("Sources/DuoGeometry/A.swift"))
        try FileManager.default.removeItem(at: runner.path("Tests/Mutation/equivalent-mutants.json"))
        #expect(try scratch.sync() == (written: 1, deleted: 1))
        #expect(
            FileManager.default.contents(atPath: scratch.directory.appendingPathComponent("Sources/DuoGeometry/A.swift").path)
                == Data("let a = 3\n".utf8))
        #expect(try modified(scratch.directory.appendingPathComponent("Sources/DuoGeometry/B.swift")) == untouched)
        #expect(FileManager.default.fileExists(atPath: keptCache.path))
    }

    @Test("writes never leave the scratch folder")
    func confined() throws {
        let scratch = ScratchPackage(root: FileManager.default.temporaryDirectory.appendingPathComponent("confined"))
        #expect(throws: UsageError.self) { try scratch.scratchURL("../../escape.swift") }
        #expect(throws: UsageError.self) { try scratch.write("Sources/../../../escape.swift", bytes: Data()) }
        #expect(try scratch.scratchURL("Sources/DuoGeometry/A.swift").path.hasPrefix(scratch.directory.path + "/"))
    }

    @Test("a source's object file is found, deleted, and missed when a build did not make it")
    func objects() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let scratch = ScratchPackage(root: runner.directory)
        let object = try #require(scratch.objectFile(for: "Sources/DuoGeometry/Sub/A.swift"))
        #expect(object.path == scratch.directory.path + "/.build/debug/DuoGeometry.build/A.swift.o")
        #expect(scratch.objectFile(for: "Package.swift") == nil)
        try FileManager.default.createDirectory(at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("o".utf8).write(to: object)
        #expect(scratch.fileWithoutObject(among: ["Sources/DuoGeometry/Sub/A.swift"]) == nil)
        try scratch.invalidateObjects(of: ["Sources/DuoGeometry/Sub/A.swift", "Sources/DuoGeometry/Never.swift"])
        #expect(!FileManager.default.fileExists(atPath: object.path))
        #expect(scratch.fileWithoutObject(among: ["Sources/DuoGeometry/Sub/A.swift"]) == "Sources/DuoGeometry/Sub/A.swift")
    }
}
