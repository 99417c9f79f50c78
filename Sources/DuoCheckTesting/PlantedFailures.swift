import Foundation

/// The failures a test plants on purpose (a mutant that must fail, in `withKnownIssue`): inside
/// ``expecting(_:)``, ``check(_:configuration:database:testFilter:picture:)`` records each failure as an issue of
/// one line (the report's first), with no attachment, and keeps the whole report here for the test to read (the
/// conformance kit's snapshot comparison does the same). A green
/// run of the package's own tests then shows each expected failure as a line, not a report.
package final class PlantedFailures: @unchecked Sendable {
    /// The planted failures of the current task, when a test expects them.
    @TaskLocal package static var current: PlantedFailures?

    private let lock = NSLock()
    private var reports: [String] = []

    /// The whole reports of the failures recorded, in order.
    package var all: [String] { lock.withLock { reports } }
    /// Every report, one after another.
    package var text: String { all.joined(separator: "\n") }

    /// Runs `body` with failures expected, and returns what it recorded.
    @discardableResult
    package static func expecting(_ body: () throws -> Void) rethrows -> PlantedFailures {
        let planted = PlantedFailures()
        try $current.withValue(planted) { try body() }
        return planted
    }

    /// Keeps `report`, when failures are expected; whether it was kept (and so is recorded as its first line alone).
    package static func keep(_ report: String) -> Bool {
        guard let planted = current else { return false }
        planted.lock.withLock { planted.reports.append(report) }
        return true
    }
}
