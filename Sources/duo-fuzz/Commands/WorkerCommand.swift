import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import OperatingSystem
import DuoFuzzSupport

/// The hidden `worker` command: a process that `run` (or `replay`) starts to
/// run a plan, so that a trap in a property ends only the worker.
enum WorkerCommand: Command {
    static let name = "worker"
    static let summary = "internal: run a worker plan (started by run and replay)"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz worker --plan FILE
               duo-fuzz worker --replay-seed FILE [--demo]
               duo-fuzz worker --probe FILE

        Internal. Runs the plan that duo-fuzz run wrote to FILE, writing one JSON
        event per line on standard output; replays one seed file in a process of its
        own; or checks one candidate of a crash being reproduced or shrunk. When its
        standard input is a pipe, the worker ends as soon as that pipe closes (its
        supervisor is gone).
        """

    /// Runs a plan, replays a seed, or checks a candidate, as the arguments say.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--plan", "--replay-seed", "--probe"], flagOptions: ["--demo"])
        let output = FileHandle.standardOutput
        let emit: (WorkerEvent) -> Void = { output.write($0.line()) }
        ParentWatch.startIfPiped()
        StopRequest.ignore(SIGINT)
        StopRequest.install(for: [SIGTERM])
        if let seedPath = parsed.value("--replay-seed") {
            return replay(seedPath: seedPath, catalogue: FuzzCatalogue(includesDemos: parsed.has("--demo")), emit: emit)
        }
        if let probePath = parsed.value("--probe") {
            let plan = try decode(ProbePlan.self, from: probePath)
            try CrashRecorder.install(path: plan.crashRecordPath)
            return plan.run(catalogue: FuzzCatalogue(includesDemos: plan.includesDemos), emit: emit)
        }
        guard let planPath = parsed.value("--plan") else { throw UsageError("--plan, --replay-seed or --probe is required") }
        let plan = try decode(WorkerPlan.self, from: planPath)
        try CrashRecorder.install(path: plan.crashRecordPath)
        if let limit = plan.memoryLimitBytes { ResourceLimits.limitAddressSpace(toBytes: limit) }
        FuzzWorker(plan: plan, catalogue: FuzzCatalogue(includesDemos: plan.includesDemos), emit: emit).run()
        return .success
    }

    /// Reads a plan file; one that cannot be read is bad usage naming it.
    private static func decode<Plan: Decodable>(_ type: Plan.Type, from path: String) throws -> Plan {
        do {
            return try JSONDecoder().decode(Plan.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw UsageError("cannot read the plan \(path): \(error)")
        }
    }

    /// Replays one seed file here and reports the verdict as an event.
    private static func replay(seedPath: String, catalogue: FuzzCatalogue, emit: (WorkerEvent) -> Void) -> ExitCode {
        switch SeedStore.load(contentsOf: URL(fileURLWithPath: seedPath), knownPropertyIDs: catalogue.ids) {
        case .failed(let error):
            emit(.replayed(SeedVerdict(outcome: .bad, summary: "\(error.problem)")))
            return .usage
        case .loaded(let loaded):
            guard let property = catalogue.property(id: loaded.seed.propertyID) else { return .usage }
            let verdict = SeedReplayer.verdict(on: loaded.seed, against: property)
            emit(.replayed(verdict))
            return verdict.outcome == .holds ? .success : .failure
        }
    }
}
