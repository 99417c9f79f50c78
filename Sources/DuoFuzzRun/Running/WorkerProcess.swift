import Foundation
import OperatingSystemFiles
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport
import OperatingSystem
import DuoSeedFiles

/// What a worker process does, as the hidden `worker` command starts it: runs a ``WorkerPlan`` of `run`, checks
/// one candidate of a crash (``ProbePlan``), or replays one seed file, writing one ``WorkerEvent`` per line on
/// standard output, so that a trap in a property ends only the worker.
package enum WorkerProcess {
    /// Makes this process a worker: it ends when its supervisor does (``ParentWatch``), leaves the terminal's
    /// Ctrl-C to its supervisor, and stops between case batches on `SIGTERM` or `SIGHUP` (a closed terminal
    /// sends it to the whole group), exiting with 128 + the signal's number.
    package static func prepare() {
        ParentWatch.startIfPiped()
        StopRequest.ignore(SIGINT)
        StopRequest.install(for: [SIGTERM, SIGHUP])
    }

    /// Runs the plan that `run` wrote to the file at `path`.
    package static func run(planAt path: String) throws -> ExitCode {
        let plan = try decode(WorkerPlan.self, from: path)
        try CrashRecorder.install(path: plan.crashRecordPath)
        if let limit = plan.memoryLimitBytes { ResourceLimits.limitAddressSpace(toBytes: limit) }
        FuzzWorker(plan: plan, catalogue: FuzzCatalogue(includesDemos: plan.includesDemos, mutant: FuzzCatalogue.mutant()), emit: emit).run()
        // A worker stopped by SIGTERM says so by its status (and never that it is done), so that a stop that its
        // supervisor did not send is told from the end of its plan.
        return StopRequest.isRequested ? ExitCode.stopped(by: StopRequest.signal) : .success
    }

    /// Checks the candidate that the probe plan at `path` names.
    package static func probe(planAt path: String) throws -> ExitCode {
        try probe(try decode(ProbePlan.self, from: path))
    }

    /// Checks the candidate that `json`, a probe plan given in full as an argument, names: nothing is read
    /// from or written to a file.
    package static func probe(planText json: String) throws -> ExitCode {
        let plan: ProbePlan
        do {
            plan = try ValueCoding.decode(ProbePlan.self, from: Data(json.utf8))
        } catch {
            throw UsageError("cannot read the probe plan given: \(error)")
        }
        return try probe(plan)
    }

    /// Checks `plan`'s candidate, with its crash file mapped when it names one.
    private static func probe(_ plan: ProbePlan) throws -> ExitCode {
        if let crashRecordPath = plan.crashRecordPath {
            try CrashRecorder.install(path: crashRecordPath)
        } else {
            CrashRecorder.installHandler()
        }
        return plan.run(catalogue: FuzzCatalogue(includesDemos: plan.includesDemos, mutant: FuzzCatalogue.mutant()), emit: emit)
    }

    /// Replays the seed file at `path` here and reports the verdict as an event.
    package static func replay(seedAt path: String, includesDemos: Bool) -> ExitCode {
        let catalogue = FuzzCatalogue(includesDemos: includesDemos, mutant: FuzzCatalogue.mutant())
        switch SeedStore.load(contentsOf: URL(fileURLWithPath: path), knownPropertyIDs: catalogue.ids) {
        case .failed(let error):
            emit(.replayed(SeedVerdict(outcome: .bad, summary: "\(error.problem)")))
            return .usage
        case .loaded(let loaded):
            guard let property = catalogue.property(id: loaded.seed.propertyID) else { return .usage }
            // The replayer's hang timeout starts from this line: reading the seed is not part of the check.
            emit(.started(propertyID: property.id, position: 0))
            let verdict = SeedProcessReplayer.verdict(on: loaded.seed, against: property)
            emit(.replayed(verdict))
            return verdict.outcome == .holds ? .success : .failure
        }
    }

    /// Writes `event` on standard output, for the supervisor.
    static func emit(_ event: WorkerEvent) {
        FileHandle.standardOutput.write(event.line())
    }

    /// Reads a plan file; one that cannot be read is bad usage naming it.
    private static func decode<Plan: Decodable>(_ type: Plan.Type, from path: String) throws -> Plan {
        do {
            return try ValueCoding.decode(Plan.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let problem as JSONParser.Problem {
            throw UsageError("cannot read the plan \(path): not JSON: \(problem)")
        } catch {
            throw UsageError("cannot read the plan \(path): \(FileSystemError.reason(of: error))")
        }
    }
}
