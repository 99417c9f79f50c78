import Foundation
import DuoCheckEngine

/// What a worker is running right now, as its crash handler writes it: the
/// property and the positions of the case batch, and, when a single case
/// is run, that case's index and the case as drawn.
struct CurrentWork: Codable, Equatable {
    /// The property's id.
    var propertyID: String
    /// The first position of the case batch.
    var position: Int
    /// How many positions the case batch covers.
    var count: Int
    /// The case index, when the case batch is a single case run on its own.
    var caseIndex: Int?
    /// That case as drawn before checking it: its choices and value (absent while it is drawn).
    var drawn: CaseRecord?
    /// Whether a failure was found in the case batch and is being shrunk (so a silence is the shrinker's work, not a
    /// hang); absent while cases are checked.
    var isShrinking: Bool?
    /// In a guided slice, the kept cases the batch's mutations start from, by entry name and in order
    /// (``GuidedCorpus``): with them, a fresh worker draws the batch's cases again (``GuidedSlice/parents``).
    var parents: [String]?

    /// Whether this names the exact case that was running.
    var isSingleCase: Bool { caseIndex != nil }

    /// Makes this the record that the supervisor finds if the worker dies now (``CrashRecorder``), as one line
    /// of JSON (``JSONFormat/oneLine``).
    func record() {
        CrashRecorder.record((try? JSONFormat.oneLine.data(self)) ?? Data())
    }

    /// The record a crash file holds (see ``CrashRecorder``), or `nil` if it holds none.
    static func read(from path: String) -> CurrentWork? {
        guard let data = CrashRecorder.read(from: path) else { return nil }
        return try? ValueCoding.decode(CurrentWork.self, from: data)
    }
}
