import DuoFuzzSupport

/// A run's budget: its time or cases, split evenly among its properties.
struct RunBudget {
    let options: RunOptions
    let propertyCount: Int

    /// The time budget of each property, if the run has one: the duration split evenly.
    var perPropertySeconds: Double? {
        options.duration.map { $0.seconds / Double(max(propertyCount, 1)) }
    }

    /// The budget in words: `20m (5m per property)`, `500 cases per property`.
    var text: String {
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
