import Foundation
import OperatingSystem
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport

/// One `duo-fuzz mutate` run over the selected sites: sync the scratch copy, build and judge it unmutated
/// (the baseline), then each mutant; print a line per mutant and, at the end or on a stop, the table,
/// the survivors and the JSON report.
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

    /// Runs and returns the exit code: 0 when every mutant not listed as equivalent was killed or timed out
    /// and none listed was killed, 1 otherwise; 2 when the baseline does not build or fails; 130 or 143
    /// when stopped before any survivor was found.
    func run() throws -> ExitCode {
        StopRequest.install(for: [SIGINT, SIGTERM])
        let scratch = ScratchPackage(root: options.packageRoot)
        try scratch.lock()
        let (written, deleted) = try scratch.sync()
        console.output("scratch copy \(ScratchPackage.folder): \(written) file(s) written, \(deleted) deleted")
        let judge = MutantJudge(scratch: scratch, timeout: options.timeout)
        if let early = try baseline(judge) { return early }

        var results: [MutantResult] = []
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
            console.output(progressLine(result, position: position + 1))
        }
        return try finish(results)
    }

    /// Builds and judges the unmutated scratch copy; an exit code when the run cannot go on.
    private func baseline(_ judge: MutantJudge) throws -> ExitCode? {
        console.output("baseline: building the unmutated scratch copy (swift build --product duo-fuzz)")
        // Every core file is compiled afresh: a run stopped between a restore and the next build, or one
        // whose last restore the build missed, must not leave a mutant's object behind.
        let (build, buildSeconds) = try judge.build(recompiling: sites.files)
        switch build {
        case .stopped: return try finish([])
        case .failed(let error):
            console.error("duo-fuzz mutate: the unmutated package does not build (\(error)); see \(judge.buildLog)")
            return .usage
        case .built: break
        }
        let (judgement, verdictSeconds) = try judge.judge()
        switch judgement {
        case .stopped: return try finish([])
        case .timedOut:
            console.error("duo-fuzz mutate: the unmutated suites ran past --timeout \(DurationText.describe(options.timeout)); raise it")
            return .usage
        case .verdict(let verdict) where verdict.isKill:
            console.error(
                "duo-fuzz mutate: the unmutated suites fail (\(verdict.killer ?? "snapshot \(verdict.snapshotKiller ?? "")")); a mutation run against failing suites proves nothing: fix them first"
                    + (verdict.reason.map { "\n  \($0)" } ?? ""))
            return .usage
        case .verdict:
            console.output(
                "baseline: built in \(DecimalText.fixed(buildSeconds, places: 1)) s; every property held in \(DecimalText.fixed(verdictSeconds, places: 1)) s. \(selected.count) mutant(s) to run."
            )
            return nil
        }
    }

    /// `[12/340] killed     BandSideInsets:relational:1a2b3c4d  BandSideInsets.swift:17  < -> <=  (band-spans-strip, 2.1 s)`.
    func progressLine(_ result: MutantResult, position: Int) -> String {
        let site = result.site
        let label = result.label.padding(toLength: max(10, result.label.count), withPad: " ", startingAt: 0)
        var detail = [DecimalText.fixed(result.seconds, places: 1) + " s"]
        if let killer = result.killer { detail.insert(killer, at: 0) }
        if result.outcome == .stillborn { detail.insert("does not build", at: 0) }
        return "[\(position)/\(selected.count)] \(label) \(site.id)  \(site.fileName):\(site.line)  \(site.edit)  (\(detail.joined(separator: ", ")))"
    }

    /// Prints the table, the survivors and any wrongly listed mutant, writes the JSON report, and returns
    /// the exit code.
    private func finish(_ results: [MutantResult]) throws -> ExitCode {
        let stopped = StopRequest.isRequested
        if stopped {
            console.output(
                "\nstopped by \(SignalName.name(StopRequest.signal)) after \(results.count) of \(selected.count) mutant(s); the partial results:")
        }
        console.output("\n" + MutationTable.markdown(results))
        let survivors = SurvivorDiff.section(results, root: sites.root)
        if !survivors.isEmpty { console.output("\n" + survivors) }
        let missed = SurvivorDiff.section(
            results, root: sites.root, only: \.isCaughtOnlyBySnapshots,
            title: "Caught only by the snapshots: the properties let these through")
        if !missed.isEmpty { console.output("\n" + missed) }
        if let jsonPath = options.jsonPath {
            do {
                try MutationJSONReport(results, interrupted: stopped).write(to: jsonPath)
            } catch {
                console.error("duo-fuzz mutate: --json: \(ReportFileError.describe(error, path: jsonPath.relativePath))")
                return .usage
            }
        }
        let failed = results.contains { $0.isSurvivor || $0.isWronglyListed }
        if failed { return .failure }
        if stopped { return StopRequest.signal == SIGTERM ? .terminated : .interrupted }
        return .success
    }
}
