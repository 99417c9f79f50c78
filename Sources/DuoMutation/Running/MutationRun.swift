import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport

/// One `duo-fuzz mutate` run over the selected sites: sync the scratch copy, build and judge it unmutated
/// (the baseline), then each mutant; each step is an event (``MutationEvent``): a line per mutant and, at the end or
/// on a stop, the table, the survivors, the JSON report and the event log are recorded from them.
package struct MutationRun {
    /// The command's options.
    let options: MutateOptions
    /// The package's full site list.
    let sites: PackageSites
    /// The sites to run, in order.
    let selected: [MutationSite]
    /// The reviewed equivalent mutants.
    let equivalents: EquivalentMutantList
    /// Where to write.
    let console: Console

    /// What `duo-fuzz mutate` does with `options`: reads the package's sites and the equivalent list (warning
    /// about a stale entry), then prints the selected sites (`--list`), or says that none is selected, or runs
    /// them; the exit code (see ``run()``). A bad `--file`, a package without a geometry core or a bad list
    /// throws a ``UsageError``.
    package static func start(_ options: MutateOptions, console: Console) throws -> ExitCode {
        let sites = try PackageSites(root: options.packageRoot)
        try options.validate(against: sites)
        let equivalents = try EquivalentMutantList.load(packageRoot: options.packageRoot)
        for entry in equivalents.staleEntries(among: sites.sites) {
            console.error(
                "warning: \(EquivalentMutantList.path) lists \(entry.id) (\(entry.file): \(entry.lineText)), which matches no site now: review or remove it"
            )
        }
        // The report files first: a path that cannot be written is bad usage before the long baseline build.
        for (option, path) in [("--json", options.jsonPath), ("--events", options.eventsPath)] {
            guard let path, !options.listOnly else { continue }
            do {
                try ReportFile.check(path)
            } catch {
                throw UsageError("\(option): \(ReportFileError.describe(error, path: path.relativePath)); nothing was run")
            }
        }
        let selected = options.selection.apply(to: sites.sites)
        if options.listOnly {
            console.output(SiteListing.text(selected, all: sites, equivalents: equivalents))
            return .success
        }
        guard !selected.isEmpty else {
            console.output("no site matches the selection; nothing to run")
            return .success
        }
        return try MutationRun(options: options, sites: sites, selected: selected, equivalents: equivalents, console: console).run()
    }

    /// The run's recorders: the console, and the files it is asked for.
    private func recorders() -> [any MutationRecorder] {
        var recorders: [any MutationRecorder] = [MutationConsoleRecorder(console: console, root: sites.root)]
        if let url = options.jsonPath {
            recorders.append(
                MutationFileRecorder(option: "--json", url: url, console: console) { results, stopped, _ in
                    try MutationJSONReport(results, interrupted: stopped).data()
                })
        }
        if let url = options.eventsPath {
            recorders.append(
                MutationFileRecorder(option: "--events", url: url, console: console) { _, _, events in
                    try ReportFile.eventLog(events.map(\.record))
                })
        }
        return recorders
    }

    /// Runs and returns the exit code: 0 when every mutant not listed as equivalent was killed or timed out
    /// and none listed was killed, 1 otherwise; 2 when the baseline does not build or fails, or a report cannot be
    /// written; 130 or 143 when stopped before any survivor was found. What it does is a stream of events
    /// (``MutationEvent``), and the console's lines, the JSON report and the event log are its recorders.
    func run() throws -> ExitCode {
        StopRequest.install(for: [SIGINT, SIGTERM])
        let scratch = ScratchPackage(root: options.packageRoot)
        try scratch.lock()
        let recorders = recorders()
        func emit(_ event: MutationEvent) { for recorder in recorders { recorder.record(event) } }
        let (written, deleted) = try scratch.sync()
        emit(.scratchSynced(written: written, deleted: deleted))
        let judge = MutantJudge(scratch: scratch, timeout: options.timeout)
        var results: [MutantResult] = []
        switch try baseline(judge, emit: emit) {
        case .failed: return .usage
        case .stopped: break
        case .held:
            var originals: [String: Data] = [:]
            for (position, site) in selected.enumerated() {
                if StopRequest.isRequested { break }
                if originals[site.file] == nil {
                    guard let data = FileManager.default.contents(atPath: sites.root.appendingPathComponent(site.file).path) else {
                        throw UsageError("cannot read \(site.file)")
                    }
                    originals[site.file] = data
                }
                guard let result = try judge.run(site, original: originals[site.file]!, isListedEquivalent: equivalents.ids.contains(site.id))
                else { break }
                results.append(result)
                emit(.judged(result, position: position + 1, count: selected.count))
            }
        }
        let stopped = StopRequest.isRequested
        emit(.finished(results, stoppedBy: stopped ? SignalName.name(StopRequest.signal) : nil, of: selected.count))
        if recorders.contains(where: { $0.unwritten != nil }) { return .usage }
        if results.contains(where: { $0.isSurvivor || $0.isWronglyListed }) { return .failure }
        if stopped { return StopRequest.signal == SIGTERM ? .terminated : .interrupted }
        return .success
    }

    /// How the baseline went.
    private enum Baseline {
        case held, stopped, failed
    }

    /// Builds and judges the unmutated scratch copy.
    private func baseline(_ judge: MutantJudge, emit: (MutationEvent) -> Void) throws -> Baseline {
        emit(.baselineStarted)
        // Every core file is compiled afresh: a run stopped between a restore and the next build, or one
        // whose last restore the build missed, must not leave a mutant's object behind.
        let (build, buildSeconds) = try judge.build(recompiling: sites.files)
        switch build {
        case .stopped: return .stopped
        case .failed(let error):
            emit(.baselineFailed("the unmutated package does not build (\(error)); see \(judge.buildLog)"))
            return .failed
        case .built: break
        }
        let (judgement, verdictSeconds) = try judge.judge()
        switch judgement {
        case .stopped: return .stopped
        case .timedOut:
            emit(.baselineFailed("the unmutated suites ran past --timeout \(DurationText.describe(options.timeout)); raise it"))
            return .failed
        case .verdict(let verdict) where verdict.isKill:
            emit(
                .baselineFailed(
                    "the unmutated suites fail (\(verdict.killer ?? "snapshot \(verdict.snapshotKiller ?? "")")); a mutation run against failing suites proves nothing: fix them first"
                        + (verdict.reason.map { "\n  \($0)" } ?? "")))
            return .failed
        case .verdict:
            emit(.baselineHeld(buildSeconds: buildSeconds, verdictSeconds: verdictSeconds, mutants: selected.count))
            return .held
        }
    }
}
