import DuoCheckEngine
import Foundation

// Scaling: the cases/s of a time-budgeted `duo-fuzz run` of one property with one and with two worker
// processes, run as the nightly job runs it (the real supervisor, workers, pieces and crash records).

/// One `duo-fuzz run`: the cases/s its summary gives, and the CPU time its processes used.
struct ScalingSample: Codable {
    var workers: Int
    /// Valid cases per second of the property's wall time, from `duo-fuzz run --summary`.
    var casesPerSecond: Double
    /// Valid cases checked, from the summary.
    var casesRun: Int
    var wallSeconds: Double
    /// CPU time of `duo-fuzz` and its workers (user and system), from `getrusage(RUSAGE_CHILDREN)`.
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

    var medianOneWorker: Double { median(oneWorker) }
    var medianTwoWorkers: Double { median(twoWorkers) }
    var medianRatio: Double { median(ratios) }
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
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
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
    let sourceDirectories = ["Sources/DuoGeometry", "Sources/DuoCheckEngine", "Properties", "Sources/duo-fuzz"]
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
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-scaling-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let summaryURL = scratch.appendingPathComponent("summary.json")
    let process = Process()
    process.executableURL = duoFuzz
    process.arguments = [
        "run", property, "--duration", "\(Int((seconds * 1000).rounded()))ms", "--workers", "\(workers)", "--seed", "0x5CA1AB1E",
        "--summary", summaryURL.path, "--seeds-dir", scratch.appendingPathComponent("seeds").path,
        "--out", scratch.appendingPathComponent("out").path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let cpuBefore = childrenCPUSeconds()
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let wall = (ContinuousClock.now - start).seconds
    let cpu = childrenCPUSeconds() - cpuBefore
    guard process.terminationStatus == 0 else { throw ScalingError.runFailed("exit status \(process.terminationStatus)") }
    struct Summary: Decodable {
        struct PropertyPart: Decodable {
            var propertyID: String
            var casesPerSecond: Double
            var casesRun: Int
        }
        var properties: [PropertyPart]
    }
    guard let data = try? Data(contentsOf: summaryURL), let summary = try? JSONDecoder().decode(Summary.self, from: data),
          let part = summary.properties.first(where: { $0.propertyID == property })
    else { throw ScalingError.runFailed("no readable summary for \(property)") }
    return ScalingSample(workers: workers, casesPerSecond: part.casesPerSecond, casesRun: part.casesRun, wallSeconds: wall, cpuSeconds: cpu)
}

/// The CPU time (user and system) of the children this process has waited for, in seconds.
func childrenCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// A repetition counts only if each worker had at least this share of a core.
let minimumCPUShare = 0.9

/// Measures one property: `repetitions` pairs of runs (one worker, two workers, in alternating order),
/// leaving out pairs during which the machine was busy (up to three times the repetitions are tried).
func measureScaling(property: String, repetitions: Int, secondsPerRun: Double, log: (String) -> Void) throws -> ScalingFigures {
    let duoFuzz = try builtDuoFuzz()
    var counted = ScalingFigures(
        property: property, secondsPerRun: secondsPerRun, oneWorker: [], twoWorkers: [], ratios: [], minimumRatio: 1.8,
        twoWorkerCPUShares: [], discardedRepetitions: 0)
    var all = counted
    var attempt = 0
    while counted.ratios.count < repetitions, attempt < 3 * repetitions {
        var one: ScalingSample, two: ScalingSample
        if attempt % 2 == 0 {
            one = try runFuzz(duoFuzz, workers: 1, property: property, seconds: secondsPerRun)
            two = try runFuzz(duoFuzz, workers: 2, property: property, seconds: secondsPerRun)
        } else {
            two = try runFuzz(duoFuzz, workers: 2, property: property, seconds: secondsPerRun)
            one = try runFuzz(duoFuzz, workers: 1, property: property, seconds: secondsPerRun)
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
