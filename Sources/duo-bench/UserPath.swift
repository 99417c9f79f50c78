import DuoCheckEngine

#if DUO_BENCH_LINKS_CHECK
    import DuoCheckTesting
#endif

/// `check(_:configuration:)` of DuoCheckTesting on `property`: the call a Swift Testing test makes, specialised in
/// this module as it is in a test's own. A passing property records nothing, so outside a running test the path is
/// the one a test runs. Nil on Apple's platforms, where duo-bench does not link the bridge: Swift Testing ships there
/// inside Xcode's developer folder, which a command-line tool's run-time search path does not reach (Package.swift
/// links the bridge and sets `DUO_BENCH_LINKS_CHECK` on Linux alone).
func userPathCheck<Value>(_ property: Property<Value>) -> ((RunConfiguration) -> Void)? {
    #if DUO_BENCH_LINKS_CHECK
        return { DuoCheckTesting.check(property, configuration: $0) }
    #else
        return nil
    #endif
}

/// `check()` beside the engine's loop on one pair, timed in alternating slices on one core.
struct UserPathFigures: Codable {
    var name: String
    var title: String
    var casesPerSlice: Int
    /// Cases per CPU-second of `check()`, and of the engine's loop (`Property.run`), one per repetition.
    var checkCasesPerSecond: [Double]
    var engineCasesPerSecond: [Double]
    /// callgrind's instructions per case of each side, when valgrind counted them.
    var checkInstructionsPerCase: Double?
    var engineInstructionsPerCase: Double?

    /// The target: `check()` takes at most this many times the engine loop's time per case.
    static let maximumRatio = 1.5

    /// `check()`'s time per case over the engine loop's, from the medians.
    var ratio: Double { median(engineCasesPerSecond) / median(checkCasesPerSecond) }
}

/// Times `check()` against the engine's loop on `pair`, over the same cases: both draw `cases` cases from each slice's
/// seed, and the side that goes first alternates.
func measureUserPath(_ pair: BenchPair, repetitions: Int, secondsPerRepetition: Double, slices: Int = 4, log: (String) -> Void)
    -> UserPathFigures?
{
    guard let userCheck = pair.userCheck else { return nil }
    let cases = calibratedCaseCount(secondsPerRun: secondsPerRepetition / Double(slices)) { _ = pair.harness(RunConfiguration(cases: $0, seed: 1)) }
    var figures = UserPathFigures(
        name: pair.name, title: pair.title, casesPerSlice: cases, checkCasesPerSecond: [], engineCasesPerSecond: [])
    for repetition in 0..<repetitions {
        var checkCPU = 0.0
        var engineCPU = 0.0
        for slice in 0..<slices {
            let configuration = RunConfiguration(cases: cases, seed: UInt64(0xC4EC_0000 + repetition * slices + slice))
            let sides = [{ checkCPU += timed { userCheck(configuration) }.cpu }, { engineCPU += timed { _ = pair.harness(configuration) }.cpu }]
            for side in (repetition + slice) % 2 == 0 ? sides : sides.reversed() { side() }
        }
        figures.checkCasesPerSecond.append(Double(cases * slices) / checkCPU)
        figures.engineCasesPerSecond.append(Double(cases * slices) / engineCPU)
        log(
            "  \(pair.name) #\(repetition + 1): check() \(format(rate: figures.checkCasesPerSecond.last!))/s, "
                + "engine \(format(rate: figures.engineCasesPerSecond.last!))/s")
    }
    return figures
}

/// The table of `check()` against the engine's loop.
func userPathSection(_ results: BenchResults) -> [String] {
    guard !results.userPath.isEmpty else { return [] }
    var lines = [
        "", "#### `check()`, as a test calls it", "",
        "`check(_:configuration:)` of DuoCheckTesting, the call a Swift Testing test makes, beside the engine's loop "
            + "(`Property.run`) on the same property and cases, timed in alternating slices on one core. The ratio is "
            + "`check()`'s time per case over the loop's; its target is at most \(format(ratio: UserPathFigures.maximumRatio)). "
            + "Instructions per case are callgrind's, where valgrind is installed.",
        "", "| property | check() cases/s | engine cases/s | check()/engine | check() instructions/case | engine instructions/case | |",
        "|---|---:|---:|---:|---:|---:|---|"
    ]
    for figures in results.userPath {
        let instructions = [figures.checkInstructionsPerCase, figures.engineInstructionsPerCase].map {
            $0.map { grouped(Int($0.rounded())) } ?? "–"
        }
        lines.append(
            "| \(figures.title) | \(format(rate: median(figures.checkCasesPerSecond))) | \(format(rate: median(figures.engineCasesPerSecond))) | "
                + "\(format(ratio: figures.ratio)) | \(instructions[0]) | \(instructions[1]) | "
                + "\(figures.ratio <= UserPathFigures.maximumRatio ? "met" : "**missed**") |")
    }
    return lines
}
