/// Counts how many cases carried each label, without hashing strings.
///
/// Every case of a labelled property is counted, so counting is on the hot
/// path. A `[String: Int]` hashes each label with SipHash, which cost more
/// than drawing the case. Here a label is found by a cheap key instead, read
/// from its UTF-8: the length and the first and last eight bytes, which set
/// apart the few dozen labels a property has; a table slot is only taken
/// once the label itself compares equal, so two labels that share a key are
/// still counted apart.
@usableFromInline
struct LabelCounter {
    /// The distinct labels, in the order they were first seen.
    @usableFromInline var labels: [String] = []
    /// How many cases carried each label.
    @usableFromInline var counts: [Int] = []
    /// The number of the case that last counted each label, so that a label a
    /// case gives twice counts once.
    @usableFromInline var lastCountedCase: [Int] = []
    /// Open addressing over the labels: each entry is an index into `labels`,
    /// or -1 for an empty slot. The capacity is a power of two, at least twice
    /// the number of labels, so probing always ends.
    @usableFromInline var slots: [Int] = Array(repeating: -1, count: 32)

    @inlinable
    init() {}

    /// Counts `label` for the case numbered `caseNumber`, unless that case has counted it already.
    @inlinable
    mutating func count(_ label: String, inCase caseNumber: Int) {
        let index = self.index(of: label)
        if lastCountedCase[index] != caseNumber {
            lastCountedCase[index] = caseNumber
            counts[index] += 1
        }
    }

    /// The index of `label` in `labels`, adding it if it is new.
    @inlinable
    mutating func index(of label: String) -> Int {
        let mask = slots.count - 1
        var slot = Self.key(of: label) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return add(label, at: slot) }
            if labels[index] == label { return index }
            slot = (slot + 1) & mask
        }
    }

    @usableFromInline
    mutating func add(_ label: String, at slot: Int) -> Int {
        let index = labels.count
        labels.append(label)
        counts.append(0)
        lastCountedCase.append(-1)
        slots[slot] = index
        if labels.count * 2 > slots.count { rebuildSlots(capacity: slots.count * 2) }
        return index
    }

    @usableFromInline
    mutating func rebuildSlots(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, label) in labels.enumerated() {
            var slot = Self.key(of: label) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }

    /// A cheap key of a label: its length mixed with its first and last eight UTF-8 bytes.
    @inlinable
    static func key(of label: String) -> Int {
        var utf8 = label.utf8
        let mixed: UInt64 = utf8.withContiguousStorageIfAvailable { bytes in
            var first: UInt64 = 0, last: UInt64 = 0
            let count = bytes.count
            if count >= 8 {
                let base = UnsafeRawPointer(bytes.baseAddress!)
                first = base.loadUnaligned(as: UInt64.self)
                last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else {
                for byte in bytes { first = first << 8 | UInt64(byte) }
            }
            return (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        } ?? Self.slowKey(of: &utf8)
        return Int(truncatingIfNeeded: (mixed ^ mixed >> 29) &* 0xBF58_476D_1CE4_E5B9 >> 32)
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
            if labels[slots[slot]] == label { return counts[slots[slot]] }
            slot = (slot + 1) & mask
        }
        return 0
    }

    /// Every label with its count.
    var dictionary: [String: Int] {
        Dictionary(uniqueKeysWithValues: zip(labels, counts))
    }
}
