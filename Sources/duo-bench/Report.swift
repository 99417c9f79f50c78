import Foundation
import DuoCheckEngine
import DuoCheckKnownAnswers

/// Everything one benchmark run measured.
struct BenchResults: Codable {
    var command: String
    var machine: MachineDescription
    var repetitions: Int
    var quick: Bool
    var pairs: [PairFigures]
    var instructions: [InstructionFigures]
    var shrink: ShrinkCost?
    /// One per mutant: its expected killer's counterexample, shrunk.
    var mutantShrink: [ShrinkCost]
    var scaling: [ScalingFigures]
    /// The field's standard shrinking problems, one row each.
    var quality: [ShrinkQualityRow] = []
    /// Each shrink pass and the problems that miss their minimum without it.
    var passNeeds: [PassNeed] = []
    /// Every property's speed, in catalogue order.
    var properties: [PropertySpeed] = []
    /// `check()` beside the engine's loop, one per pair that has a `check()` side.
    var userPath: [UserPathFigures] = []
}

private func verdict(_ met: Bool) -> String { met ? "met" : "**missed**" }

/// The lowest and the highest of `rates`, as "686,745–1,005,013".
private func spread(_ rates: [Double]) -> String {
    "\(format(rate: rates.min() ?? 0))–\(format(rate: rates.max() ?? 0))"
}

/// The report as Markdown (what docs/performance.md quotes): ratios first, then absolute figures, then the machine.
func markdown(_ results: BenchResults) -> String {
    var lines: [String] = []
    let machine = results.machine
    lines.append("### DuoCheck benchmark")
    lines.append("")
    lines.append(
        "`\(results.command)`: \(machine.cores) cores (`nproc`), \(machine.cpuModel), load average \(machine.loadAverageAtStart) at start; "
            + "Swift \(machine.swiftVersion), release; median of \(results.repetitions) repetition\(results.repetitions == 1 ? "" : "s")"
            + (results.quick ? " (**--quick smoke run, not for quoting**)" : "")
            + "; the pairs' draws have fingerprint \(benchmarkedDrawsFingerprint()).")
    lines +=
        pairsSection(results) + instructionsSection(results) + rectangleShrinkSection(results) + mutantShrinkSection(results)
        + qualitySection(results) + passNeedsSection(results) + scalingSection(results) + userPathSection(results) + propertySpeedsSection(results)
    return lines.joined(separator: "\n")
}

