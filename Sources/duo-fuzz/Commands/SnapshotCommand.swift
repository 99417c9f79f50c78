import Foundation
import DuoProperties
import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// `duo-fuzz snapshot record|diff|list`: the behaviour snapshots of the placement helpers (`Tests/Snapshots/`).
enum SnapshotCommand: Command {
    static let name = "snapshot"
    static let summary = "record or review the behaviour snapshots of the placement helpers"
    static let help = """
        usage: duo-fuzz snapshot record [HELPER...] [--dir DIR]
               duo-fuzz snapshot diff [HELPER...] [--dir DIR] [--pictures DIR]
               duo-fuzz snapshot list

        Every public helper of the geometry core has a snapshot: its exact output over a corpus
        of generated inputs (the simplest cases first, then a fixed seed), one JSON line per
        case in DIR/<helper>.jsonl (default Tests/Snapshots). swift test compares each with
        the helper as it is now, bit for bit.

          record   recomputes and writes the snapshots, and prints each corpus's coverage (how
                   many cases per posture, family, block corner and kind of row). Record only an
                   intended change, after reading its diff.
          diff     reviews what changed: per helper, the changed cases grouped by how the output
                   moved and on which layout, with the simplest case of each group before and
                   after; --pictures DIR also writes the SVG picture of each group's simplest case
                   (the window, its blocks and strips, the output before and now). Exits 1 when
                   anything changed or drifted, 0 when nothing did.
          list     lists the helpers and their snapshot ids.

        HELPER chooses snapshots by id (exact, glob with *, or part of an id) or by test name
        (bandSideInsets); none chooses all.

        examples:
          duo-fuzz snapshot diff
          duo-fuzz snapshot diff side-insets-for-band
          duo-fuzz snapshot record camera-*
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--dir", "--pictures"])
        guard let action = parsed.positionals.first else { throw UsageError("snapshot needs an action: record, diff or list") }
        let store = SnapshotStore(directory: URL(fileURLWithPath: parsed.value("--dir") ?? "Tests/Snapshots"))
        let snapshots = try select(Array(parsed.positionals.dropFirst()))
        switch action {
        case "record": return record(snapshots, in: store, console: console)
        case "diff": return diff(snapshots, in: store, pictures: parsed.value("--pictures").map { URL(fileURLWithPath: $0) }, console: console)
        case "list":
            for snapshot in snapshots { console.output("\(snapshot.id.padding(toLength: 44, withPad: " ", startingAt: 0)) \(snapshot.helper)") }
            return .success
        default: throw UsageError("unknown action \"\(action)\": the actions are record, diff and list")
        }
    }

    /// The snapshots `patterns` choose (all for none); a pattern that matches nothing is a usage error.
    static func select(_ patterns: [String]) throws -> [HelperSnapshot] {
        guard !patterns.isEmpty else { return SnapshotCatalogue.all }
        var chosen = Set<String>()
        for pattern in patterns {
            let matches = SnapshotCatalogue.all.filter { IDPattern.matches($0.id, pattern) || $0.testName == pattern }
            guard !matches.isEmpty else { throw UsageError("no snapshot matches \"\(pattern)\" (see duo-fuzz snapshot list)") }
            chosen.formUnion(matches.map(\.id))
        }
        return SnapshotCatalogue.all.filter { chosen.contains($0.id) }
    }

    static func record(_ snapshots: [HelperSnapshot], in store: SnapshotStore, console: Console) -> ExitCode {
        var failed = false
        for snapshot in snapshots {
            do {
                let changed = try store.record(snapshot)
                let coverage = try SnapshotCoverage(snapshot)
                console.output("\(changed ? "recorded " : "unchanged") \(snapshot.id): \(coverage.summary)")
            } catch {
                console.error("duo-fuzz snapshot: cannot record \(snapshot.id): \(error)")
                failed = true
            }
        }
        return failed ? .usage : .success
    }

    static func diff(_ snapshots: [HelperSnapshot], in store: SnapshotStore, pictures: URL?, console: Console) -> ExitCode {
        var changed = 0, drifted = 0, problems = 0
        for snapshot in snapshots {
            let comparison = store.compare(snapshot)
            if comparison.problem != nil {
                problems += 1
                console.output(comparison.report)
            } else if comparison.changes.isEmpty && !comparison.drifted.isEmpty {
                drifted += 1
                console.output("\(snapshot.id): no output changed; the corpus drifted (\(comparison.drifted.count) of \(comparison.checks.count) inputs no longer come out of their draws): re-record it")
            } else if !comparison.holds {
                changed += 1
                let review = SnapshotReview(comparison)
                console.output(review.text)
                if let pictures { writePictures(of: review, to: pictures, console: console) }
            }
        }
        console.output("\(snapshots.count) snapshots: \(snapshots.count - changed - drifted - problems) unchanged, \(changed) changed, "
                       + "\(drifted) drifted only, \(problems) not comparable")
        return changed + drifted + problems == 0 ? .success : .failure
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
            console.error("duo-fuzz snapshot: cannot write pictures to \(directory.relativePath): \(error)")
        }
    }
}
