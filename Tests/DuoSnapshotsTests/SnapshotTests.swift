import Foundation
import Testing
import DuoProperties
import DuoSnapshots

/// The behaviour snapshots of every placement helper (`Tests/Snapshots/<id>.jsonl`), one argument of one test each:
/// each recomputes its helper's output over the recorded corpus and fails, with the simplest changed case, when any
/// output moved by as much as one ulp. `DUOCHECK_SNAPSHOT=<id>` runs one snapshot alone. A snapshot with no
/// recording is recorded on the first run (and fails it once), except in CI; `DUOCHECK_RECORD=all
/// DUOCHECK_SNAPSHOT=<id> swift test --filter SnapshotTests/snapshotHolds` re-records one (``SnapshotRecordMode``);
/// `duo-fuzz snapshot diff` reviews the changes.
@Suite("Behaviour snapshots")
struct SnapshotTests {
    static let store = SnapshotStore(
        packageRoot: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

    /// The ids the test checks: the snapshot `DUOCHECK_SNAPSHOT` names, or every snapshot of the catalogue. A name no
    /// snapshot has stays in the list, so that the test says so rather than check nothing.
    static func selectedIDs(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        guard let named = environment["DUOCHECK_SNAPSHOT"], !named.isEmpty else { return SnapshotCatalogue.all.map(\.id) }
        return [named]
    }

    @Test("the helper's output over its corpus is its recorded snapshot", arguments: selectedIDs())
    func snapshotHolds(id: String) { checkSnapshot(id: id) }

    @Test("every *.jsonl in Tests/Snapshots/ is the snapshot of a helper: a file of none is named, never ignored")
    func noUnknownSnapshotFile() {
        let unknown = Self.store.unknownEntries()
        #expect(unknown.isEmpty, "Tests/Snapshots/ holds what no test reads:\n\(unknown.joined(separator: "\n"))")
    }
}

/// Checks the snapshot with `id`, recording it when the record mode (``SnapshotRecordMode``) says so.
private func checkSnapshot(id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let snapshot = SnapshotCatalogue.snapshot(id: id) else {
        Issue.record("no snapshot in the catalogue has the id \"\(id)\" (DUOCHECK_SNAPSHOT)", sourceLocation: sourceLocation)
        return
    }
    let mode: SnapshotRecordMode
    switch SnapshotRecordMode.fromEnvironment(ProcessInfo.processInfo.environment) {
    case .success(let chosen): mode = chosen
    case .failure(let problem):
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
        return
    }
    let comparison: SnapshotComparison
    do {
        switch try SnapshotTests.store.test(snapshot, mode: mode) {
        case .recorded(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        case .compared(let compared): comparison = compared
        }
    } catch {
        Issue.record("cannot record \(snapshot.id): \(error)", sourceLocation: sourceLocation)
        return
    }
    guard !comparison.holds else { return }
    Issue.record(Comment(rawValue: comparison.report), sourceLocation: sourceLocation)
    if let simplest = comparison.changes.first {
        Attachment.record(
            Array(SnapshotPicture.svg(id: snapshot.id, change: simplest).utf8), named: "\(snapshot.id).svg", sourceLocation: sourceLocation)
    }
}
