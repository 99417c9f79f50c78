import DuoCheckEngine
import DuoFuzzSupport
import OperatingSystem
import DuoProperties
import Foundation

/// One property's speed as a run of the suites draws and checks it: cases per CPU-second of one thread, over the
/// catalogue's own generator and check with the core's helpers (no shrink: every property holds on the core).
struct PropertySpeed: Codable {
    var propertyID: String
    var casesPerSecond: Double
    var casesRun: Int
    /// The same cases drawn with no check (``CheckScope/drawingOnly``): cases per CPU-second.
    var drawingCasesPerSecond: Double
    /// callgrind's instructions per case, with the checks and without them, where valgrind counted them.
    var instructionsPerCase: Double? = nil
    var drawingInstructionsPerCase: Double? = nil

    /// The share of a case's cost in its checks (the helpers called and the expected values worked out), from the
    /// instruction counts where there are some, otherwise from the times.
    var checkShare: Double {
        if let instructionsPerCase, let drawingInstructionsPerCase, instructionsPerCase > 0 {
            return max(0, 1 - drawingInstructionsPerCase / instructionsPerCase)
        }
        return drawingCasesPerSecond > 0 ? max(0, 1 - casesPerSecond / drawingCasesPerSecond) : 0
    }
}

/// The rate below which a property gets a reason in docs/performance.md, or gets faster.
let slowPropertyRate = 100_000.0

/// Every property of the catalogue, run for `seconds` of CPU time each from the CI seed, in catalogue order, and
/// again for half that time drawing its cases alone.
func measurePropertySpeeds(seconds: Double, log: (String) -> Void) -> [PropertySpeed] {
    PropertyCatalogue.properties().map { property in
        func rate(_ side: AnyProperty, _ budget: Double) -> (rate: Double, cases: Int) {
            var configuration = RunConfiguration(cases: 100_000_000, seed: RunConfiguration.continuousIntegrationSeed)
            configuration.timeBudget = .milliseconds(Int64(budget * 1000))
            configuration.explainBudget = 0
            var report: RunReport?
            let cpu = timed { report = side.run(configuration) }.cpu
            let cases = (report?.casesRun ?? 0) + (report?.invalidCases ?? 0)
            return (cpu > 0 ? Double(cases) / cpu : 0, cases)
        }
        let checked = rate(property, seconds)
        let drawing = rate(property.checking(.drawingOnly), seconds / 2)
        let speed = PropertySpeed(propertyID: property.id, casesPerSecond: checked.rate, casesRun: checked.cases, drawingCasesPerSecond: drawing.rate)
        log("  \(property.id): \(format(rate: speed.casesPerSecond)) cases/s, \(format(rate: drawing.rate)) drawing alone")
        return speed
    }
}

/// One property's cases, run where callgrind's `--toggle-collect` and `--dump-after` find them: each call is one
/// dump of the instructions it executed.
@inline(never)
func measuredPropertyRun(_ property: AnyProperty, cases: Int) -> Int {
    property.run(RunConfiguration(cases: cases, seed: RunConfiguration.continuousIntegrationSeed)).casesRun
}

/// `duo-bench profile properties`: for each property in catalogue order, with its checks and then drawing alone, a
/// warm-up run and then runs of `cases` and `2 * cases` cases in ``measuredPropertyRun(_:cases:)``.
func profileEveryProperty(cases: Int) {
    for property in PropertyCatalogue.properties() {
        for side in [property, property.checking(.drawingOnly)] {
            _ = side.run(RunConfiguration(cases: 10, seed: 2))
            _ = measuredPropertyRun(side, cases: cases)
            _ = measuredPropertyRun(side, cases: 2 * cases)
        }
    }
}

/// Adds callgrind's instructions per case to `speeds` (in catalogue order): one valgrind run of `duo-bench profile
/// properties`, each measured run its own dump, and each figure the difference between the runs of `2 * cases` and
/// of `cases`, over `cases`, so that a run's own set-up cancels out.
func addPropertyInstructions(to speeds: inout [PropertySpeed], cases: Int) throws {
    let folder = TemporaryFolder.url.appendingPathComponent("duo-bench-properties-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The two patterns name the same function but differ: valgrind 3.19 given one pattern for both options
    // collected nothing and dumped nothing.
    let arguments = [
        "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*measuredPropertyRun*",
        "--dump-after=*measuredPropertyRun_*", "--callgrind-out-file=\(folder)/out", executablePath(), "profile", "properties",
        "--cases", "\(cases)"
    ]
    let (ending, _) = try runCapturingStandardError("/usr/bin/env", arguments)
    guard ending == .exited(0) else { throw InstructionCountError(description: "callgrind on every property \(ending)") }
    let totals = try (1..<(4 * speeds.count + 1)).map { dump in
        guard let text = try? String(contentsOfFile: "\(folder)/out.\(dump)", encoding: .utf8) else {
            throw InstructionCountError(description: "callgrind wrote no dump \(dump) of \(4 * speeds.count) for every property")
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
            let count = Double(line.split(separator: " ").last ?? "")
        else { throw InstructionCountError(description: "callgrind's dump \(dump) has no total") }
        return count
    }
    for index in speeds.indices {
        let runs = totals[(4 * index)..<(4 * index + 4)].map { $0 }
        speeds[index].instructionsPerCase = (runs[1] - runs[0]) / Double(cases)
        speeds[index].drawingInstructionsPerCase = (runs[3] - runs[2]) / Double(cases)
    }
}

/// The table of every property's speed, slowest first, each under ``slowPropertyRate`` marked.
func propertySpeedsSection(_ results: BenchResults) -> [String] {
    guard !results.properties.isEmpty else { return [] }
    var lines = [
        "", "#### Every property's speed", "",
        "Each property of the catalogue run alone on one thread for a fixed CPU time from the CI seed, as a worker of "
            + "`duo-fuzz run` runs it (its generator and its whole check, oracle included, with the core's helpers), slowest first. "
            + "Cases are drawn cases, kept or discarded. A property under \(format(rate: slowPropertyRate)) cases/s is marked: "
            + "docs/performance.md says what its cost buys. Instructions per case are callgrind's (where valgrind is installed "
            + "and the instructions section runs), with every check and with none (the cases drawn alone); the checks' share is "
            + "the part of a case's cost in its checks: the helpers under test called and the expected values worked out "
            + "(from the instructions where counted, otherwise from the times).",
        "", "| property | cases/s | cases drawn | instructions/case | drawing alone, instructions/case | checks' share | |",
        "|---|---:|---:|---:|---:|---:|---|"
    ]
    for speed in results.properties.sorted(by: { $0.casesPerSecond < $1.casesPerSecond }) {
        let mark = speed.casesPerSecond < slowPropertyRate ? "under \(format(rate: slowPropertyRate))" : ""
        let counts = [speed.instructionsPerCase, speed.drawingInstructionsPerCase].map { $0.map { grouped(Int($0.rounded())) } ?? "–" }
        lines.append(
            "| `\(speed.propertyID)` | \(format(rate: speed.casesPerSecond)) | \(grouped(speed.casesRun)) | \(counts[0]) | \(counts[1]) | "
                + "\(Int((100 * speed.checkShare).rounded()))% | \(mark) |")
    }
    return lines
}