/// The harness beside the raw loop, timed.
private func pairsSection(_ results: BenchResults) -> [String] {
    guard !results.pairs.isEmpty else { return [] }
    var lines: [String] = []
    lines.append("")
    lines.append(
        "Harness against a raw loop of the same draws and checks, timed in one process on one core, in alternating slices. "
            + "The ratio is harness time per case over raw time per case (lower is better; 1 means no overhead). "
            + "Rates are cases per CPU-second of the benchmark's thread, so that other processes on a shared machine do not count. "
            + "\"Raw through a choice source\" is the raw loop drawing each value through the engine's `ChoiceSource` as the suites' "
            + "generators do (see the instruction counts below), timed in the same slices: the fastest a harness that keeps the "
            + "draws' contract could run here.")
    lines.append("")
    lines.append("| pair | harness/raw | harness cases/s | raw through a choice source, cases/s | raw cases/s | target | |")
    lines.append("|---|---:|---:|---:|---:|---|---|")
    for pair in results.pairs {
        // A pair meets its target by any one of its figures: a domain pair by its rate or by its ratio.
        var targets: [String] = []
        var met = false
        if let minimum = pair.minimumCasesPerSecond {
            targets.append("harness ≥ \(format(rate: minimum))/s")
            met = met || pair.medianHarnessRate >= minimum
        }
        if let maximum = pair.maximumRatio {
            targets.append("ratio ≤ \(format(ratio: maximum))")
            met = met || pair.medianRatio <= maximum
        }
        lines.append(
            "| \(pair.title) | \(format(ratio: pair.medianRatio)) | \(format(rate: pair.medianHarnessRate)) | "
                + "\(pair.medianSourcedRate.map { format(rate: $0) } ?? "–") | \(format(rate: pair.medianRawRate)) | \(targets.joined(separator: " or ")) | \(targets.isEmpty ? "" : verdict(met)) |"
        )
    }
    let checksums = results.pairs.map { "\($0.name) \(String($0.rawChecksum, radix: 16))" }.joined(separator: ", ")
    lines.append("")
    lines.append(
        "Cases per slice (\(results.pairs[0].slicesPerRepetition) slices of each side per repetition): "
            + results.pairs.map { "\($0.name) \(grouped($0.casesPerSlice))" }.joined(separator: ", ")
            + ". The same ratios from wall time: " + results.pairs.map { "\($0.name) \(format(ratio: $0.medianWallRatio))" }.joined(separator: ", ")
            + ". Harness and raw cases/s over the repetitions, lowest to highest (the machine's speed moves within a run; "
            + "the ratios, taken in the same slices, cancel it): "
            + results.pairs.map { pair in
                "\(pair.name) \(spread(pair.harnessCasesPerSecond)) and \(spread(pair.rawCasesPerSecond))"
            }.joined(separator: ", ")
            + ". Raw-loop checksums (printed so the optimiser keeps their work): \(checksums).")
    for pair in results.pairs where pair.rawCasesThatFailed > 0 || pair.harnessInvalidCases > 0 || !pair.harnessNotes.isEmpty {
        var notes: [String] = []
        if pair.rawCasesThatFailed > 0 { notes.append("\(grouped(pair.rawCasesThatFailed)) raw cases failed a check") }
        if pair.harnessInvalidCases > 0 { notes.append("the harness discarded \(grouped(pair.harnessInvalidCases)) cases") }
        notes += pair.harnessNotes.prefix(3)
        lines.append("Note on \(pair.name): \(notes.joined(separator: "; ")).")
    }
    return lines
}

/// The same pairs counted by callgrind and memcheck.
private func instructionsSection(_ results: BenchResults) -> [String] {
    guard !results.instructions.isEmpty else { return [] }
    var lines: [String] = []
    lines.append("")
    lines.append(
        "The same pairs counted by callgrind (instructions per case: the difference between runs of 2N and N cases, over N), "
            + "a figure that a busy machine does not disturb, and the harness's heap allocations per case counted the same way by "
            + "memcheck (the engine itself allocates nothing per case; what is left is the cases' own values: a synthetic layout's "
            + "sample, a card stack's array, an inconsistent table's sample, the list a synthetic foldable's blocks are drawn into). "
            + "\"Raw through a choice "
            + "source\" is the raw loop drawing through the engine's `ChoiceSource` as the suites' generators do (every choice "
            + "recorded, draws biased toward bounds and the spec's constants) with no generator closures, case values or runner: "
            + "the raw loop plus what the draws' contract costs, a floor for any harness that keeps that contract.")
    lines.append("")
    lines.append(
        "| pair | harness/raw (instructions) | harness instructions/case | raw through a choice source | raw instructions/case | harness allocations/case |"
    )
    lines.append("|---|---:|---:|---:|---:|---:|")
    for figures in results.instructions {
        let sourced = figures.sourcedInstructionsPerCase.map { grouped(Int($0.rounded())) } ?? "–"
        lines.append(
            "| \(figures.title) | \(format(ratio: figures.ratio)) | \(grouped(Int(figures.harnessInstructionsPerCase.rounded()))) | "
                + "\(sourced) | \(grouped(Int(figures.rawInstructionsPerCase.rounded()))) | \(DecimalText.fixed(figures.harnessAllocationsPerCase, places: 2)) |"
        )
    }
    return lines
}

