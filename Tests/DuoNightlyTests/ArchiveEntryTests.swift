import Foundation
import Testing
import DuoCheckEngine
import DuoFuzzTestSupport
import DuoSeedFiles

/// `duo-fuzz import` reads a ZIP artifact entry by entry: a path refused as stored (before any normalisation), a
/// link or special file of any archiver's system, and a zip bomb are each named, cost only themselves, and the
/// artifact's other seeds come home.
@Suite("duo-fuzz import reads ZIP entries")
struct ArchiveEntryTests {
    /// The valid seed every archive here holds beside its hostile entries, deflated.
    static let valid = ZipWriter.Entry.deflated("new-seeds/Seeds/demo-rectangle/\(TestSeeds.failing().shortHash).json", bytes(TestSeeds.failing()))

    static func bytes(_ seed: SeedFile) -> [UInt8] {
        [UInt8]((try? seed.encoded()) ?? Data())
    }

    /// A real crash seed of demo-trap under `name`, stored with the given host, attributes and extra field.
    static func crash(_ name: String, host: UInt8 = 3, attributes: UInt32 = 0o100644 << 16, extra: [UInt8] = []) -> ZipWriter.Entry {
        var entry = ZipWriter.Entry.stored(name, bytes(ImportCommandTests.crash(950)))
        entry.host = host
        entry.attributes = attributes
        entry.extra = extra
        return entry
    }

    /// Imports `entries` as `shard.zip` (under `prefix`, a shell line run first); checks that the valid seed and only
    /// it came home, with exit 2; the output.
    static func importArchive(_ entries: [ZipWriter.Entry], prefix: String = "", in runner: FuzzCommandRunner) throws -> String {
        try ZipWriter.archive(entries + [valid]).write(to: runner.path("shard.zip"))
        let run = try WorkflowScriptTests.bash(
            "\(prefix) exec '\(FuzzCommandRunner.binary.path)' import shard.zip", in: runner.directory, environment: ["DUOFUZZ_DEMO": "1"])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("1 new, 0 known, 0 stale"), "\(run.output)")
        #expect(
            runner.files(under: "Seeds", withExtension: "json").map(\.lastPathComponent) == ["\(TestSeeds.failing().shortHash).json"],
            "only the valid seed: \(run.output)")
        return run.output
    }

    @Test("paths are judged as stored: a .. that climbs out, an absolute path, a drive, a backslash and an empty part are each named")
    func hostilePaths() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let refused = [
            ("Seeds/../../../../tmp/x.json", "a path that climbs out of the archive (..)"),
            ("/tmp/Seeds/demo-trap/x.json", "an absolute path"),
            ("C:/Seeds/demo-trap/x.json", "a path on a drive (C:)"),
            ("new-seeds\\Seeds\\demo-trap\\x.json", "a backslash in its path (a Windows separator)"),
            ("new-seeds//Seeds/demo-trap/x.json", "a path with an empty or . part"),
            ("./Seeds/demo-trap/x.json", "a path with an empty or . part")
        ]
        let output = try Self.importArchive(refused.map { Self.crash($0.0) }, in: runner)
        for (name, reason) in refused {
            #expect(output.contains("BAD    shard.zip: \(name): \(reason), not extracted"), "\(name): \(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: runner.path("tmp").path), "\(output)")
    }

    @Test("links and special files of every archiver's system are named and not read, a link named like a folder of seeds included")
    func linksOfEveryHost() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let name = "new-seeds/Seeds/demo-trap/"
        let asiLink = ZipWriter.le(0x756E, 2) + ZipWriter.le(14, 2) + ZipWriter.le(0, 4) + ZipWriter.le(0o120777, 2) + [UInt8](repeating: 0, count: 8)
        let pkwareLink = ZipWriter.le(0x000D, 2) + ZipWriter.le(16, 2) + [UInt8](repeating: 0, count: 12) + Array("/etc".utf8)
        let refused = [
            (Self.crash(name + "unix.json", attributes: 0o120777 << 16), "a symbolic link in the ZIP"),
            (Self.crash(name + "macos.json", host: 19, attributes: 0o120755 << 16), "a symbolic link in the ZIP"),
            (Self.crash(name + "sevenzip.json", host: 0, attributes: 0o120777 << 16 | 0x8020), "a symbolic link in the ZIP"),
            (Self.crash(name + "ntfs.json", host: 10, attributes: 0x420), "a symbolic link (a Windows reparse point) in the ZIP"),
            (Self.crash(name + "asi.json", host: 0, attributes: 0x20, extra: asiLink), "a symbolic link (by its ASi Unix extra field) in the ZIP"),
            (Self.crash(name + "pkware.json", host: 0, attributes: 0x20, extra: pkwareLink), "a symbolic link or device (by its PKWARE Unix"),
            (Self.crash(name + "fifo.json", attributes: 0o010644 << 16), "a special file (a FIFO, device or socket) in the ZIP"),
            (Self.crash("new-seeds/Seeds/demo-rectangle", attributes: 0o120777 << 16), "a symbolic link in the ZIP")
        ]
        let output = try Self.importArchive(refused.map(\.0), in: runner)
        for (entry, reason) in refused {
            #expect(output.contains("BAD    shard.zip: \(String(decoding: entry.name, as: UTF8.self)): \(reason)"), "\(reason): \(output)")
        }
    }

    @Test("a zip bomb is refused from the size it states, and one whose size lies as soon as it inflates past it, within bounded memory and disk")
    func zipBomb() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        // 12,485,370 copies: 3 GiB less 11 bytes, from 3 MB.
        let bomb = ZipWriter.Entry.bomb("new-seeds/Seeds/demo-trap/bomb.json", copies: 12_485_370)
        let liar = ZipWriter.Entry.bomb("new-seeds/Seeds/demo-trap/liar.json", copies: 400_000, statedSize: 1_000_000)
        #expect(bomb.stored.count < 3_200_000 && bomb.size == 3_221_225_461)
        // The liar states 1 MB and inflates to 103 MB. At most 64 MiB per file written, and on Linux 1 GiB of address
        // space (macOS maps its shared cache past that): inflating the bomb, or unpacking it to disk, fails.
        let limits = "if [ \"$(uname)\" = Linux ]; then ulimit -v 1048576; fi; ulimit -f 65536 &&"
        let output = try Self.importArchive([bomb, liar], prefix: limits, in: runner)
        #expect(
            output.contains("BAD    shard.zip: new-seeds/Seeds/demo-trap/bomb.json: states 3221225461 bytes, past the 64 MiB a seed file may hold"),
            "\(output)")
        #expect(output.contains("BAD    shard.zip: new-seeds/Seeds/demo-trap/liar.json: inflates past the 1000000 bytes it states"), "\(output)")
    }
}
