import DuoFuzzSupport

/// A run's budget: its time or cases, split evenly among its properties.
struct RunBudget {
    let options: RunOptions
    let propertyCount: Int

    /// The time budget of each property, if the run has one: the duration split evenly (a random run).
    var perPropertySeconds: Double? {
        options.duration.map { $0.seconds / Double(max(propertyCount, 1)) }
    }

    /// The length of a guided run's slices: a quarter of the time each property would have in an even split, so
    /// that the first rounds give every property a slice and three quarters of the time are the schedule's to
    /// give; at least 0.25 s (a slice replays the property's kept cases first) and at most 10 s (a night adapts
    /// every few minutes at least).
    var sliceSeconds: Double {
        let evenShare = (options.duration ?? RunOptions.defaultDuration).seconds * Double(options.workers) / Double(max(propertyCount, 1))
        return min(max(evenShare / 4, 0.25), 10)
    }

    /// The budget in words: `20m (5m per property)`, `500 cases per property`.
    var text: String {
        if options.guided, let duration = options.duration {
            return "\(DurationText.describe(duration)) guided (slices of \(DurationText.describe(.milliseconds(Int64(sliceSeconds * 1000)))))"
        }
        let perProperty = perPropertySeconds.map { DurationText.describe(.milliseconds(Int64($0 * 1000))) } ?? ""
        switch (options.duration, options.cases) {
        case (let duration?, let cases?):
            return "up to \(cases) cases per property within \(DurationText.describe(duration)) (\(perProperty) per property)"
        case (let duration?, nil): return "\(DurationText.describe(duration)) (\(perProperty) per property)"
        case (nil, let cases?): return "\(cases) cases per property"
        case (nil, nil): return "no budget"
        }
    }

    /// The seconds left after `elapsed`, from the duration, or from the share of the cases run (`done`), when known.
    func remainingSeconds(elapsed: Double, done: Double?) -> Double? {
        if let duration = options.duration { return max(0, duration.seconds - elapsed) }
        if let done, done > 0 { return max(0, elapsed * (1 - done) / done) }
        return nil
    }
}
