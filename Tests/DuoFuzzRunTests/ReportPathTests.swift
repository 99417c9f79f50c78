import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport

/// Where `--junit` and `--summary` write: a regular file or a new path is replaced in one rename; a symbolic link
/// is written through, to the file it leads to, and stays a link; a special file (a device, a FIFO, the run's own
/// standard output) is written into, never replaced; an error names the path and loses no find.
@Suite("duo-fuzz report paths")
struct ReportPathTests {
    /// `lstat`'s file type of `path` (`S_IFREG`, `S_IFLNK`, …), or `nil` when nothing is there.
    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Whether this system has `/dev/full`, a device that fails every write with ENOSPC: Linux has it, macOS has
    /// none (and no other device that fails writes that way), so the tests that need it are skipped there.
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    /// A device that fails every write with ENOSPC: a node of /dev/full made in the test's folder, so that a writer
    /// that replaces it harms nothing else; /dev/full itself only where a node cannot be made and the test is not
    /// root (and so cannot replace it).
    static func fullDevice(in runner: FuzzCommandRunner) throws -> String {
        let device = runner.path("full").path
        var status = stat()
        try #require(stat("/dev/full", &status) == 0)
        let path = mknod(device, S_IFCHR | 0o666, status.st_rdev) == 0 ? device : "/dev/full"
        try #require(path == device || getuid() != 0, "as root, only a node of our own may be put at risk")
        return path
    }

    /// A run of the planted rectangle that finds it, with these report options.
    static func findingRun(_ runner: FuzzCommandRunner, _ reports: [String]) throws -> FuzzCommandRunner.Result {
        try runner.run(["run", "demo-rectangle", "--cases", "2000", "--seed", "7", "--workers", "1", "--no-replay"] + reports)
    }

    @Test("--junit and --summary through a symbolic link write the file it leads to, and the link stays a link")
    func throughALink() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.path("shared"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: runner.path("shared/junit.xml"))
        try Data("old".utf8).write(to: runner.path("shared/summary.json"))
        try FileManager.default.createSymbolicLink(atPath: runner.path("junit.xml").path, withDestinationPath: "shared/junit.xml")
        try FileManager.default.createSymbolicLink(atPath: runner.path("summary.json").path, withDestinationPath: "shared/summary.json")
        let run = try Self.findingRun(runner, ["--junit", "junit.xml", "--summary", "summary.json"])
        #expect(run.status == 1, "\(run.all)")
        #expect(Self.fileType(runner.path("junit.xml").path) == S_IFLNK, "the link is kept")
        #expect(Self.fileType(runner.path("summary.json").path) == S_IFLNK, "the link is kept")
        #expect(try String(contentsOf: runner.path("shared/junit.xml"), encoding: .utf8).contains("<testsuites>"), "\(run.all)")
        #expect(Self.fileType(runner.path("shared/summary.json").path) == S_IFREG, "\(run.all)")
        #expect(try runner.json("shared/summary.json")["seed"] as? Int == 7)
    }

    @Test("--junit or --summary naming a symbolic link that leads nowhere is bad usage before any work")
    func danglingLink() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: runner.path("junit.xml").path, withDestinationPath: "missing/junit.xml")
        let run = try runner.run(["run", "demo-rectangle", "--cases", "100", "--seed", "7", "--junit", "junit.xml"])
        #expect(run.status == 2, "\(run.all)")
        #expect(run.errorOutput.contains("--junit: junit.xml is a symbolic link to missing/junit.xml, which does not exist"), "\(run.errorOutput)")
        #expect(!run.output.contains("duo-fuzz run:"), "no work was started")
    }

    @Test("--junit into a FIFO writes through it: the reader gets the XML, and the FIFO stays a FIFO")
    func intoAFIFO() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let fifo = runner.path("junit.fifo").path
        try #require(mkfifo(fifo, 0o644) == 0)
        // A reader that does not block: the run's writer finds it, and the test reads what arrived once the run ends.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "7", "--workers", "1", "--no-replay", "--junit", fifo])
        #expect(run.status == 0, "\(run.all)")
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(
            String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).contains("<testcase classname=\"duo-fuzz\" name=\"demo-holds\""),
            "\(run.all)")
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO is not replaced")
    }

    @Test("--junit through a link to the run's own standard output (as /dev/stdout is) writes the XML there")
    func toStandardOutput() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: runner.path("stdout").path, withDestinationPath: "/dev/fd/1")
        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "7", "--workers", "1", "--no-replay", "--junit", "stdout"])
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("<testcase classname=\"duo-fuzz\" name=\"demo-holds\""), "\(run.all)")
        #expect(Self.fileType(runner.path("stdout").path) == S_IFLNK, "the link is kept")
    }

    @Test(
        "--junit into a full device (ENOSPC) is an error naming the path; the device stays, the find is stored, and --summary is still written",
        .enabled(if: hasFullDevice, "needs /dev/full, which macOS lacks"))
    func fullDevice() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let path = try Self.fullDevice(in: runner)
        let run = try Self.findingRun(runner, ["--junit", path, "--summary", "summary.json"])
        #expect(run.status == 1, "a find decides the exit code: \(run.all)")
        #expect(run.errorOutput.contains("--junit: cannot write \(path): No space left on device"), "\(run.errorOutput)")
        #expect(Self.fileType(path) == S_IFCHR, "the device is not replaced")
        #expect(runner.files(under: "Seeds/demo-rectangle", withExtension: "json").count == 1, "the find is kept")
        #expect(try runner.json("summary.json")["counterexamples"] as? [Any] != nil, "\(run.all)")
    }

    @Test(
        "a report that cannot be written makes a run that found nothing exit 2, naming it",
        .enabled(if: hasFullDevice, "needs /dev/full, which macOS lacks"))
    func unwritableReportIsAnError() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let path = try Self.fullDevice(in: runner)
        let run = try runner.run(["run", "demo-holds", "--cases", "10", "--seed", "7", "--workers", "1", "--no-replay", "--summary", path])
        #expect(run.status == 2, "\(run.all)")
        #expect(run.errorOutput.contains("--summary: cannot write"), "\(run.errorOutput)")
    }

    @Test("a regular report file is replaced whole, and a new path is created")
    func regularAndNew() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Data(String(repeating: "x", count: 100_000).utf8).write(to: runner.path("junit.xml"))
        let run = try runner.run([
            "run", "demo-holds", "--cases", "10", "--seed", "7", "--workers", "1", "--no-replay",
            "--junit", "junit.xml", "--summary", "new/summary.json"
        ])
        #expect(run.status == 0, "\(run.all)")
        let xml = try String(contentsOf: runner.path("junit.xml"), encoding: .utf8)
        #expect(xml.hasPrefix("<?xml") && !xml.contains("xxx"), "\(xml.prefix(200))")
        #expect(try runner.json("new/summary.json")["seed"] as? Int == 7)
    }
}
