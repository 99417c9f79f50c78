import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoFuzzRun
import DuoSeedFolder

/// Replays and copies the seeds that ``ImportSorter`` kept: a seed that still fails in
/// this checkout goes into the seeds folder (beside a file that is in its way, see
/// ``SeedWriter``) with a picture; one that holds is stale and stays out.
struct SeedImporter {
    let store: SeedStore
    let outDirectory: URL
    let replayer: SeedProcessReplayer
    let console: Console

    /// What an import did.
    struct Outcome {
        var findings: [ImportFinding] = []
        var known = 0
        var stale = 0
        var duplicates = 0
        var sameCrash = 0
    }

    /// Imports each entry according to its fate, printing a line (or lines) for each.
    func importAll(_ sorted: [(ImportSorter.Entry, ImportSorter.Fate)]) -> Outcome {
        var outcome = Outcome()
        for (entry, fate) in sorted {
            let label = "\(entry.seed.kind.rawValue) of \(entry.seed.propertyID)"
            switch fate {
            case .known:
                outcome.known += 1
                console.output("known  \(label): \(entry.seed.relativePath) is in \(store.directory.relativePath) already")
            case .duplicate(let first):
                outcome.duplicates += 1
                console.output("same   \(label): \(entry.path) holds the same counterexample as \(first)")
            case .sameCrash(let leader):
                outcome.sameCrash += 1
                console.output("group  \(label): \(entry.path) is the same crash (signal and message) as \(leader)")
            case .candidate:
                let verdict = replayer.replay(URL(fileURLWithPath: entry.path))
                guard verdict.outcome != .holds else {
                    outcome.stale += 1
                    console.output("stale  \(label): \(entry.path) holds in this checkout (\(verdict.summary)); not copied")
                    continue
                }
                if let finding = copy(entry) { outcome.findings.append(finding) }
            }
        }
        return outcome
    }

    /// Copies a seed that still fails into the seeds folder and draws its picture.
    private func copy(_ entry: ImportSorter.Entry) -> ImportFinding? {
        let label = "\(entry.seed.kind.rawValue) of \(entry.seed.propertyID)"
        let saved: SeedWriter.Outcome
        do {
            saved = try SeedWriter.save(entry.seed, in: store)
        } catch {
            console.error("duo-fuzz import: \(entry.path) could not be copied: \(error)")
            return nil
        }
        let seedFile = SeedCollection.displayPath(saved.url)
        let picture = draw(seedFile, seed: entry.seed)
        var lines = ["new    \(label): \(seedFile)"]
        if case .storedBeside(_, let occupant, let reason) = saved {
            lines.append("         stored beside \(SeedCollection.displayPath(occupant)), since \(reason)")
        }
        lines.append("         replay:  duo-fuzz replay \(seedFile)")
        lines.append("         picture: \(picture ?? "(none could be drawn)")")
        console.output(lines.joined(separator: "\n"))
        return ImportFinding(
            propertyID: entry.seed.propertyID, kind: entry.seed.kind.rawValue, message: entry.seed.message, seedFile: seedFile, picture: picture,
            explanation: entry.seed.explanation)
    }

    /// Draws the picture of the seed at `seedFile` with `duo-fuzz draw`, in a process of its own.
    private func draw(_ seedFile: String, seed: SeedFile) -> String? {
        let picture = outDirectory.appendingPathComponent("\(SeedFile.directoryName(forPropertyID: seed.propertyID))-\(seed.shortHash).svg")
        guard
            let child = try? ChildProcess(
                executable: replayer.executable, arguments: ["draw", seedFile, "--out", picture.path], errorPath: "/dev/null", watchesParent: true)
        else { return nil }
        let (_, termination, _) = child.runToCompletion(timeout: .seconds(60))
        return termination == .exited(0) ? SeedCollection.displayPath(picture) : nil
    }
}
