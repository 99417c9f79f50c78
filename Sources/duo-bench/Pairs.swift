import DuoCheckEngine
import DuoCheckKnownAnswers
import DuoGeometry
import DuoProperties
import Foundation

/// One harness/raw pair: a property run through the engine, and the hand-written loop that draws the
/// same kind of values and makes the same checks.
struct BenchPair {
    /// The name used on the command line (`--pair`, `profile`).
    let name: String
    /// The row title in the table.
    let title: String
    /// Runs the property through the engine (`Property.run`, specialised for its value type).
    let harness: (RunConfiguration) -> RunReport
    /// Runs the raw loop over `cases` cases from `seed`.
    let raw: (_ cases: Int, _ seed: UInt64) -> RawOutcome
    /// Runs the raw loop drawing through a `ChoiceSource` (see `SourcedDraws`), for the pairs whose loop
    /// is written against `RawDraws`.
    let sourced: ((_ cases: Int, _ seed: UInt64) -> RawOutcome)?
    /// The least harness cases/s on one core that meets the pair's target, if it has one.
    let minimumCasesPerSecond: Double?
    /// The largest harness/raw time ratio that meets the pair's target, if it has one (a pair with both meets
    /// its target by either).
    let maximumRatio: Double?
    /// Cases for the callgrind count (a run of this many and one of twice as many).
    let callgrindCases: Int
    /// The user's path: `check(_:configuration:)` of DuoCheckTesting on the same property, as a Swift Testing test
    /// calls it (see `userPathCheck`); nil for the pairs it is not measured on, and where duo-bench does not link
    /// the bridge.
    var userCheck: ((RunConfiguration) -> Void)? = nil

