import Foundation
import DuoCheckEngine

/// Which cases a snapshot records: first the simplest in the engine's order (the all-zero choice sequence and
/// its small neighbours, in shortlex order), so that the first difference a test reports is a simple one; then
/// cases drawn from a fixed seed, until the corpus holds ``size`` distinct inputs (fewer where the generator has
/// fewer, such as the five postures).
package enum SnapshotCorpus {
    /// The cases of every snapshot's corpus.
    package static let size = 200
    /// The seed of the drawn part of every corpus.
    package static let seed: UInt64 = 0x5A17_C0DE_D0C4

    /// The simplest choice sequences, shortlex order: every sequence of up to three choices from 0...3 that does
    /// not end in 0 (a replay draws 0 past the end anyway), from `[]` through `[3, 3, 3]`.
    static let simplestChoices: [[UInt64]] = {
        var sequences: [[UInt64]] = [[]]
        var previous: [[UInt64]] = [[]]
        for _ in 1...3 {
            previous = previous.flatMap { prefix in (0...3).map { prefix + [UInt64($0)] } }
            sequences += previous.filter { $0.last != 0 }
        }
        return sequences
    }()

    /// The corpus of `snapshot`: each case's line, simplest first, with no input twice.
    static func lines(of snapshot: HelperSnapshot) throws -> [SnapshotLineText] {
        try walk { index, origin in try snapshot.lineForCase(index, origin).map { ($0.inputText, $0) } }
    }

    /// Where the cases of `snapshot`'s corpus come from, simplest first: case `i` from the `i`-th origin. An origin
    /// in `knownInputs` is not drawn again: its input's text is taken from there (a recorded line whose redraw
    /// gave its stored input, which is what a comparison has already checked).
    static func origins(of snapshot: HelperSnapshot, knownInputs: [SnapshotCaseOrigin: String] = [:]) throws -> [SnapshotCaseOrigin] {
        try walk { _, origin in try (knownInputs[origin] ?? snapshot.inputTextForCase(origin)).map { ($0, origin) } }
    }

    /// Walks the origins, simplest first, and keeps the first case of each distinct input until there are
    /// ``size``: `draw` gives a case's input text and what to keep of it, or nil for an invalid draw.
    private static func walk<Case>(_ draw: (_ index: Int, _ origin: SnapshotCaseOrigin) throws -> (inputText: String, kept: Case)?) rethrows -> [Case]
    {
        var cases: [Case] = []
        var seen = Set<String>()
        func add(_ origin: SnapshotCaseOrigin) throws {
            guard let drawn = try draw(cases.count, origin), seen.insert(drawn.inputText).inserted else { return }
            cases.append(drawn.kept)
        }
        for choices in simplestChoices where cases.count < size {
            try add(.choices(choices))
        }
        var index: UInt64 = 0
        while cases.count < size, index < UInt64(size) * 8 {
            try add(.draw(index))
            index += 1
        }
        return cases
    }

    /// Where the recorded cases (`index` and origin of each line, in file order) first differ from the corpus's
    /// cases `expected` (the same cases, in order, once each), in words naming the first case missing or extra;
    /// `nil` when they are the same. With `expected` unknown (the corpus drifted, so the generators no longer give
    /// it), only the numbering is checked: line `k` must hold case `k`.
    static func firstDifference(recorded: [(index: Int, origin: SnapshotCaseOrigin)], expected: [SnapshotCaseOrigin]?) -> String? {
        let position = Dictionary(expected.map { $0.enumerated().map { ($1, $0) } } ?? [], uniquingKeysWith: { first, _ in first })
        func named(_ index: Int, _ origin: SnapshotCaseOrigin) -> String { "case \(index) (\(origin))" }
        for (line, entry) in recorded.enumerated() {
            let number = line + 1
            guard let expected else {
                if entry.index < line { return "line \(number) repeats case \(entry.index)" }
                if entry.index > line { return "case \(line) is missing: line \(number) holds case \(entry.index)" }
                continue
            }
            if line >= expected.count {
                return "line \(number) is an extra \(named(entry.index, entry.origin)): the corpus has \(expected.count) cases"
            }
            if entry.origin == expected[line] {
                if entry.index != line { return "line \(number) is numbered case \(entry.index), but it is \(named(line, entry.origin))" }
                continue
            }
            guard let place = position[entry.origin] else {
                return
                    "line \(number) holds \(named(entry.index, entry.origin)), which is not in the corpus; \(named(line, expected[line])) belongs there"
            }
            if place < line { return "line \(number) repeats \(named(place, entry.origin))" }
            return "\(named(line, expected[line])) is missing: line \(number) holds case \(place)"
        }
        if let expected, recorded.count < expected.count {
            let count = recorded.count
            return "the file ends after \(count) case\(count == 1 ? "" : "s"), and \(named(count, expected[count])) is missing"
        }
        return nil
    }
}
