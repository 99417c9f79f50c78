import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoFuzzRun
import DuoSeedFiles
import OperatingSystem
import OperatingSystemFiles

/// Replays the seeds that ``ImportSorter`` kept, every one of them, before any is grouped: a seed that holds in
/// this checkout is stale and stays out; one that still fails joins its crash group; the simplest reproducing
/// member of each group goes into the seeds folder (beside a file that is in its way, see ``SeedStore/save(_:)``) with a
/// picture. A stored crash seed stands for a group only while it still fails itself, so it is replayed too.
struct SeedImporter {
    let store: SeedStore
    let outDirectory: URL
    let replayer: SeedProcessReplayer
    let events: ImportEventStream

    /// What an import did.
    struct ImportTally {
        var findings: [ImportFinding] = []
        var known = 0
        var stale = 0
        var duplicates = 0
        var sameCrash = 0
        /// A line per seed that replayed as no value of its property, or that could not be stored (`path: reason`).
        var bad: [String] = []
    }

    /// Imports `entries` (their fates from ``ImportSorter/sort(_:stored:)``, the seeds folder's own seeds in
    /// `stored`), with an event for each.
    func importAll(_ entries: [ImportSorter.FoundSeed], fates: [ImportSorter.Fate], stored: [ImportSorter.FoundSeed]) -> ImportTally {
        var outcome = ImportTally()
        for (entry, fate) in zip(entries, fates) {
            switch fate {
            case .known:
                outcome.known += 1
                events.emit(.known(label: Self.label(entry), seedFile: entry.seed.relativePath, folder: store.directory.relativePath))
            case .duplicate(let first):
                outcome.duplicates += 1
                events.emit(.duplicate(label: Self.label(entry), path: entry.path, first: first))
            case .candidate: break
            }
        }
        let reproducing = entries.indices.filter { fates[$0] == .candidate && reproduces(entries[$0], into: &outcome) }
        let keys = Set(reproducing.filter { entries[$0].seed.kind == .crash }.map { ImportSorter.crashKey(entries[$0].seed) })
        let standsFor = ImportSorter.group(entries, reproducing: reproducing, failingStored: stillFailing(stored, keys: keys))
        for index in reproducing {
            let entry = entries[index]
            if let leader = standsFor[index] {
                outcome.sameCrash += 1
                events.emit(.sameCrash(label: Self.label(entry), path: entry.path, leader: leader))
            } else if var finding = copy(entry, into: &outcome) {
                finding.seeds = 1 + standsFor.values.filter { $0 == entry.path }.count
                outcome.findings.append(finding)
            }
        }
        return outcome
    }

    /// Replays a candidate: whether it fails again. A stale or bad seed is counted and named here.
    private func reproduces(_ entry: ImportSorter.FoundSeed, into outcome: inout ImportTally) -> Bool {
        let verdict = replayer.replay(entry.replayFile)
        switch verdict.outcome {
        case .fails: return true
        case .holds:
            outcome.stale += 1
            events.emit(.stale(label: Self.label(entry), path: entry.path, summary: verdict.summary))
        case .bad: outcome.bad.append("\(entry.path): \(verdict.summary)")
        }
        return false
    }

    /// The stored crash seeds among `stored` whose crash is one of `keys` and that still fail when replayed; one
    /// that holds (its bug was fixed) is named, and stands for nothing.
    private func stillFailing(_ stored: [ImportSorter.FoundSeed], keys: Set<String>) -> [ImportSorter.FoundSeed] {
        stored.filter { entry in
            guard entry.seed.kind == .crash, keys.contains(ImportSorter.crashKey(entry.seed)) else { return false }
            let verdict = replayer.replay(entry.replayFile)
            guard verdict.outcome == .fails else {
                events.emit(.fixed(label: Self.label(entry), path: entry.path, summary: verdict.summary))
                return false
            }
            return true
        }
    }

    /// `crash of demo-trap`: what a line says a seed is.
    private static func label(_ entry: ImportSorter.FoundSeed) -> String {
        "\(entry.seed.kind.rawValue) of \(entry.seed.propertyID)"
    }

    /// Copies a seed that still fails into the seeds folder and draws its picture; one that cannot be stored is a
    /// bad file of the import (exit 2), named with why, so that no night's find goes without a trace.
    private func copy(_ entry: ImportSorter.FoundSeed, into outcome: inout ImportTally) -> ImportFinding? {
        let saved: SeedStore.SaveOutcome
        do {
            saved = try store.save(entry.seed)
        } catch {
            outcome.bad.append(
                "\(entry.path): still fails, but could not be stored in \(store.directory.relativePath): \(FileSystemError.describe(error))")
            return nil
        }
        let seedFile = SeedCollection.displayPath(saved.url)
        let finding = ImportFinding(
            propertyID: entry.seed.propertyID, kind: entry.seed.kind.rawValue, message: entry.seed.message, seedFile: seedFile,
            picture: draw(seedFile, seed: entry.seed), explanation: entry.seed.explanation)
        var beside: String?
        if case .storedBeside(_, let occupant, let reason) = saved { beside = "\(SeedCollection.displayPath(occupant)), since \(reason)" }
        events.emit(.new(label: Self.label(entry), finding: finding, beside: beside))
        return finding
    }

    /// Draws the picture of the seed at `seedFile` with `duo-fuzz draw --into`, in a process of its own, under its
    /// name in the output folder, as `run`'s pictures are (``PicturePlacement``): a link planted under that name is
    /// named and left alone.
    private func draw(_ seedFile: String, seed: SeedFile) -> String? {
        switch PicturePlacement.drawInChild(executable: replayer.executable, seedPath: seedFile, into: outDirectory) {
        case .success(let path): return path
        case .failure(let problem):
            events.emit(.notice("the picture of \(seedFile) \(problem)"))
            return nil
        }
    }
}