    static func all() -> [BenchPair] {
        let tables = RawTables()
        let rectangle = Rectangle.alwaysTrue
        let bandContainment = LayoutProperties.bandContainment()
        let bottomEdgeSpanning = LayoutProperties.bottomEdgeSpanning()
        let collapse = LayoutProperties.collapse()
        return [
            BenchPair(
                name: "rectangle", title: "rectangle `x + width <= W || width >= 0`",
                harness: { rectangle.run($0) }, raw: { rawRectangle(cases: $0, seed: $1) }, sourced: nil,
                minimumCasesPerSecond: nil, maximumRatio: 5, callgrindCases: 100_000, userCheck: userPathCheck(rectangle)),
            BenchPair(
                name: bandContainment.id, title: "band containment (rule 2)",
                harness: { bandContainment.run($0) }, raw: { rawBandContainment(cases: $0, seed: $1, tables: tables, drawing: RawRandom()) },
                sourced: { rawBandContainment(cases: $0, seed: $1, tables: tables, drawing: SourcedDraws()) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: 2.5, callgrindCases: 2_000, userCheck: userPathCheck(bandContainment)),
            BenchPair(
                name: bottomEdgeSpanning.id, title: "bottom-edge spanning (rule 3)",
                harness: { bottomEdgeSpanning.run($0) }, raw: { rawBottomEdgeSpanning(cases: $0, seed: $1, tables: tables, drawing: RawRandom()) },
                sourced: { rawBottomEdgeSpanning(cases: $0, seed: $1, tables: tables, drawing: SourcedDraws()) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: 2.5, callgrindCases: 2_000),
            BenchPair(
                name: collapse.id, title: "collapse on ordinary devices",
                harness: { collapse.run($0) }, raw: { rawCollapse(cases: $0, seed: $1, tables: tables, drawing: RawRandom()) },
                sourced: { rawCollapse(cases: $0, seed: $1, tables: tables, drawing: SourcedDraws()) },
                minimumCasesPerSecond: 1_000_000, maximumRatio: 2.5, callgrindCases: 2_000)
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
    /// Cases in one slice; a repetition runs `slicesPerRepetition` slices of each side.
    var casesPerSlice: Int
    var slicesPerRepetition: Int
    /// Harness CPU time per case over raw CPU time per case, one per repetition.
    var ratios: [Double]
    /// Cases per CPU-second of the thread, one per repetition.
    var harnessCasesPerSecond: [Double]
    var rawCasesPerSecond: [Double]
    /// The raw loop drawing through a `ChoiceSource`, where the pair has one: cases per CPU-second, one per
    /// repetition (timed in the same slices, after the other two).
    var sourcedCasesPerSecond: [Double]
    /// The same ratio from wall time, for comparison (noisier on a shared machine).
    var wallRatios: [Double]
    /// Cases the harness discarded as invalid, summed over the repetitions.
    var harnessInvalidCases: Int
    /// Cases whose raw checks did not all hold, in the raw loop or the loop through a choice source, summed
    /// over the repetitions (0 for a true property).
    var rawCasesThatFailed: Int
    /// The raw loop's checksums, xored over every slice (the loop through a choice source draws other
    /// values, so it adds none).
    var rawChecksum: UInt64
    /// Failures and problems the harness reported (none expected).
    var harnessNotes: [String]
    var minimumCasesPerSecond: Double?
    var maximumRatio: Double?

    var medianRatio: Double { median(ratios) }
    var medianHarnessRate: Double { median(harnessCasesPerSecond) }
    var medianRawRate: Double { median(rawCasesPerSecond) }
    var medianSourcedRate: Double? { sourcedCasesPerSecond.isEmpty ? nil : median(sourcedCasesPerSecond) }
    var medianWallRatio: Double { median(wallRatios) }

    /// Adds one repetition's rates and ratios, from the time and cases of each side summed over its slices, and
    /// logs them.
    mutating func record(repetition: Int, of pair: BenchPair, harness: SideTotals, raw: SideTotals, log: (String) -> Void) {
        let harnessRate = Double(harness.cases) / harness.cpu
        let rawRate = Double(raw.cases) / raw.cpu
        let wallRatio = (harness.wall / Double(harness.cases)) / (raw.wall / Double(raw.cases))
        harnessCasesPerSecond.append(harnessRate)
        rawCasesPerSecond.append(rawRate)
        ratios.append(rawRate / harnessRate)
        wallRatios.append(wallRatio)
        let sourcedRate = pair.sourced == nil ? "" : "raw through a choice source \(format(rate: sourcedCasesPerSecond.last!))/s, "
        log(
            "  \(pair.name) #\(repetition + 1): harness \(format(rate: harnessRate))/s, \(sourcedRate)raw \(format(rate: rawRate))/s, "
                + "ratio \(format(ratio: rawRate / harnessRate)) (wall time: \(format(ratio: wallRatio)))")
    }
}

/// The CPU time, wall time and cases of one side of a pair, summed over a repetition's slices.
typealias SideTotals = (cpu: Double, wall: Double, cases: Int)

/// Times `pair`. First it picks a case count for which one harness slice takes about
/// `secondsPerRepetition / slices` of CPU time; then each repetition runs `slices` slices of the
/// harness and of the raw loop over the same cases, alternating which goes first, so that both sides
/// see the same state of the machine. Rates are cases per CPU-second of this thread.
func measure(_ pair: BenchPair, repetitions: Int, secondsPerRepetition: Double, slices: Int = 4, log: (String) -> Void) -> PairFigures {
    let cases = calibratedCaseCount(secondsPerRun: secondsPerRepetition / Double(slices)) {
        _ = pair.harness(RunConfiguration(cases: $0, seed: 1))
    }
    var figures = PairFigures(
        name: pair.name, title: pair.title, casesPerSlice: cases, slicesPerRepetition: slices, ratios: [],
        harnessCasesPerSecond: [], rawCasesPerSecond: [], sourcedCasesPerSecond: [], wallRatios: [], harnessInvalidCases: 0, rawCasesThatFailed: 0,
        rawChecksum: 0, harnessNotes: [], minimumCasesPerSecond: pair.minimumCasesPerSecond, maximumRatio: pair.maximumRatio)
    for repetition in 0..<repetitions {
        var harness: SideTotals = (cpu: 0.0, wall: 0.0, cases: 0)
        var raw: SideTotals = (cpu: 0.0, wall: 0.0, cases: 0)
        var sourcedCPU = 0.0
        for slice in 0..<slices {
            let seed = UInt64(0xBE2C_0000 + repetition * slices + slice)
            func runHarness() {
                var report: RunReport?
                let time = timed { report = pair.harness(RunConfiguration(cases: cases, seed: seed)) }
                guard let report else { return }
                harness.cpu += time.cpu
                harness.wall += time.wall
                harness.cases += report.casesRun
                figures.harnessInvalidCases += report.invalidCases
                if let failure = report.failure { figures.harnessNotes.append("run seed \(seed): \(failure.message)") }
                figures.harnessNotes += report.problems.map { "run seed \(seed): \($0)" }
            }
            func runRaw() {
                var outcome = RawOutcome()
                let time = timed { outcome = pair.raw(cases, seed) }
                raw.cpu += time.cpu
                raw.wall += time.wall
                raw.cases += cases
                figures.rawCasesThatFailed += cases - outcome.held
                figures.rawChecksum ^= outcome.checksum
            }
            if (repetition + slice) % 2 == 0 {
                runHarness()
                runRaw()
            } else {
                runRaw()
                runHarness()
            }
            if let sourced = pair.sourced {
                var outcome = RawOutcome()
                sourcedCPU += timed { outcome = sourced(cases, seed) }.cpu
                figures.rawCasesThatFailed += cases - outcome.held
            }
        }
        if pair.sourced != nil { figures.sourcedCasesPerSecond.append(Double(cases * slices) / sourcedCPU) }
        figures.record(repetition: repetition, of: pair, harness: harness, raw: raw, log: log)
    }
    return figures
}

/// A case count for which `run` takes about `secondsPerRun` of CPU time: doubles from 1,000 until one
/// run takes a tenth of that, then scales.
func calibratedCaseCount(secondsPerRun: Double, run: (Int) -> Void) -> Int {
    var cases = 1000
    while true {
        let elapsed = timed { run(cases) }.cpu
        if elapsed >= secondsPerRun / 10 || cases >= 1 << 40 {
            return max(1000, Int(Double(cases) * secondsPerRun / max(elapsed, 1e-9)))
        }
        cases *= 2
    }
}
