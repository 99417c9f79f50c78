import Foundation
import DuoCheckCommandLine
import DuoCheckEngine
import DuoProperties

/// `duo-bench guided`: `duo-fuzz run --guided` beside the random run, both from the duo-fuzz built with coverage
/// counters (`.ci/guided release`), on the same machine in one run.
///
/// - For each spec bug shape (`duo-fuzz mutants`), its expected killer alone, on the mutant's helpers
///   (`DUOFUZZ_MUTANT`), and for the demo catalogue's planted chain (`demo-chain`), one worker, from seeds 1...N,
///   until its first failure or the limit: whether it failed, the
///   cases to the failure (the run's count; a run stops a property at its first failure), and the command's wall
///   time, which holds the process's start, the failure's shrink and picture alike in both.
/// - The core's branches reached after a time on every property, two workers: guided, and the same build with
///   guidance off (`DUOFUZZ_GUIDANCE=off`: properties in turn, every case drawn fresh), whose counters are read
///   the same way. A plain random run reads no counters.
struct GuidedBenchOptions {
    var binary = ".build/guided/release/duo-fuzz"
    var seeds = 5
    var limitSeconds = 20
    var coverageSeconds = 60
}

/// One mode's runs of one bug shape.
struct ModeOutcome {
    var failed = 0
    var cases: [Int] = []
    var seconds: [Double] = []
}

func runGuidedBench(_ options: GuidedBenchOptions) throws {
    guard FileManager.default.isExecutableFile(atPath: options.binary) else {
        throw UsageError("no duo-fuzz built with coverage counters at \(options.binary): build it with .ci/guided release")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-guided-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    var rows: [String] = []
    // Each spec bug shape with its killer, then the planted chain of the demo catalogue.
    let subjects =
        BugShape.namedInSpec.map { (name: $0.id, property: $0.expectedKiller, environment: ["DUOFUZZ_MUTANT": $0.id]) }
        + [(name: "planted chain (four exact numbers)", property: "demo-chain", environment: ["DUOFUZZ_DEMO": "1"])]
    for subject in subjects {
        var modes: [ModeOutcome] = []
        for guided in [false, true] {
            var outcome = ModeOutcome()
            for seed in 1...options.seeds {
                note("\(subject.name), \(guided ? "guided" : "random"), seed \(seed)...")
                let folder = work.appendingPathComponent("\(subject.property)-\(modes.count)-\(seed)-\(rows.count)")
                let run = try benchRun(
                    options.binary,
                    [subject.property, "--duration", "\(options.limitSeconds)s", "--workers", "1", "--seed", "\(seed)", "--no-replay"]
                        + (guided ? ["--guided"] : []),
                    in: folder, environment: subject.environment)
                if run.found {
                    outcome.failed += 1
                    outcome.cases.append(run.cases)
                    outcome.seconds.append(run.seconds)
                }
            }
            modes.append(outcome)
        }
        rows.append("| \(subject.name) | \(subject.property) | " + modes.map(cells).joined(separator: " | ") + " |")
    }
    print(
        "Guided beside random, on each spec bug shape (its killer alone) and the planted chain: one worker, seeds 1...\(options.seeds), each run stopped at"
    )
    print("its first failure or after \(options.limitSeconds) s. Cases and seconds are medians over the seeds that failed; the seconds")
    print("are the command's whole time (start, search, shrink, picture).\n")
    print("| bug shape | property | random: failed | random: cases | random: seconds | guided: failed | guided: cases | guided: seconds |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    rows.forEach { print($0) }
    print("\nThe core's branches reached in \(options.coverageSeconds) s on every property, two workers, seed 1:\n")
    print("| run | branches reached | branches in the build |")
    print("|---|---:|---:|")
    for guided in [true, false] {
        note("every property for \(options.coverageSeconds) s, guidance \(guided ? "on" : "off")...")
        let folder = work.appendingPathComponent("coverage-\(guided)")
        let run = try benchRun(
            options.binary, ["--guided", "--duration", "\(options.coverageSeconds)s", "--workers", "2", "--seed", "1", "--no-replay"],
            in: folder, environment: guided ? [:] : ["DUOFUZZ_GUIDANCE": "off"])
        print("| \(guided ? "guided" : "guidance off: in turn, every case fresh") | \(run.reached) | \(run.branches) |")
    }
}

private func cells(_ outcome: ModeOutcome) -> String {
    let cases = outcome.cases.isEmpty ? "–" : "\(median(outcome.cases.map(Double.init)).rounded())"
    let seconds = outcome.seconds.isEmpty ? "–" : String(format: "%.2f", median(outcome.seconds))
    return "\(outcome.failed) | \(cases.replacingOccurrences(of: ".0", with: "")) | \(seconds)"
}

/// What one `duo-fuzz run` gave: whether it found a failure, its cases, its wall time, and the core's branches.
private struct BenchRunResult {
    var found = false
    var cases = 0
    var seconds = 0.0
    var reached = 0
    var branches = 0
}

/// Runs `duo-fuzz run` with `arguments` in a new folder `folder` (its seeds, pictures and reports stay there).
private func benchRun(_ binary: String, _ arguments: [String], in folder: URL, environment: [String: String]) throws -> BenchRunResult {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary).standardizedFileURL
    // --seeds-dir: a run on a bug shape's helpers stores its finds only in a folder it is given.
    process.arguments = ["run"] + arguments + ["--seeds-dir", "Seeds", "--summary", "summary.json", "--events", "events.jsonl"]
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let started = Date()
    try process.run()
    process.waitUntilExit()
    var result = BenchRunResult(seconds: Date().timeIntervalSince(started))
    let summary = (try? Data(contentsOf: folder.appendingPathComponent("summary.json"))).flatMap { try? JSONValue(parsing: $0) }
    var properties: [JSONValue] = []
    if case .array(let list)? = summary?["properties"] { properties = list }
    result.cases = properties.reduce(0) { $0 + ($1["casesRun"]?.integerValue ?? 0) }
    result.found = properties.contains { ($0["failures"]?.integerValue ?? 0) + ($0["crashes"]?.integerValue ?? 0) > 0 }
    let log = (try? String(contentsOf: folder.appendingPathComponent("events.jsonl"), encoding: .utf8)) ?? ""
    for line in log.split(separator: "\n") where line.contains(#""type":"core-branches""#) {
        guard case .array(let branches)? = (try? JSONValue(parsing: Data(line.utf8)))?["branches"] else { continue }
        result.branches = branches.count
        result.reached = branches.filter { $0["reached"] == .bool(true) }.count
    }
    return result
}
