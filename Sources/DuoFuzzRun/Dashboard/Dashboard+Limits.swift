extension Dashboard {
    /// The largest count a log may give (cases, features, kept cases, slices): a trillion, far past a night's, so
    /// that no sum the page makes of a million slices overflows.
    static let largestCount = 1_000_000_000_000
    /// The longest time a log may give, in seconds: about thirty years.
    static let longestSeconds = 1e9

    /// Checks every number a read log gave against what a run can write (``largestCount``, ``longestSeconds``,
    /// workers as `--workers` takes them), so that a log edited by hand is refused by line and field instead of
    /// breaking the page's arithmetic; throws naming the record and the field.
    func checkLimits() throws {
        if let start {
            try Self.check(start.workers, in: RunOptions.workersRange, "started", "workers")
            try Self.check(start.properties, in: 0...Self.largestCount, "started", "properties")
        }
        let workers = start?.workers ?? 1
        for slice in slices {
            let report = slice.report
            try Self.check(slice.worker, in: 0...(workers - 1), "slice-ended", "worker")
            for (field, count) in [
                ("round", slice.round), ("slice", report.slice), ("cases", report.cases), ("invalidCases", report.invalidCases),
                ("featuresBefore", report.featuresBefore), ("newFeatures", report.newFeatures), ("corpusSize", report.corpusSize),
                ("checkedEntries", report.checkedEntries), ("prunedEntries", report.prunedEntries)
            ] {
                try Self.check(count, in: 0...Self.largestCount, "slice-ended", field)
            }
            try Self.check(report.stableEntries, in: 0...report.checkedEntries, "slice-ended", "stableEntries")
            for (field, seconds) in [("startedAt", slice.startedAt), ("endedAt", slice.endedAt), ("seconds", report.seconds)] {
                try Self.check(seconds, "slice-ended", field)
            }
        }
        if let summary {
            try Self.check(summary.seconds, "finished", "seconds")
            for property in summary.properties {
                for (field, count) in [
                    ("casesRun", property.casesRun), ("invalidCases", property.invalidCases), ("failures", property.failures),
                    ("crashes", property.crashes)
                ] {
                    try Self.check(count, in: 0...Self.largestCount, "finished", field)
                }
                try Self.check(property.seconds, "finished", "seconds")
                guard property.casesPerSecond.isFinite, (0...Double(Self.largestCount)).contains(property.casesPerSecond) else {
                    throw DashboardLogError("the finished record's casesPerSecond is not a rate a run writes")
                }
            }
        }
        for branch in branches?.branches ?? [] { try Self.check(Int(clamping: branch.line), in: 0...Self.largestCount, "core-branches", "line") }
    }

    private static func check(_ value: Int, in range: ClosedRange<Int>, _ record: String, _ field: String) throws {
        guard range.contains(value) else {
            throw DashboardLogError("the \(record) record's \(field), \(value), is outside \(range.lowerBound)...\(range.upperBound)")
        }
    }

    private static func check(_ seconds: Double, _ record: String, _ field: String) throws {
        guard seconds.isFinite, (0...longestSeconds).contains(seconds) else {
            throw DashboardLogError("the \(record) record's \(field), \(seconds), is not a time from 0 to \(Int(longestSeconds)) seconds")
        }
    }
}
