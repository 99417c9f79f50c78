import Foundation

/// What one snapshot's corpus covers, by the engine's labels: how many cases carry each label (the layout's
/// family, the Duo's posture, each block corner, and the kind of row or frame).
package struct SnapshotCoverage {
    /// The cases in the corpus.
    package let caseCount: Int
    /// How many cases carry each label.
    package let labelCounts: [String: Int]

    /// The coverage of `snapshot`'s corpus.
    package init(_ snapshot: HelperSnapshot) throws {
        let lines = try SnapshotCorpus.lines(of: snapshot)
        caseCount = lines.count
        var counts: [String: Int] = [:]
        for line in lines {
            for label in snapshot.labelsOfCase(line.origin.source) ?? [] { counts[label, default: 0] += 1 }
        }
        labelCounts = counts
    }

    /// One line: the case count, then every label with its count, most frequent first.
    package var summary: String {
        let labels = labelCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return "\(caseCount) cases" + (labels.isEmpty ? "" : "; " + labels.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
