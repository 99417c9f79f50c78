import DuoCheckEngine
import DuoFuzzCounters

/// The lines of the package's sources that one input reached, for the `coverage` field of its observation
/// record: Hypothesis's format maps each file to the lines a case executed.
///
/// libFuzzer's inline counters say which blocks of code the input reached (``duo_fuzz_edges()``; libFuzzer
/// clears them before each input), and the sanitizers' symbolizer tells each block's file and line, once per
/// block. Only files under a `Sources/` folder are kept, named from there: the package's own code (the core,
/// the generators, the properties), not the standard library's. A build without the counters, or without a
/// symbolizer (AddressSanitizer brings it), gives none: the field is null.
enum FuzzCoverage {
    /// Each block's place, once it has been asked for (nil: not a line of the package's sources).
    nonisolated(unsafe) static var places: [Int: (file: String, line: Int64)?] = [:]

    /// The lines the input that just ran reached, as the format's object of files to ascending lines, or null.
    static func current() -> JSONValue {
        let count = duo_fuzz_edge_count()
        guard count > 0, let edges = duo_fuzz_edges() else { return .null }
        var lines: [String: Set<Int64>] = [:]
        for index in 0..<count where edges[index] != 0 {
            if let place = place(of: index) { lines[place.file, default: []].insert(place.line) }
        }
        guard !lines.isEmpty else { return .null }
        return .object(lines.mapValues { .array($0.sorted().map { .integer($0) }) })
    }

    /// Block `index`'s file (from its `Sources/` folder on) and line, or nil.
    static func place(of index: Int) -> (file: String, line: Int64)? {
        if let known = places[index] { return known }
        var buffer = [CChar](repeating: 0, count: 4096)
        let found = duo_fuzz_edge_place(index, &buffer, buffer.count) != 0
        let text = found ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let place = Self.place(inSymbolized: text)
        places[index] = place
        return place
    }

    /// The file (from its last `Sources/` folder on) and line of a symbolizer's `FILE:LINE`, or nil for a file
    /// outside a `Sources/` folder or a line that is not 1 or more.
    static func place(inSymbolized text: String) -> (file: String, line: Int64)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int64(text[text.index(after: colon)...]), line >= 1,
            let sources = text[..<colon].range(of: "Sources/", options: .backwards)
        else { return nil }
        return (String(text[sources.lowerBound..<colon]), line)
    }
}
