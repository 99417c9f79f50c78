import DuoCheckEngine
import DuoFuzzCounters
import Foundation
import OperatingSystem

/// The lines of the package's sources that one input reached, for the `coverage` field of its observation
/// record: Hypothesis's format maps each file to the lines a case executed.
///
/// libFuzzer's inline counters say which blocks of code the input reached (``duo_fuzz_edges()``; libFuzzer
/// clears them before each input), and a symbolizer tells each block's file and line, once per block: the
/// sanitizers' own where AddressSanitizer brings it, else the toolchain's `llvm-symbolizer` in a child process
/// (``FuzzSymbolizer``), which also names the blocks the sanitizers' leaves unnamed (its symbolization turned
/// off, `ASAN_OPTIONS=symbolize=0`). Only files under a `Sources/` folder are kept, named from there: the
/// package's own code (the core, the generators, the properties), not the standard library's; a case that
/// reached none of them has an empty object.
///
/// Where the lines cannot be told, the field is null and the record says why: the format's `metadata` object
/// gets `coverage_unavailable`, the reason in words (a build without the counters, or no symbolizer found, or
/// one that stopped answering). Null alone would read as "not measured" with no way to tell a build without
/// instrumentation from a missing tool.
enum FuzzCoverage {
    /// Each block's place, once it has been asked for (nil: not a line that can be told).
    nonisolated(unsafe) static var places: [Int: (file: String, line: Int64)?] = [:]
    /// Whether the sanitizers' symbolizer has named a block's file.
    nonisolated(unsafe) static var sanitizerNamesBlocks = false
    /// `llvm-symbolizer`, once started, or why there is none.
    nonisolated(unsafe) static var external: Result<FuzzSymbolizer, FuzzSymbolizer.Unavailable>?

    /// The lines the input that just ran reached, as the format's object of files to ascending lines; or null,
    /// and why.
    static func current() -> (coverage: JSONValue, unavailable: String?) {
        let count = duo_fuzz_edge_count()
        guard count > 0, let edges = duo_fuzz_edges() else {
            return (.null, "the build has no inline 8-bit counters to read (it was not built with -sanitize=fuzzer)")
        }
        let reached = (0..<count).filter { edges[$0] != 0 }
        do {
            try findPlaces(of: reached.filter { places.index(forKey: $0) == nil })
        } catch {
            return (.null, error.description)
        }
        var lines: [String: Set<Int64>] = [:]
        for index in reached {
            if let place = places[index] ?? nil { lines[place.file, default: []].insert(place.line) }
        }
        return (.object(lines.mapValues { .array($0.sorted().map { .integer($0) }) }), nil)
    }

    /// Asks for the places of the blocks `indices`: the sanitizers' symbolizer first, when it is linked, then
    /// `llvm-symbolizer` for the blocks it named no file of (all of them without it). Throws when blocks are
    /// left that no symbolizer can name.
    static func findPlaces(of indices: [Int]) throws(FuzzSymbolizer.Unavailable) {
        var unnamed: [Int] = []
        for index in indices {
            guard let text = sanitizerPlace(of: index) else {
                unnamed.append(index)
                continue
            }
            places.updateValue(place(inSymbolized: text), forKey: index)
            sanitizerNamesBlocks = true
        }
        guard !unnamed.isEmpty else { return }
        let symbolizer: FuzzSymbolizer
        do {
            symbolizer = try externalSymbolizer()
        } catch {
            // Once the sanitizers' symbolizer has named blocks, the ones it cannot name have no place to tell.
            guard sanitizerNamesBlocks else { throw error }
            for index in unnamed { places.updateValue(nil, forKey: index) }
            return
        }
        let code = LoadedCode.current()
        let modules = unnamed.map { code.module(containing: UInt(duo_fuzz_edge_address($0))) }
        let known = zip(unnamed, modules).compactMap { index, module in module.map { (index, $0) } }
        do {
            let answers = try symbolizer.places(of: known.map(\.1))
            for index in unnamed { places.updateValue(nil, forKey: index) }
            for ((index, _), answer) in zip(known, answers) { places.updateValue(place(inSymbolized: withoutColumn(answer)), forKey: index) }
        } catch {
            external = .failure(error)
            throw error
        }
    }

    /// The sanitizers' `FILE:LINE` for block `index`, or nil when they are not linked or named no file.
    static func sanitizerPlace(of index: Int) -> String? {
        guard duo_fuzz_has_sanitizer_symbolizer() != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard duo_fuzz_edge_place(index, &buffer, buffer.count) != 0 else { return nil }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let file = text.lastIndex(of: ":").map { String(text[..<$0]) } ?? ""
        return ["", "??", "<null>"].contains(file) ? nil : text
    }

    /// The running `llvm-symbolizer`, started the first time it is needed; throws why there is none.
    static func externalSymbolizer() throws(FuzzSymbolizer.Unavailable) -> FuzzSymbolizer {
        if external == nil {
            do {
                external = .success(try FuzzSymbolizer(path: try FuzzSymbolizer.find(in: ProcessInfo.processInfo.environment)))
            } catch {
                external = .failure(error)
            }
        }
        switch external {
        case .success(let symbolizer): return symbolizer
        case .failure(let error): throw error
        case nil: throw FuzzSymbolizer.Unavailable(description: "no symbolizer")
        }
    }

    /// `FILE:LINE` of `llvm-symbolizer`'s `FILE:LINE:COLUMN`.
    static func withoutColumn(_ text: String) -> String {
        text.lastIndex(of: ":").map { String(text[..<$0]) } ?? text
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
