import Foundation
import DuoFuzzSupport

/// What a run counted for one property, across all worker slots.
struct PropertyTally {
    var casesRun = 0
    var invalidCases = 0
    var failures = 0
    var crashes = 0
    var firstStart: ContinuousClock.Instant?
    var lastEnd: ContinuousClock.Instant?
    /// The time its guided slices took, in seconds (0 in a random run, whose time is its span).
    var sliceSeconds = 0.0

    /// Notes that a worker started the property at `instant`.
    mutating func started(at instant: ContinuousClock.Instant) {
        if firstStart == nil || instant < firstStart! { firstStart = instant }
    }

    /// Notes that a worker finished the property at `instant`.
    mutating func ended(at instant: ContinuousClock.Instant) {
        if lastEnd == nil || instant > lastEnd! { lastEnd = instant }
    }

    /// Wall-clock seconds from the first start to the last end (or to `now` while running); in a guided run, the
    /// time of its slices, since other properties ran between them.
    func seconds(now: ContinuousClock.Instant) -> Double {
        if sliceSeconds > 0 { return sliceSeconds }
        guard let firstStart else { return 0 }
        return ((lastEnd ?? now) - firstStart).seconds
    }
}
