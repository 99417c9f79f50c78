/// The stable hash that names a seed file: FNV-1a (64 bits) over the property
/// id's UTF-8 bytes, a zero byte, and each choice as 8 little-endian bytes.
///
/// It depends on nothing but its input, so the same counterexample always
/// gets the same file name, on every machine and in every build.
package enum SeedHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The full 64-bit hash of a property id and a choice sequence.
    package static func hash(propertyID: String, choices: [UInt64]) -> UInt64 {
        var hash = offsetBasis
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        for byte in propertyID.utf8 { mix(byte) }
        mix(0)
        for choice in choices {
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: choice >> UInt64(shift))) }
        }
        return hash
    }

    /// The first 12 hexadecimal digits (lowercase) of the hash: a seed file's name without `.json`.
    package static func shortHash(propertyID: String, choices: [UInt64]) -> String {
        let hex = String(hash(propertyID: propertyID, choices: choices), radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return String(padded.prefix(12))
    }
}
