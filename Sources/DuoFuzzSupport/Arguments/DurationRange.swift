import DuoCheckCommandLine

/// The durations an option accepts, from ``least`` to ``most``, and how its errors state them. Every duration
/// option of `duo-fuzz` has one: a value outside it is bad usage that names the option and the range.
package struct DurationRange {
    /// The shortest duration accepted.
    var least: Duration
    /// How the shortest is written (`1s`).
    var leastText: String
    /// The longest duration accepted (``DurationText/maximumSeconds``, about eleven years).
    var most: Duration = .seconds(Int64(DurationText.maximumSeconds))

    /// `run --duration`: at least a second, so that a budget split among the properties still leaves each a
    /// slice (and each property runs at least one case whatever its slice).
    package static let runBudget = DurationRange(least: .seconds(1), leastText: "1s")
    /// `--hang-timeout` of `run`, `replay` and `import`: at least a second, since a check that takes longer than
    /// that is the slowest a layout check may be before it counts as hanging.
    package static let hangTimeout = DurationRange(least: .seconds(1), leastText: "1s")
    /// `run --crash-shrink-time`: any positive time (`1ms` all but skips the shrink; the crash is kept either way).
    package static let shrinkTime = DurationRange(least: .milliseconds(1), leastText: "1ms")
    /// `mutate --timeout`: at least a second, the least a verdict process needs to start.
    package static let verdictTimeout = DurationRange(least: .seconds(1), leastText: "1s")

    /// How help and errors name what is expected.
    var expected: String {
        "a duration from \(leastText) to 100000h, such as 90 (seconds), 60s, 5m or 1h"
    }

    /// Whether `duration` is in the range.
    func contains(_ duration: Duration) -> Bool {
        duration >= least && duration <= most
    }
}

extension ParsedArguments {
    /// The duration given for `option`, or `nil` if absent; a value that is not a duration in `range` is a
    /// ``UsageError`` naming the option and the range.
    package func duration(_ option: String, in range: DurationRange) throws -> Duration? {
        try value(option, expected: range.expected) { text in DurationText.parse(text).flatMap { range.contains($0) ? $0 : nil } }
    }
}
