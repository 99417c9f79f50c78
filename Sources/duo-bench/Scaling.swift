import DuoCheckEngine
import Foundation
import OperatingSystem
import DuoFuzzSupport

// Scaling: the cases/s of a time-budgeted `duo-fuzz run` of one property with one and with two worker
// processes, run as the nightly job runs it (the real supervisor, workers, case batches and crash records).

/// One `duo-fuzz run`: the cases/s its summary gives, and the CPU time its processes used.
struct ScalingSample: Codable {
    var workers: Int
    /// Valid cases per second of the property's wall time, from `duo-fuzz run --summary`.
    var casesPerSecond: Double
    /// Valid cases checked, from the summary.
    var casesRun: Int
    var wallSeconds: Double
    /// CPU time of `duo-fuzz` and its workers (user and system), as the processor time of the children this process waited for (``ProcessorTime``).
    var cpuSeconds: Double
    /// The share of a core each worker had: CPU time over wall time and workers (the supervisor's own
    /// small share is counted in); below 0.9 means other processes were using the machine.
    var cpuShare: Double { cpuSeconds / (wallSeconds * Double(workers)) }
}

/// The scaling figures of one property over the repetitions.
struct ScalingFigures: Codable {
    var property: String
    var secondsPerRun: Double
    var oneWorker: [Double]
    var twoWorkers: [Double]
    var ratios: [Double]
    var minimumRatio: Double
    var twoWorkerCPUShares: [Double]
    var discardedRepetitions: Int
    /// The machine's own scaling in the same repetitions: two copies of the property's raw loop at once
    /// against one (see ``measureMachineScaling(pair:cases:outer:)``), a reference for what two processes
    /// can reach here at all.
    var machineRatios: [Double]

    var medianOneWorker: Double { median(oneWorker) }
    var medianTwoWorkers: Double { median(twoWorkers) }
    var medianRatio: Double { median(ratios) }
    var medianMachineRatio: Double { median(machineRatios) }
}

enum ScalingError: Error, CustomStringConvertible {
    case duoFuzzMissing(String)
    case duoFuzzStale(String)
    case runFailed(String)

    var description: String {
        switch self {
        case .duoFuzzMissing(let path):
            return "no duo-fuzz at \(path): build every product first (swift build -c release)"
        case .duoFuzzStale(let source):
            return "duo-fuzz is older than \(source): build every product first (swift build -c release)"
        case .runFailed(let why):
            return "duo-fuzz run failed: \(why)"
        }
    }
}

/// The path of this executable.
func executablePath() -> String {
    ExecutablePath.current
}

/// The `duo-fuzz` built beside this benchmark, checked to be at least as new as every source file it is
/// built from (when run from the package directory), so that a benchmark never times a stale binary:
/// `swift run duo-bench` builds duo-bench alone.
func builtDuoFuzz() throws -> URL {
    let url = URL(fileURLWithPath: executablePath()).deletingLastPathComponent().appendingPathComponent("duo-fuzz")
    let files = FileManager.default
    guard let built = try? files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date else {
        throw ScalingError.duoFuzzMissing(url.path)
    }
    let sourceDirectories = [
        "Sources/DuoGeometry", "Sources/DuoCheckEngine", "Properties", "Sources/duo-fuzz", "Sources/DuoFuzzSupport", "Sources/DuoSeedFiles",
        "Sources/DuoFuzzRun", "Sources/DuoNightly", "Sources/DuoMutation", "Sources/DuoSnapshots"
    ]
    for directory in sourceDirectories {
        guard let walker = files.enumerator(atPath: directory) else { continue }
        while let file = walker.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let path = directory + "/" + file
            if let changed = try? files.attributesOfItem(atPath: path)[.modificationDate] as? Date, changed > built {
                throw ScalingError.duoFuzzStale(path)
            }
        }
    }
    return url
}

