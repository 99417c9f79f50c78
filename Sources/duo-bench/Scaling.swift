import DuoCheckEngine
import Foundation

/// What one worker process reports: the cases it ran in its shard, and for how long.
struct WorkerReport: Codable {
    var property: String
    var shard: String
    var cases: Int
    var seconds: Double
}

/// The hidden `worker` subcommand: runs `pair`'s harness over shard `index` of `count` for a time
/// budget of `seconds`, and prints a `WorkerReport` as one line of JSON.
func runWorker(pair: BenchPair, shard: (index: Int, count: Int), seconds budget: Double) throws {
    let configuration = RunConfiguration(
        cases: nil, seed: 0x5CA1_AB1E, timeBudget: .milliseconds(Int64(budget * 1000)), shard: shard)
    var report: RunReport?
    let elapsed = seconds { report = pair.harness(configuration) }
    let casesRun = report?.casesRun ?? 0
    let line = WorkerReport(property: pair.name, shard: "\(shard.index)/\(shard.count)", cases: casesRun, seconds: elapsed)
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

/// Measures 1 and 2 workers `repetitions` times, alternating which goes first.
func measureScaling(property: String, repetitions: Int, secondsPerRun: Double, log: (String) -> Void) throws -> ScalingFigures {
    var figures = ScalingFigures(property: property, secondsPerRun: secondsPerRun, oneWorker: [], twoWorkers: [], ratios: [], minimumRatio: 1.8)
    for repetition in 0 ..< repetitions {
        var one = 0.0, two = 0.0
        if repetition % 2 == 0 {
            one = try runWorkers(1, property: property, seconds: secondsPerRun).casesPerSecond
            two = try runWorkers(2, property: property, seconds: secondsPerRun).casesPerSecond
        } else {
            two = try runWorkers(2, property: property, seconds: secondsPerRun).casesPerSecond
            one = try runWorkers(1, property: property, seconds: secondsPerRun).casesPerSecond
        }
        figures.oneWorker.append(one)
        figures.twoWorkers.append(two)
        figures.ratios.append(two / one)
        log("  scaling #\(repetition + 1): 1 worker \(format(rate: one))/s, 2 workers \(format(rate: two))/s, ratio \(format(ratio: two / one))")
    }
    return figures
}
