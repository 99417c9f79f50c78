/// The label arrays a run has seen lately, by the storage they live in, each
/// with the distinct labels it holds as indices into the ``LabelCounter``.
///
/// Properties mostly label a case with an array made once and shared (a
/// table of a sample's labels, a constant array literal), so the same
/// storage comes back case after case. Counting such an array is then a few
/// increments, with no key computed and no string compared. The cache holds
/// the arrays it remembers, so their storage cannot be freed and reused for
/// other labels while a line still names it; an array made afresh for every
/// case only ever misses, and is counted label by label.
@usableFromInline
struct LabelArrayCache {
    /// Lines in the cache (a power of two), and the most labels a remembered array may have.
    @usableFromInline static let lineCount = 64, maximumLabels = 8

    /// The array each line remembers (kept alive by the line), or nil.
    @usableFromInline var arrays: [[String]?] = Array(repeating: nil, count: lineCount)
    /// How many distinct labels each line's array holds.
    @usableFromInline var distinctCounts: [Int] = Array(repeating: 0, count: lineCount)
    /// The counter's index of each distinct label, `maximumLabels` to a line.
    @usableFromInline var entryIndices: [Int] = Array(repeating: 0, count: lineCount * maximumLabels)

    @inlinable
    init() {}

    /// Counts `labels` for the case numbered `caseNumber` in `counter`, each distinct label once.
    @inlinable
    mutating func count(_ labels: [String], inCase caseNumber: Int, in counter: inout LabelCounter) {
        guard !labels.isEmpty else { return }
        let storage = labels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        let address = UInt(bitPattern: storage)
        let line = Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (Self.lineCount - 1)
        if let remembered = arrays[line], remembered.withUnsafeBufferPointer({ UnsafeRawPointer($0.baseAddress!) }) == storage {
            for position in line * Self.maximumLabels ..< line * Self.maximumLabels + distinctCounts[line] {
                counter.countOnce(entryAt: entryIndices[position], inCase: caseNumber)
            }
            return
        }
        remember(labels, at: line, inCase: caseNumber, in: &counter)
    }

    /// Counts `labels` label by label and, if it is short enough, remembers it at `line`.
    @usableFromInline
    mutating func remember(_ labels: [String], at line: Int, inCase caseNumber: Int, in counter: inout LabelCounter) {
        var distinct = 0
        for label in labels {
            let index = counter.index(of: label)
            guard counter.countOnce(entryAt: index, inCase: caseNumber) else { continue }
            if distinct < Self.maximumLabels { entryIndices[line * Self.maximumLabels + distinct] = index }
            distinct += 1
        }
        arrays[line] = distinct <= Self.maximumLabels ? labels : nil
        distinctCounts[line] = distinct
    }
}
