import DuoProperties

extension SnapshotCatalogue {
    /// The Markdown table of every member of the helper set, in the order the struct declares them, with the core's
    /// helpers and the snapshots that compare it (or "(the properties only)" and "none"): what
    /// `duo-fuzz list --members` prints and docs/conformance.md holds.
    package static func membersTable() -> String {
        let rows = HelperCatalogue.members.map { member in
            let snapshots = all.filter { $0.members.contains(member) }
            let helpers = Set(snapshots.map(\.helper)).sorted().map { "`\($0)`" }.joined(separator: ", ")
            let ids = snapshots.map { "`\($0.id)`" }.joined(separator: ", ")
            return "| `\(member)` | \(helpers.isEmpty ? "(the properties only)" : helpers) | \(ids.isEmpty ? "none" : ids) |"
        }
        return (["| member | the core's helper | snapshots compared |", "|---|---|---|"] + rows).joined(separator: "\n")
    }
}
