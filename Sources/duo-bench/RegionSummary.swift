import DuoCheckEngine
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
        let export = try? JSONValue(parsing: data)
        guard export?["type"]?.stringValue == "llvm.coverage.json.export", case .array(let entries)? = export?["data"],
            let regions = entries.first?["totals"]?["regions"], let count = regions["count"]?.integerValue,
            let covered = regions["covered"]?.integerValue, count >= 0, (0...count).contains(covered)
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
