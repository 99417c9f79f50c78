import DuoCheckEngine

/// When the snapshot test writes a recording, as `DUOCHECK_RECORD` and `CI` choose (insta's `INSTA_UPDATE` and
/// swift-snapshot-testing's record modes work the same way).
///
/// A test that records fails once, saying what it wrote (or that the recording was unchanged), so that a recording
/// never passes unnoticed: it is reviewed (`git diff`, `duo-fuzz snapshot diff`) and committed with the change that
/// explains it. `CI` is read as every switch of the package reads it (``RunConfiguration/isSet(_:)``).
package enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// A snapshot with no recording is recorded; one that differs fails. The default, outside CI.
    case missing
    /// Every snapshot the test checks is recorded again (`DUOCHECK_RECORD=all`, or `1`).
    case all
    /// Nothing is written: a snapshot with no recording fails, naming the command that records it. The default
    /// in CI (`CI` set), where a recording made on the runner would be lost.
    case never

    /// The mode `environment` chooses, or a message naming the value it cannot read.
    package static func fromEnvironment(_ environment: [String: String]) -> Result<SnapshotRecordMode, SnapshotRecordMode.Problem> {
        let typed = environment["DUOCHECK_RECORD"]?.trimmingCharacters(in: .whitespaces) ?? ""
        switch typed.lowercased() {
        case "": return .success(RunConfiguration.isSet(environment["CI"]) ? .never : .missing)
        case "1", "true", "yes", "all": return .success(.all)
        case "0", "false", "no", "never": return .success(.never)
        case "missing": return .success(.missing)
        default:
            return .failure(
                SnapshotRecordMode.Problem(
                    description: "DUOCHECK_RECORD=\(typed) is not a record mode: missing (the default), all (or 1) or never (the default in CI)"))
        }
    }
}

extension SnapshotRecordMode {
    /// Why `DUOCHECK_RECORD` chooses no mode.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }
}

extension SnapshotStore {
    /// What the snapshot test did with one snapshot: recorded it (the message says what, and the test fails once), or
    /// compared it with its recording.
    package enum TestOutcome {
        case recorded(String)
        case compared(SnapshotComparison)
    }
}

extension SnapshotStore {
    /// Records `snapshot` when `mode` says so (every snapshot under ``SnapshotRecordMode/all``, one with no recording
    /// under ``SnapshotRecordMode/missing``), else compares it with its recording; throws when a recording cannot be
    /// written.
    package func test(_ snapshot: HelperSnapshot, mode: SnapshotRecordMode) throws -> SnapshotStore.TestOutcome {
        let comparison = mode == .all ? nil : compare(snapshot)
        if let comparison, mode == .never || comparison.problem != .missing { return .compared(comparison) }
        let changed = try record(snapshot)
        let what = comparison == nil ? (changed ? "re-recorded" : "re-recorded, unchanged,") : "recorded the missing"
        return .recorded("\(what) \(url(of: snapshot).lastPathComponent): review it (git diff, duo-fuzz snapshot diff), commit it, and run again")
    }
}
