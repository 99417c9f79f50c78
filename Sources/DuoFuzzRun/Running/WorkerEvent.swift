import Foundation
import DuoCheckEngine

/// A line a worker writes on standard output (one JSON object per line) for its supervisor. A case goes as a tree
/// inside the line (``CaseRecord``), never as JSON text in a string. Each line carries the protocol's version
/// (``formatVersion``): a line of another version is no event, so a supervisor never misreads a worker built from
/// other sources.
enum WorkerEvent: Equatable {
    /// The version of the worker protocol's lines.
    static let formatVersion = 1

    /// The worker started a property at a position of its shard.
    case started(propertyID: String, position: Int)
    /// A case batch ended: `position` is the next position to run; the counts are this case batch's.
    case progress(propertyID: String, position: Int, casesRun: Int, invalidCases: Int)
    /// A property failed: the worker shrank the failure and stored its seed, and says where.
    case stored(StoredFailure)
    /// The worker is done with a property; `position` is how far it got.
    case finished(propertyID: String, position: Int)
    /// The worker ran its whole plan (or was asked to stop) and is exiting normally.
    case done
    /// The outcome of replaying one seed file in a worker.
    case replayed(SeedVerdict)
    /// A probe drew its candidate, not yet checked: the choices the generator consumed, the value, and whether it
    /// is discarded. Written before the check, so that it arrives even when the check crashes or hangs.
    case drawn(CaseRecord)
    /// A probe checked its candidate: the check's failure message, or `nil` when it held.
    case checked(failure: String?)
    /// A guided slice ended: what it reached and kept (``GuidedSliceReport``).
    case sliceEnded(GuidedSliceReport)
    /// Something the worker could not do that loses nothing of the run's verdict but must be named (observations
    /// that could not be written): a harness problem of the run.
    case problem(String)

    /// The event as one line of JSON (``JSONFormat/oneLine``), with its newline.
    func line() -> Data {
        var data = (try? JSONFormat.oneLine.data(WorkerEventLine(self))) ?? Data(#"{"event":"done","version":1}"#.utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The event a line holds, or `nil` for a line that is not one (or is one of another version).
    static func parse(_ line: String) -> WorkerEvent? {
        guard let decoded = try? ValueCoding.decode(WorkerEventLine.self, from: Data(line.utf8)), decoded.version == formatVersion else { return nil }
        return decoded.event
    }
}

/// The wire form of a ``WorkerEvent``: the event's name and its fields, each optional.
private struct WorkerEventLine: Codable {
    var version: Int? = WorkerEvent.formatVersion
    var name: String
    var propertyID: String?
    var position: Int?
    var casesRun: Int?
    var invalidCases: Int?
    var stored: StoredFailure?
    var verdict: SeedVerdict?
    var drawn: CaseRecord?
    var failure: String?
    var slice: GuidedSliceReport?

    /// The JSON keys: the event's name is `event`.
    private enum CodingKeys: String, CodingKey {
        case name = "event"
        case version, propertyID, position, casesRun, invalidCases, stored, verdict, drawn, failure, slice
    }

    /// The wire form of `event`.
    init(_ event: WorkerEvent) {
        name = ""
        switch event {
        case .started(let id, let position):
            name = "started"
            propertyID = id
            self.position = position
        case .progress(let id, let position, let casesRun, let invalidCases):
            name = "progress"
            propertyID = id
            self.position = position
            self.casesRun = casesRun
            self.invalidCases = invalidCases
        case .stored(let stored):
            name = "stored"
            self.stored = stored
        case .finished(let id, let position):
            name = "finished"
            propertyID = id
            self.position = position
        case .done: name = "done"
        case .replayed(let verdict):
            name = "replayed"
            self.verdict = verdict
        case .drawn(let drawn):
            name = "drawn"
            self.drawn = drawn
        case .checked(let failure):
            name = "checked"
            self.failure = failure
        case .problem(let text):
            name = "problem"
            failure = text
        case .sliceEnded(let report):
            name = "slice-ended"
            slice = report
        }
    }

    /// The event, or `nil` when a field it needs is missing.
    var event: WorkerEvent? {
        switch name {
        case "started": return propertyID.flatMap { id in position.map { .started(propertyID: id, position: $0) } }
        case "progress":
            guard let propertyID, let position else { return nil }
            return .progress(propertyID: propertyID, position: position, casesRun: casesRun ?? 0, invalidCases: invalidCases ?? 0)
        case "stored": return stored.map { .stored($0) }
        case "finished": return propertyID.flatMap { id in position.map { .finished(propertyID: id, position: $0) } }
        case "done": return .done
        case "replayed": return verdict.map { .replayed($0) }
        case "drawn": return drawn.map { .drawn($0) }
        case "checked": return .checked(failure: failure)
        case "problem": return failure.map { .problem($0) }
        case "slice-ended": return slice.map { .sliceEnded($0) }
        default: return nil
        }
    }
}
