import DuoCheckCommandLine
import DuoFuzzSupport
import DuoFuzzRun

/// The hidden `worker` command: a process that `run` (or `replay`) starts to
/// run a plan, so that a trap in a property ends only the worker (``WorkerProcess``).
enum WorkerCommand: Command {
    static let name = "worker"
    static let summary = "internal: run a worker plan (started by run and replay)"
    static let isHidden = true
    static let help = """
        usage: duo-fuzz worker --plan FILE
               duo-fuzz worker --replay-seed FILE [--demo]
               duo-fuzz worker --probe FILE
               duo-fuzz worker --probe-plan JSON

        Internal. Runs the plan that duo-fuzz run wrote to FILE, writing one JSON
        event per line on standard output; replays one seed file in a process of its
        own; or checks one candidate of a crash being reproduced or shrunk, its plan
        in a file or given in full (import-crash, which writes no file). When its
        standard input is a pipe, the worker ends as soon as that pipe closes (its
        supervisor is gone).
        """

    /// Runs a plan, replays a seed, or checks a candidate, as the arguments say.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: name, valueOptions: ["--plan", "--replay-seed", "--probe", "--probe-plan"], flagOptions: ["--demo"])
        WorkerProcess.prepare()
        if let seedPath = parsed.value("--replay-seed") { return WorkerProcess.replay(seedAt: seedPath, includesDemos: parsed.has("--demo")) }
        if let probePath = parsed.value("--probe") { return try WorkerProcess.probe(planAt: probePath) }
        if let planText = parsed.value("--probe-plan") { return try WorkerProcess.probe(planText: planText) }
        guard let planPath = parsed.value("--plan") else { throw UsageError("--plan, --replay-seed or --probe is required") }
        return try WorkerProcess.run(planAt: planPath)
    }
}
