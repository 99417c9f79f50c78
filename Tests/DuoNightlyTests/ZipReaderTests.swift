import Foundation
import Testing
@testable import DuoNightly
import DuoFuzzTestSupport

/// The package's own ZIP reading: DEFLATE decoding against zlib's, the limit on output, and the rules each entry
/// is judged by, from PKWARE's APPNOTE and RFC 1951.
@Suite("ZIP reading")
struct ZipReaderTests {
    /// Runs `script` with python3 in `folder`, which CI's Linux container and macOS both carry.
    static func python(_ script: String, in folder: URL) throws {
        try Data(script.utf8).write(to: folder.appendingPathComponent("make.py"))
        let run = try WorkflowScriptTests.bash("python3 make.py", in: folder)
        try #require(run.status == 0, "\(run.output)")
    }

    @Test("the inflater gives what zlib deflated: stored, fixed and dynamic blocks, at every level, empty to 300 kB")
    func agreesWithZlib() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let script = """
            import random, zlib
            random.seed(7)
            text = "".join('{"propertyID": "band-%d", "choices": [%d, %d]}\\n' % (i % 17, i * 7919 % 1000, i) for i in range(6000)).encode()
            contents = [b"", b"a", bytes(random.getrandbits(8) for _ in range(70000)), text, bytes(300000)]
            n = 0
            for content in contents:
                for level, strategy in [(0, 0), (1, 0), (6, 0), (9, 0), (6, zlib.Z_FIXED), (6, zlib.Z_HUFFMAN_ONLY)]:
                    deflater = zlib.compressobj(level, zlib.DEFLATED, -15, 8, strategy)
                    open("%d.deflate" % n, "wb").write(deflater.compress(content) + deflater.flush())
                    open("%d.raw" % n, "wb").write(content)
                    n += 1
            """
        try Self.python(script, in: runner.directory)
        for index in 0..<30 {
            let stream = try [UInt8](Data(contentsOf: runner.path("\(index).deflate")))
            let expected = try [UInt8](Data(contentsOf: runner.path("\(index).raw")))
            #expect(try Inflater.inflate(stream, limit: expected.count) == expected, "stream \(index)")
            if !expected.isEmpty { #expect(throws: InflateError.pastLimit) { try Inflater.inflate(stream, limit: expected.count - 1) } }
        }
    }

