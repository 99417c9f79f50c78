/// A small tokenizer for Swift source, enough to find mutation sites: it knows
/// names, numbers, operators and punctuation, and it steps over comments (`//`,
/// `///`, nested `/* */`) and string literals (single-line, multi-line `"""`,
/// raw `#"…"#`, with their `\(…)` interpolations) without producing a token from
/// their insides. It never fails: text it does not understand becomes
/// punctuation, one byte at a time.
///
/// Operators follow Swift's rule: a run of operator characters is one operator
/// (`..<`, `->`, `<=`, `+=`), a dot belongs to an operator only when the
/// operator starts with one, and a run stops before `//` or `/*`.
struct SwiftTokenizer {
    /// The source's UTF-8 bytes.
    let bytes: [UInt8]

    /// The tokens of `source`, in order.
    static func tokens(in source: String) -> [SwiftToken] {
        SwiftTokenizer(bytes: Array(source.utf8)).tokens()
    }

    /// The tokens of the source, in order.
    func tokens() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == Self.slash, peek(position + 1) == Self.slash {
                position = endOfLine(from: position)
            } else if byte == Self.slash, peek(position + 1) == Self.star {
                position = endOfBlockComment(from: position)
            } else if let end = endOfStringLiteral(from: position) {
                tokens.append(token(.string, position..<end))
                position = end
            } else {
                let (kind, end) = scanWord(from: position)
                tokens.append(token(kind, position..<end))
                position = end
            }
        }
        return tokens
    }

    /// The kind and end of the name, number, operator or punctuation starting at `start`.
    private func scanWord(from start: Int) -> (SwiftToken.Kind, Int) {
        let byte = bytes[start]
        if Self.isIdentifierHead(byte) || byte == UInt8(ascii: "$") {
            return (.identifier, scan(from: start + 1, while: Self.isIdentifierBody))
        }
        if byte == UInt8(ascii: "#"), Self.isIdentifierHead(peek(start + 1) ?? 0) {
            return (.identifier, scan(from: start + 1, while: Self.isIdentifierBody))
        }
        if byte == UInt8(ascii: "`"), let close = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "`")) {
            return (.identifier, close + 1)
        }
        if Self.isDigit(byte) { return (.number, endOfNumber(from: start)) }
        if byte == Self.dot {
            guard let next = peek(start + 1), next == Self.dot || Self.isOperatorCharacter(next) else { return (.punctuation, start + 1) }
            return (.operator, endOfOperator(from: start, allowsDots: true))
        }
        if Self.isOperatorCharacter(byte) { return (.operator, endOfOperator(from: start, allowsDots: false)) }
        return (.punctuation, start + 1)
    }

    /// The end of the operator starting at `start`: a run of operator characters (and dots, for a dot operator)
    /// that stops before a comment.
    private func endOfOperator(from start: Int, allowsDots: Bool) -> Int {
        var end = start + 1
        while let next = peek(end), Self.isOperatorCharacter(next) || (allowsDots && next == Self.dot) {
            if next == Self.slash, let after = peek(end + 1), after == Self.slash || after == Self.star { break }
            end += 1
        }
        return end
    }

    /// The end of the number starting at `start`: digits, letters and `_` (hexadecimal, exponents), a `.` only
    /// when a digit follows it (so `0..<n` is `0`, `..<`, `n`), and a sign right after an exponent letter.
    private func endOfNumber(from start: Int) -> Int {
        let isHexadecimal = peek(start + 1) == UInt8(ascii: "x") && bytes[start] == UInt8(ascii: "0")
        var end = start + 1
        while let next = peek(end) {
            if Self.isIdentifierBody(next) {
                end += 1
            } else if next == Self.dot, let after = peek(end + 1), Self.isDigit(after) {
                end += 1
            } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"),
                let letter = peek(end - 1), (isHexadecimal ? "pP" : "eE").utf8.contains(letter)
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// A token of `kind` over `range`, with the whitespace on either side noted.
    private func token(_ kind: SwiftToken.Kind, _ range: Range<Int>) -> SwiftToken {
        SwiftToken(
            kind: kind, text: String(decoding: bytes[range], as: UTF8.self), range: range,
            spaceBefore: range.lowerBound == 0 || Self.isWhitespace(bytes[range.lowerBound - 1]),
            spaceAfter: range.upperBound == bytes.count || Self.isWhitespace(bytes[range.upperBound]))
    }

    /// The byte at `offset`, or `nil` past the end.
    func peek(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The first offset at or after `start` whose byte fails `predicate`.
    func scan(from start: Int, while predicate: (UInt8) -> Bool) -> Int {
        var end = start
        while let next = peek(end), predicate(next) { end += 1 }
        return end
    }

    /// The bytes the tokenizer looks for most.
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), dot = UInt8(ascii: ".")

    /// Space, tab, carriage return, line feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A byte that may start a name: a letter, `_`, or any byte of a non-ASCII character.
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// A byte that may continue a name: a name's head or a digit.
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    /// `0` to `9`.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The ASCII characters an operator is made of (the dot aside).
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?".utf8.contains(byte)
    }
}
