import DuoCheckEngine
import DuoFuzzTestSupport
import Foundation
import Testing

@testable import DuoNightly

/// `duo-fuzz import --json` writes what the import did, and `summarize --import` reads it back for the workflow:
/// the job summary's section and the new seed files' paths, with no console to read.
@Suite("Import record")
struct ImportRecordTests {
    @Test("the record holds the import's counts, new seeds and line; summarize --import shows it and --paths lists the new seeds")
    func recordIsReadBack() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try ImportCommandTests.shards(in: runner)
        let run = try runner.run(["import", "night/shard-0", "night/shard-1", "--json", "out/import.json"])
        #expect(run.status == 0, "\(run.all)")
        let record = try ImportRecord.read(Data(contentsOf: runner.path("out/import.json")))
        #expect(run.output.contains(record.line), "the console's closing line is the record's:\n\(run.output)")
        #expect(record.artifacts == 2 && record.seedFiles == 5 && record.bad.isEmpty, "\(record)")
        #expect(
            Set(record.new.map(\.seedFile)) == ["Seeds/\(TestSeeds.failing().relativePath)", "Seeds/\(ImportCommandTests.crash(950).relativePath)"])

        let section = try runner.run(["summarize", "--import", "out/import.json"])
        #expect(section.status == 0 && section.output.hasPrefix("### Import\n\n\(record.line)"), "\(section.all)")
        #expect(section.output.contains("| `demo-rectangle` |"), "\(section.output)")
        let paths = try runner.run(["summarize", "--import", "out/import.json", "--paths"])
        #expect(Set(paths.output.split(separator: "\n").map(String.init)) == Set(record.new.map(\.seedFile)), "\(paths.all)")
        for path in record.new.map(\.seedFile) { #expect(FileManager.default.fileExists(atPath: runner.path(path).path), "\(path)") }
    }

    @Test(
        "a record of another version, one that is not JSON, one with a seed path that leaves the checkout or a negative count, and --paths without --import are bad usage naming the file or option"
    )
    func badRecords() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let future = #"{"formatVersion":2,"artifacts":0,"seedFiles":0,"new":[],"known":0,"stale":0,"duplicates":0,"sameCrash":0,"bad":[]}"#
        try Data(future.utf8).write(to: runner.path("future.json"))
        try Data("{ cut".utf8).write(to: runner.path("cut.json"))
        let newer = try runner.run(["summarize", "--import", "future.json"])
        #expect(newer.status == 2 && newer.errorOutput.contains("future.json") && newer.errorOutput.contains("format 2"), "\(newer.all)")
        let cut = try runner.run(["summarize", "--import", "cut.json"])
        #expect(cut.status == 2 && cut.errorOutput.contains("cut.json is not an import record (not JSON: line 1, column 3"), "\(cut.all)")
        let record = #"{"formatVersion":1,"artifacts":1,"seedFiles":1,"new":[NEW],"known":0,"stale":0,"duplicates":0,"sameCrash":0,"bad":[]}"#
        for path in ["../../etc/passwd.json", "/etc/hostname.json", #"Seeds/a.json\n../x.json"#, "", "Seeds/x/../../y.json"] {
            let new = #"{"propertyID":"p","kind":"failure","message":"m","seedFile":"PATH","seeds":1}"#.replacingOccurrences(of: "PATH", with: path)
            try Data(record.replacingOccurrences(of: "NEW", with: new).utf8).write(to: runner.path("crafted.json"))
            let crafted = try runner.run(["summarize", "--import", "crafted.json", "--paths"])
            #expect(
                crafted.status == 2 && crafted.output.isEmpty && crafted.errorOutput.contains("is not a relative path"), "\(path): \(crafted.all)")
        }
        let negative = record.replacingOccurrences(of: "NEW", with: "").replacingOccurrences(of: #""known":0"#, with: #""known":-5"#)
        try Data(negative.utf8).write(to: runner.path("negative.json"))
        #expect(try runner.run(["summarize", "--import", "negative.json"]).errorOutput.contains("a negative count (-5)"))
        let alone = try runner.run(["summarize", "--paths"])
        #expect(alone.status == 2 && alone.errorOutput.contains("--paths goes with --import"), "\(alone.all)")
    }

    @Test("a --json path that cannot be written is refused before anything is imported")
    func recordPathCheckedFirst() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try ImportCommandTests.shards(in: runner)
        try FileManager.default.createDirectory(at: runner.path("taken.json"), withIntermediateDirectories: true)
        let run = try runner.run(["import", "night/shard-0", "--json", "taken.json"])
        #expect(run.status == 2 && run.errorOutput.contains("--json") && run.errorOutput.contains("nothing was imported"), "\(run.all)")
        let inside = try runner.run(["import", "night/shard-0", "--json", "Seeds/import.json"])
        #expect(inside.status == 2 && inside.errorOutput.contains("inside the seeds folder"), "\(inside.all)")
        let same = try runner.run(["import", "night/shard-0", "--json", "out.json", "--pr-body", "out.json"])
        #expect(
            same.status == 2 && same.errorOutput.contains("both name out.json") && same.errorOutput.contains("nothing was imported"), "\(same.all)")
        #expect(runner.files(under: "Seeds", withExtension: "json").isEmpty, "nothing was imported")
    }
}
