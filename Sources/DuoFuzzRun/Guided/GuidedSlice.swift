/// One slice of a guided run: a property's turn in a worker, for the run's slice of time, mutating the cases the
/// property kept so far (``GuidedMutation``). The supervisor's schedule (``GuidedSchedule``) hands them out.
struct GuidedSlice: Codable, Equatable {
    /// The seed of the slice's mutations, from the run's seed, the round and the worker.
    var seed: UInt64
    /// The slice's number in the run, from 0: the dashboard's time axis counts them.
    var number: Int
    /// The time the slice may take, in seconds.
    var seconds: Double
    /// Whether every case is drawn fresh, none mutated from a kept case: the unguided baseline a benchmark compares
    /// guidance with (``GuidedRound/isGuided``), which still counts what the cases reach.
    var freshOnly = false
    /// The kept cases to start from, by entry name and in order, when the slice runs again after a crash: those its
    /// crashed batch started from (``CurrentWork/parents``), so that each position draws the case it drew before.
    /// Nil for a slice's first run, which loads and merges every kept case.
    var parents: [String]? = nil
}

/// What a slice did, as its worker reports it when the slice ends (``WorkerEvent/sliceEnded(_:)``).
package struct GuidedSliceReport: Codable, Equatable, Sendable {
    /// The property.
    package var propertyID: String
    /// The slice's number.
    package var slice: Int
    /// The cases checked (invalid ones apart).
    package var cases: Int
    /// The cases the generator discarded.
    package var invalidCases: Int
    /// The time the slice took, in seconds.
    package var seconds: Double
    /// The features the property's kept cases reached when the slice started.
    package var featuresBefore: Int
    /// The features new in this slice.
    package var newFeatures: Int
    /// The blocks of code the property's kept cases reach, in ascending order (empty without instrumentation).
    package var blocks: [Int32]
    /// The kept cases, after the slice.
    package var corpusSize: Int
    /// Of the kept cases replayed when the slice started, how many reached the same features both times they ran.
    package var stableEntries: Int
    /// How many kept cases were replayed twice to tell.
    package var checkedEntries: Int
    /// The kept cases the slice removed, since cases kept before them reach all they reach.
    package var prunedEntries: Int

    /// The features after the slice.
    package var features: Int { featuresBefore + newFeatures }
}
