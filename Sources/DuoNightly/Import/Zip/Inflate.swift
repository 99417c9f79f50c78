/// DEFLATE decoding (RFC 1951), the compression of the ZIP files that the Actions page serves, written here
/// since the package names no outside library and Foundation offers none on Linux.
///
/// The output is bounded: decoding stops, with ``InflateError/pastLimit``, as soon as the output would pass
/// `limit` bytes, so a stream that inflates far past what its entry states (a zip bomb whose header lies) costs
/// at most `limit` bytes of memory, and time in proportion to the input read and the output allowed (every code
/// read takes at least one bit). The Huffman codes are decoded as zlib's `puff` decodes them: canonical codes,
/// read a bit at a time against the count of codes of each length.
struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// The bytes that `input`, a raw DEFLATE stream, inflates to, at most `limit` of them.
    static func inflate(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        var inflater = Inflater(input: input, limit: limit)
        var last = false
        while !last {
            last = try inflater.bits(1) == 1
            switch try inflater.bits(2) {
            case 0: try inflater.storedBlock()
            case 1: try inflater.codes(HuffmanCode.fixedLengths, HuffmanCode.fixedDistances)
            case 2: try inflater.dynamicBlock()
            default: throw InflateError.corrupt("a block of the reserved type 3")
            }
        }
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The next `count` bits (at most 32), least significant first.
    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw InflateError.corrupt("the stream is cut short") }
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    /// Checks that `count` more bytes of output stay within the limit.
    private mutating func reserve(_ count: Int) throws {
        guard output.count + count <= limit else { throw InflateError.pastLimit }
    }

    /// A stored block: the rest of the byte skipped, then a length, its complement and the bytes as they are.
    private mutating func storedBlock() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError.corrupt("a stored block is cut short") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length == ~complement & 0xFFFF else { throw InflateError.corrupt("a stored block's length does not match its complement") }
        guard position + length <= input.count else { throw InflateError.corrupt("a stored block is cut short") }
        try reserve(length)
        output += input[position..<(position + length)]
        position += length
    }

    /// A block with its own codes: the code lengths' code, then the literal/length and distance code lengths.
    private mutating func dynamicBlock() throws {
        let lengthCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard lengthCount <= 286, distanceCount <= 30 else { throw InflateError.corrupt("too many codes") }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[HuffmanCode.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = try HuffmanCode(lengths: codeLengthLengths)
        guard codeLengthCode.isComplete else { throw InflateError.corrupt("an incomplete code-length code") }
        var lengths: [Int] = []
        while lengths.count < lengthCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            let (value, repeats): (Int, Int)
            switch symbol {
            case 0..<16: (value, repeats) = (symbol, 1)
            case 16:
                guard let previous = lengths.last else { throw InflateError.corrupt("a repeat with nothing to repeat") }
                (value, repeats) = (previous, 3 + (try bits(2)))
            case 17: (value, repeats) = (0, 3 + (try bits(3)))
            default: (value, repeats) = (0, 11 + (try bits(7)))
            }
            guard lengths.count + repeats <= lengthCount + distanceCount else { throw InflateError.corrupt("code lengths run past their count") }
            lengths += repeatElement(value, count: repeats)
        }
        guard lengths[256] != 0 else { throw InflateError.corrupt("no end-of-block code") }
        let literals = try HuffmanCode(lengths: Array(lengths[..<lengthCount]))
        let distances = try HuffmanCode(lengths: Array(lengths[lengthCount...]))
        guard literals.isUsable, distances.isUsable else { throw InflateError.corrupt("an incomplete code") }
        try codes(literals, distances)
    }

    /// The symbols of a block, up to its end code: literals, and copies of earlier output.
    private mutating func codes(_ literals: HuffmanCode, _ distances: HuffmanCode) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                try reserve(1)
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw InflateError.corrupt("a length code past 285") }
            let length = HuffmanCode.lengthBase[lengthIndex] + (try bits(HuffmanCode.lengthExtra[lengthIndex]))
            let distanceIndex = try decode(distances)
            guard distanceIndex < 30 else { throw InflateError.corrupt("a distance code past 29") }
            let distance = HuffmanCode.distanceBase[distanceIndex] + (try bits(HuffmanCode.distanceExtra[distanceIndex]))
            guard distance <= output.count else { throw InflateError.corrupt("a distance back past the start") }
            try reserve(length)
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// The next symbol of `code`, read a bit at a time.
    private mutating func decode(_ code: HuffmanCode) throws -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw InflateError.corrupt("a code that no symbol has")
    }
}

/// Why a stream did not inflate.
enum InflateError: Error, Equatable {
    /// It inflates past the limit given.
    case pastLimit
    /// It is not a DEFLATE stream (what is wrong).
    case corrupt(String)
}
