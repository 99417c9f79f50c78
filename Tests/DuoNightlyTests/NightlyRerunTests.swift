import Foundation
import Testing
import DuoCheckEngine
@testable import DuoFuzzRun
import DuoFuzzTestSupport
import DuoSeedFiles

/// The nightly workflow's recovery: any one job re-run as it is. GitHub's part is played here by
/// ``ActionsArtifacts``, which names, uploads and downloads artifacts as the workflow's steps say (their `name:`,
/// `pattern:` and `overwrite:`, with `github.run_attempt` and `matrix.shard` filled in); the jobs' own work is the
/// workflow's scripts, run as the jobs run them.
@Suite("Nightly workflow re-runs")
struct NightlyRerunTests {
    /// A shard's JSON summary with `cases` cases of demo-rectangle.
    static func summary(cases: Int) throws -> Data {
        try RunSummary(
            seed: 7, shard: "0/1", workers: 1, status: "completed", exitCode: 1, seconds: 2,
            properties: [
                PropertySummary(
                    propertyID: "demo-rectangle", casesRun: cases, invalidCases: 0, casesPerSecond: 5, seconds: 2, failures: 1, crashes: 0,
                    slices: [])
            ],
            counterexamples: []
        ).encoded()
    }

    /// A run of the fuzz job's shard 0 at `attempt`: its `fuzz-out/` holds `seed` and a summary of `cases` cases.
    static func fuzz(_ seed: SeedFile, cases: Int, attempt: Int, in runner: FuzzCommandRunner, artifacts: ActionsArtifacts) throws {
        let job = runner.path("fuzz-\(attempt)")
        _ = try SeedStore(directory: job.appendingPathComponent("fuzz-out/new-seeds/Seeds")).save(seed)
        try summary(cases: cases).write(to: job.appendingPathComponent("fuzz-out/summary.json"))
        try artifacts.upload(job.appendingPathComponent("fuzz-out"), job: "fuzz", attempt: attempt, shard: 0)
    }

    /// A run of the import job at `attempt`, in a checkout of its own; its job summary.
    static func importNight(attempt: Int, in runner: FuzzCommandRunner, artifacts: ActionsArtifacts) throws -> String {
        let job = runner.path("import-\(attempt)")
        try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
        try WorkflowScriptTests.bash("git init -q .", in: job)
        try artifacts.download(job: "import", step: "every shard", into: job.appendingPathComponent("shards"), attempt: attempt)
        let imported = try WorkflowScriptTests.bash(
            WorkflowScriptTests.scripts.appendingPathComponent("import-night.sh").path, in: job,
            environment: [
                "DUO_FUZZ": FuzzCommandRunner.binary.path, "SHARDS": "shards", "OUT": "night-out", "DUOFUZZ_DEMO": "1",
                "GITHUB_OUTPUT": job.appendingPathComponent("output.txt").path,
                "GITHUB_STEP_SUMMARY": job.appendingPathComponent("step-summary.md").path
            ])
        #expect(imported.status == 0, "\(imported.output)")
        try artifacts.upload(job.appendingPathComponent("night-out"), job: "import", attempt: attempt)
        return try String(contentsOf: job.appendingPathComponent("step-summary.md"), encoding: .utf8)
    }

    /// A run of the pull-request job at `attempt`, in a clone of `remote.git`, with a stand-in for `gh`.
    static func pullRequest(attempt: Int, in runner: FuzzCommandRunner, artifacts: ActionsArtifacts) throws {
        let job = runner.path("pull-request-\(attempt)")
        try WorkflowScriptTests.bash("git clone -q remote.git \(job.lastPathComponent)", in: runner.directory)
        try artifacts.download(job: "pull-request", step: "new seeds", into: job.appendingPathComponent("night-out"), attempt: attempt)
        let opened = try WorkflowScriptTests.bash(
            WorkflowScriptTests.scripts.appendingPathComponent("open-seeds-pr.sh").path, in: job,
            environment: [
                "PATH": runner.path("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "NEW_SEEDS": "night-out/new-seeds", "BODY": "night-out/pr-body.md", "BASE": "main"
            ])
        #expect(opened.status == 0, "\(opened.output)")
    }

    /// The remote the pull-request job pushes to, and the stand-in for `gh`.
    static func remote(in runner: FuzzCommandRunner) throws {
        let setup = """
            set -e
            git init -q --bare -b main remote.git
            git init -q -b main base && cd base
            git config user.name t && git config user.email t@t && mkdir Seeds && touch Seeds/.keep
            git add . && git commit -q -m base && git remote add origin ../remote.git && git push -q origin main
            mkdir -p ../bin && printf '#!/bin/sh\\nexit 0\\n' > ../bin/gh && chmod +x ../bin/gh
            """
        #expect(try WorkflowScriptTests.bash(setup, in: runner.directory).status == 0)
    }

    /// Whether `seed` is on the remote's nightly-seeds branch.
    static func pushed(_ seed: SeedFile, in runner: FuzzCommandRunner) throws -> Bool {
        try WorkflowScriptTests.bash("git --git-dir=remote.git show nightly-seeds:Seeds/\(seed.relativePath)", in: runner.directory).status == 0
    }

    @Test(
        "each job re-run alone finds what the jobs before it uploaded: the pull request after its own re-run, the import after a shard's, with every attempt's seeds and each shard's newest summary"
    )
    func rerunEachJob() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let artifacts = try ActionsArtifacts(store: runner.path("artifacts"))
        try Self.remote(in: runner)
        // Attempt 1: the whole night; its pull-request job fails (a network error, say).
        try Self.fuzz(TestSeeds.failing(), cases: 10, attempt: 1, in: runner, artifacts: artifacts)
        _ = try Self.importNight(attempt: 1, in: runner, artifacts: artifacts)
        // Attempt 2: only the pull-request job is re-run.
        try Self.pullRequest(attempt: 2, in: runner, artifacts: artifacts)
        #expect(try Self.pushed(TestSeeds.failing(), in: runner))
        // Attempt 3: the shard is re-run, and the jobs after it with it; it finds a crash this time.
        try Self.fuzz(ImportCommandTests.crash(950), cases: 20, attempt: 3, in: runner, artifacts: artifacts)
        let summary = try Self.importNight(attempt: 3, in: runner, artifacts: artifacts)
        #expect(summary.contains("| `demo-rectangle` | 20 |"), "the newest attempt's summary only: \(summary)")
        #expect(summary.components(separatedBy: "| 0/1 | completed |").count == 2, "one row for the shard: \(summary)")
        try Self.pullRequest(attempt: 3, in: runner, artifacts: artifacts)
        #expect(try Self.pushed(ImportCommandTests.crash(950), in: runner), "the re-run import's artifact replaced the first")
        #expect(
            FileManager.default.fileExists(atPath: runner.path("import-3/night-out/new-seeds/Seeds/\(TestSeeds.failing().relativePath)").path),
            "the first attempt's find is imported again beside the new one")
    }
}
