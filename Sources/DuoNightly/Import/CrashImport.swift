import Foundation
import DuoCheckCommandLine
import DuoCheckEngine
import DuoCheckFuzz
import DuoFuzzRun
import DuoFuzzSupport
import DuoProperties
import DuoSeedFiles
import OperatingSystem
import OperatingSystemFiles

/// What `duo-fuzz import-crash` does: turns libFuzzer's crash files of one property into seeds. Each file's
/// bytes are read as the case's choices, as the fuzz target read them; a failure counts only when the value the
/// engine rebuilds from those choices fails the same check. It is then shrunk and explained as a run's failure
/// is, and its seed is replayed (``SeedReplay``, as `swift test` replays every seed) before it is stored: a
/// crash file that builds no case, holds, or fails only once is named and never stored. Nothing but the crash
/// files and the seeds folder is read or written.
package struct CrashImport {
    /// The property the crash files are of.
    package var property: AnyProperty
    /// The mutant the files were found against (`--mutant`), whose helpers the property runs on, or nil.
    package var mutantID: String?
    /// The seeds folder.
    package var store: SeedStore
    /// Where each file's lines go.
    package var console: Console
    /// The case of each file run first in a process of its own, so that a trap stops only that file (nil: not).
    var probe: CrashProbe?
    /// Whether the demo properties are in the catalogue (`DUOFUZZ_DEMO`), for the workers a crash's shrink starts.
    var includesDemos: Bool

    /// An import of one property's crash files into `store`.
    package init(
        property: AnyProperty, mutantID: String?, store: SeedStore, console: Console, probeTimeout: Duration? = nil, includesDemos: Bool = false
    ) {
        self.property = property
        self.mutantID = mutantID
        self.store = store
        self.console = console
        self.includesDemos = includesDemos
        probe = probeTimeout.map { CrashProbe(arguments: [property.id] + (mutantID.map { ["--mutant", $0] } ?? []), timeout: $0) }
    }

    /// The child's side of ``CrashProbe``: runs the case of the crash file at `path` once.
    package func probeCase(at path: String) -> ExitCode {
        CrashProbe.runCase(of: property, at: path)
    }

    /// The property `id` of `catalogue`, on the helpers of the mutant `mutantID` when one is given.
    package static func property(id: String, mutantID: String?, catalogue: FuzzCatalogue) throws -> AnyProperty {
        guard let mutantID else {
            guard let property = try catalogue.select([id]).first, property.id == id else {
                throw UsageError("no property has the id \"\(id)\" (see duo-fuzz list)")
            }
            return property
        }
        guard let mutant = BugShape.all.first(where: { $0.id == mutantID }) else {
            throw UsageError("no mutant has the id \"\(mutantID)\" (see duo-fuzz mutants)")
        }
        guard let property = PropertyCatalogue.property(id: id, using: mutant.helpers) else {
            throw UsageError("no property of the suites has the id \"\(id)\" (see duo-fuzz list)")
        }
        return property
    }

    /// Imports each crash file; exit status 2 when one cannot be read (the others are still imported), 1 when
    /// a case crashed or hung in the probe (stored as a crash seed when it does so again), else 0. A stop
    /// (``StopRequest``) ends it before the next file, and a probe that the stop ended is no finding: the status is
    /// then the stop's (130, 143, 129), and what was stored before stays.
    package func run(_ paths: [String]) -> ExitCode {
        var status = ExitCode.success
        for (index, path) in paths.enumerated() {
            if StopRequest.isRequested {
                console.output("stopped by \(SignalName.name(StopRequest.signal)): \(paths.count - index) crash file(s) not imported")
                return .stopped(by: StopRequest.signal)
            }
            let bytes: [UInt8]
            do {
                bytes = try FuzzInputFile.read(path, largest: 1 << 20)
            } catch {
                console.error("duo-fuzz import-crash: \(error)")
                status = .usage
                continue
            }
            let verdict = probe?.verdict(on: path) ?? .ran
            if StopRequest.isRequested {
                console.output("stopped by \(SignalName.name(StopRequest.signal)): \(paths.count - index) crash file(s) not imported")
                return .stopped(by: StopRequest.signal)
            }
            switch verdict {
            case .ran: break
            case .crashed(let crash):
                console.output(storeCrash(crash, from: path))
                status = status == .usage ? .usage : .failure
                continue
            case .problem(let problem):
                console.output("crash  \(path): \(problem); not imported (run the target on the file to see it)")
                status = status == .usage ? .usage : .failure
                continue
            }
            let line = importOne(bytes, from: path)
            if line.hasPrefix("error") {
                console.error("duo-fuzz import-crash: " + line)
                status = .usage
            } else {
                console.output(line)
            }
        }
        return status
    }

    /// Imports the bytes of one crash file, and says what became of them.
    func importOne(_ bytes: [UInt8], from path: String) -> String {
        let against = mutantID.map { " against the mutant \($0)" } ?? ""
        switch property.fuzzOneInput(bytes) {
        case .invalid:
            return "no case \(path): its \(bytes.count) bytes run out before a case of \(property.id) is drawn; not a finding"
        case .passed:
            return "holds  \(path): \(property.id) holds on the case it builds\(against); not a finding"
        case .unreproduced(let message):
            return "flaky  \(path): \(property.id) failed once and held when replayed (\(message)); not a finding"
        case .failed(let found):
            return store(found, from: path)
        }
    }

    /// Shrinks, explains, confirms and stores a failure.
    func store(_ found: CaseRecord, from path: String) -> String {
        var configuration = RunConfiguration(seed: 0)
        configuration.explainBudget = RunConfiguration.defaultExplainBudget
        guard let report = property.failureReport(shrinking: found, configuration: configuration) else {
            return "flaky  \(path): the failure of \(property.id) did not fail again when shrunk; not a finding"
        }
        var seed = SeedFile(
            propertyID: property.id, runSeed: 0, choices: report.shrunk.choices, value: report.shrunk.value, message: report.message,
            foundAt: foundAt(path),
            note: "found by libFuzzer in \(URL(fileURLWithPath: path).lastPathComponent)" + (mutantID.map { " on the mutant \($0)" } ?? ""))
        seed.explanation = report.explanation
        guard SeedReplay.replay(seed, against: property).rebuilt.failure != nil else {
            return "flaky  \(path): the shrunk seed of \(property.id) held when replayed; not stored"
        }
        do {
            let saved = try store.save(seed)
            let verb = saved.isNew ? "new   " : "known "
            return """
                \(verb) \(path): \(SeedCollection.displayPath(saved.url))
                         \(report.message)
                         shrunk from \(found.choices.count) to \(report.shrunk.choices.count) choices; replay: duo-fuzz replay \(SeedCollection.displayPath(saved.url))
                """
        } catch {
            return "error  \(path): the seed of \(property.id) could not be stored: \(FileSystemError.describe(error))"
        }
    }

    /// When the crash file was written (libFuzzer writes it when it finds the input), the seed's `foundAt`, so that
    /// the same crash file gives the same seed file, byte for byte, on every import; now when it cannot be told.
    func foundAt(_ path: String) -> Date {
        let url = URL(fileURLWithPath: path)
        let folder = try? Folder(path: url.deletingLastPathComponent().path)
        return folder?.modificationDate(of: url.lastPathComponent) ?? Date()
    }
}
