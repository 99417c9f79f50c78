import DuoCheckEngine
import Foundation
import Testing
import DuoFuzzTestSupport
import DuoSeedFiles

/// `swift test`'s seed replay and `duo-fuzz` read a seeds folder through one walk (``SeedTree``), and so agree on
/// every entry: a FIFO, a folder named `*.json` and a link are named as bad by both, and neither enters `x.json/`.
@Suite("One reading of the seeds folder")
struct SeedFolderReadingTests {
    @Test("the seed-replay test's list and duo-fuzz replay name the same bad entries, and neither walks into a folder named x.json")
    func bothReadTheSameEntries() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = SeedStore(directory: runner.path("Seeds"))
        _ = try store.save(TestSeeds.holding())
        _ = try SeedStore(directory: runner.path("Seeds/x.json")).save(TestSeeds.failing())
        #expect(mkfifo(runner.path("Seeds/demo-holds/pipe.json").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: runner.path("Seeds/demo-holds/link.json").path, withDestinationPath: "pipe.json")
        let replay = try runner.run(["replay"])
        #expect(replay.status == 2, "\(replay.all)")
        let named = Set(replay.output.split(separator: "\n").filter { $0.hasPrefix("BAD    ") }.map { String($0.dropFirst(7)) })
        // What the seed-replay test of `swift test` lists: its files, and its bad entries, each a failing case.
        let tree = SeedTree.scan(runner.path("Seeds"))
        let root = runner.path("Seeds").path + "/"
        let listed = Set(tree.problems.map { "Seeds/\($0.path.dropFirst(root.count)): \($0.reason)" })
        #expect(named == listed, "duo-fuzz: \(named)\nswift test: \(listed)")
        #expect(listed.count == 3, "\(listed)")
        #expect(listed.contains("Seeds/demo-holds/pipe.json: a FIFO (named pipe), not a regular file"), "\(listed)")
        #expect(listed.contains("Seeds/x.json: a folder named like a seed file"), "\(listed)")
        let files = SeedStore.seedFileURLs(under: runner.path("Seeds")).map { String($0.path.dropFirst(root.count)) }
        #expect(files == ["demo-holds/\(TestSeeds.holding().shortHash).json"], "nothing inside x.json/ is replayed: \(files)")
        #expect(replay.output.contains("1 hold, 0 fail, 3 bad"), "\(replay.output)")
    }
}
