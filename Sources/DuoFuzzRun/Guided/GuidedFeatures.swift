/// What a guided run counts as a property's behaviour: each block of code a case reached (``CodeCoverage``), and
/// each label the property gave its value (``Property/labels``). A case with a feature that the property's kept
/// cases lack is kept (``GuidedCorpus``).
///
/// The blocks are a bitmap, so that checking the few hundred blocks of one case costs one load each; the labels are
/// their FNV-1a hashes, which are fixed, unlike Swift's `Hasher`, seeded anew in every process.
struct GuidedFeatures: Equatable {
    private var blockBits: [UInt64] = []
    private var labelHashes: Set<UInt64> = []
    /// How many features there are.
    private(set) var count = 0

    /// An empty set.
    init() {}

    /// The hash of label `label`.
    static func hash(_ label: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The blocks among the features, in ascending order.
    var blocks: [Int32] {
        var blocks: [Int32] = []
        for (word, bits) in blockBits.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { blocks.append(Int32(word * 64 + bit)) }
        }
        return blocks
    }

    /// Whether `blocks` or `labels` hold a feature this set lacks.
    func lacksAny(blocks: ArraySlice<Int32>, labels: [String]) -> Bool {
        for block in blocks where !contains(block) { return true }
        for label in labels where !labelHashes.contains(Self.hash(label)) { return true }
        return false
    }

    /// Adds `blocks` and `labels`; returns how many were new.
    @discardableResult
    mutating func add(blocks: ArraySlice<Int32>, labels: [String]) -> Int {
        let before = count
        for block in blocks where !contains(block) {
            let word = Int(block) / 64
            if word >= blockBits.count { blockBits += Array(repeating: 0, count: word + 1 - blockBits.count) }
            blockBits[word] |= 1 << UInt64(Int(block) % 64)
            count += 1
        }
        for label in labels where labelHashes.insert(Self.hash(label)).inserted { count += 1 }
        return count - before
    }

    private func contains(_ block: Int32) -> Bool {
        let word = Int(block) / 64
        return word < blockBits.count && blockBits[word] & (1 << UInt64(Int(block) % 64)) != 0
    }
}
