import DuoCheckEngine
import Foundation

/// What one worker process reports: the cases it ran in its shard, and for how long.
struct WorkerReport: Codable {
    var property: String
    var shard: String
    var cases: Int
    var seconds: Double
    /// The worker thread's CPU time over the run: below `seconds` when other processes took the core.
    var cpuSeconds: Double
}

/// The hidden `worker` subcommand: runs `pair`'s harness over shard `index` of `count` for a time
/// budget of `seconds`, and prints a `WorkerReport` as one line of JSON.
func runWorker(pair: BenchPair, shard: (index: Int, count: Int), seconds budget: Double) throws {
    let configuration = RunConfiguration(
        cases: nil, seed: 0x5CA1_AB1E, timeBudget: .milliseconds(Int64(budget * 1000)), shard: shard)
    var report: RunReport?
    let elapsed = timed { report = pair.harness(configuration) }
    let casesRun = report?.casesRun ?? 0
    let line = WorkerReport(
        property: pair.name, shard: "\(shard.index)/\(shard.count)", cases: casesRun, seconds: elapsed.wall, cpuSeconds: elapsed.cpu)
    let data = try JSONEncoder().encode(line)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// One measurement of `workers` processes run side by side.
struct ScalingSample: Codable {
    var workers: Int
    /// The sum over the workers of each one's cases over its own run time (process start-up excluded).
    var casesPerSecond: Double
    var wallSeconds: Double
    var reports: [WorkerReport]
    /// The workers' CPU time over their run time, averaged: 1 when each had a core to itself.
    var cpuShare: Double { reports.reduce(0) { $0 + $1.cpuSeconds / $1.seconds } / Double(max(reports.count, 1)) }
}

/// The scaling figures: cases/s with 1 and with 2 workers, and their ratio, per repetition.
struct ScalingFigures: Codable {
    var property: String
    var secondsPerRun: Double
    var oneWorker: [Double]
    var twoWorkers: [Double]
    /// Two workers' cases/s over one worker's, per repetition.
    var ratios: [Double]
    var minimumRatio: Double
    /// The two workers' CPU share (see `ScalingSample.cpuShare`), per repetition.
    var twoWorkerCPUShares: [Double]
    /// Repetitions left out because a worker had less than `minimumCPUShare` of a core.
    var discardedRepetitions: Int

    var medianOneWorker: Double { median(oneWorker) }
    var medianTwoWorkers: Double { median(twoWorkers) }
    var medianRatio: Double { median(ratios) }
}

enum ScalingError: Error, CustomStringConvertible {
    case workerFailed(String)
    var description: String {
        switch self {
        case .workerFailed(let why): return "a worker failed: \(why)"
        }
    }
}

/// The path of this executable, for spawning workers.
func executablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// Spawns `workers` copies of this executable, worker `k` on shard `k/workers`, waits for them and
/// adds up their rates.
func runWorkers(_ workers: Int, property: String, seconds budget: Double) throws -> ScalingSample {
    let start = ContinuousClock.now
    var running: [(Process, Pipe)] = []
    for index in 0 ..< workers {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = ["worker", "--property", property, "--shard", "\(index)/\(workers)", "--seconds", "\(budget)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        running.append((process, pipe))
    }
    var reports: [WorkerReport] = []
    for (process, pipe) in running {
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScalingError.workerFailed("exit status \(process.terminationStatus)")
        }
        guard let line = output.split(separator: UInt8(ascii: "\n")).last,
              let report = try? JSONDecoder().decode(WorkerReport.self, from: Data(line))
        else { throw ScalingError.workerFailed("unreadable output \(String(decoding: output, as: UTF8.self))") }
        reports.append(report)
    }
    let wall = (ContinuousClock.now - start).seconds
    let rate = reports.reduce(0) { $0 + Double($1.cases) / $1.seconds }
    return ScalingSample(workers: workers, casesPerSecond: rate, wallSeconds: wall, reports: reports)
}

/// The least CPU share (see `ScalingSample.cpuShare`) for a repetition to count: below it, another
/// process had part of a core, and the ratio says more about that process than about the workers.
let minimumCPUShare = 0.9

/// Measures 1 and 2 workers until `repetitions` repetitions count (each worker had at least
/// `minimumCPUShare` of a core) or `3 * repetitions` have run, alternating which goes first. When none
/// counts, every repetition is kept and the low CPU share shows in the report.
func measureScaling(property: String, repetitions: Int, secondsPerRun: Double, log: (String) -> Void) throws -> ScalingFigures {
    var counted = ScalingFigures(
        property: property, secondsPerRun: secondsPerRun, oneWorker: [], twoWorkers: [], ratios: [], minimumRatio: 1.8,
        twoWorkerCPUShares: [], discardedRepetitions: 0)
    var all = counted
    var attempt = 0
    while counted.ratios.count < repetitions, attempt < 3 * repetitions {
        var one: ScalingSample, two: ScalingSample
        if attempt % 2 == 0 {
            one = try runWorkers(1, property: property, seconds: secondsPerRun)
            two = try runWorkers(2, property: property, seconds: secondsPerRun)
        } else {
            two = try runWorkers(2, property: property, seconds: secondsPerRun)
            one = try runWorkers(1, property: property, seconds: secondsPerRun)
        }
        attempt += 1
        let counts = one.cpuShare >= minimumCPUShare && two.cpuShare >= minimumCPUShare
        all.record(one: one, two: two)
        if counts { counted.record(one: one, two: two) } else { counted.discardedRepetitions += 1 }
        log("  scaling \(property) #\(attempt): 1 worker \(format(rate: one.casesPerSecond))/s, 2 workers \(format(rate: two.casesPerSecond))/s, "
            + "ratio \(format(ratio: two.casesPerSecond / one.casesPerSecond)); CPU share 1 worker \(Int(one.cpuShare * 100))%, "
            + "2 workers \(Int(two.cpuShare * 100))%\(counts ? "" : " (not counted: the machine was busy)")")
    }
    if counted.ratios.isEmpty {
        all.discardedRepetitions = 0
        return all
    }
    return counted
}

extension ScalingFigures {
    mutating func record(one: ScalingSample, two: ScalingSample) {
        oneWorker.append(one.casesPerSecond)
        twoWorkers.append(two.casesPerSecond)
        ratios.append(two.casesPerSecond / one.casesPerSecond)
        twoWorkerCPUShares.append(two.cpuShare)
    }
}
