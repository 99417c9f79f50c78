/// Counts how many cases carried each label, without hashing strings.
///
/// Every case of a labelled property is counted, so counting is on the hot
/// path. A `[String: Int]` hashes each label with SipHash, which cost more
/// than drawing the case. Here a label is found by a cheap key instead, read
/// from its UTF-8: the length and the first and last eight bytes, which set
/// apart the few dozen labels a property has. A slot is only taken once the
/// label itself compares equal, so labels that share a key are still counted
/// apart; and the labels of a property are mostly the same string literals
/// every case, which compare equal at once.
@usableFromInline
struct LabelCounter {
    /// One distinct label and its count.
    @usableFromInline
    struct Tally {
        @usableFromInline let label: String
        /// How many cases carried the label.
        @usableFromInline var count = 0
        /// The number of the case that last counted it, so that a label a case
        /// gives twice counts once.
        @usableFromInline var lastCountedCase = -1

        @inlinable init(label: String) {
            self.label = label
        }
    }

    /// The distinct labels, in the order they were first seen.
    @usableFromInline var entries: [Tally] = []
    /// Open addressing over the entries: each slot holds an index into
    /// `entries`, or -1 when empty. The capacity is a power of two, at least
    /// twice the number of entries, so probing always ends.
    @usableFromInline var slots: [Int] = Array(repeating: -1, count: 64)

    @inlinable
    init() {}

    /// Counts the label at `index` for the case numbered `caseNumber` unless that case has counted it
    /// already; returns whether it counted.
    @inlinable @discardableResult
    mutating func countOnce(entryAt index: Int, inCase caseNumber: Int) -> Bool {
        guard entries[index].lastCountedCase != caseNumber else { return false }
        entries[index].lastCountedCase = caseNumber
        entries[index].count += 1
        return true
    }

    /// The index of `label` in `entries`, adding it if it is new.
    @inlinable
    mutating func index(of label: String) -> Int {
        let mask = slots.count - 1
        var slot = Self.key(of: label) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return add(label, at: slot) }
            if entries[index].label == label { return index }
            slot = (slot + 1) & mask
        }
    }

    @usableFromInline
    mutating func add(_ label: String, at slot: Int) -> Int {
        let index = entries.count
        entries.append(Tally(label: label))
        slots[slot] = index
        if entries.count * 2 > slots.count { rebuildSlots(capacity: slots.count * 2) }
        return index
    }

    @usableFromInline
    mutating func rebuildSlots(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, entry) in entries.enumerated() {
            var slot = Self.key(of: entry.label) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }

    /// Counts each distinct label of `labels` once for the case numbered `caseNumber`.
    @inlinable
    mutating func count(_ labels: [String], inCase caseNumber: Int) {
        for label in labels { countOnce(entryAt: index(of: label), inCase: caseNumber) }
    }

    /// A cheap key of a label: its length mixed with its first and last eight UTF-8 bytes.
    @inlinable
    static func key(of label: String) -> Int {
        var utf8 = label.utf8
        let mixed: UInt64 =
            utf8.withContiguousStorageIfAvailable { bytes in
                var first: UInt64 = 0
                var last: UInt64 = 0
                let count = bytes.count
                if count >= 8 {
                    for offset in 0..<8 {
                        first |= UInt64(bytes[offset]) << (8 * offset)
                        last |= UInt64(bytes[count - 8 + offset]) << (8 * offset)
                    }
                } else {
                    for byte in bytes { first = first << 8 | UInt64(byte) }
                }
                return (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
            } ?? Self.slowKey(of: &utf8)
        return Int(truncatingIfNeeded: ((mixed ^ mixed >> 29) &* 0xBF58_476D_1CE4_E5B9) >> 32)
    }

    /// The key of a label whose UTF-8 is not stored contiguously (a bridged string): its length only.
    @usableFromInline
    static func slowKey(of utf8: inout String.UTF8View) -> UInt64 {
        UInt64(utf8.count)
    }

    /// How many cases carried `label` (0 if none did).
    func count(of label: String) -> Int {
        let mask = slots.count - 1
        var slot = Self.key(of: label) & mask
        while slots[slot] >= 0 {
            if entries[slots[slot]].label == label { return entries[slots[slot]].count }
            slot = (slot + 1) & mask
        }
        return 0
    }

    /// Every label with its count.
    var dictionary: [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.label, $0.count) })
    }
}
