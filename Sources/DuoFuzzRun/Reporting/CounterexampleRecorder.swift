import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles
import OperatingSystemFiles

/// Keeps what a run finds: writes each counterexample's seed file into the
/// seeds directory and its picture into the output directory, tells the run's events where
/// they are (``RunEvent/found(_:)``), and remembers them for the summary.
final class CounterexampleRecorder {
    let store: SeedStore
    let outDirectory: URL
    let events: RunEventStream
    /// The duo-fuzz binary that draws pictures.
    let drawingExecutable: String
    /// Everything recorded, in order.
    private(set) var recorded: [RecordedCounterexample] = []
    /// The seed files recorded so far in this run.
    private var recordedPaths: Set<String> = []
    /// The seed that stands for each crash this run kept, by property and signature, with its choices
    /// (``CrashKeeper``: one crash, one seed).
    var keptCrashes: [String: (entry: RecordedCounterexample, choices: [UInt64])] = [:]

    /// The run's own work folder, where a picture is drawn before it goes into the output folder.
    let workDirectory: URL

    /// A recorder writing seeds into `seedsDirectory` and pictures, drawn by `drawingExecutable` into
    /// `workDirectory`, into `outDirectory`.
    init(seedsDirectory: URL, outDirectory: URL, workDirectory: URL, events: RunEventStream, drawingExecutable: String) {
        store = SeedStore(directory: seedsDirectory)
        self.workDirectory = workDirectory
        self.drawingExecutable = drawingExecutable
        self.outDirectory = outDirectory
        self.events = events
    }

