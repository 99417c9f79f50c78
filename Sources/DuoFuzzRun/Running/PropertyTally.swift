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

    /// Notes that a worker started the property at `instant`.
    mutating func started(at instant: ContinuousClock.Instant) {
        if firstStart == nil || instant < firstStart! { firstStart = instant }
    }

    /// Notes that a worker finished the property at `instant`.
    mutating func ended(at instant: ContinuousClock.Instant) {
        if lastEnd == nil || instant > lastEnd! { lastEnd = instant }
    }

    /// Wall-clock seconds from the first start to the last end (or to `now` while running).
    func seconds(now: ContinuousClock.Instant) -> Double {
        guard let firstStart else { return 0 }
        return ((lastEnd ?? now) - firstStart).seconds
    }
}
