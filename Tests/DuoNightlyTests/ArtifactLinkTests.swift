import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz import` reads an artifact without following a symbolic link anywhere in it: a link to a folder or to a
/// file, on disk or as a ZIP entry, is named in the report, and nothing it leads to is read or imported.
@Suite("duo-fuzz import and links")
struct ArtifactLinkTests {
    /// A folder outside the artifact holding a seed that still fails (a crash of demo-trap), as a link would reach it.
    static func outsideSeed(in runner: FuzzCommandRunner) throws -> URL {
        try SeedStore(directory: runner.path("outside")).save(ImportCommandTests.crash(950)).url
    }

    @Test(
        "import names a linked folder and a linked seed file inside an artifact, follows neither, and imports only the artifact's own seed (exit 2)")
    func linksInAFolderArtifact() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let outside = try Self.outsideSeed(in: runner)
        let seeds = SeedStore(directory: runner.path("night/shard-0/new-seeds/Seeds"))
        _ = try seeds.save(TestSeeds.failing())
        try FileManager.default.createSymbolicLink(
            atPath: runner.path("night/shard-0/new-seeds/Seeds/root").path,
            withDestinationPath: runner.path("outside").path)
        try FileManager.default.createDirectory(at: runner.path("night/shard-0/new-seeds/Seeds/demo-trap"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: runner.path("night/shard-0/new-seeds/Seeds/demo-trap/linked.json").path,
            withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: runner.path("night/shard-0/Seeds").path, withDestinationPath: runner.path("outside").path)

        let run = try Self.importNamingLinks("night/shard-0", in: runner)
        #expect(run.output.contains("BAD    night/shard-0: Seeds: a symbolic link"), "\(run.output)")
    }

    /// Imports `artifact`, and checks that its two links were named and that only its own seed came in.
    static func importNamingLinks(_ artifact: String, in runner: FuzzCommandRunner) throws -> FuzzCommandRunner.Result {
        let run = try runner.run(["import", artifact])
        #expect(run.status == 2, "\(run.all)")
        for link in ["new-seeds/Seeds/root", "new-seeds/Seeds/demo-trap/linked.json"] {
            #expect(run.output.contains("BAD    \(artifact): \(link): a symbolic link"), "\(run.output)")
        }
        let imported = runner.files(under: "Seeds", withExtension: "json").map(\.lastPathComponent)
        #expect(imported == ["\(TestSeeds.failing().shortHash).json"], "nothing from outside the artifact: \(run.all)")
        return run
    }

    @Test(
        "import names a ZIP entry that is a symbolic link (to a folder and to a seed outside it), extracts nothing through it, and imports the rest (exit 2)"
    )
    func linkEntriesInAZip() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let outside = try Self.outsideSeed(in: runner)
        let real = try TestSeeds.failing().encoded()
        let script = """
            import sys, zipfile
            def link(archive, name, target):
                info = zipfile.ZipInfo(name)
                info.create_system = 3
                info.external_attr = (0o120777 << 16)
                archive.writestr(info, target)
            with zipfile.ZipFile(sys.argv[1], "w") as archive:
                archive.writestr("new-seeds/Seeds/demo-rectangle/\(TestSeeds.failing().shortHash).json", open(sys.argv[2]).read())
                link(archive, "new-seeds/Seeds/root", sys.argv[4])
                link(archive, "new-seeds/Seeds/demo-trap/linked.json", sys.argv[3])
            """
        try Data(script.utf8).write(to: runner.path("make.py"))
        try real.write(to: runner.path("real.json"))
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", runner.path("make.py").path, runner.path("shard.zip").path, runner.path("real.json").path, outside.path,
            runner.path("outside").path
        ]
        try python.run()
        python.waitUntilExit()
        try #require(python.terminationStatus == 0)

        let run = try Self.importNamingLinks("shard.zip", in: runner)
        #expect(run.output.contains("1 new"), "\(run.output)")
    }
}
