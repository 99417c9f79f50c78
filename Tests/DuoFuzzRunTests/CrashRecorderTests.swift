import DuoCheckEngine
import Foundation
import OperatingSystem
import Testing
@testable import DuoFuzzRun

/// The crash handler writes the work in hand before the process dies.
@Suite("Crash recorder")
struct CrashRecorderTests {
    @Test("a trap after recording the work leaves the record in the crash file, and the process still dies by the signal")
    func recordSurvivesTrap() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        await #expect(processExitsWith: .signal(SignalName.trap)) { [path = path as String] in
            try CrashRecorder.install(path: path)
            let work = CurrentWork(
                propertyID: "demo-trap", position: 3, count: 1, caseIndex: 3, drawn: CaseRecord(choices: [950], value: .integer(950)))
            work.record()
            _ = DemoProperties.trap.failure(checking: 950)
        }
        let record = try #require(CurrentWork.read(from: path))
        #expect(
            record
                == CurrentWork(propertyID: "demo-trap", position: 3, count: 1, caseIndex: 3, drawn: CaseRecord(choices: [950], value: .integer(950))))
    }

    @Test("a larger record replaces a smaller one completely")
    func recordGrows() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        await #expect(processExitsWith: .signal(SignalName.trap)) { [path = path as String] in
            try CrashRecorder.install(path: path)
            CrashRecorder.record(Data("small".utf8))
            let work = CurrentWork(propertyID: "p", position: 0, count: 1, caseIndex: 0, drawn: CaseRecord(choices: Array(0..<5000), value: .null))
            work.record()
            fatalError("trap")
        }
        #expect(CurrentWork.read(from: path)?.drawn?.choices.count == 5000)
    }

    @Test("the record survives SIGKILL, which no handler sees (the hang watchdog, the out-of-memory killer)")
    func recordSurvivesKill() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
            try CrashRecorder.install(path: path)
            CurrentWork(propertyID: "demo-hang", position: 9, count: 4).record()
            kill(getpid(), SIGKILL)
        }
        #expect(CurrentWork.read(from: path) == CurrentWork(propertyID: "demo-hang", position: 9, count: 4))
    }

    @Test("a file without a record, or not a crash file, reads as no record")
    func noRecord() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(CurrentWork.read(from: path) == nil)
        try Data("{\"propertyID\": \"x\"}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(CurrentWork.read(from: path) == nil)
    }
}