    /// Stores `seed` (a crash's, which its worker did not live to store), whose `report` is the crash's own text, and
    /// returns the entry. A counterexample this run recorded already (another worker found it too) is an event of its
    /// own, and `nil`.
    @discardableResult
    func record(_ seed: SeedFile, report: String) -> RecordedCounterexample? {
        let expectedPath = store.url(for: seed).relativePath
        guard !recordedPaths.contains(expectedPath) else {
            events.emit(.foundAgain(propertyID: seed.propertyID, seedFile: expectedPath, caseIndex: seed.caseIndex ?? -1))
            return nil
        }
        recordedPaths.insert(expectedPath)
        var seedPath = expectedPath
        var storage = Finding.Storage.new
        do {
            let outcome = try store.save(seed)
            seedPath = outcome.url.relativePath
            if case .storedBeside(_, let occupant, let reason) = outcome {
                storage = .storedBeside(occupant: occupant.relativePath, reason: reason)
            } else if !outcome.isNew {
                storage = .alreadyStored
            }
        } catch {
            storage = .notWritten(reason: "\(error)", seed: (try? seed.encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "\(seed)")
        }
        return noted(
            Finding(propertyID: seed.propertyID, report: report, seedFile: seedPath, storage: storage, picture: nil), kind: seed.kind.rawValue,
            message: seed.message, caseIndex: seed.caseIndex)
    }

    /// Records a failure that a worker stored itself (``StoredFailure``), and returns the entry; `nil` when this
    /// run recorded its seed already.
    ///
    /// Two workers that find the same counterexample both store it; whichever line arrives first is recorded. The
    /// entry is new when either worker's store made the file, so the summary does not depend on which arrived first.
    func note(_ stored: StoredFailure) -> RecordedCounterexample? {
        guard recordedPaths.insert(stored.seedFile).inserted else {
            if case .new = stored.storage, let index = recorded.firstIndex(where: { $0.seedFile == stored.seedFile }) {
                recorded[index].isNew = true
            }
            events.emit(.foundAgain(propertyID: stored.propertyID, seedFile: stored.seedFile, caseIndex: stored.caseIndex))
            return nil
        }
        return noted(
            Finding(propertyID: stored.propertyID, report: stored.report, seedFile: stored.seedFile, storage: stored.storage, picture: nil),
            kind: SeedFile.Kind.failure.rawValue, message: stored.message, caseIndex: stored.caseIndex)
    }

    /// Draws `finding`'s picture when its seed file is there, tells the run's events, and keeps the entry.
    private func noted(_ finding: Finding, kind: String, message: String, caseIndex: Int?) -> RecordedCounterexample {
        var finding = finding
        let isNew: Bool
        switch finding.storage {
        case .new, .storedBeside: isNew = true
        case .alreadyStored, .notWritten: isNew = false
        }
        if isNew || FileManager.default.fileExists(atPath: finding.seedFile) {
            finding.picture = drawPicture(propertyID: finding.propertyID, seedPath: finding.seedFile)
        }
        events.emit(.found(finding))
        let entry = RecordedCounterexample(
            propertyID: finding.propertyID, kind: kind, message: message, caseIndex: caseIndex, seedFile: finding.seedFile, isNew: isNew,
            picture: finding.picture)
        recorded.append(entry)
        return entry
    }

    /// Takes back `entry` (a seed this run stored, now replaced by a simpler one): its file and
    /// picture are removed when this run wrote them, and it leaves the summary.
    func withdraw(_ entry: RecordedCounterexample) {
        recorded.removeAll { $0 == entry }
        guard entry.isNew else { return }
        // Each through its open folder: a link that took a name meanwhile is removed itself, never what it leads to.
        let seedFile = URL(fileURLWithPath: entry.seedFile)
        (try? store.folder(holding: seedFile))?.remove(seedFile.lastPathComponent)
        if let picture = entry.picture { (try? Folder(path: outDirectory.path))?.remove(URL(fileURLWithPath: picture).lastPathComponent) }
    }

    /// Notes a counterexample found apart from the run's own workers (a stored seed that fails again).
    func note(_ entry: RecordedCounterexample) {
        recorded.append(entry)
    }

    /// Draws the picture of the seed at `seedPath`, a seed of `propertyID`, into the output directory, and returns
    /// its path (or `nil`, with a notice). The seed is read by a `draw` process of its own (``PicturePlacement``), which
    /// writes the picture once, under its name in the output folder, through the open folder: a link planted under
    /// that name is named and left alone, never written through.
    private func drawPicture(propertyID: String, seedPath: String) -> String? {
        switch PicturePlacement.drawInChild(executable: drawingExecutable, seedPath: seedPath, into: outDirectory) {
        case .success(let path): return path
        case .failure(let problem):
            events.emit(.notice("the picture of \(seedPath) \(problem)"))
            return nil
        }
    }
}

/// Where a counterexample's picture takes its name.
package enum PicturePlacement {
    /// Writes `picture` under the name `name` in `outDirectory` (made with its parents where missing), through the
    /// open folder, replacing only a regular file of that name (a link or anything else there is named and left
    /// alone); its path as shown.
    package static func place(_ picture: Data, named name: String, in outDirectory: URL) throws -> String {
        let shown = outDirectory.appendingPathComponent(name).relativePath
        try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
        let folder = try Folder(path: outDirectory.path)
        let kind = folder.kind(of: name)
        guard kind == .file || kind.isMissing else { throw FileSystemError(path: shown, reason: kind.description) }
        do {
            try DurableFile.write(picture, named: name, in: folder, mode: .replace)
        } catch let error as DurableFileError {
            throw FileSystemError(path: shown, reason: error.reason)
        }
        return shown
    }

    /// The name of the picture of the seed file at `seedPath`, a seed of `propertyID`: `<property folder>-<file stem>.svg`.
    package static func name(propertyID: String, seedPath: String) -> String {
        "\(SeedFile.directoryName(forPropertyID: propertyID))-\(URL(fileURLWithPath: seedPath).deletingPathExtension().lastPathComponent).svg"
    }

    /// Has `executable`'s `draw` draw the seed file at `seedPath` into `outDirectory`, in a process of its own (drawing
    /// calls the geometry core on the very value that may break it, and a trap there must not end the caller): the
    /// picture's path, or why there is none.
    package static func drawInChild(executable: String, seedPath: String, into outDirectory: URL) -> Result<String, PictureProblem> {
        do {
            let child = try ChildProcess(
                executable: executable, arguments: ["draw", seedPath, "--into", outDirectory.relativePath], errorPath: "/dev/null",
                ownProcessGroup: true, watchesParent: true)
            let (lines, termination, _) = child.runToCompletion(timeout: .seconds(60))
            if termination == .exited(0), let path = lines.first { return .success(path) }
            if let reason = lines.first(where: { $0.hasPrefix(notWritten) }) {
                return .failure(PictureProblem(description: "could not be written: \(reason.dropFirst(notWritten.count))"))
            }
            return .failure(PictureProblem(description: "could not be drawn (the drawing \(termination))"))
        } catch {
            return .failure(PictureProblem(description: "could not be drawn: \(FileSystemError.describe(error))"))
        }
    }

    /// How `draw --into` starts the line that says why a picture was not written.
    package static let notWritten = "not written: "
}

/// Why a counterexample has no picture.
package struct PictureProblem: Error, CustomStringConvertible {
    package let description: String
}
