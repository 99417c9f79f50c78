import Foundation
import DuoCheckCommandLine
import DuoFuzzSupport
import OperatingSystem

/// Builds and judges mutants in the scratch copy: the unmutated copy first (the baseline), then each mutant
/// in turn, its file restored before the next build whatever happened to it.
struct MutantJudge {
    /// The scratch copy.
    let scratch: ScratchPackage
    /// How long a verdict may run.
    let timeout: Duration

    /// How a build ended.
    enum Build: Equatable {
        /// It built.
        case built
        /// It failed; the first error line.
        case failed(String)
        /// A stop was requested.
        case stopped
    }

    /// How a verdict ended.
    enum Judgement: Equatable {
        /// The verdict of both layers.
        case verdict(MutationVerdict)
        /// It ran past the time limit.
        case timedOut
        /// A stop was requested.
        case stopped
    }

    /// The longest a mutant's build may take: an incremental build of one changed file takes well under a minute
    /// here; one past this is stuck, not slow.
    static let buildLimit: Duration = .seconds(1800)

    /// Where the build's output goes, inside the scratch folder.
    var buildLog: String { scratch.directory.appendingPathComponent("mutate-build.log").path }
    /// Where the verdict's standard error goes, inside the scratch folder.
    var verdictLog: String { scratch.directory.appendingPathComponent("mutate-verdict.log").path }

    /// Builds the scratch copy's `duo-fuzz` (debug), compiling `files` afresh (their objects are deleted
    /// first); with the seconds it took. Throws when the build succeeds without an object for one of them.
    func build(recompiling files: [String]) throws -> (Build, Double) {
        try scratch.invalidateObjects(of: files)
        _ = FileManager.default.createFile(atPath: buildLog, contents: nil)
        let run = try SupervisedRun.run(
            "/usr/bin/env", ["swift", "build", "--package-path", scratch.directory.path, "--product", "duo-fuzz"],
            errorPath: buildLog, timeout: Self.buildLimit)
        if run.cutShort == .stopRequest { return (.stopped, run.seconds) }
        if run.cutShort == .timeLimit {
            return (.failed("the build outlived its \(DurationText.describe(Self.buildLimit)) and was killed"), run.seconds)
        }
        switch run.ending {
        case .exited(0):
            if let missing = scratch.fileWithoutObject(among: files) {
                throw UsageError(
                    "the scratch build succeeded without compiling \(missing) (no \(scratch.objectFile(for: missing)?.path ?? "object")); its verdict would judge stale code"
                )
            }
            return (.built, run.seconds)
        default:
            let errors = ((try? String(contentsOfFile: buildLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            let output = run.lines + errors
            try? output.joined(separator: "\n").write(toFile: buildLog, atomically: true, encoding: .utf8)
            return (.failed(output.first { $0.contains("error:") } ?? output.last ?? "the build \(run.ending)"), run.seconds)
        }
    }

    /// Runs the scratch copy's verdict; with the seconds it took. A verdict process that dies of a signal
    /// is a kill, blamed on the property it was running.
    func judge() throws -> (Judgement, Double) {
        _ = FileManager.default.createFile(atPath: verdictLog, contents: nil)
        let binary = scratch.directory.appendingPathComponent(".build/debug/duo-fuzz").path
        let snapshots = scratch.directory.appendingPathComponent("Tests").appendingPathComponent("Snapshots").path
        // A trapping mutant ends at once: no child runs the runtime's backtracer (ChildProcess says why).
        let run = try SupervisedRun.run(
            binary, [MutationVerdict.commandName, "--snapshots", snapshots], errorPath: verdictLog, timeout: timeout)
        let verdict = run.lines.compactMap(MutationVerdict.parse).last
        switch run.cutShort {
        case .stopRequest: return (.stopped, run.seconds)
        case .timeLimit: return (.timedOut, run.seconds)
        case nil: break
        }
        switch run.ending {
        case .exited(0) where verdict?.isKill == false:
            return (.verdict(MutationVerdict(killer: nil)), run.seconds)
        case .exited(1) where verdict?.isKill == true:
            return (.verdict(verdict!), run.seconds)
        case .signalled(let signal):
            // A trap while the snapshots were compared is the snapshots' kill: every property had held.
            let running = lastRunning()
            if let running, running.hasPrefix(MutationVerdict.snapshotPrefix) {
                return (
                    .verdict(
                        MutationVerdict(
                            killer: nil, snapshotKiller: "\(running.dropFirst(MutationVerdict.snapshotPrefix.count)), \(SignalName.crashName(signal))"
                        )),
                    run.seconds
                )
            }
            return (.verdict(MutationVerdict(killer: "\(running.map { "\($0), " } ?? "")\(SignalName.crashName(signal))")), run.seconds)
        case let ending:
            return (.verdict(MutationVerdict(killer: "the verdict \(ending) without a verdict line")), run.seconds)
        }
    }

    /// The property (or `snapshot <id>`) the verdict process said it was running last.
    private func lastRunning() -> String? {
        let log = (try? String(contentsOfFile: verdictLog, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").last { $0.hasPrefix("running ") }.map { String($0.dropFirst(8)) }
    }

    /// Builds and judges the mutant of `site`, whose file's unmutated bytes are `original`; `nil` when a
    /// stop was requested. The scratch file is back to `original` when this returns: it throws if not.
    func run(_ site: MutationSite, original: Data, isListedEquivalent: Bool) throws -> MutantResult? {
        let result = try mutateAndJudge(site, original: original, isListedEquivalent: isListedEquivalent)
        guard FileManager.default.contents(atPath: try scratch.scratchURL(site.file).path) == original else {
            throw UsageError("could not restore \(site.file) in the scratch copy after its mutant")
        }
        return result
    }

    /// Writes the mutant into the scratch copy, restores the file on the way out, and builds and judges it.
    private func mutateAndJudge(_ site: MutationSite, original: Data, isListedEquivalent: Bool) throws -> MutantResult? {
        try scratch.write(site.file, bytes: Data(site.mutate(Array(original))))
        defer {
            // The restored file's object goes too, so that the next build compiles the original again.
            try? scratch.write(site.file, bytes: original)
            try? scratch.invalidateObjects(of: [site.file])
        }
        var result = MutantResult(
            site: site, outcome: .survived, killer: nil, detail: nil, isListedEquivalent: isListedEquivalent,
            buildSeconds: 0, verdictSeconds: 0)
        let (build, buildSeconds) = try build(recompiling: [site.file])
        result.buildSeconds = buildSeconds
        switch build {
        case .stopped: return nil
        case .failed(let error):
            result.outcome = .stillborn
            result.detail = error
            return result
        case .built: break
        }
        let (judgement, verdictSeconds) = try judge()
        result.verdictSeconds = verdictSeconds
        switch judgement {
        case .stopped: return nil
        case .timedOut: result.outcome = .timedOut
        case .verdict(let verdict):
            result.outcome = verdict.killer != nil ? .killed : (verdict.snapshotKiller != nil ? .killedBySnapshots : .survived)
            result.killer = verdict.killer ?? verdict.snapshotKiller
        }
        return result
    }
}
