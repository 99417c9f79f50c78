/// The parts of the source that are not code: comments and string literals.
///
/// Each function returns the offset just past what it steps over; text cut off
/// by the end of the file ends there, so that a broken file still tokenizes.
extension SwiftTokenizer {
    /// The offset of the newline that ends the line holding `start` (or the end of the file).
    func endOfLine(from start: Int) -> Int {
        scan(from: start) { $0 != UInt8(ascii: "\n") }
    }

    /// The end of the block comment opening at `start`; block comments nest.
    func endOfBlockComment(from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < bytes.count {
            if bytes[position] == Self.slash, peek(position + 1) == Self.star {
                depth += 1
                position += 2
            } else if bytes[position] == Self.star, peek(position + 1) == Self.slash {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                position += 1
            }
        }
        return position
    }

    /// The end of the string literal opening at `start`, or `nil` when none opens there. A literal opens with
    /// any number of `#` (a raw string) and then `"` or `"""`; it closes with the same quotes followed by
    /// the same number of `#`. Inside it, `\` followed by those `#` escapes the next character, and `\(`
    /// (or `\#(` in a raw string) opens an interpolation, which is code and may hold strings of its own.
    func endOfStringLiteral(from start: Int) -> Int? {
        let hashes = scan(from: start) { $0 == UInt8(ascii: "#") } - start
        let quote = start + hashes
        guard peek(quote) == UInt8(ascii: "\"") else { return nil }
        let isMultiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        let delimiter = isMultiline ? 3 : 1
        var position = quote + delimiter
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                let afterHashes = position + 1 + hashes
                guard hashCount(at: position + 1, upTo: hashes) == hashes else {
                    position += 1
                    continue
                }
                if peek(afterHashes) == UInt8(ascii: "(") {
                    position = endOfInterpolation(from: afterHashes + 1)
                } else {
                    position = afterHashes + 1
                }
            } else if byte == UInt8(ascii: "\""), closes(at: position, quotes: delimiter, hashes: hashes) {
                return position + delimiter + hashes
            } else if byte == UInt8(ascii: "\n"), !isMultiline {
                return position
            } else {
                position += 1
            }
        }
        return position
    }

    /// The end of an interpolation whose `(` is just before `start`: just past its matching `)`, stepping over
    /// nested parentheses, strings and block comments.
    private func endOfInterpolation(from start: Int) -> Int {
        var depth = 1
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.slash, peek(position + 1) == Self.star {
                position = endOfBlockComment(from: position)
            } else if let end = endOfStringLiteral(from: position) {
                position = end
            } else {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                position += 1
                if depth == 0 { return position }
            }
        }
        return position
    }

    /// Whether the quote at `position` closes a literal opened with `quotes` quotes and `hashes` `#`.
    private func closes(at position: Int, quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(position + offset) != UInt8(ascii: "\"") { return false }
        return hashCount(at: position + quotes, upTo: hashes) == hashes
    }

    /// How many `#` follow from `position`, counting at most `limit`.
    private func hashCount(at position: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, peek(position + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }
}
