import DuoCheckEngine
import DuoCheckCommandLine
import Foundation
import DuoCheckKnownAnswers
import DuoProperties

// duo-bench: see `usage` in Options.swift.

func runBenchmark(_ options: BenchOptions) throws {
    var results = BenchResults(
        command: (["swift build -c release && .build/release/duo-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        machine: .current(), repetitions: options.repetitions, quick: options.quick, pairs: [], instructions: [], shrink: nil, mutantShrink: [],
        scaling: [])
    let pairs = BenchPair.all().filter { options.pairNames.isEmpty || options.pairNames.contains($0.name) }
    if options.sections.contains(.pairs) {
        for pair in pairs {
            note("pair \(pair.name)...")
            results.pairs.append(measure(pair, repetitions: options.repetitions, secondsPerRepetition: options.secondsPerRepetition, log: note))
        }
    }
    if options.sections.contains(.instructions) {
        if valgrindIsAvailable() {
            note("instructions per case under callgrind...")
            results.instructions = try pairs.map { try measureInstructions($0, log: note) }
        } else {
            note("valgrind is not installed: no instruction counts")
        }
    }
    if options.sections.contains(.shrink) {
        note("shrink cost over \(options.shrinkSeeds) seeds...")
        results.shrink = measureRectangleShrinkCost(seedCount: options.shrinkSeeds)
        note("shrinking each mutant's counterexample over \(options.shrinkSeeds) seeds...")
        results.mutantShrink = measureMutantShrinkCosts(seedCount: options.shrinkSeeds, log: note)
    }
    if options.sections.contains(.quality) {
        note("shrink quality on the standard problems over \(options.quick ? 20 : 100) seeds...")
        results.quality = measureShrinkQuality(seedCount: options.quick ? 20 : 100, only: options.problemNames, log: note)
    }
    if options.sections.contains(.passes) {
        note("each shrink pass left out in turn, over 20 seeds...")
        results.passNeeds = measurePassNeeds(seedCount: 20, log: note)
    }
    if options.sections.contains(.scaling) {
        note("scaling over worker processes...")
        // Two of the suites' domain properties, as the nightly `duo-fuzz run` runs them.
        for property in [LayoutProperties.bandContainment().id, LayoutProperties.bottomEdgeSpanning().id] {
            results.scaling.append(
                try measureScaling(
                    property: property, repetitions: options.scalingRepetitions, secondsPerRun: options.scalingSeconds, log: note))
        }
    }
    if options.sections.contains(.check) { results.userPath = try measureUserPaths(pairs, options, counted: results.instructions) }
    if options.sections.contains(.properties) {
        note("every property's speed...")
        results.properties = measurePropertySpeeds(seconds: options.quick ? 0.05 : 0.5, log: note)
        if options.sections.contains(.instructions), valgrindIsAvailable() {
            note("every property's instructions per case under callgrind...")
            try addPropertyInstructions(to: &results.properties, cases: propertyCallgrindCases)
        }
    }
    print(markdown(results))
    if let path = options.jsonPath {
        try JSONFormat().data(results).write(to: URL(fileURLWithPath: path), options: .atomic)
        note("wrote \(path)")
    }
}

/// `check()` beside the engine's loop on each pair that has a `check()` side, with callgrind's counts when the
/// instructions section runs too (the engine loop's taken from `counted` where that section counted it).
func measureUserPaths(_ pairs: [BenchPair], _ options: BenchOptions, counted: [InstructionFigures]) throws -> [UserPathFigures] {
    guard pairs.contains(where: { $0.userCheck != nil }) else {
        note("check() is timed on the rectangle and band-containment pairs, where duo-bench links the bridge (Linux): none here")
        return []
    }
    // check() follows a replay request; the figures are of runs, so the request is set aside for this process.
    for key in ["DUOCHECK_REPLAY", "DUOCHECK_PROPERTY"] where ProcessInfo.processInfo.environment[key] != nil {
        note("check() ignores \(key) here: the figures time runs, not a replay")
        unsetenv(key)
    }
    note("check() beside the engine's loop...")
    return try pairs.compactMap { pair in
        guard var figures = measureUserPath(pair, repetitions: options.repetitions, secondsPerRepetition: options.secondsPerRepetition, log: note)
        else { return nil }
        if options.sections.contains(.instructions), valgrindIsAvailable() {
            figures.checkInstructionsPerCase = try instructionsPerCase(pair, side: .check)
            // The instructions section has counted the engine's loop already, when it ran.
            figures.engineInstructionsPerCase =
                try counted.first { $0.name == pair.name }?.harnessInstructionsPerCase ?? instructionsPerCase(pair, side: .harness)
        }
        return figures
    }
}

/// Runs one side of one pair once, for callgrind, and prints what it found.
func runProfile(pair name: String, side: ProfileSide, cases: Int) {
    guard let pair = BenchPair.named(name) else { return }
    switch side {
    case .harness:
        let report = pair.harness(RunConfiguration(cases: cases, seed: 1))
        print("\(name) harness: \(report.casesRun) cases, \(report.invalidCases) discarded, passed \(report.passed)")
    case .check:
        guard let check = pair.userCheck else { return }
        check(RunConfiguration(cases: cases, seed: 1))
        print("\(name) check(): \(cases) cases")
    case .raw, .sourced:
        guard let loop = side == .raw ? pair.raw : pair.sourced else { return }
        let outcome = loop(cases, 1)
        print("\(name) \(side.rawValue): \(outcome.held) of \(cases) held, checksum \(String(outcome.checksum, radix: 16))")
    }
}

do {
    switch try parseCommand(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(usage)
    case .bench(let options):
        try runBenchmark(options)
    case .profileProperties(let cases):
        profileEveryProperty(cases: cases)
    case .profile(let pair, let side, let cases):
        runProfile(pair: pair, side: side, cases: cases)
    case .fingerprint(let cases):
        printFingerprints(cases: cases)
    case .peers(let options):
        try runPeers(options)
    case .guided(let options):
        try runGuidedBench(options)
    case .regions(let file):
        let regions = try RegionSummary(exportData: Data(contentsOf: URL(fileURLWithPath: file)))
        print("\(regions.covered) \(regions.count)")
    }
} catch let stop as PeerBenchStopped {
    note("duo-bench peers: stopped by signal \(stop.signal)")
    exit(128 + stop.signal)
} catch let error as UsageError {
    note("duo-bench: \(error)")
    exit(2)
} catch {
    note("duo-bench: \(error)")
    exit(1)
}
