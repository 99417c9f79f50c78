import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoCheckKnownAnswers
import DuoFuzzSupport
import DuoSeedFiles

/// What `duo-fuzz selfcheck` checks: the harness's known answers, on this machine, end to end with worker processes
/// and seed files in a temporary folder: the planted false property is found, shrunk to its known minimum and
/// replays; a trap in a check is captured as a crash seed, shrunk to the smallest trapping number, replays as a
/// crash, and the run goes on.
package enum Selfcheck {
    /// Runs the demo properties end to end in a temporary folder, prints each known answer and whether it held,
    /// and returns 0 when all held, 1 otherwise. A temporary folder that is missing or cannot be written is bad
    /// usage (2) before anything runs, and a stop (SIGINT, SIGTERM, SIGHUP) gives no verdict but the stop's status:
    /// neither is a known answer failing.
    package static func run(console: Console) -> ExitCode {
        let directory = TemporaryFolder.url.appendingPathComponent("duo-fuzz-selfcheck-\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            _ = try TemporaryFolder.existing()
            try RunOptions.prepareFolder(directory, option: "TMPDIR")
        } catch {
            console.error("duo-fuzz selfcheck: \(error); set TMPDIR to a folder that can be written, or leave it unset")
            return .usage
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        var seed = SystemRandomNumberGenerator()
        let runSeed: UInt64 = seed.next()
        console.output("duo-fuzz selfcheck (run seed \(runSeed), in \(directory.path))")
        let steps = [
            rectangleStep(in: directory.appendingPathComponent("rectangle"), seed: runSeed),
            crashStep(in: directory.appendingPathComponent("crash"), seed: runSeed)
        ]
        for step in steps {
            console.output("\(step.holds ? "✓" : "✗") \(step.name)\(step.detail.isEmpty ? "" : ": \(step.detail)")")
        }
        if StopRequest.isRequested {
            console.output("selfcheck: stopped by \(SignalName.name(StopRequest.signal)); no verdict")
            return .stopped(by: StopRequest.signal)
        }
        let held = steps.allSatisfy(\.holds)
        console.output(held ? "selfcheck: every known answer holds" : "selfcheck: FAILED")
        return held ? .success : .failure
    }

    /// One known answer and whether it held.
    struct Step {
        var name: String
        var holds: Bool
        var detail: String
    }

    /// Runs `patterns` of the demo properties for `cases` cases with `seed` and one worker, storing into
    /// `directory`; the summary, and the seeds stored.
    static func demoRun(_ patterns: [String], cases: Int, seed: UInt64, in directory: URL) throws -> (RunSummary, [LoadedSeed]) {
        var options = RunOptions(seed: seed, seedIsRandom: false, workers: 1)
        options.patterns = patterns
        options.cases = cases
        options.seedsDirectory = directory.appendingPathComponent("Seeds")
        options.outDirectory = directory.appendingPathComponent("fuzz-out")
        let catalogue = FuzzCatalogue(includesDemos: true)
        let supervisor = FuzzSupervisor(
            options: options, properties: try catalogue.select(patterns), includesDemos: true, console: Console(quiet: true))
        let summary = supervisor.run()
        let seeds = SeedStore(directory: options.seedsDirectory).loadAll().compactMap { result -> LoadedSeed? in
            if case .loaded(let loaded) = result { return loaded }
            return nil
        }
        return (summary, seeds)
    }

    /// The planted false property's known answer.
    static func rectangleStep(in directory: URL, seed: UInt64) -> Step {
        let name = "the planted false property is found, shrunk to x 0, y 0, width 500, height 0, window 300, and replays"
        do {
            let (summary, seeds) = try demoRun(["demo-rectangle"], cases: 10_000, seed: seed, in: directory)
            guard let stored = seeds.first(where: { $0.seed.propertyID == "demo-rectangle" }) else {
                return Step(name: name, holds: false, detail: "no seed file was written (exit code \(summary.exitCode))")
            }
            let value = try ValueCoding.decode(Rectangle.self, from: stored.seed.value)
            guard value == Rectangle.minimum else {
                return Step(name: name, holds: false, detail: "shrunk to \(value) instead")
            }
            let replay = SeedReplay.replay(stored.seed, against: AnyProperty(DemoProperties.rectangle))
            guard replay.failure != nil, replay.drift == nil else {
                return Step(name: name, holds: false, detail: "the seed replayed as \(replay.summary)")
            }
            guard summary.exitCode == ExitCode.failure.rawValue else {
                return Step(name: name, holds: false, detail: "the run exited \(summary.exitCode), not 1")
            }
            return Step(name: name, holds: true, detail: "choices \(stored.seed.choices)")
        } catch {
            return Step(name: name, holds: false, detail: "\(error)")
        }
    }

    /// The trapping property's known answer.
    static func crashStep(in directory: URL, seed: UInt64) -> Step {
        let name = "a trap in a check is captured as a crash seed, shrunk to 901, replays as a crash, and the run goes on"
        do {
            let (summary, seeds) = try demoRun(["demo-trap", "demo-holds"], cases: 2000, seed: seed, in: directory)
            guard let crash = seeds.first(where: { $0.seed.propertyID == "demo-trap" }) else {
                return Step(name: name, holds: false, detail: "no crash seed was written (exit code \(summary.exitCode))")
            }
            guard crash.seed.kind == .crash, crash.seed.message.hasPrefix("the check crashed the worker with a trap"), !crash.seed.choices.isEmpty
            else {
                return Step(name: name, holds: false, detail: "the seed is \(crash.seed.kind.rawValue): \(crash.seed.message)")
            }
            guard let number = crash.seed.value.integerValue, number == 901, crash.seed.choices == [901] else {
                return Step(name: name, holds: false, detail: "the stored value \(crash.seed.value.text) is not the shrunk trapping case 901")
            }
            let replayer = SeedProcessReplayer(includesDemos: true, hangTimeout: .seconds(60))
            let verdict = replayer.replay(crash.url)
            guard verdict.outcome == .fails, verdict.summary.contains("CRASHES AGAIN") else {
                return Step(name: name, holds: false, detail: "the shrunk seed replayed as \(verdict.summary)")
            }
            let holds = summary.properties.first { $0.propertyID == "demo-holds" }
            guard holds?.casesRun == 2000 else {
                return Step(name: name, holds: false, detail: "the next property ran \(holds?.casesRun ?? 0) of 2000 cases")
            }
            return Step(name: name, holds: true, detail: "case \(crash.seed.caseIndex ?? -1), value \(number): \(crash.seed.message)")
        } catch {
            return Step(name: name, holds: false, detail: "\(error)")
        }
    }
}
