import DuoProperties
import DuoSnapshots
import Foundation
import Testing

/// The snapshot test's record modes: a missing recording is recorded on the first run outside CI, never in CI, and
/// every one is recorded again under `DUOCHECK_RECORD=all`.
@Suite("Snapshot record modes")
struct SnapshotRecordModeTests {
    @Test(
        "the environment chooses the mode: missing by default, never in CI, all under DUOCHECK_RECORD=all or 1",
        arguments: [
            ([:], SnapshotRecordMode.missing), (["CI": "true"], .never), (["CI": "0"], .missing), (["CI": "no"], .missing),
            (["DUOCHECK_RECORD": " all "], .all), (["DUOCHECK_RECORD": "1"], .all),
            (["DUOCHECK_RECORD": "all", "CI": "true"], .all), (["DUOCHECK_RECORD": "never"], .never),
            (["DUOCHECK_RECORD": "Missing", "CI": "1"], .missing)
        ])
    func modeFromEnvironment(environment: [String: String], mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.fromEnvironment(environment).get() == mode)
    }

    @Test("a value that is no mode is named, with the modes there are")
    func badMode() {
        guard case .failure(let problem) = SnapshotRecordMode.fromEnvironment(["DUOCHECK_RECORD": "Sometimes"]) else {
            Issue.record("sometimes read as a mode")
            return
        }
        #expect(problem.description.contains("DUOCHECK_RECORD=Sometimes") && problem.description.contains("missing"))
    }

    @Test("a missing recording is written under missing and all, and left missing under never; a recorded one is only compared under missing")
    func missingRecordings() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-record-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = SnapshotStore(directory: scratch)
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: "strip-sides"))
        let file = store.url(of: snapshot)

        guard case .compared(let never) = try store.test(snapshot, mode: .never) else { throw Unexpected.recorded }
        #expect(never.problem == .missing && !FileManager.default.fileExists(atPath: file.path))
        guard case .recorded(let message) = try store.test(snapshot, mode: .missing) else { throw Unexpected.compared }
        #expect(message.hasPrefix("recorded the missing strip-sides.jsonl") && FileManager.default.fileExists(atPath: file.path))
        guard case .compared(let again) = try store.test(snapshot, mode: .missing) else { throw Unexpected.recorded }
        #expect(again.holds)
        guard case .recorded(let all) = try store.test(snapshot, mode: .all) else { throw Unexpected.compared }
        #expect(all.hasPrefix("re-recorded, unchanged, strip-sides.jsonl"))
    }

    enum Unexpected: Error {
        case recorded, compared
    }
}
