import Foundation
import DuoCheckEngine
import Testing
@testable import DuoMutation

/// `duo-fuzz mutate` end to end on a fixture package small enough to build in seconds: a core of a few
/// functions, and a `duo-fuzz` of its own that speaks the verdict's protocol (`running <id>` on standard error,
/// one JSON line, exit 1 on a kill). Its six mutants cover every outcome in one run: killed by a check, killed
/// by a trap, survived, stillborn, timed out, and listed as equivalent, rightly and wrongly.
///
/// The test is a function at the top of its module, not in a suite, and has no time-limit trait: Swift Testing
/// (6.3) then starts it with the suites, before the tests inside them, so that its long wait overlaps the rest of
/// the run instead of ending it.
@Test("duo-fuzz mutate end to end: every outcome in one run, the table, the survivor's diff, and the equivalent list, right and wrong")
func mutateEndToEnd() async throws {
    try await MutationEndToEnd.fixtureRun()
}

/// The fixture and the run of ``mutateEndToEnd()``.
enum MutationEndToEnd {
    static let core = """
        public let left = 1
        public func lower(_ a: Int, _ b: Int) -> Bool { a < b }
        public func pick() -> Int { left }
        public func unused(_ x: Int) -> Int { x + 1 }
        public func spare(_ x: Int) -> Int { x - 1 }
        public func checked(_ n: Int) -> Int { precondition(n >= 0); return n }
        public func loops(_ n: Int) -> Int {
            var i = 0
            while i != n { i += 1 }
            return i
        }

        """

    static let verdict = """
        import DuoGeometry
        import Foundation

        let checks: [(String, () -> Bool)] = [
            ("lower", { lower(1, 2) && !lower(2, 2) }),
            ("checked", { checked(0) == 0 }),
            ("loops", { loops(3) == 3 }),
        ]
        for (id, check) in checks {
            FileHandle.standardError.write(Data("running \\(id)\\n".utf8))
            if !check() {
                print("{\\"killer\\": \\"\\(id)\\"}")
                exit(1)
            }
        }
        print("{\\"killer\\": null}")

        """

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "MutationFixture",
            targets: [
                .target(name: "DuoGeometry", path: "Sources/DuoGeometry"),
                .executableTarget(name: "duo-fuzz", dependencies: ["DuoGeometry"], path: "Sources/duo-fuzz"),
            ]
        )

        """

    /// The mutants' outcomes by the text of their edit, from a JSON report.
    static func outcomes(_ report: [String: Any]) -> [String: String] {
        var found: [String: String] = [:]
        for mutant in report["mutants"] as? [[String: Any]] ?? [] {
            let edit = "\(mutant["line"] ?? 0): \(mutant["original"] ?? "") -> \(mutant["replacement"] ?? "")"
            found[edit] = "\(mutant["outcome"] ?? "")" + ((mutant["killer"] as? String).map { " by \($0)" } ?? "")
        }
        return found
    }

    /// Runs `duo-fuzz mutate` on the fixture, with an equivalent list, and checks what it found.
    static func fixtureRun() async throws {
        let runner = try MutationCommandTests.fixture([
            "Package.swift": Self.manifest, "Sources/DuoGeometry/Tiny.swift": Self.core, "Sources/duo-fuzz/main.swift": Self.verdict
        ])
        defer { runner.cleanUp() }
        // The equivalent list names `spare`'s mutant (rightly: nothing checks it) and `lower`'s (wrongly: a check kills it).
        let sites = try PackageSites(root: runner.directory).sites
        let spare = try #require(sites.first { $0.mutationOperator == .plusMinus && $0.line == 5 })
        let lower = try #require(sites.first { $0.mutationOperator == .relational && $0.line == 2 })
        let entries = [spare, lower].map { site in
            "{\"id\": \"\(site.id)\", \"file\": \"\(site.file)\", \"line text\": \"-\", \"operator\": \"\(site.mutationOperator.name)\", \"reason\": \"-\"}"
        }
        let list = runner.path(EquivalentMutantList.path)
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"mutants\": [\(entries.joined(separator: ", "))]}".utf8).write(to: list)
        let before = MutationCommandTests.snapshot(of: runner.directory)
        let package = runner.directory.path

        let run = try await runner.runAwaited(
            ["mutate", "--package", package, "--timeout", "2s", "--json", "out/run.json", "--events", "out/events.jsonl"], demo: false)
        #expect(run.status == 1, "\(run.all)")
        let events = try String(contentsOf: runner.path("out/events.jsonl"), encoding: .utf8).split(separator: "\n").map {
            try JSONValue(parsing: String($0))
        }
        let types = events.compactMap { $0["type"]?.stringValue }
        #expect(types == ["scratch-synced", "baseline-started", "baseline-held"] + Array(repeating: "judged", count: 6) + ["finished"], "\(types)")
        #expect(events.allSatisfy { $0["version"] == .integer(1) } && events.last?["judged"] == .integer(6))
        let found = outcomes(try runner.json("out/run.json"))
        #expect(found["2: < -> <="] == "killed by lower")
        #expect(found["3: left -> right"] == "stillborn")
        #expect(found["4: + -> -"] == "survived")
        #expect(found["5: - -> +"] == "survived")
        #expect(found["6: >= -> >"] == "killed by checked, trap", "\(found)")
        #expect(found["9: += -> -="] == "timed out")
        #expect(found.count == 6, "\(found)")
        // Judged: the trap's kill, the survivor and the time-out; `lower`'s kill counts only as wrongly listed.
        #expect(run.output.contains("| **total** | 1 | 0 | 1 | 1 | 1 | 1 | 33.3% | 33.3% |"), "\(run.output)")
        #expect(run.output.contains("-public func unused(_ x: Int) -> Int { x + 1 }\n+public func unused(_ x: Int) -> Int { x - 1 }"))
        #expect(!run.output.contains("+public func spare"), "a listed survivor gets no diff: \(run.output)")
        #expect(run.output.contains("equivalent ") && run.output.contains("WRONGLY LISTED \(lower.id)"), "\(run.output)")
        #expect(run.output.contains("wrongly listed"))
        #expect(MutationCommandTests.snapshot(of: runner.directory) == before, "the real tree was written to")
        let scratch = runner.directory.appendingPathComponent(ScratchPackage.folder)
        #expect(MutationCommandTests.snapshot(of: scratch) == before, "the scratch copy was left mutated")
    }
}