    @Test("the test writer's streams, a bomb among them, inflate alike in zlib and here, and a cut or garbled stream is an error, never a trap")
    func writerStreams() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        let bomb = ZipWriter.Entry.bomb("b", copies: 1000)
        let text = ZipWriter.Entry.deflated("t", Array("hé, ünïcode and 0123456789".utf8))
        try Data(bomb.stored).write(to: runner.path("bomb.deflate"))
        try Data(text.stored).write(to: runner.path("text.deflate"))
        try Self.python(
            """
            import zlib
            for name in ["bomb", "text"]:
                open(name + ".raw", "wb").write(zlib.decompress(open(name + ".deflate", "rb").read(), -15))
            """, in: runner.directory)
        #expect(try Inflater.inflate(bomb.stored, limit: 1 << 20) == [UInt8](Data(contentsOf: runner.path("bomb.raw"))))
        #expect(try Inflater.inflate(bomb.stored, limit: 1 << 20) == [UInt8](repeating: 0, count: 258_001))
        #expect(try Inflater.inflate(text.stored, limit: 100) == [UInt8](Data(contentsOf: runner.path("text.raw"))))
        #expect(throws: InflateError.self) { try Inflater.inflate(Array(text.stored.dropLast(3)), limit: 100) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let garbage = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let inflated = try? Inflater.inflate(garbage, limit: 4096) { #expect(inflated.count <= 4096) }
        }
    }

    /// An entry of the central directory with this name and these attributes.
    static func entry(_ name: String, host: UInt8 = 3, attributes: UInt32 = 0o100644 << 16) -> ZipDirectory.Entry {
        ZipDirectory.Entry(
            rawName: Array(name.utf8), host: host, attributes: attributes, flags: 0, method: 8, crc: 0, compressedSize: 0, size: 0,
            localHeaderOffset: 0, extraFields: [])
    }

    @Test("entries are judged as stored: seeds, folders and other files, and each refused path and kind, by the APPNOTE's fields")
    func entryRules() {
        let table: [(ZipDirectory.Entry, ZipEntryRules.Verdict)] = [
            (Self.entry("new-seeds/Seeds/demo/a.json"), .seed),
            (Self.entry("Seeds/a.json"), .seed),
            (Self.entry("new-seeds/Seeds/"), .folder),
            (Self.entry("new-seeds/Seeds/demo/a.svg"), .other),
            (Self.entry("pictures/a.json"), .other),
            (Self.entry("new-seeds/Seeds/.hidden/a.json"), .other),
            (Self.entry("new-seeds/Seeds/a.json/"), .refused("a folder named like a seed file")),
            (Self.entry("Seeds/../x.json"), .refused("a path that climbs out of the archive (..), not extracted")),
            (Self.entry("/Seeds/x.json"), .refused("an absolute path, not extracted")),
            (Self.entry("d:Seeds/x.json"), .refused("a path on a drive (d:), not extracted")),
            (Self.entry("Seeds\\x.json"), .refused("a backslash in its path (a Windows separator), not extracted")),
            (Self.entry("Seeds/./x.json"), .refused("a path with an empty or . part, not extracted")),
            (Self.entry(""), .refused("an entry without a name, not extracted")),
            (Self.entry("Seeds/x.json", attributes: 0o120777 << 16), .refused("a symbolic link in the ZIP, not extracted")),
            (Self.entry("Seeds/x.json", host: 0, attributes: 0x400), .refused("a symbolic link (a Windows reparse point) in the ZIP, not extracted")),
            (Self.entry("Seeds/x.json", attributes: 0o060644 << 16), .refused("a special file (a FIFO, device or socket) in the ZIP, not extracted")),
            (Self.entry("Seeds/x.json", host: 0, attributes: 0x20), .seed)
        ]
        for (entry, verdict) in table {
            #expect(ZipEntryRules.judge(entry, name: String(decoding: entry.rawName, as: UTF8.self)) == verdict, "\(entry.rawName)")
        }
        #expect(ZipEntryRules.judge(Self.entry("x"), name: nil) == .refused("a name that is not UTF-8, not extracted"))
    }

    @Test("the stated limits: a seed past 64 MiB, or past 256 MiB of one artifact's seeds together, is named and not read")
    func limits() throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        var oversize = ZipWriter.Entry.stored("Seeds/demo/big.json", Array("{}".utf8))
        oversize.size = 64 << 20 + 1
        var entries = [oversize]
        for index in 0..<5 {
            var part = ZipWriter.Entry.bomb("Seeds/demo/part-\(index).json", copies: 1)
            part.size = 60 << 20
            entries.append(part)
        }
        try ZipWriter.archive(entries).write(to: runner.path("limits.zip"))
        let read = try ZipSeedReader(staging: runner.path("staging")).read(runner.path("limits.zip").path, knownPropertyIDs: [])
        #expect(read.entries.isEmpty)
        let big = "Seeds/demo/big.json: states 67108865 bytes, past the 64 MiB a seed file may hold; not read"
        #expect(read.problems.first == big, "\(read.problems)")
        // The first four parts state 240 MiB together; each inflates to 259 bytes, not 60 MiB, and is refused for it.
        let parts = read.problems.dropFirst().prefix(4)
        #expect(parts.count == 4 && parts.allSatisfy { $0.hasSuffix("inflates to 259 bytes, not the 62914560 it states") }, "\(read.problems)")
        #expect(read.problems.last == "Seeds/demo/part-4.json: past the 256 MiB that the seed files of one artifact may hold together; not read")
    }
}
