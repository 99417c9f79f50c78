import DuoCheckEngine
/// Durations as the command line writes them: `90` or `90s` (seconds), `500ms`,
/// `5m`, `1h`, or a combination such as `1h30m`; fractions such as `1.5m` are allowed.
package enum DurationText {
    /// The longest duration accepted, in seconds (about eleven years): far past any run, and small enough that
    /// every sum and conversion of it (milliseconds in an `Int64`, a deadline on the clock) stays exact.
    static let maximumSeconds = 360_000_000.0

    /// The duration `text` stands for, to the millisecond, or `nil` if it is not one (or is under a millisecond, or
    /// is over ``maximumSeconds``). Each option checks its own range too (``DurationRange``).
    package static func parse(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return nil }
        if let seconds = Double(trimmed) { return positive(seconds) }
        var total = 0.0
        var rest = Substring(trimmed)
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard !number.isEmpty, let amount = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "ms": total += amount / 1000
            case "s", "sec": total += amount
            case "m", "min": total += amount * 60
            case "h": total += amount * 3600
            default: return nil
            }
        }
        return positive(total)
    }

    private static func positive(_ seconds: Double) -> Duration? {
        guard seconds.isFinite, seconds <= maximumSeconds else { return nil }
        let milliseconds = (seconds * 1000).rounded()
        // Under half a millisecond rounds to nothing: no duration, rather than a budget of zero.
        guard milliseconds >= 1 else { return nil }
        return .milliseconds(Int64(milliseconds))
    }

    /// A duration written briefly: `2.5s`, `4m`, `1h10m`.
    package static func describe(_ duration: Duration) -> String {
        let seconds = duration.seconds
        if seconds < 60 { return "\(rounded(seconds))s" }
        let minutes = Int(seconds / 60)
        let leftover = seconds - Double(minutes * 60)
        if minutes < 60 { return leftover < 0.5 ? "\(minutes)m" : "\(minutes)m\(Int(leftover.rounded()))s" }
        return "\(minutes / 60)h\(minutes % 60)m"
    }

    private static func rounded(_ seconds: Double) -> String {
        seconds < 10 ? DecimalText.fixed(seconds, places: 1) : String(Int(seconds.rounded()))
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    package var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
