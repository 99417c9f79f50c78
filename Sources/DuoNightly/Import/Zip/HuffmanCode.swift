/// A canonical Huffman code of DEFLATE (RFC 1951, 3.2.2), kept as the number of codes of each length and the
/// symbols in code order, and DEFLATE's fixed tables.
struct HuffmanCode {
    /// The number of codes of each length, 0 to 15 (index 0 counts the symbols without a code).
    var counts = [Int](repeating: 0, count: 16)
    /// The symbols that have a code, shortest code first, then by symbol.
    var symbols: [Int] = []
    /// How many codes of the longest length are left unused: 0 for a complete code.
    private var unused = 1

    /// The code whose symbol `i` has a code of length `lengths[i]` (0: none); throws for a code that more
    /// symbols claim than its lengths allow.
    init(lengths: [Int]) throws {
        for length in lengths { counts[length] += 1 }
        for length in 1...15 {
            unused = unused * 2 - counts[length]
            guard unused >= 0 else { throw InflateError.corrupt("an over-subscribed code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        if counts[0] == lengths.count { unused = 0 }
    }

    /// Whether every code of the longest length is used.
    var isComplete: Bool { unused == 0 }

    /// Whether a block may use it: complete, or the one incomplete code DEFLATE allows, a single code of length 1.
    var isUsable: Bool { isComplete || counts[1] + counts[0] == symbols.count && counts[1] == 1 }

    /// The fixed literal/length code: 8 bits for 0–143, 9 for 144–255, 7 for 256–279, 8 for 280–287.
    static let fixedLengths = try! HuffmanCode(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    /// The fixed distance code: 5 bits for each of 30 distances (and the two unused codes).
    static let fixedDistances = try! HuffmanCode(lengths: [Int](repeating: 5, count: 30))

    /// The order in which a dynamic block gives the code-length code's lengths.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// The shortest length of each length code 257–285, and its extra bits.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The shortest distance of each distance code 0–29, and its extra bits.
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
}
