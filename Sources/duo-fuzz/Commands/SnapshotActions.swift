import Foundation
import OperatingSystemFiles
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoSnapshots

/// What `duo-fuzz snapshot` does with the behaviour snapshots of the placement helpers (`Tests/Snapshots/`):
/// chooses them by id or test name, records them with their coverage, reviews what changed in them (grouped, with
/// a picture of each group's simplest case), and lists them.
package enum SnapshotActions {
    /// The snapshots `patterns` choose (all for none); a pattern that matches nothing is a usage error.
    package static func select(_ patterns: [String]) throws -> [HelperSnapshot] {
        guard !patterns.isEmpty else { return SnapshotCatalogue.all }
        var chosen = Set<String>()
        for pattern in patterns {
            let matches = SnapshotCatalogue.all.filter { IDPattern.matches($0.id, pattern) || $0.testName == pattern }
            guard !matches.isEmpty else { throw UsageError("no snapshot matches \"\(pattern)\" (see duo-fuzz snapshot list)") }
            chosen.formUnion(matches.map(\.id))
        }
        return SnapshotCatalogue.all.filter { chosen.contains($0.id) }
    }

    /// Records each snapshot and prints its coverage; exits 2 when one could not be recorded.
    package static func record(_ snapshots: [HelperSnapshot], in store: SnapshotStore, console: Console) -> ExitCode {
        var failed = false
        for snapshot in snapshots {
            do {
                let changed = try store.record(snapshot)
                let coverage = try SnapshotCoverage(snapshot)
                console.output("\(changed ? "recorded " : "unchanged") \(snapshot.id): \(coverage.summary)")
            } catch {
                console.error("duo-fuzz snapshot: cannot record \(snapshot.id): \(FileSystemError.describe(error))")
                failed = true
            }
        }
        return failed ? .usage : .success
    }

    /// Compares each snapshot with the helper as it is now and prints the review of what changed (with the pictures
    /// of each group's simplest case into `pictures`, when given); exits 1 when anything changed or drifted.
    /// A file of no helper in the folder is named, and makes the exit code 2 (a bad file).
    package static func diff(_ snapshots: [HelperSnapshot], in store: SnapshotStore, pictures: URL?, console: Console) -> ExitCode {
        let unknown = store.unknownEntries()
        for entry in unknown { console.output("BAD    \(entry)") }
        var changed = 0
        var drifted = 0
        var problems = 0
        for snapshot in snapshots {
            let comparison = store.compare(snapshot)
            if comparison.problem != nil {
                problems += 1
                console.output(comparison.report)
            } else if comparison.changes.isEmpty && !comparison.drifted.isEmpty {
                drifted += 1
                console.output(
                    "\(snapshot.id): no output changed; the corpus drifted (\(comparison.drifted.count) of \(comparison.checks.count) inputs no longer come out of their draws): re-record it"
                )
            } else if !comparison.holds {
                changed += 1
                let review = SnapshotReview(comparison)
                console.output(review.text)
                if let pictures { writePictures(of: review, to: pictures, console: console) }
            }
        }
        console.output(
            "\(snapshots.count) snapshots: \(snapshots.count - changed - drifted - problems) unchanged, \(changed) changed, "
                + "\(drifted) drifted only, \(problems) not comparable")
        if changed + drifted + problems > 0 { return .failure }
        return unknown.isEmpty ? .success : .usage
    }

    /// Writes the picture of each group's simplest case as `<id>-case<N>.svg` in `directory`.
    static func writePictures(of review: SnapshotReview, to directory: URL, console: Console) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for case let simplest? in review.groups.map(\.cases.first) {
                let url = directory.appendingPathComponent("\(review.comparison.snapshot.id)-case\(simplest.index).svg")
                try Data(SnapshotPicture.svg(id: review.comparison.snapshot.id, change: simplest).utf8).write(to: url, options: .atomic)
                console.output("    picture: \(url.relativePath)")
            }
        } catch {
            console.error("duo-fuzz snapshot: cannot write pictures to \(directory.relativePath): \(FileSystemError.describe(error))")
        }
    }

    /// The ids and helpers of `snapshots`, one a line.
    package static func list(_ snapshots: [HelperSnapshot], console: Console) -> ExitCode {
        for snapshot in snapshots { console.output("\(snapshot.id.padding(toLength: 44, withPad: " ", startingAt: 0)) \(snapshot.helper)") }
        return .success
    }
}
