import Foundation
import Testing
@testable import DuoMutation

/// `duo-fuzz mutate` end to end on a fixture package small enough to build in seconds: a six-line core, and a
/// `duo-fuzz` of its own that speaks the verdict's protocol (`running <id>` on standard error, one JSON line,
/// exit 1 on a kill). Its mutants cover every outcome: killed by a check, killed by a trap, survived,
/// stillborn, timed out.
@Suite("Mutation end to end", .serialized)
struct MutationEndToEndTests {
    static let core = """
        public let left = 1
        public func lower(_ a: Int, _ b: Int) -> Bool { a < b }
        public func pick() -> Int { left }
        public func unused(_ x: Int) -> Int { x + 1 }
        public func checked(_ n: Int) -> Int { precondition(n >= 0); return n }
        public func loops(_ n: Int) -> Int {
            var i = 0
            while i < n { i += 1 }
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
    func outcomes(_ report: [String: Any]) -> [String: String] {
        var found: [String: String] = [:]
        for mutant in report["mutants"] as? [[String: Any]] ?? [] {
            let edit = "\(mutant["line"] ?? 0): \(mutant["original"] ?? "") -> \(mutant["replacement"] ?? "")"
            found[edit] = "\(mutant["outcome"] ?? "")" + ((mutant["killer"] as? String).map { " by \($0)" } ?? "")
        }
        return found
    }

    @Test("every outcome, the table and the survivor's diff; then the equivalent list, right and wrong")
    func fixtureRun() throws {
        let runner = try MutationCommandTests.fixture([
            "Package.swift": Self.manifest, "Sources/DuoGeometry/Tiny.swift": Self.core, "Sources/duo-fuzz/main.swift": Self.verdict
        ])
        defer { runner.cleanUp() }
        let before = MutationCommandTests.snapshot(of: runner.directory)
        let package = runner.directory.path

        let first = try runner.run(["mutate", "--package", package, "--timeout", "3s", "--json", "out/first.json"], demo: false)
        #expect(first.status == 1, "\(first.all)")
        let found = outcomes(try runner.json("out/first.json"))
        #expect(found["2: < -> <="] == "killed by lower")
        #expect(found["3: left -> right"] == "stillborn")
        #expect(found["4: + -> -"] == "survived")
        #expect(found["5: >= -> >"]?.hasPrefix("killed by checked, SIG") == true, "\(found)")
        #expect(found["8: < -> <="] == "killed by loops")
        #expect(found["8: += -> -="] == "timed out")
        #expect(first.output.contains("| **total** | 3 | 0 | 1 | 1 | 1 | 0 | 60.0% | 60.0% |"), "\(first.output)")
        #expect(first.output.contains("-public func unused(_ x: Int) -> Int { x + 1 }\n+public func unused(_ x: Int) -> Int { x - 1 }"))
        #expect(MutationCommandTests.snapshot(of: runner.directory) == before, "the real tree was written to")
        let scratch = runner.directory.appendingPathComponent(ScratchPackage.folder)
        #expect(MutationCommandTests.snapshot(of: scratch) == before, "the scratch copy was left mutated")

        // List the survivor (rightly: nothing checks `unused`) and the killed `lower` mutant (wrongly).
        let sites = try PackageSites(root: runner.directory).sites
        let survivor = try #require(sites.first { $0.mutationOperator == .plusMinus })
        let killed = try #require(sites.first { $0.mutationOperator == .relational })
        let entries = [survivor, killed].map { site in
            "{\"id\": \"\(site.id)\", \"file\": \"\(site.file)\", \"line text\": \"-\", \"operator\": \"\(site.mutationOperator.name)\", \"reason\": \"-\"}"
        }
        let list = runner.path(EquivalentMutantList.path)
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"mutants\": [\(entries.joined(separator: ", "))]}".utf8).write(to: list)
        let second = try runner.run(["mutate", "--package", package, "--operator", "plus-minus", "--operator", "relational"], demo: false)
        #expect(second.status == 1, "\(second.all)")
        #expect(second.output.contains("equivalent ") && second.output.contains("WRONGLY LISTED \(killed.id)"), "\(second.output)")
        #expect(second.output.contains("| **total** | 2 | 0 | 0 | 0 | 0 | 1 | 100.0% | 100.0% |"), "\(second.output)")
        #expect(second.output.contains("wrongly listed") && !second.output.contains("### Survivors"))
    }
}
