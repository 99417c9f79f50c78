/// The lines of a source file, for turning byte offsets into 1-based lines and
/// columns and for quoting a line. Columns count UTF-8 bytes, as the compiler's
/// diagnostics do.
struct SourceLines: Sendable {
    /// The source's bytes.
    let bytes: [UInt8]
    /// The byte offset at which each line starts (line 1 first).
    let starts: [Int]

    /// Splits `bytes` into lines at every `\n`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The number of lines (a final newline ends the last line rather than starting an empty one).
    var count: Int {
        starts.last == bytes.count && starts.count > 1 ? starts.count - 1 : starts.count
    }

    /// The 1-based line and column of byte `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The byte offsets of line `line` (1-based), without its newline.
    func range(ofLine line: Int) -> Range<Int> {
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of line `line` (1-based), without its newline.
    func text(ofLine line: Int) -> String {
        String(decoding: bytes[range(ofLine: line)], as: UTF8.self)
    }

    /// The whole lines of `bytes` that the byte offsets `range` touch (the line holding its start when it is
    /// empty), without their newlines: what a diff shows of an edit there.
    static func lines(of bytes: [UInt8], touching range: Range<Int>) -> [String] {
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = range.upperBound
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        return String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
