import Foundation

/// Writes small ZIP files for the import tests, from the format's specification (PKWARE's APPNOTE) alone: entries
/// stored, deflated with DEFLATE's fixed code (literals only), or deflated as a bomb (one zero byte, then copies
/// of 258 bytes, two bits each), with any host, attributes, extra field and stated size, so that the tests can
/// build what an archiver of any system, or an attacker, would.
package enum ZipWriter {
    /// One entry: its name as stored, its data as stored, and what the central directory says of it.
    package struct Entry {
        package var name: [UInt8]
        package var stored: [UInt8]
        package var method: UInt16 = 0
        package var crc: UInt32
        package var size: UInt64
        package var host: UInt8 = 3
        package var attributes: UInt32 = 0o100644 << 16
        package var extra: [UInt8] = []

        /// `content` stored as it is.
        package static func stored(_ name: String, _ content: [UInt8]) -> Entry {
            Entry(name: Array(name.utf8), stored: content, crc: crc32(content), size: UInt64(content.count))
        }

        /// `content` deflated in one block of DEFLATE's fixed code, each byte a literal.
        package static func deflated(_ name: String, _ content: [UInt8]) -> Entry {
            var bits = BitWriter()
            bits.append(1, count: 1)
            bits.append(1, count: 2)
            for byte in content {
                if byte < 144 { bits.appendCode(0x30 + Int(byte), length: 8) } else { bits.appendCode(0x190 + Int(byte) - 144, length: 9) }
            }
            bits.appendCode(0, length: 7)
            return Entry(name: Array(name.utf8), stored: bits.bytes, method: 8, crc: crc32(content), size: UInt64(content.count))
        }

        /// A zip bomb: a DEFLATE stream of one zero byte and `copies` copies of 258 zero bytes, each copy two bits
        /// (a dynamic block whose length-258 and distance-1 codes are one bit long). It inflates to 1 + 258 × copies
        /// bytes, which the entry states unless `statedSize` says otherwise; the CRC is that of what it inflates to
        /// only when `crc` gives it (a reader that refuses the stated size never gets that far).
        package static func bomb(_ name: String, copies: Int, statedSize: UInt64? = nil, crc: UInt32 = 0) -> Entry {
            var bits = BitWriter()
            bits.append(1, count: 1)
            bits.append(2, count: 2)
            bits.append(29, count: 5)  // 286 literal/length codes
            bits.append(1, count: 5)  // 2 distance codes
            bits.append(14, count: 4)  // 18 code-length codes, in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1
            for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] { bits.append(length, count: 3) }
            // Code-length codes: 18 is "0", 1 is "10", 2 is "11".
            bits.appendCode(0b11, length: 2)  // literal 0: length 2
            bits.appendCode(0, length: 1)
            bits.append(127, count: 7)  // 138 zeros
            bits.appendCode(0, length: 1)
            bits.append(106, count: 7)  // 117 zeros: literals 1-255
            bits.appendCode(0b11, length: 2)  // end of block: length 2
            bits.appendCode(0, length: 1)
            bits.append(17, count: 7)  // 28 zeros: lengths 257-284
            bits.appendCode(0b10, length: 2)  // length 285 (258 bytes): length 1
            bits.appendCode(0b10, length: 2)  // distance 0 (1 byte back): length 1
            bits.appendCode(0b10, length: 2)  // distance 1: length 1
            // Literal/length codes: 285 is "0", literal 0 is "10", end of block "11"; distance 0 is "0".
            bits.appendCode(0b10, length: 2)
            bits.appendZeros(2 * copies)
            bits.appendCode(0b11, length: 2)
            let size = 1 + 258 * UInt64(copies)
            return Entry(name: Array(name.utf8), stored: bits.bytes, method: 8, crc: crc, size: statedSize ?? size)
        }
    }

    /// The ZIP file of `entries`: each local header and its data, the central directory, and its end record.
    package static func archive(_ entries: [Entry]) -> Data {
        var file: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let offset = file.count
            file += le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(Int(entry.method), 2) + le(0, 4) + le(Int(entry.crc), 4)
            file += le(entry.stored.count, 4) + le(Int(entry.size), 4) + le(entry.name.count, 2) + le(entry.extra.count, 2)
            file += entry.name + entry.extra + entry.stored
            directory += le(0x0201_4B50, 4) + le(Int(entry.host) << 8 | 20, 2) + le(20, 2) + le(0, 2) + le(Int(entry.method), 2) + le(0, 4)
            directory += le(Int(entry.crc), 4) + le(entry.stored.count, 4) + le(Int(entry.size), 4) + le(entry.name.count, 2)
            directory += le(entry.extra.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(Int(entry.attributes), 4) + le(offset, 4)
            directory += entry.name + entry.extra
        }
        let end = le(0x0605_4B50, 4) + le(0, 4) + le(entries.count, 2) + le(entries.count, 2) + le(directory.count, 4) + le(file.count, 4) + le(0, 2)
        return Data(file + directory + end)
    }

    /// `value`'s low `count` bytes, least significant first.
    package static func le(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// The CRC-32 of ZIP.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc = ~UInt32(0)
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}

/// DEFLATE's bit order: values least significant bit first, Huffman codes most significant bit first.
private struct BitWriter {
    var bytes: [UInt8] = []
    var used = 8

    mutating func append(_ value: Int, count: Int) {
        for index in 0..<count { appendBit((value >> index) & 1) }
    }

    mutating func appendCode(_ code: Int, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { appendBit((code >> index) & 1) }
    }

    /// `count` zero bits, a byte at a time where it can.
    mutating func appendZeros(_ count: Int) {
        var left = count
        while left > 0 && used < 8 {
            appendBit(0)
            left -= 1
        }
        bytes += [UInt8](repeating: 0, count: left / 8)
        for _ in 0..<(left % 8) { appendBit(0) }
    }

    mutating func appendBit(_ bit: Int) {
        if used == 8 {
            bytes.append(0)
            used = 0
        }
        bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
        used += 1
    }
}