/// Shrinking the false rectangle property.
private func rectangleShrinkSection(_ results: BenchResults) -> [String] {
    guard let shrink = results.shrink else { return [] }
    var lines: [String] = []
    lines.append("")
    lines.append(
        "Shrinking the false rectangle property `x + width <= W || width < 500` to x 0, y 0, width 500, height 0, W 300, "
            + "over seeds 1...\(shrink.seeds) (\(shrink.failuresFound) found a failure):")
    lines.append("")
    lines.append("| shrink | median | maximum | target | |")
    lines.append("|---|---:|---:|---|---|")
    lines.append(
        "| evaluations | \(Int(shrink.medianEvaluations.rounded())) | \(shrink.maximumEvaluations) | median ≤ 300 | \(verdict(shrink.medianEvaluations <= 300)) |"
    )
    lines.append(
        "| wall time (ms) | \(format(milliseconds: shrink.medianMilliseconds)) | \(format(milliseconds: shrink.maximumMilliseconds)) | median ≤ 20 | \(verdict(shrink.medianMilliseconds <= 20)) |"
    )
    lines.append(
        "| reached the minimum | \(shrink.reachedMinimum) of \(shrink.seeds) seeds | | every seed | \(verdict(shrink.everySeedReachedMinimum)) |")
    return lines
}

/// Shrinking and explaining each mutant's counterexample.
private func mutantShrinkSection(_ results: BenchResults) -> [String] {
    guard !results.mutantShrink.isEmpty else { return [] }
    var lines: [String] = []
    let costs = results.mutantShrink
    let seeds = costs[0].seeds
    let allMilliseconds = costs.flatMap(\.milliseconds)
    let allEvaluations = costs.flatMap { $0.evaluations.map(Double.init) }
    lines.append("")
    lines.append(
        "Shrinking each mutant's counterexample (`duo-fuzz mutants` lists them): the property that guards its rule, run "
            + "against the mutant from seeds 1...\(seeds) for up to 1,000 cases, and the failure shrunk as a run shrinks it. Over every "
            + "mutant and seed: median \(format(milliseconds: median(allMilliseconds))) ms and \(Int(median(allEvaluations).rounded())) "
            + "evaluations, maximum \(format(milliseconds: allMilliseconds.max() ?? 0)) ms and \(Int(allEvaluations.max() ?? 0)) evaluations.")
    lines.append("")
    let explainMilliseconds = costs.flatMap(\.explainMilliseconds)
    let explainEvaluations = costs.flatMap(\.explainEvaluations)
    let explainMedian = median(explainMilliseconds)
    let explainMost = explainEvaluations.max() ?? 0
    lines.append("")
    lines.append(
        "After shrinking, the explain phase varies each part of the counterexample (docs/engine.md). Over every mutant and seed: "
            + "median \(format(milliseconds: explainMedian)) ms (target ≤ 50: \(verdict(explainMedian <= 50))) and "
            + "\(Int(median(explainEvaluations.map(Double.init)).rounded())) evaluations, at most \(explainMost) evaluations "
            + "(target ≤ 500: \(verdict(explainMost <= 500))).")
    lines.append("")
    lines.append(
        "| mutant | seeds that failed | shrink ms, median | shrink ms, maximum | evaluations, median | evaluations, maximum "
            + "| explain ms, median | explain evaluations, median | explain evaluations, maximum |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for cost in costs {
        lines.append(
            "| \(cost.propertyID) | \(cost.failuresFound) of \(cost.seeds) | \(format(milliseconds: cost.medianMilliseconds)) | "
                + "\(format(milliseconds: cost.maximumMilliseconds)) | \(Int(cost.medianEvaluations.rounded())) | \(cost.maximumEvaluations) | "
                + "\(format(milliseconds: median(cost.explainMilliseconds))) | \(Int(median(cost.explainEvaluations.map(Double.init)).rounded())) | "
                + "\(cost.explainEvaluations.max() ?? 0) |")
    }
    return lines
}

/// Shrink quality on the field's standard problems.
private func qualitySection(_ results: BenchResults) -> [String] {
    guard !results.quality.isEmpty else { return [] }
    var lines: [String] = []
    lines.append("")
    lines.append(
        "Shrink quality on the field's standard problems (the shrinking challenge's and Hypothesis's own): each seed's run of up "
            + "to 1,000 cases finds a failure and shrinks it; the target is the minimum in 95% of the seeds, at no more than twice "
            + "Hypothesis's published mean evaluations.")
    lines.append("")
    lines += shrinkQualityMarkdown(results.quality)
    let misses = results.quality.flatMap(\.missLines)
    if !misses.isEmpty { lines += ["", "Where seeds missed the minimum, the commonest counterexamples instead:", ""] + misses }
    return lines
}

