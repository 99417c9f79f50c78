import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

/// One harness/raw pair: a property run through the engine, and the hand-written loop that draws the
/// same kind of values and makes the same checks.
struct BenchPair {
    /// The name used on the command line (`profile`, `worker --property`).
    let name: String
    /// The row title in the table.
    let title: String
    /// Runs the property through the engine (`Property.run`, specialised for its value type).
    let harness: (RunConfiguration) -> RunReport
    /// Runs the raw loop over `cases` cases from `seed`.
    let raw: (_ cases: Int, _ seed: UInt64) -> RawOutcome
    /// The least cases/s each side should reach on one core, if the issue sets one.
    let minimumCasesPerSecond: Double?
    /// The largest acceptable harness/raw time ratio, if the issue sets one.
    let maximumRatio: Double?

    static func all() -> [BenchPair] {
        let tables = RawTables()
        let rectangle = RectangleProperties.alwaysTrue
        let bandContainment = LayoutProperties.bandContainment()
        let bottomEdgeSpanning = LayoutProperties.bottomEdgeSpanning()
        let collapse = LayoutProperties.collapse()
        return [
            BenchPair(
                name: "rectangle", title: "rectangle `x + width <= W || width >= 0`",
                harness: { rectangle.run($0) }, raw: { rawRectangle(cases: $0, seed: $1) },
                minimumCasesPerSecond: nil, maximumRatio: 5),
            BenchPair(
                name: "band-containment", title: "band containment (rule 2)",
                harness: { bandContainment.run($0) }, raw: { rawBandContainment(cases: $0, seed: $1, tables: tables) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: nil),
            BenchPair(
                name: "bottom-edge-spanning", title: "bottom-edge spanning (rule 3)",
                harness: { bottomEdgeSpanning.run($0) }, raw: { rawBottomEdgeSpanning(cases: $0, seed: $1, tables: tables) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: nil),
            BenchPair(
                name: "collapse", title: "collapse on ordinary devices",
                harness: { collapse.run($0) }, raw: { rawCollapse(cases: $0, seed: $1, tables: tables) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: nil),
        ]
    }

    static func named(_ name: String) -> BenchPair? {
        all().first { $0.name == name }
    }
}

/// The figures of one pair over every repetition.
struct PairFigures: Codable {
    var name: String
    var title: String
    var casesPerRepetition: Int
    /// Harness time per case over raw time per case, one per repetition.
    var ratios: [Double]
    var harnessCasesPerSecond: [Double]
    var rawCasesPerSecond: [Double]
    /// Cases the harness discarded as invalid, summed over the repetitions.
    var harnessInvalidCases: Int
    /// Cases whose raw checks did not all hold, summed over the repetitions (0 for a true property).
    var rawCasesThatFailed: Int
    /// The raw loops' checksums, xored over the repetitions.
    var rawChecksum: UInt64
    /// Failures and problems the harness reported (none expected).
    var harnessNotes: [String]
    var minimumCasesPerSecond: Double?
    var maximumRatio: Double?

    var medianRatio: Double { median(ratios) }
    var medianHarnessRate: Double { median(harnessCasesPerSecond) }
    var medianRawRate: Double { median(rawCasesPerSecond) }
}

/// Times `pair`: first picks a case count that takes the harness about `secondsPerRun`, then runs
/// `repetitions` rounds, each timing the harness and the raw loop over the same cases, alternating
/// which goes first.
func measure(_ pair: BenchPair, repetitions: Int, secondsPerRun: Double, log: (String) -> Void) -> PairFigures {
    let cases = calibratedCaseCount(secondsPerRun: secondsPerRun) { _ = pair.harness(RunConfiguration(cases: $0, seed: 1)) }
    var figures = PairFigures(
        name: pair.name, title: pair.title, casesPerRepetition: cases, ratios: [], harnessCasesPerSecond: [],
        rawCasesPerSecond: [], harnessInvalidCases: 0, rawCasesThatFailed: 0, rawChecksum: 0, harnessNotes: [],
        minimumCasesPerSecond: pair.minimumCasesPerSecond, maximumRatio: pair.maximumRatio)
    for repetition in 0 ..< repetitions {
        let seed = UInt64(0xBE2C_0000 + repetition)
        var harnessSeconds = 0.0, rawSeconds = 0.0
        var report: RunReport?
        var outcome = RawOutcome()
        func timeHarness() {
            harnessSeconds = seconds { report = pair.harness(RunConfiguration(cases: cases, seed: seed)) }
        }
        func timeRaw() {
            rawSeconds = seconds { outcome = pair.raw(cases, seed) }
        }
        if repetition % 2 == 0 { timeHarness(); timeRaw() } else { timeRaw(); timeHarness() }
        guard let report else { continue }
        let harnessRate = Double(report.casesRun) / harnessSeconds
        let rawRate = Double(cases) / rawSeconds
        figures.harnessCasesPerSecond.append(harnessRate)
        figures.rawCasesPerSecond.append(rawRate)
        figures.ratios.append(rawRate / harnessRate)
        figures.harnessInvalidCases += report.invalidCases
        figures.rawCasesThatFailed += cases - outcome.held
        figures.rawChecksum ^= outcome.checksum
        if let failure = report.failure { figures.harnessNotes.append("seed \(seed): \(failure.message)") }
        figures.harnessNotes += report.problems.map { "seed \(seed): \($0)" }
        log("  \(pair.name) #\(repetition + 1): harness \(format(rate: harnessRate))/s, raw \(format(rate: rawRate))/s, ratio \(format(ratio: rawRate / harnessRate))")
    }
    return figures
}

/// A case count for which `run` takes about `secondsPerRun`: doubles from 1,000 until one run takes
/// a tenth of that, then scales.
func calibratedCaseCount(secondsPerRun: Double, run: (Int) -> Void) -> Int {
    var cases = 1000
    while true {
        let elapsed = seconds { run(cases) }
        if elapsed >= secondsPerRun / 10 || cases >= 1 << 40 {
            return max(1000, Int(Double(cases) * secondsPerRun / max(elapsed, 1e-9)))
        }
        cases *= 2
    }
}
