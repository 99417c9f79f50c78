import Foundation
import DuoCheckEngine

/// A line a worker writes on standard output (one JSON object per line) for its supervisor.
struct WorkerEvent: Codable, Equatable {
    /// What happened.
    enum Kind: String, Codable {
        /// The worker started a property (``WorkerEvent/propertyID``).
        case started
        /// A piece of work ended: ``position`` is the next position to run;
        /// ``casesRun`` and ``invalidCases`` count the cases of this piece.
        case progress
        /// A property failed; ``report`` holds the shrunk failure, with the run's seed and case index.
        case failure
        /// The worker is done with a property; ``position`` is how far it got.
        case finished
        /// The worker ran its whole plan (or was asked to stop) and is exiting normally.
        case done
        /// The outcome of replaying one seed in a worker (``summary``, ``holds``, ``drift``).
        case replayed
    }

    var event: Kind
    var propertyID: String?
    var position: Int?
    var casesRun: Int?
    var invalidCases: Int?
    var report: FailureReport?
    var summary: String?
    var holds: Bool?
    var drift: String?

    init(
        _ event: Kind, propertyID: String? = nil, position: Int? = nil, casesRun: Int? = nil, invalidCases: Int? = nil,
        report: FailureReport? = nil, summary: String? = nil, holds: Bool? = nil, drift: String? = nil
    ) {
        self.event = event
        self.propertyID = propertyID
        self.position = position
        self.casesRun = casesRun
        self.invalidCases = invalidCases
        self.report = report
        self.summary = summary
        self.holds = holds
        self.drift = drift
    }

    /// The event as one line of JSON, with its newline.
    func line() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = (try? encoder.encode(self)) ?? Data("{\"event\":\"\(event.rawValue)\"}".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The event a line holds, or `nil` for a line that is not one.
    static func parse(_ line: String) -> WorkerEvent? {
        try? JSONDecoder().decode(WorkerEvent.self, from: Data(line.utf8))
    }
}
