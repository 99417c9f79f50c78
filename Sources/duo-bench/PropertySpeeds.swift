import DuoCheckEngine
import DuoProperties

/// One property's speed as a run of the suites draws and checks it: cases per CPU-second of one thread, over the
/// catalogue's own generator and check with the core's helpers (no shrink: every property holds on the core).
struct PropertySpeed: Codable {
    var propertyID: String
    var casesPerSecond: Double
    var casesRun: Int
}

/// The rate below which a property gets a reason in docs/performance.md, or gets faster.
let slowPropertyRate = 100_000.0

/// Every property of the catalogue, run for `seconds` of CPU time each from the CI seed, in catalogue order.
func measurePropertySpeeds(seconds: Double, log: (String) -> Void) -> [PropertySpeed] {
    PropertyCatalogue.properties().map { property in
        var configuration = RunConfiguration(cases: 100_000_000, seed: RunConfiguration.continuousIntegrationSeed)
        configuration.timeBudget = .milliseconds(Int64(seconds * 1000))
        configuration.explainBudget = 0
        var report: RunReport?
        let cpu = timed { report = property.run(configuration) }.cpu
        let casesRun = (report?.casesRun ?? 0) + (report?.invalidCases ?? 0)
        let speed = PropertySpeed(propertyID: property.id, casesPerSecond: cpu > 0 ? Double(casesRun) / cpu : 0, casesRun: casesRun)
        log("  \(property.id): \(format(rate: speed.casesPerSecond)) cases/s")
        return speed
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
            + "docs/performance.md says what its cost buys.",
        "", "| property | cases/s | cases drawn | |", "|---|---:|---:|---|"
    ]
    for speed in results.properties.sorted(by: { $0.casesPerSecond < $1.casesPerSecond }) {
        let mark = speed.casesPerSecond < slowPropertyRate ? "under \(format(rate: slowPropertyRate))" : ""
        lines.append("| `\(speed.propertyID)` | \(format(rate: speed.casesPerSecond)) | \(grouped(speed.casesRun)) | \(mark) |")
    }
    return lines
}
