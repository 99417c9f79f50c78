import DuoCheckEngine
import DuoProperties
import DuoSnapshots

/// Every generated region of the documents, each with the command whose output it is: `duo-fuzz docs --write`
/// rewrites them all, `duo-fuzz docs` names the stale ones, and `DocumentationTests` fails on any that is stale.
///
/// Tables measured by `duo-bench` (docs/performance.md, the shrink-quality table of docs/engine.md) are not here:
/// they are a measurement on one machine, pasted from one run, not a function of the tree.
package enum GeneratedDocuments {
    /// Every region, in the order the documents are listed.
    package static let regions: [GeneratedRegion] = [
        GeneratedRegion("docs/properties.md", "duo-fuzz list --markdown") { PropertyCatalogue.markdownTable() },
        GeneratedRegion("docs/properties.md", "duo-fuzz list --helpers") { HelperCatalogue.markdownTable() },
        GeneratedRegion("docs/conformance.md", "decisions") { Decision.markdownTable() },
        GeneratedRegion("docs/conformance.md", "helper set") { SnapshotCatalogue.membersTable() },
        GeneratedRegion("docs/mutation.md", "duo-fuzz mutants") {
            BugShapeRun.markdown(BugShapeRun.table(seeds: Array(1...21), cases: 100), cases: 100)
        },
        GeneratedRegion("docs/snapshots.md", "snapshot counts") { snapshotCounts }
    ]

    /// The documents that hold generated regions.
    package static var files: [String] {
        regions.map(\.file).reduce(into: []) { files, file in if !files.contains(file) { files.append(file) } }
    }

    /// The count of snapshots, and of those through the helper set.
    static var snapshotCounts: String {
        let all = SnapshotCatalogue.all.count
        let declared = HelperCatalogue.snapshots.count
        return """
            There are \(all) snapshots. \(declared) of them compute their output through the helper set (`PlacementHelpers`, one or \
            two members each), and \(all - declared) read the core directly: the legacy expressions and the core's inner functions.
            """
    }
}
