import Foundation
import DuoSnapshots
import DuoCheckCommandLine
import DuoFuzzSupport

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
        if action == "diff" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: store.directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("--dir: \(store.directory.relativePath) is not a folder of snapshots (it is missing or a file)")
            }
        }
        let snapshots = try SnapshotActions.select(Array(parsed.positionals.dropFirst()))
        switch action {
        case "record": return SnapshotActions.record(snapshots, in: store, console: console)
        case "diff":
            return SnapshotActions.diff(snapshots, in: store, pictures: parsed.value("--pictures").map { URL(fileURLWithPath: $0) }, console: console)
        case "list": return SnapshotActions.list(snapshots, console: console)
        default: throw UsageError("unknown action \"\(action)\": the actions are record, diff and list")
        }
    }
}
