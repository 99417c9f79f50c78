import Foundation
import DuoCheckEngine
import DuoSeedFiles
import OperatingSystemFiles

/// Reads the seeds of a ZIP artifact itself, entry by entry, never unpacking the archive: each entry is judged
/// from the central directory (``ZipEntryRules``), then each seed's stated sizes are checked against the limits
/// below before a byte of it is read; it is inflated into memory (never past the size it states), its CRC checked,
/// and only then written, alone, into a staging folder of its own, for the replay. A bad entry costs only itself.
///
/// The limits: a nightly artifact's seeds are a night's finds, a few kilobytes each. A seed entry may state at
/// most 64 MiB (``entryLimit``), and the seed entries of one artifact at most 256 MiB together
/// (``artifactLimit``); past them an entry is named and not read. So a zip bomb (a few megabytes that inflate to
/// gigabytes) is refused from its stated size, or, if that lies, as soon as it inflates past it: memory and time
/// stay bounded by the limits, whatever the archive holds.
struct ZipSeedReader {
    /// The most one seed entry may state, inflated: a seed file's most (``SeedFile/largestFile``, 64 MiB).
    static let entryLimit = SeedFile.largestFile
    /// The most the seed entries of one artifact may state together, inflated: 256 MiB.
    static let artifactLimit = 256 << 20

    /// The folder the seeds are staged in: new, and this reader's alone.
    let staging: URL
    var entryLimit = ZipSeedReader.entryLimit
    var artifactLimit = ZipSeedReader.artifactLimit

    /// The seeds of the ZIP file `path` (each shown as `path/entry`), and a line per entry that is refused or is
    /// not a seed (`entry: reason`); throws a ``ZipError`` when the archive itself cannot be read.
    func read(_ path: String, knownPropertyIDs: Set<String>) throws -> (entries: [ImportSorter.FoundSeed], problems: [String]) {
        let bytes: ZipBytes
        do {
            bytes = ZipBytes(data: try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped))
        } catch {
            throw ZipError("cannot be read (\((error as NSError).localizedDescription))")
        }
        let directory = try ZipDirectory(bytes)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw ZipError("its seeds cannot be staged in \(staging.path) (\((error as NSError).localizedDescription))")
        }
        var entries: [ImportSorter.FoundSeed] = []
        var problems: [String] = []
        var budget = artifactLimit
        for (index, entry) in directory.entries.enumerated() {
            let name = String(bytes: entry.rawName, encoding: .utf8)
            let shown = name ?? String(decoding: entry.rawName, as: UTF8.self)
            do {
                guard let data = try seedData(entry, name: name, in: bytes, budget: &budget) else { continue }
                let file = staging.appendingPathComponent("entry-\(index).json")
                try Self.stage(data, at: file)
                switch SeedStore.load(contentsOf: file, knownPropertyIDs: knownPropertyIDs) {
                case .failed(let error): problems.append("\(shown): \(error.problem)")
                case .loaded(let loaded): entries.append(ImportSorter.FoundSeed(path: "\(path)/\(shown)", seed: loaded.seed, file: file))
                }
            } catch {
                problems.append("\(shown): \(error)")
            }
        }
        return (entries, problems)
    }

    /// The inflated bytes of `entry` when it is a seed within the limits, `nil` when it is no seed; throws a
    /// ``ZipError`` naming why a refused entry is refused.
    private func seedData(_ entry: ZipDirectory.Entry, name: String?, in bytes: ZipBytes, budget: inout Int) throws -> [UInt8]? {
        switch ZipEntryRules.judge(entry, name: name) {
        case .folder, .other: return nil
        case .refused(let reason): throw ZipError(reason)
        case .seed: break
        }
        let start = try dataStart(of: entry, in: bytes)
        if let kind = ZipEntryRules.kindProblem(entry, fields: start.fields) { throw ZipError("\(kind) in the ZIP, not extracted") }
        guard entry.size <= UInt64(entryLimit) else {
            throw ZipError("states \(entry.size) bytes, past the \(entryLimit >> 20) MiB a seed file may hold; not read")
        }
        guard entry.size <= UInt64(budget) else {
            throw ZipError("past the \(artifactLimit >> 20) MiB that the seed files of one artifact may hold together; not read")
        }
        budget -= Int(entry.size)
        let size = Int(entry.size)
        // Deflate never needs twice the size it inflates to; stored data is its size.
        let most = entry.method == 0 ? size : 2 * size + 1024
        guard entry.compressedSize <= UInt64(most), start.offset + Int(entry.compressedSize) <= bytes.count else {
            throw ZipError("its stored data (\(entry.compressedSize) bytes) does not fit its stated size or the file; not read")
        }
        let stored = bytes.slice(start.offset, Int(entry.compressedSize))
        let data: [UInt8]
        do {
            data = entry.method == 0 ? stored : try Inflater.inflate(stored, limit: size)
        } catch InflateError.pastLimit {
            throw ZipError("inflates past the \(size) bytes it states; not read further")
        } catch InflateError.corrupt(let reason) {
            throw ZipError("cannot be inflated: \(reason)")
        }
        guard data.count == size else { throw ZipError("inflates to \(data.count) bytes, not the \(size) it states") }
        guard CRC32.checksum(data) == entry.crc else { throw ZipError("its CRC-32 does not match its content: corrupt") }
        return data
    }

    /// Where `entry`'s data starts, past its local header, and that header's extra fields.
    private func dataStart(of entry: ZipDirectory.Entry, in bytes: ZipBytes) throws -> (offset: Int, fields: [(id: UInt16, data: [UInt8])]) {
        guard let header = Int(exactly: entry.localHeaderOffset), header <= bytes.count - 30, bytes.u32(header) == 0x0403_4B50 else {
            throw ZipError("its local header is missing")
        }
        let nameLength = Int(bytes.u16(header + 26))
        let extraLength = Int(bytes.u16(header + 28))
        let offset = header + 30 + nameLength + extraLength
        guard offset <= bytes.count else { throw ZipError("its local header runs past the end of the file") }
        return (offset, ZipDirectory.extraFields(bytes.slice(header + 30 + nameLength, extraLength)))
    }

    /// Writes `data` as the new file `file`, never through a link and never over a file.
    private static func stage(_ data: [UInt8], at file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ZipError("cannot be staged at \(file.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        do {
            try FileDescriptor.writeAll(Data(data), to: descriptor)
        } catch {
            throw ZipError("cannot be staged at \(file.path): \(error)")
        }
    }
}

/// The CRC-32 of ZIP (and zlib, and PNG): the reflected polynomial 0xEDB88320.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte in
        (0..<8).reduce(UInt32(byte)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
