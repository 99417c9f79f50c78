import Foundation

/// The entries of a ZIP file as its central directory lists them (APPNOTE 4.3.12): each name as stored, the
/// host and attributes its archiver recorded, its extra fields, and where and how its data is stored. Nothing is
/// extracted here; ``ZipEntryRules`` judges each entry and ``ZipSeedReader`` reads the ones that are seeds. ZIP64
/// archives (past 65535 entries or 4 GiB) are read too.
struct ZipDirectory {
    /// One entry of the central directory.
    struct Entry {
        /// The entry's path inside the archive, as stored (bytes, not yet decoded or normalised).
        var rawName: [UInt8]
        /// The system of the archiver (the upper byte of "version made by"): 0 MS-DOS, 3 Unix, 10 NTFS, 19 macOS…
        var host: UInt8
        /// The external attributes: MS-DOS attributes in the low byte, a Unix mode in the upper half.
        var attributes: UInt32
        /// The general-purpose flags (bit 0: encrypted).
        var flags: UInt16
        /// The compression method (0 stored, 8 deflated).
        var method: UInt16
        /// The CRC-32 of the uncompressed data.
        var crc: UInt32
        /// The stored and the uncompressed size, as stated.
        var compressedSize: UInt64
        var size: UInt64
        /// Where its local header starts.
        var localHeaderOffset: UInt64
        /// The central directory's extra fields: (id, data).
        var extraFields: [(id: UInt16, data: [UInt8])]
    }

    /// Every entry, in the archive's order.
    var entries: [Entry] = []

    /// Reads the central directory of the ZIP file `bytes`; throws a ``ZipError`` saying what is wrong.
    init(_ bytes: ZipBytes) throws {
        var (count, offset) = try Self.directory(in: bytes)
        while entries.count < count {
            guard offset + 46 <= bytes.count, bytes.u32(offset) == 0x0201_4B50 else {
                throw ZipError("the central directory is cut short after \(entries.count) of \(count) entries")
            }
            let nameLength = Int(bytes.u16(offset + 28))
            let extraLength = Int(bytes.u16(offset + 30))
            let commentLength = Int(bytes.u16(offset + 32))
            guard offset + 46 + nameLength + extraLength <= bytes.count else { throw ZipError("an entry's name runs past the end of the file") }
            var entry = Entry(
                rawName: bytes.slice(offset + 46, nameLength), host: bytes[offset + 5], attributes: bytes.u32(offset + 38),
                flags: bytes.u16(offset + 8), method: bytes.u16(offset + 10), crc: bytes.u32(offset + 16),
                compressedSize: UInt64(bytes.u32(offset + 20)), size: UInt64(bytes.u32(offset + 24)),
                localHeaderOffset: UInt64(bytes.u32(offset + 42)),
                extraFields: Self.extraFields(bytes.slice(offset + 46 + nameLength, extraLength)))
            Self.applyZip64(to: &entry)
            entries.append(entry)
            offset += 46 + nameLength + extraLength + commentLength
        }
    }

    /// The extra fields of an entry: a 2-byte id and a 2-byte length before each field's data.
    static func extraFields(_ bytes: [UInt8]) -> [(id: UInt16, data: [UInt8])] {
        var fields: [(id: UInt16, data: [UInt8])] = []
        var offset = 0
        while offset + 4 <= bytes.count {
            let id = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
            let length = Int(bytes[offset + 2]) | Int(bytes[offset + 3]) << 8
            let end = min(bytes.count, offset + 4 + length)
            fields.append((id, Array(bytes[(offset + 4)..<end])))
            offset = end
        }
        return fields
    }

    /// The ZIP64 extra field (id 1) holds, in this order, each of the sizes and the offset whose 32-bit field is full.
    private static func applyZip64(to entry: inout Entry) {
        guard let field = entry.extraFields.first(where: { $0.id == 1 })?.data else { return }
        var offset = 0
        func next(_ value: inout UInt64) {
            guard value == 0xFFFF_FFFF, offset + 8 <= field.count else { return }
            value = (0..<8).reduce(0) { $0 | UInt64(field[offset + $1]) << (8 * UInt64($1)) }
            offset += 8
        }
        next(&entry.size)
        next(&entry.compressedSize)
        next(&entry.localHeaderOffset)
    }

    /// The number of entries and the offset of the central directory, from the end-of-central-directory record
    /// (and its ZIP64 form where the plain one overflows).
    private static func directory(in bytes: ZipBytes) throws -> (count: Int, offset: Int) {
        guard bytes.count >= 22 else { throw ZipError("too short to be a ZIP file") }
        // The record is 22 bytes and may end in a comment of up to 65535 bytes.
        let earliest = max(0, bytes.count - 22 - 65535)
        guard let end = stride(from: bytes.count - 22, through: earliest, by: -1).first(where: { bytes.u32($0) == 0x0605_4B50 }) else {
            throw ZipError("no end-of-central-directory record: not a ZIP file")
        }
        var count = Int(bytes.u16(end + 10))
        var offset = Int(bytes.u32(end + 16))
        if count == 0xFFFF || offset == 0xFFFF_FFFF {
            let locator = end - 20
            guard locator >= 0, bytes.u32(locator) == 0x0706_4B50 else { throw ZipError("a ZIP64 archive without its locator") }
            let record = Int(exactly: bytes.u64(locator + 8)) ?? -1
            guard record >= 0, record <= bytes.count - 56, bytes.u32(record) == 0x0606_4B50 else {
                throw ZipError("a ZIP64 archive whose end record is missing")
            }
            count = Int(exactly: bytes.u64(record + 32)) ?? -1
            offset = Int(exactly: bytes.u64(record + 48)) ?? -1
        }
        // Each entry takes at least 46 bytes, so a count that the file cannot hold is refused before any is read.
        guard offset >= 0, offset <= bytes.count, count >= 0, count <= (bytes.count - offset) / 46 else {
            throw ZipError("the central directory lies outside the file")
        }
        return (count, offset)
    }
}

/// The bytes of a ZIP file, mapped rather than read where the system allows, with little-endian reads.
struct ZipBytes {
    let data: Data

    var count: Int { data.count }

    subscript(_ at: Int) -> UInt8 { data[data.startIndex + at] }

    /// `count` bytes from `at` (the caller has checked that they are in the file).
    func slice(_ at: Int, _ count: Int) -> [UInt8] {
        [UInt8](data[(data.startIndex + at)..<(data.startIndex + at + count)])
    }

    func u16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }

    func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }

    func u64(_ at: Int) -> UInt64 { UInt64(u32(at)) | UInt64(u32(at + 4)) << 32 }
}

/// A ZIP file, or an entry of one, that cannot be read.
struct ZipError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
