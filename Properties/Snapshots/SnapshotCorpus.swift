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
        var lines: [SnapshotLineText] = []
        var seen = Set<String>()
        func add(_ origin: SnapshotCaseOrigin) throws {
            guard let line = try snapshot.lineForCase(lines.count, origin), seen.insert(line.inputText).inserted else { return }
            lines.append(line)
        }
        for choices in simplestChoices where lines.count < size {
            try add(.choices(choices))
        }
        var draw: UInt64 = 0
        while lines.count < size, draw < UInt64(size) * 8 {
            try add(.draw(draw))
            draw += 1
        }
        return lines
    }
}
