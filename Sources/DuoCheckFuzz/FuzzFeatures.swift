import DuoFuzzCounters

/// A passing case's labels as libFuzzer features, so that guidance reaches the postures, table rows and
/// branches of the spec that the properties' labels name, even where the core has few branches of its own.
///
/// Each label, and each pair of labels of one case, sets one of libFuzzer's extra counters: an input that
/// gives a label, or a combination of two, that no input in the corpus gave is new coverage, and libFuzzer
/// keeps it. The counter is chosen by a 64-bit FNV-1a hash of the label's UTF-8 bytes, the same in every
/// process and build, so that a kept corpus means the same features the next night.
enum FuzzFeatures {
    /// Sets the counters of `labels` and of every pair of them.
    static func record(_ labels: [String]) {
        guard !labels.isEmpty else { return }
        let counters = duo_fuzz_counters()!
        let hashes = labels.map(hash)
        for (position, first) in hashes.enumerated() {
            bump(counters, first)
            for second in hashes[(position + 1)...] { bump(counters, first &* 31 ^ second) }
        }
    }

    /// The counter's index of a label's (or pair's) hash.
    static func index(_ hash: UInt64) -> Int {
        Int(hash % UInt64(DUO_FUZZ_COUNTER_COUNT))
    }

    private static func bump(_ counters: UnsafeMutablePointer<UInt8>, _ hash: UInt64) {
        let slot = counters + index(hash)
        if slot.pointee < .max { slot.pointee += 1 }
    }

    /// FNV-1a over the label's UTF-8 bytes.
    static func hash(_ label: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in label.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }
}
