import Foundation
import Testing
import DuoCheckEngine
@testable import DuoFuzzRun
import DuoFuzzTestSupport
import DuoSeedFiles

/// The nightly workflow's scripts (.github/scripts/), run here as the workflow runs them: a shard, the
/// import of the night, and the pull request, against a local remote and a stand-in for the `gh` CLI.
@Suite("Nightly workflow scripts")
struct WorkflowScriptTests {
    /// The repository's `.github/scripts/` folder.
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".github/scripts")

    /// The tools a script runs with: this machine's, or a Mac's (``MacToolShims`` first on `PATH`).
    enum Tools: String, CustomStringConvertible, CaseIterable, Sendable {
        case host, mac
        var description: String { rawValue }
    }

    /// Runs `command` with bash in `directory`, with `environment` added and `tools` first on its `PATH`; its status
    /// and output.
    @discardableResult
    static func bash(
        _ command: String, in directory: URL, environment: [String: String] = [:], tools: Tools = .host
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if tools == .mac {
            let shims = try MacToolShims.install(
                in: directory.deletingLastPathComponent().appendingPathComponent(".mac-tools-\(UUID().uuidString.prefix(8))"))
            merged["PATH"] = shims.path + ":" + (merged["PATH"] ?? "/usr/bin:/bin")
        }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = FuzzCommandRunner.readAll(pipe)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output.value, as: UTF8.self))
    }

    @Test(
        "a shard fuzzes, exits 1 on a find, and gathers its new seed files; the import brings them home with a body and a job summary",
        arguments: Tools.allCases)
    func shardAndImport(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let binary = FuzzCommandRunner.binary.path
        let shard = try Self.bash(
            Self.scripts.appendingPathComponent("fuzz-shard.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": binary, "SHARD": "0/1", "SEED": "7", "DURATION": "2s", "PROPERTIES": "demo-rectangle", "OUT": "shard-out",
                "DUOFUZZ_DEMO": "1"
            ], tools: tools)
        #expect(shard.status == 1, "\(shard.output)")
        let seed = TestSeeds.failing().relativePath
        #expect(FileManager.default.fileExists(atPath: runner.path("shard-out/new-seeds/Seeds/\(seed)").path), "\(shard.output)")
        #expect(FileManager.default.fileExists(atPath: runner.path("shard-out/summary.json").path))

        // The import job's checkout: this folder as a repository whose Seeds/ lacks the shard's seed.
        try FileManager.default.removeItem(at: runner.path("Seeds"))
        try FileManager.default.createDirectory(at: runner.path("night"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: runner.path("shard-out"), to: runner.path("night/fuzz-shard-0-of-1-attempt-1"))
        try Self.bash("git init -q . && touch night/.keep", in: runner.directory)
        let imported = try Self.bash(
            Self.scripts.appendingPathComponent("import-night.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": binary, "SHARDS": "night", "RUN_URL": "https://example.invalid/runs/1", "OUT": "night-out", "DUOFUZZ_DEMO": "1",
                "GITHUB_OUTPUT": runner.path("output.txt").path, "GITHUB_STEP_SUMMARY": runner.path("step-summary.md").path
            ], tools: tools)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(FileManager.default.fileExists(atPath: runner.path("night-out/new-seeds/Seeds/\(seed)").path), "\(imported.output)")
        #expect(try String(contentsOf: runner.path("output.txt"), encoding: .utf8).contains("has-new-seeds=true"))
        #expect(try String(contentsOf: runner.path("step-summary.md"), encoding: .utf8).contains("| `demo-rectangle` |"))
        #expect(try String(contentsOf: runner.path("night-out/pr-body.md"), encoding: .utf8).contains("`duo-fuzz replay Seeds/\(seed)`"))
    }

    @Test(
        "the newest Xcode of a major version is selected for the later steps, and a runner without one fails naming what it has",
        arguments: Tools.allCases)
    func xcodeSelection(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        for app in ["Xcode_16.4.app", "Xcode_26.0.app", "Xcode_26.4.1.app", "Xcode_26.10.app", "Xcode_26.6_beta.app"] {
            try FileManager.default.createDirectory(at: runner.path("Applications/\(app)"), withIntermediateDirectories: true)
        }
        let script = Self.scripts.appendingPathComponent("select-xcode.sh").path
        let environment = ["APPLICATIONS": runner.path("Applications").path, "GITHUB_ENV": runner.path("env").path]
        let selected = try Self.bash("\(script) 26", in: runner.directory, environment: environment, tools: tools)
        #expect(selected.status == 0, "\(selected.output)")
        #expect(
            try String(contentsOf: runner.path("env"), encoding: .utf8)
                == "DEVELOPER_DIR=\(runner.path("Applications").path)/Xcode_26.10.app/Contents/Developer\n")
        let missing = try Self.bash("\(script) 27", in: runner.directory, environment: environment, tools: tools)
        #expect(missing.status == 1 && missing.output.contains("no Xcode 27") && missing.output.contains("Xcode_26.10.app"), "\(missing.output)")
    }

    @Test("the Apple jobs' toolchain check passes Swift 6.3 and newer and fails an older one, naming it", arguments: Tools.allCases)
    func swiftVersionCheck(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let script = Self.scripts.appendingPathComponent("require-swift.sh").path
        try FileManager.default.createDirectory(at: runner.path("bin"), withIntermediateDirectories: true)
        for (version, passes) in [("6.2.3", false), ("6.3", true), ("6.10.1", true), ("7.0", true), ("5.10", false)] {
            let swift = runner.path("bin/swift")
            try Data("#!/bin/sh\necho 'swift-driver version: 1.0 Apple Swift version \(version) (swiftlang-1)'\n".utf8).write(to: swift)
            chmod(swift.path, 0o755)
            let path = runner.path("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let checked = try Self.bash("\(script) 6.3", in: runner.directory, environment: ["PATH": path], tools: tools)
            #expect((checked.status == 0) == passes, "Swift \(version): \(checked.output)")
            #expect(passes || checked.output.contains("Swift \(version.split(separator: ".").prefix(2).joined(separator: ".")) is older than 6.3"))
        }
    }

    @Test("the pull request is opened once on the nightly-seeds branch, then updated, with the new seeds committed on top", arguments: Tools.allCases)
    func pullRequest(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let setup = """
            set -e
            git init -q --bare -b main remote.git
            git init -q -b main work && cd work
            git config user.name t && git config user.email t@t && mkdir Seeds && touch Seeds/.keep
            git add . && git commit -q -m base && git remote add origin ../remote.git && git push -q origin main
            mkdir -p ../bin ../night/new-seeds/Seeds/demo-holds && echo '{}' > ../night/new-seeds/Seeds/demo-holds/a.json
            echo body > ../body.md
            printf '#!/bin/sh\\necho "$@" >> %s\\nif [ "$1 $2" = "pr list" ]; then echo "${FAKE_PR:-}"; fi\\n' "$PWD/../gh.log" > ../bin/gh
            chmod +x ../bin/gh
            """
        #expect(try Self.bash(setup, in: runner.directory).status == 0)
        let script = Self.scripts.appendingPathComponent("open-seeds-pr.sh").path
        let environment = [
            "PATH": runner.path("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "NEW_SEEDS": runner.path("night/new-seeds").path, "BODY": runner.path("body.md").path, "BASE": "main"
        ]
        let opened = try Self.bash(script, in: runner.path("work"), environment: environment, tools: tools)
        #expect(opened.status == 0, "\(opened.output)")
        #expect(try Self.bash("git --git-dir=remote.git show nightly-seeds:Seeds/demo-holds/a.json", in: runner.directory).status == 0)
        // The next night: one more seed, and the pull request exists.
        try Data("{}".utf8).write(to: runner.path("night/new-seeds/Seeds/demo-holds/b.json"))
        let updated = try Self.bash(
            script, in: runner.path("work"), environment: environment.merging(["FAKE_PR": "12"]) { _, new in new }, tools: tools)
        #expect(updated.status == 0, "\(updated.output)")
        #expect(try Self.bash("git --git-dir=remote.git show nightly-seeds:Seeds/demo-holds/b.json", in: runner.directory).status == 0)
        let calls = try String(contentsOf: runner.path("gh.log"), encoding: .utf8)
        #expect(calls.contains("pr create --head nightly-seeds --base main"), "\(calls)")
        #expect(calls.contains("pr edit 12 --body-file"), "\(calls)")
        #expect(calls.components(separatedBy: "pr create").count == 2, "one pull request: \(calls)")
        // Git authenticates through gh (the checkout keeps no credentials), and every push dispatches CI on the branch.
        #expect(calls.hasPrefix("auth setup-git\n"), "\(calls)")
        #expect(calls.components(separatedBy: "workflow run ci.yml --ref nightly-seeds").count == 3, "CI after each push: \(calls)")
        // A night that brings nothing new pushes nothing, and dispatches nothing.
        let unchanged = try Self.bash(
            script, in: runner.path("work"), environment: environment.merging(["FAKE_PR": "12"]) { _, new in new }, tools: tools)
        #expect(unchanged.status == 0 && unchanged.output.contains("holds every new seed already"), "\(unchanged.output)")
        let after = try String(contentsOf: runner.path("gh.log"), encoding: .utf8)
        #expect(after.components(separatedBy: "workflow run").count == 3, "\(after)")
    }

    /// The repository's nightly workflow.
    static let workflow = scripts.deletingLastPathComponent().appendingPathComponent("workflows/nightly-fuzz.yml")

    /// The `if:` of job `job` in the nightly workflow.
    static func condition(ofJob job: String) throws -> String? {
        let lines = try String(contentsOf: workflow, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "  \(job):") else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  ") && !line.hasPrefix("    ") && !line.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
            if line.hasPrefix("    if: ") { return String(line.dropFirst("    if: ".count)) }
        }
        return nil
    }

    /// A shard's JSON summary, as `duo-fuzz run --summary` writes it.
    static func shardSummary(_ shard: String) throws -> Data {
        try RunSummary(
            seed: 7, shard: shard, workers: 1, status: "completed", exitCode: 1, seconds: 2,
            properties: [
                PropertySummary(
                    propertyID: "demo-rectangle", casesRun: 10, invalidCases: 0, casesPerSecond: 5, seconds: 2,
                    failures: 1, crashes: 0, slices: [])
            ],
            counterexamples: []
        ).encoded()
    }

    @Test(
        "a night with a bad seed file and a bad summary still brings its good seed home and names both bad files in the job summary; the pull-request job runs after such a partial import",
        arguments: Tools.allCases)
    func partialImport(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let first = "night/fuzz-shard-0-of-2-attempt-1"
        let second = "night/fuzz-shard-1-of-2-attempt-1"
        _ = try SeedStore(directory: runner.path("\(first)/new-seeds/Seeds")).save(TestSeeds.failing())
        try FileManager.default.createDirectory(at: runner.path("\(second)/new-seeds/Seeds/demo-holds"), withIntermediateDirectories: true)
        try Data("{ not a seed".utf8).write(to: runner.path("\(second)/new-seeds/Seeds/demo-holds/bad.json"))
        try Self.shardSummary("0/2").write(to: runner.path("\(first)/summary.json"))
        try Data("{ cut".utf8).write(to: runner.path("\(second)/summary.json"))
        try Self.bash("git init -q .", in: runner.directory)
        let imported = try Self.bash(
            Self.scripts.appendingPathComponent("import-night.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": FuzzCommandRunner.binary.path, "SHARDS": "night", "OUT": "night-out", "DUOFUZZ_DEMO": "1",
                "GITHUB_OUTPUT": runner.path("output.txt").path, "GITHUB_STEP_SUMMARY": runner.path("step-summary.md").path
            ], tools: tools)
        #expect(imported.status == 2, "a bad file fails the job, after the rest is imported: \(imported.output)")
        let seed = TestSeeds.failing().relativePath
        #expect(FileManager.default.fileExists(atPath: runner.path("night-out/new-seeds/Seeds/\(seed)").path), "\(imported.output)")
        #expect(try String(contentsOf: runner.path("output.txt"), encoding: .utf8).contains("has-new-seeds=true"))
        #expect(FileManager.default.fileExists(atPath: runner.path("night-out/pr-body.md").path))
        let summary = try String(contentsOf: runner.path("step-summary.md"), encoding: .utf8)
        #expect(summary.contains("| `demo-rectangle` |"), "the good summary is still shown: \(summary)")
        #expect(summary.contains("fuzz-shard-1-of-2-attempt-1/summary.json"), "the bad summary is named: \(summary)")
        #expect(summary.contains("new-seeds/Seeds/demo-holds/bad.json"), "the bad seed file is named: \(summary)")
        // GitHub adds success() to a condition without a status function, which skips the job after a partial import.
        let condition = try #require(try Self.condition(ofJob: "pull-request"))
        #expect(condition.contains("!cancelled()") && condition.contains("needs.import.outputs.has-new-seeds == 'true'"), "\(condition)")
    }

    @Test(
        "an import that dies part way brings nothing home: has-new-seeds=false, the job summary says the import failed, and the script fails",
        arguments: Tools.allCases)
    func importDies(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("night/fuzz-shard-0-of-1-attempt-1"), withIntermediateDirectories: true)
        // A duo-fuzz that copies one seed in and then dies of a signal, as a crash part way through an import would.
        let fake = """
            #!/bin/sh
            if [ "$1" = import ]; then mkdir -p Seeds/demo-holds && echo '{}' > Seeds/demo-holds/half.json && kill -SEGV $$; fi
            """
        try Data(fake.utf8).write(to: runner.path("fake-duo-fuzz"))
        try Self.bash("chmod +x fake-duo-fuzz && git init -q .", in: runner.directory)
        let imported = try Self.bash(
            Self.scripts.appendingPathComponent("import-night.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": runner.path("fake-duo-fuzz").path, "SHARDS": "night", "OUT": "night-out",
                "GITHUB_OUTPUT": runner.path("output.txt").path, "GITHUB_STEP_SUMMARY": runner.path("step-summary.md").path
            ], tools: tools)
        #expect(imported.status != 0 && imported.status != 2, "\(imported.output)")
        #expect(try String(contentsOf: runner.path("output.txt"), encoding: .utf8).contains("has-new-seeds=false"), "\(imported.output)")
        #expect(try String(contentsOf: runner.path("step-summary.md"), encoding: .utf8).contains("import failed"), "\(imported.output)")
    }

    @Test(
        "the properties input takes only property patterns: --no-replay, --hang-timeout 1ms and a word that is not a pattern are refused before anything runs",
        arguments: ["--no-replay", "demo-holds --hang-timeout 1ms", "demo-holds;ls", "-x"])
    func onlyPatterns(properties: String) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data("#!/bin/sh\necho \"$@\" > ran.txt\n".utf8).write(to: runner.path("fake-duo-fuzz"))
        try Self.bash("chmod +x fake-duo-fuzz", in: runner.directory)
        let shard = try Self.bash(
            Self.scripts.appendingPathComponent("fuzz-shard.sh").path, in: runner.directory,
            environment: [
                "DUO_FUZZ": runner.path("fake-duo-fuzz").path, "SHARD": "0/1", "SEED": "7", "DURATION": "2s", "PROPERTIES": properties,
                "OUT": "shard-out"
            ])
        #expect(shard.status == 2, "\(shard.output)")
        #expect(shard.output.contains("not a property pattern"), "\(shard.output)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("ran.txt").path), "duo-fuzz must not run: \(shard.output)")
    }

    @Test(
        "property patterns reach duo-fuzz run after the options and --, unexpanded by the shell, and no pattern runs every property",
        arguments: Tools.allCases)
    func patternsAfterOptions(tools: Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data("#!/bin/sh\necho \"$@\" > ran.txt\n".utf8).write(to: runner.path("fake-duo-fuzz"))
        try Self.bash("chmod +x fake-duo-fuzz && touch demo-file", in: runner.directory)
        for (properties, suffix) in [(" demo-*  band-containment ", " -- demo-* band-containment\n"), ("", " --\n")] {
            let shard = try Self.bash(
                Self.scripts.appendingPathComponent("fuzz-shard.sh").path, in: runner.directory,
                environment: [
                    "DUO_FUZZ": runner.path("fake-duo-fuzz").path, "SHARD": "0/1", "SEED": "7", "DURATION": "2s", "PROPERTIES": properties,
                    "OUT": "shard-out"
                ], tools: tools)
            #expect(shard.status == 0, "\(shard.output)")
            let arguments = try String(contentsOf: runner.path("ran.txt"), encoding: .utf8)
            #expect(arguments.hasSuffix(suffix), "\(arguments)")
        }
    }
}
