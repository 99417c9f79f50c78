import DuoCheckEngine
import DuoFuzzSupport
import Foundation

/// One thing `duo-fuzz replay` did, in order: the stream its outputs are recorded from. The console's lines
/// (``ReplayConsoleRecorder``) and the event log (`--events`) are its recorders.
package enum ReplayEvent: Sendable {
    /// The version of the event log's records.
    package static let formatVersion = 1

    /// A path or file that is no seed: `path: what is wrong`.
    case bad(String)
    /// A seed in a place or under a name it should not have.
    case warning(String)
    /// The temporary file of a seed write cut short.
    case leftover(String)
    /// One seed replayed: its path as shown, its kind and property, the verdict, and the explain phase's lines
    /// stored with a failure.
    case replayed(ReplayedSeed)
    /// The replay ended: how many files, and how many hold, fail and are bad.
    case finished(ReplayTotals)

    /// The event as one record of the event log: its type, the format's version, and its fields.
    package var record: JSONValue {
        let (type, fields): (String, [String: JSONValue])
        switch self {
        case .bad(let text): (type, fields) = ("bad", ["problem": .string(text)])
        case .warning(let text): (type, fields) = ("warning", ["text": .string(text)])
        case .leftover(let path): (type, fields) = ("leftover", ["path": .string(path)])
        case .replayed(let seed): (type, fields) = ("replayed", ReportFile.fields(of: seed))
        case .finished(let totals): (type, fields) = ("finished", ReportFile.fields(of: totals))
        }
        return ReportFile.eventRecord(type: type, version: Self.formatVersion, fields)
    }
}

/// A seed replayed.
package struct ReplayedSeed: Sendable, Codable, Equatable {
    package var path: String
    package var kind: String
    package var propertyID: String
    package var verdict: SeedVerdict
    /// What the explain phase found when the seed was stored, shown when it fails again.
    package var explanation: [String]?
}

/// A replay's totals.
package struct ReplayTotals: Sendable, Codable, Equatable {
    package var files: Int
    package var holding: Int
    package var failing: Int
    package var bad: Int
}

/// The console's lines of a replay: each bad path, warning and leftover, each seed's verdict, and the totals.
final class ReplayConsoleRecorder {
    let console: Console

    init(console: Console) {
        self.console = console
    }

    func record(_ event: ReplayEvent) {
        switch event {
        case .bad(let problem): console.output("BAD    \(problem)")
        case .warning(let text): console.error(text)
        case .leftover(let path):
            console.error("leftover: \(path): the temporary file of a seed write cut short; run removes it once its writer has ended")
        case .replayed(let seed):
            let tag = ["holds": "ok    ", "fails": "FAILS ", "bad": "BAD   "][seed.verdict.outcome.rawValue] ?? "?     "
            console.output("\(tag) \(seed.path) (\(seed.kind) of \(seed.propertyID)): \(seed.verdict.summary)")
            if seed.verdict.outcome == .fails, let explanation = seed.explanation {
                console.output(explanation.map { "       " + $0 }.joined(separator: "\n"))
            }
            if let drift = seed.verdict.drift {
                console.output(drift.split(separator: "\n").map { "       " + $0 }.joined(separator: "\n"))
            }
        case .finished(let totals):
            console.output(
                "replayed \(totals.files) seed file\(totals.files == 1 ? "" : "s"): \(totals.holding) hold, \(totals.failing) fail, \(totals.bad) bad"
            )
        }
    }
}
