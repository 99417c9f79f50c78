import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz run` replays the stored seeds of the properties it runs before it explores.
@Suite("duo-fuzz run replays stored seeds first")
struct StoredSeedReplayTests {
    @Test("a stored seed that fails again is a failure of the run, and the header says the seeds replay first")
    func failingSeedFailsTheRun() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let store = SeedStore(directory: runner.path("Seeds"))
        let failing = try store.save(TestSeeds.failing()).url
        _ = try store.save(TestSeeds.holding())
        let run = try runner.run(["run", "demo-holds", "demo-rectangle", "--cases", "1", "--seed", "1", "--workers", "1", "--summary", "s.json"])
        #expect(run.status == 1, "\(run.all)")
        #expect(run.output.contains("replaying the 2 stored seeds of these properties first (--no-replay skips this)"), "\(run.output)")
        #expect(run.output.contains("STORED SEED FAILS AGAIN: Seeds/demo-rectangle/\(failing.lastPathComponent)"), "\(run.output)")
        let summary = try runner.json("s.json")
        #expect(summary["replayedSeeds"] as? Int == 2)
        let counterexamples = summary["counterexamples"] as? [[String: Any]] ?? []
        #expect(
            counterexamples.contains {
                $0["seedFile"] as? String == "Seeds/demo-rectangle/\(failing.lastPathComponent)" && $0["isNew"] as? Bool == false
            })
    }

    @Test("only the seeds of the chosen properties replay, and --no-replay skips them")
    func chosenPropertiesOnly() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        _ = try SeedStore(directory: runner.path("Seeds")).save(TestSeeds.failing())
        let other = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "1", "--workers", "1"])
        #expect(other.status == 0, "the rectangle's seed is not replayed for demo-holds: \(other.all)")
        #expect(other.output.contains("replaying the 0 stored seeds"), "\(other.output)")
        let skipped = try runner.run(["run", "demo-rectangle", "--cases", "1", "--seed", "3", "--workers", "1", "--no-replay"])
        #expect(skipped.output.contains("not replaying the stored seeds (--no-replay)"), "\(skipped.output)")
        #expect(!skipped.output.contains("STORED SEED FAILS AGAIN"), "\(skipped.output)")
    }
}
