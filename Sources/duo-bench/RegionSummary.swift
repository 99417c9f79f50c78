import Foundation

/// The regions an `llvm-cov export -summary-only` file counts over all its files (its `totals`): how many
/// there are and how many the profile covered. `.ci/libfuzzer-coverage` exports the core's sources
/// (`Sources/DuoGeometry`) so, once for guided search and once for random search in the same time.
struct RegionSummary: Equatable {
    var count: Int
    var covered: Int

    /// Why a file is not an llvm-cov export.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The totals of the export `data`'s first (and, for one binary, only) entry.
    init(exportData data: Data) throws {
        let object = try? JSONSerialization.jsonObject(with: data)
        guard let export = object as? [String: Any], (export["type"] as? String) == "llvm.coverage.json.export",
            let entries = export["data"] as? [[String: Any]], let totals = entries.first?["totals"] as? [String: Any],
            let regions = totals["regions"] as? [String: Any], let count = regions["count"] as? Int,
            let covered = regions["covered"] as? Int, (0...count).contains(covered)
        else {
            throw Problem(description: "not an llvm-cov export with the regions' totals (llvm-cov export -summary-only writes one)")
        }
        self.init(count: count, covered: covered)
    }

    init(count: Int, covered: Int) {
        self.count = count
        self.covered = covered
    }
}
