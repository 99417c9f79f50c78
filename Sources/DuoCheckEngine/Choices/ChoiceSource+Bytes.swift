/// The bytes a replay reads its choices from, as a coverage-guided fuzzer such as libFuzzer hands them over,
/// and how far it has read.
@usableFromInline package final class ByteChoices {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    @usableFromInline var isExhausted: Bool { offset >= bytes.count }
}

extension ChoiceSource {
    /// Creates a source that reads its choices from `bytes`, the contract of Hypothesis's `fuzz_one_input`:
    /// a draw in `0...bound` reads the fewest whole bytes that can hold `bound` (none for a bound of 0, one up
    /// to 255, two up to 65 535, and so on), as a big-endian number, and takes it modulo `bound + 1`, so that
    /// every choice is reachable and a mutated byte moves one choice. A draw that finds too few bytes left is
    /// an overrun: the case is invalid (``didOverrun``), and it and every later draw return 0.
    ///
    /// ``choices`` records the choices drawn, so replaying them with ``init(replaying:maximumChoiceCount:)``
    /// rebuilds the same value: that is how a failing input reaches the shrinker. ``reset(replaying:)``
    /// forgets the bytes.
    package convenience init(bytes: [UInt8], maximumChoiceCount: Int = ChoiceSource.defaultMaximumChoiceCount) {
        self.init(replaying: [], maximumChoiceCount: maximumChoiceCount)
        byteChoices = ByteChoices(bytes)
    }

    /// The next choice in `0...bound` (above 0) read from `reader`, or 0 and an overrun when too few bytes are left.
    @usableFromInline
    func byteChoice(upTo bound: UInt64, from reader: ByteChoices) -> UInt64 {
        let width = (UInt64.bitWidth - bound.leadingZeroBitCount + 7) / 8
        guard !overran, reader.bytes.count - reader.offset >= width else {
            reader.offset = reader.bytes.count
            overran = true
            invalid = true
            return 0
        }
        var number: UInt64 = 0
        for byte in reader.bytes[reader.offset..<reader.offset + width] { number = number << 8 | UInt64(byte) }
        reader.offset += width
        return bound == .max ? number : number % (bound + 1)
    }
}