/// Runs `duo-fuzz run PROPERTY --duration SECONDS --workers N` and reads its summary.
func runFuzz(_ duoFuzz: URL, workers: Int, property: String, seconds: Double) throws -> ScalingSample {
    let scratch = TemporaryFolder.url.appendingPathComponent("duo-bench-scaling-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let summaryURL = scratch.appendingPathComponent("summary.json")
    let arguments = [
        "run", property, "--duration", "\(Int((seconds * 1000).rounded()))ms", "--workers", "\(workers)", "--seed", "0x5CA1AB1E",
        "--summary", summaryURL.path, "--seeds-dir", scratch.appendingPathComponent("seeds").path,
        "--out", scratch.appendingPathComponent("out").path
    ]
    let cpuBefore = childrenCPUSeconds()
    let start = ContinuousClock.now
    // The run's own budget and a minute for its start and replay of seeds: a run past it is a failure, not a wait.
    let ending = try ChildProcess(executable: duoFuzz.path, arguments: arguments, errorPath: "/dev/null", ownProcessGroup: true)
        .runToCompletion(timeout: .seconds(seconds + 60)).ending
    let wall = (ContinuousClock.now - start).seconds
    let cpu = childrenCPUSeconds() - cpuBefore
    guard ending == .exited(0) else { throw ScalingError.runFailed("duo-fuzz run \(ending)") }
    struct Summary: Decodable {
        struct PropertyPart: Decodable {
            var propertyID: String
            var casesPerSecond: Double
            var casesRun: Int
        }
        var properties: [PropertyPart]
    }
    guard let data = try? Data(contentsOf: summaryURL), let summary = try? ValueCoding.decode(Summary.self, from: data),
        let part = summary.properties.first(where: { $0.propertyID == property })
    else { throw ScalingError.runFailed("no readable summary for \(property)") }
    return ScalingSample(workers: workers, casesPerSecond: part.casesPerSecond, casesRun: part.casesRun, wallSeconds: wall, cpuSeconds: cpu)
}

/// The CPU time (user and system) of the children this process has waited for, in seconds.
func childrenCPUSeconds() -> Double {
    ProcessorTime.waitedChildrenSeconds
}

/// A repetition counts only if each worker had at least this share of a core.
let minimumCPUShare = 0.9

/// Measures one property: `repetitions` bracketed repetitions, leaving out those during which the machine
/// was busy (up to three times the repetitions are tried).
///
/// A repetition brackets one side between two runs of the other (one worker, two workers, one worker;
/// the next the other way round), and compares the bracketed run with the mean of the two around it. A
/// shared machine's speed drifts by a third over seconds; bracketing cancels a steady drift, where a
/// plain pair of runs reads it as a change of scaling.
func measureScaling(property: String, repetitions: Int, secondsPerRun: Double, log: (String) -> Void) throws -> ScalingFigures {
    let duoFuzz = try builtDuoFuzz()
    var counted = ScalingFigures(
        property: property, secondsPerRun: secondsPerRun, oneWorker: [], twoWorkers: [], ratios: [], minimumRatio: 1.8,
        twoWorkerCPUShares: [], discardedRepetitions: 0, machineRatios: [])
    let rawCases = try rawLoopCases(pair: property, seconds: secondsPerRun / 2)
    var all = counted
    var attempt = 0
    while counted.ratios.count < repetitions, attempt < 3 * repetitions {
        let outer = attempt % 2 == 0 ? 1 : 2
        let inner = 3 - outer
        let before = try runFuzz(duoFuzz, workers: outer, property: property, seconds: secondsPerRun)
        let bracketed = try runFuzz(duoFuzz, workers: inner, property: property, seconds: secondsPerRun)
        let after = try runFuzz(duoFuzz, workers: outer, property: property, seconds: secondsPerRun)
        attempt += 1
        let around = ScalingSample(bracketing: before, after)
        let (one, two) = outer == 1 ? (around, bracketed) : (bracketed, around)
        let counts = [before, bracketed, after].allSatisfy { $0.cpuShare >= minimumCPUShare }
        let machineRatio = try measureMachineScaling(pair: property, cases: rawCases, outer: outer)
        all.record(one: one, two: two, machineRatio: machineRatio)
        if counts { counted.record(one: one, two: two, machineRatio: machineRatio) } else { counted.discardedRepetitions += 1 }
        log(
            "  scaling \(property) #\(attempt): 1 worker \(format(rate: one.casesPerSecond))/s, 2 workers \(format(rate: two.casesPerSecond))/s, "
                + "ratio \(format(ratio: two.casesPerSecond / one.casesPerSecond)); CPU share 1 worker \(Int(one.cpuShare * 100))%, "
                + "2 workers \(Int(two.cpuShare * 100))%; two raw loops \(format(ratio: machineRatio))\(counts ? "" : " (not counted: the machine was busy)")"
        )
    }
    if counted.ratios.isEmpty {
        all.discardedRepetitions = 0
        return all
    }
    return counted
}

extension ScalingSample {
    /// The two runs either side of a bracketed run, as one: their mean rate, and their cases, wall time and
    /// CPU time together.
    init(bracketing before: ScalingSample, _ after: ScalingSample) {
        self.init(
            workers: before.workers, casesPerSecond: (before.casesPerSecond + after.casesPerSecond) / 2,
            casesRun: before.casesRun + after.casesRun, wallSeconds: before.wallSeconds + after.wallSeconds,
            cpuSeconds: before.cpuSeconds + after.cpuSeconds)
    }
}

extension ScalingFigures {
    mutating func record(one: ScalingSample, two: ScalingSample, machineRatio: Double) {
        oneWorker.append(one.casesPerSecond)
        twoWorkers.append(two.casesPerSecond)
        ratios.append(two.casesPerSecond / one.casesPerSecond)
        twoWorkerCPUShares.append(two.cpuShare)
        machineRatios.append(machineRatio)
    }
}

// The machine's own scaling: the same bracket with copies of the property's raw loop (this benchmark's
// `profile PAIR --raw`), which share nothing, so that what two processes lose here shows apart from what
// duo-fuzz loses.

/// Cases for one raw-loop process to take about `seconds`, from a short timed run.
func rawLoopCases(pair: String, seconds: Double) throws -> Int {
    let trial = 200_000
    let elapsed = try runRawLoops(pair: pair, processes: 1, cases: trial)
    return max(trial, Int(Double(trial) * seconds / max(elapsed, 1e-3)))
}

/// Two raw-loop processes at once against one, bracketed like the duo-fuzz runs (`outer` processes, then
/// the other count, then `outer` again): the rate of two over the mean rate of the runs of one.
func measureMachineScaling(pair: String, cases: Int, outer: Int) throws -> Double {
    let rate = { (processes: Int) in Double(processes * cases) / (try runRawLoops(pair: pair, processes: processes, cases: cases)) }
    let before = try rate(outer)
    let bracketed = try rate(3 - outer)
    let after = try rate(outer)
    let around = (before + after) / 2
    return outer == 1 ? bracketed / around : around / bracketed
}

/// Runs `processes` copies of `duo-bench profile PAIR --raw --cases N` at once; the wall time until all end.
func runRawLoops(pair: String, processes: Int, cases: Int) throws -> Double {
    let start = ContinuousClock.now
    let copies = try (0..<processes).map { _ in
        try ChildProcess(executable: executablePath(), arguments: ["profile", pair, "--raw", "--cases", "\(cases)"], errorPath: "/dev/null")
    }
    // A raw loop of the scaling's cases takes seconds; ten minutes is a loop that will not end.
    let endings = copies.map { $0.runToCompletion(timeout: .seconds(600)).ending }
    let wall = (ContinuousClock.now - start).seconds
    guard endings.allSatisfy({ $0 == .exited(0) }) else {
        throw ScalingError.runFailed("a raw loop (duo-bench profile \(pair) --raw) failed")
    }
    return wall
}
