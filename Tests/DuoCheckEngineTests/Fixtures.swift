import DuoCheckEngine

/// A window and a frame that the generator keeps inside it.
struct FramedWindow: Codable, Equatable {
    var windowWidth: Int
    var windowHeight: Int
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var frameIsInsideWindow: Bool {
        x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= windowWidth && y + height <= windowHeight
    }
}

/// Keeps the sequences a shrink went through. Unchecked: a shrink calls its closure on the calling thread,
/// one candidate at a time.
final class History: @unchecked Sendable {
    var sequences: [[UInt64]] = []
}

/// Counts what a check saw, from inside its closure. Unchecked: a run calls its property's check on the
/// calling thread, one case at a time, so the count is never touched from two threads at once.
final class Counter: @unchecked Sendable {
    var count = 0
}

extension RunReport {
    /// The report without its timings, which differ from run to run.
    var withoutTimings: RunReport {
        var report = self
        report.duration = .zero
        report.failure?.shrinkDuration = .zero
        if report.failure?.explainDuration != nil { report.failure?.explainDuration = .zero }
        return report
    }
}

/// The value a failure's shrunk case decodes to.
func shrunkValue<Value: Decodable>(_ type: Value.Type, of report: RunReport) throws -> Value? {
    guard let tree = report.failure?.shrunk.value else { return nil }
    return try ValueCoding.decode(type, from: tree)
}

import Foundation
