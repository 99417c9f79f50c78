import Foundation

/// What a run's dashboard shows (`--dashboard DIR`), gathered from the run's events (``RunEvent``): the run's
/// header, every guided slice, the summary, and the core's branches. ``DashboardPage`` writes it as one HTML page.
package struct Dashboard: Equatable, Sendable {
    /// The run's header.
    package var start: RunStart?
    /// The guided slices, in the order they ended.
    package var slices: [GuidedSliceRecord] = []
    /// The run's summary, once it ended.
    package var summary: RunSummary?
    /// The core's branches reached and not, once the run ended.
    package var branches: CoreBranches?

    /// An empty dashboard.
    package init() {}

    /// Adds what `event` tells.
    package mutating func record(_ event: RunEvent) {
        switch event {
        case .started(let start): self.start = start
        case .sliceEnded(let slice): slices.append(slice)
        case .coreBranches(let branches): self.branches = branches
        case .finished(let summary): self.summary = summary
        default: break
        }
    }

    /// The properties in the order the run lists them: the summary's, else the order their slices first ended.
    package var propertyIDs: [String] {
        if let summary { return summary.properties.map(\.propertyID) }
        var seen: [String] = []
        for slice in slices where !seen.contains(slice.report.propertyID) { seen.append(slice.report.propertyID) }
        return seen
    }

    /// The slices of property `id`.
    package func slices(of id: String) -> [GuidedSliceRecord] {
        slices.filter { $0.report.propertyID == id }
    }

}

/// The branches of the geometry core that exist in the build and those a run reached (SanitizerCoverage's edges,
/// each named by its file and line), or why they cannot be told.
package struct CoreBranches: Codable, Equatable, Sendable {
    /// One branch: its file (from `Sources/` on) and line, and whether a case reached it.
    package struct Branch: Codable, Equatable, Sendable {
        package var file: String
        package var line: Int64
        package var reached: Bool
    }

    /// The branches, by file and line; empty when ``unavailable`` says why.
    package var branches: [Branch]
    /// Why the branches cannot be told (a build without counters, no symbolizer), or nil.
    package var unavailable: String?

    /// Branches, or a reason there are none.
    package init(branches: [Branch], unavailable: String? = nil) {
        self.branches = branches
        self.unavailable = unavailable
    }

    /// How many were reached.
    package var reachedCount: Int { branches.filter(\.reached).count }

    /// The lines no case reached, by file, each line once, in order.
    package var neverReached: [(file: String, lines: [Int64])] {
        let reachedLines = Set(branches.filter(\.reached).map { "\($0.file):\($0.line)" })
        var byFile: [String: Set<Int64>] = [:]
        for branch in branches where !branch.reached && !reachedLines.contains("\(branch.file):\(branch.line)") {
            byFile[branch.file, default: []].insert(branch.line)
        }
        return byFile.keys.sorted().map { ($0, byFile[$0]!.sorted()) }
    }
}