/// Each shrink pass left out in turn.
private func passNeedsSection(_ results: BenchResults) -> [String] {
    guard !results.passNeeds.isEmpty else { return [] }
    return [
        "",
        "What each shrink pass is for: each pass left out in turn, the standard problems that reach their minimum from 95% of "
            + "20 seeds with every pass and miss it without this one (with the seeds still at the minimum).",
        ""
    ] + passNeedsMarkdown(results.passNeeds)
}

/// Scaling of duo-fuzz run over one and two workers.
private func scalingSection(_ results: BenchResults) -> [String] {
    guard !results.scaling.isEmpty else { return [] }
    var lines: [String] = []
    let seconds = results.scaling[0].secondsPerRun
    let shares = results.scaling.map { "\($0.property) \(Int((median($0.twoWorkerCPUShares) * 100).rounded()))%" }.joined(separator: ", ")
    lines.append("")
    lines.append(
        "Scaling: `duo-fuzz run PROPERTY --duration \(format(seconds: seconds)) --workers N`, the nightly command, with its supervisor, "
            + "worker processes, case batches and crash records; cases/s is the rate its `--summary` gives (valid cases over the property's "
            + "wall time), and the ratio is the median of \(results.scaling[0].ratios.count) repetitions' ratios (a repetition brackets "
            + "one run between two of the other, one worker, two, one, then two, one, two, and compares the middle run with the mean "
            + "of the two around it, which cancels a steady drift of the machine's speed). Each of two workers had this share of a core "
            + "(the processes' CPU time over wall time and workers, median; below 100% means other processes were using the machine): "
            + "\(shares). A repetition counts only when each worker of each of its runs had at least \(Int(minimumCPUShare * 100))% of a core (up to three "
            + "times the repetitions are run to find them); left out: "
            + results.scaling.map { "\($0.property) \($0.discardedRepetitions)" }.joined(separator: ", ") + ". "
            + "On a virtual machine shared with other tenants, one \(format(seconds: seconds)) run's rate differs from the next by up to a third even at "
            + "full CPU share (the host's caches and clock are shared too), so single ratios range widely: "
            + results.scaling.map { "\($0.property) \(format(ratio: $0.ratios.min() ?? 0)) to \(format(ratio: $0.ratios.max() ?? 0))" }
            .joined(separator: ", ") + "; the median is the figure. For reference, the machine's own scaling in the same "
            + "repetitions (two copies of the property's raw loop, `duo-bench profile PAIR --raw`, at once against one, bracketed the "
            + "same way), which shows what any two processes reach here: "
            + results.scaling.map {
                "\($0.property) \(format(ratio: $0.medianMachineRatio)) (\(format(ratio: $0.machineRatios.min() ?? 0)) "
                    + "to \(format(ratio: $0.machineRatios.max() ?? 0)))"
            }.joined(separator: ", ") + ".")
    lines.append("")
    lines.append("| property | 2 workers / 1 worker | 1 worker cases/s | 2 workers cases/s | target | | the machine: 2 raw loops / 1 |")
    lines.append("|---|---:|---:|---:|---|---|---:|")
    for scaling in results.scaling {
        let title = BenchPair.all().first { $0.name == scaling.property }?.title ?? scaling.property
        lines.append(
            "| \(title) | \(format(ratio: scaling.medianRatio)) | \(format(rate: scaling.medianOneWorker)) | "
                + "\(format(rate: scaling.medianTwoWorkers)) | ratio ≥ \(format(ratio: scaling.minimumRatio)) | "
                + "\(verdict(scaling.medianRatio >= scaling.minimumRatio)) | \(format(ratio: scaling.medianMachineRatio)) |")
    }
    return lines
}

/// A duration in seconds, as `duo-fuzz run --duration` takes it: `1.5s`, `2s`.
private func format(seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
}
