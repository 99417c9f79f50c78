import Foundation
import DuoCheckEngine

/// The hidden `worker` command: a process that `run` (or `replay`) starts to
/// run a plan, so that a trap in a property ends only the worker.
enum WorkerCommand: Command {
    static let name = "worker"
    static let summary = "internal: run a worker plan (started by run and replay)"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz worker --plan FILE
               duo-fuzz worker --replay-seed FILE [--demo]

        Internal. Runs the plan that duo-fuzz run wrote to FILE, writing one JSON
        event per line on standard output; or replays one seed file in a process
        of its own (duo-fuzz replay does this for crash seeds).
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, command: name, valueOptions: ["--plan", "--replay-seed"], flagOptions: ["--demo"])
        let output = FileHandle.standardOutput
        let emit: (WorkerEvent) -> Void = { output.write($0.line()) }
        StopRequest.ignore(SIGINT)
        StopRequest.install(for: [SIGTERM])
        if let seedPath = parsed.value("--replay-seed") {
            return replay(seedPath: seedPath, catalogue: FuzzCatalogue(includesDemos: parsed.has("--demo")), emit: emit)
        }
        guard let planPath = parsed.value("--plan") else { throw UsageError("--plan or --replay-seed is required") }
        let plan: WorkerPlan
        do {
            plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(contentsOf: URL(fileURLWithPath: planPath)))
        } catch {
            throw UsageError("cannot read the plan \(planPath): \(error)")
        }
        try CrashRecorder.install(path: plan.crashRecordPath)
        if let limit = plan.memoryLimitBytes {
            var bound = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
            setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &bound)
        }
        FuzzWorker(plan: plan, catalogue: FuzzCatalogue(includesDemos: plan.includesDemos), emit: emit).run()
        return .success
    }

    private static func replay(seedPath: String, catalogue: FuzzCatalogue, emit: (WorkerEvent) -> Void) -> ExitCode {
        switch SeedStore.load(contentsOf: URL(fileURLWithPath: seedPath), knownPropertyIDs: catalogue.ids) {
        case .failed(let error):
            emit(WorkerEvent(.replayed, summary: "BAD: \(error.problem)", holds: false))
            return .usage
        case .loaded(let loaded):
            guard let property = catalogue.property(id: loaded.seed.propertyID) else { return .usage }
            let result = SeedReplay.replay(loaded.seed, against: property)
            emit(WorkerEvent(.replayed, propertyID: property.id, summary: result.summary, holds: result.holds, drift: result.drift?.brief))
            return result.holds ? .success : .failure
        }
    }
}
