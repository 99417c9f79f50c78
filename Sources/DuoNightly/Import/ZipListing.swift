import Foundation

/// The entries of a ZIP file as its central directory lists them: each name, and whether the Unix mode that the
/// archiver recorded makes it a symbolic link. `unzip` creates such an entry as a link and Python's `zipfile` as a
/// file holding the link's target; `import` reads this list first, so that it names every link entry and extracts
/// nothing that a link could lead out of the artifact. ZIP64 archives (past 65535 entries or 4 GiB) are read too.
struct ZipListing: Equatable {
    /// One entry of the central directory.
    struct Entry: Equatable {
        /// The entry's path inside the archive, as stored.
        var name: String
        /// Whether it was archived from a symbolic link (a Unix host, and a mode of type `S_IFLNK`).
        var isSymbolicLink: Bool
    }

    /// Every entry, in the archive's order.
    var entries: [Entry]

    /// The entries that are symbolic links.
    var symbolicLinks: [String] { entries.filter(\.isSymbolicLink).map(\.name) }

    /// Reads the central directory of the ZIP file `data`; throws a ``ZipListingError`` saying what is wrong.
    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var (count, offset) = try Self.directory(in: bytes)
        entries = []
        while entries.count < count {
            guard offset + 46 <= bytes.count, Self.u32(bytes, offset) == 0x0201_4B50 else {
                throw ZipListingError("the central directory is cut short after \(entries.count) of \(count) entries")
            }
            let host = bytes[offset + 5]
            let nameLength = Int(Self.u16(bytes, offset + 28)), extraLength = Int(Self.u16(bytes, offset + 30))
            let commentLength = Int(Self.u16(bytes, offset + 32))
            let mode = Self.u32(bytes, offset + 38) >> 16
            guard offset + 46 + nameLength <= bytes.count else { throw ZipListingError("an entry's name runs past the end of the file") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            // Host 3 is Unix and 19 is macOS: their external attributes hold the file's mode in the upper half.
            let isLink = (host == 3 || host == 19) && mode & 0o170000 == 0o120000
            entries.append(Entry(name: name, isSymbolicLink: isLink))
            offset += 46 + nameLength + extraLength + commentLength
        }
    }

    /// The number of entries and the offset of the central directory, from the end-of-central-directory record
    /// (and its ZIP64 form where the plain one overflows).
    private static func directory(in bytes: [UInt8]) throws -> (count: Int, offset: Int) {
        guard bytes.count >= 22 else { throw ZipListingError("too short to be a ZIP file") }
        // The record is 22 bytes and may end in a comment of up to 65535 bytes.
        let earliest = max(0, bytes.count - 22 - 65535)
        guard let end = stride(from: bytes.count - 22, through: earliest, by: -1).first(where: { u32(bytes, $0) == 0x0605_4B50 }) else {
            throw ZipListingError("no end-of-central-directory record: not a ZIP file")
        }
        var count = Int(u16(bytes, end + 10)), offset = Int(u32(bytes, end + 16))
        if count == 0xFFFF || offset == 0xFFFF_FFFF {
            let locator = end - 20
            guard locator >= 0, u32(bytes, locator) == 0x0706_4B50 else { throw ZipListingError("a ZIP64 archive without its locator") }
            let record = Int(exactly: u64(bytes, locator + 8)) ?? -1
            guard record >= 0, record <= bytes.count - 56, u32(bytes, record) == 0x0606_4B50 else {
                throw ZipListingError("a ZIP64 archive whose end record is missing")
            }
            count = Int(exactly: u64(bytes, record + 32)) ?? -1
            offset = Int(exactly: u64(bytes, record + 48)) ?? -1
        }
        guard offset >= 0, offset <= bytes.count, count >= 0 else { throw ZipListingError("the central directory lies outside the file") }
        return (count, offset)
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(u16(bytes, at)) | UInt32(u16(bytes, at + 2)) << 16
    }

    private static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
    }
}

/// A ZIP file whose central directory cannot be read.
struct ZipListingError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
