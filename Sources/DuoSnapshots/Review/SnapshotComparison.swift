import Foundation

/// What comparing one helper's recorded snapshot with the helper as it is now found.
package struct SnapshotComparison {
    /// Why a snapshot could not be compared at all.
    package enum Problem: Equatable, Sendable {
        /// No file has been recorded.
        case missing
        /// The file exists but cannot be read.
        case unreadable(String)
        /// A line does not parse as a case of this helper (line number, what is wrong).
        case badLine(Int, String)
        /// The lines are not the whole corpus, in order, once each: the first case missing or extra, in words.
        case incomplete(String)
    }

    /// The snapshot compared.
    package let snapshot: HelperSnapshot
    /// Its file.
    package let file: URL
    /// Every recorded case, checked (empty when there is a problem, except an incomplete corpus).
    package let checks: [SnapshotLineCheck]
    /// Why nothing could be compared, if so.
    package let problem: Problem?

    init(snapshot: HelperSnapshot, file: URL, checks: [SnapshotLineCheck] = [], problem: Problem? = nil) {
        self.snapshot = snapshot
        self.file = file
        self.checks = checks
        self.problem = problem
    }

    /// The cases whose output changed, simplest first.
    package var changes: [SnapshotLineCheck] { checks.filter(\.changed) }

    /// The cases whose stored input no longer comes out of its choices.
    package var drifted: [SnapshotLineCheck] { checks.filter(\.drifted) }

    /// Whether the snapshot holds: recorded, readable, every output the same, and no drift.
    package var holds: Bool { problem == nil && changes.isEmpty && drifted.isEmpty }

    /// The command that re-records this snapshot in the test run.
    package var recordCommand: String { "DUOCHECK_RECORD=all DUOCHECK_SNAPSHOT=\(snapshot.id) swift test --filter SnapshotTests/snapshotHolds" }

    /// What a failing test says: the problem, or how many cases changed, the simplest with its old and new
    /// output side by side, and the commands to review and re-record; drift is reported apart.
    package var report: String {
        let name = "snapshot \(snapshot.id) (\(snapshot.helper))"
        switch problem {
        case .missing?:
            return
                "\(name) has not been recorded: \(file.lastPathComponent) is missing. Record it with \(recordCommand) or duo-fuzz snapshot record \(snapshot.id)."
        case .unreadable(let reason)?:
            return "\(name): \(file.path) cannot be read: \(reason)"
        case .badLine(let number, let reason)?:
            return "\(name): \(file.lastPathComponent) line \(number) is not a case of this helper: \(reason). Re-record it with \(recordCommand)."
        case .incomplete(let difference)?:
            return "\(name): \(file.lastPathComponent) is not the whole corpus: \(difference). A corpus holds the same cases, in order, "
                + "once each; find out how the file changed, then re-record it with \(recordCommand)."
        case nil:
            break
        }
        var parts: [String] = []
        if let simplest = changes.first {
            parts.append(
                """
                \(name): the output changed in \(changes.count) of \(checks.count) cases.
                simplest changed case (case \(simplest.index), \(simplest.origin)):
                  input:  \(simplest.inputText)
                  before: \(simplest.recordedOutput)
                  now:    \(simplest.currentOutput)
                review every change: duo-fuzz snapshot diff \(snapshot.id)
                if the change is intended, and only after reading the diff: \(recordCommand)
                """)
        }
        if let first = drifted.first {
            parts.append(
                """
                \(name): the corpus drifted: \(drifted.count) of \(checks.count) recorded inputs no longer come out of their choices \
                (the generators changed how they draw; the helper was checked on the stored inputs\(changes.isEmpty ? ", and no output changed" : "")).
                first drifted case: \(first.index), \(first.origin)
                re-record the corpus: duo-fuzz snapshot record \(snapshot.id)
                """)
        }
        return parts.isEmpty ? "\(name): \(checks.count) cases, unchanged" : parts.joined(separator: "\n")
    }
}

extension SnapshotComparison {
    /// Whether another helper set gives the recorded outputs: the file is whole and readable, and every case's
    /// output is the same. Drift is the generators' matter, not the helper set's: the stored inputs are checked.
    package var conforms: Bool { problem == nil && changes.isEmpty }

    /// The comparison of the spec's checks alone: a case whose output rests on a decision
    /// (``SnapshotLineCheck/decision``) is left out.
    package var leavingOutDecidedCases: SnapshotComparison {
        SnapshotComparison(snapshot: snapshot, file: file, checks: checks.filter { $0.decision == nil }, problem: problem)
    }

    /// What a conformance run says when another helper set differs from the recorded behaviour of the reference:
    /// the members compared, how many cases differ, and the simplest with its input, the reference's output and
    /// the helper set's.
    package var conformanceReport: String {
        let members = snapshot.members.map { "PlacementHelpers.\($0)" }.joined(separator: ", ")
        let name = "snapshot \(snapshot.id) (\(members), the core's \(snapshot.helper))"
        if let problem {
            return "\(name): the recorded snapshot cannot be compared: \(problem) (\(file.path))"
        }
        guard let simplest = changes.first else { return "\(name): \(checks.count) cases, the same as the reference" }
        return """
            \(name): the helper set's output differs from the reference in \(changes.count) of \(checks.count) cases.
            simplest differing case (case \(simplest.index), \(simplest.origin)):
              input:     \(simplest.inputText)
              reference: \(simplest.recordedOutput)
              this set:  \(simplest.currentOutput)
            """
    }
}
