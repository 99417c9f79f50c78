import DuoCheckCommandLine
import DuoCheckKnownAnswers
import Foundation

let usage = """
    duo-bench: the DuoCheck benchmark. It puts the harness beside a hand-written raw loop of the same
    draws and checks (and, for the domain pairs, beside the same loop drawing through a choice source,
    which keeps the draws' contract without the generators' structure), measures shrinking (the false
    rectangle property, and each mutant's counterexample) and scaling of `duo-fuzz run` over one and two
    worker processes, then prints a markdown table (progress goes to standard error). Build every product
    in release mode first (the scaling figure runs the duo-fuzz built beside this benchmark, and refuses
    one older than its sources):

        swift build -c release && .build/release/duo-bench [options]

    Options:
      --repetitions N   rounds per pair (twice as many for scaling); medians are reported (default 5, 1 with --quick)
      --quick           a fast smoke run: short runs, 10 shrink seeds (100 otherwise), short scaling runs
      --json FILE       also write every figure, per repetition, as JSON to FILE
      --only SECTIONS   run only some sections, comma-separated: pairs, instructions (callgrind's count
                        of instructions per case, which a busy machine does not disturb, and memcheck's
                        of heap allocations; needs valgrind; left out of --quick unless chosen here),
                        shrink, quality (the field's standard shrinking problems over 100 seeds, 20 with
                        --quick: how many reach the minimum, and the mean evaluations beside Hypothesis's),
                        passes (each shrink pass left out in turn: the problems that miss their minimum
                        without it, over 20 seeds),
                        scaling, properties (every property's cases/s, slowest first), check
                        (`check()` of DuoCheckTesting, as a test calls it, beside the engine's
                        loop; Linux only)
      --pair NAME       time and count only this pair (repeatable): rectangle, band-containment,
                        bottom-edge-spanning, collapse
      --problem NAME    measure only this standard shrinking problem in the quality section (repeatable),
                        by its name in the table, for example "binheap, raw closure"
      --help            show this help

    Diagnostics:
      duo-bench profile PAIR [--raw | --sourced | --check] [--cases N]
          runs one side of one pair once, for valgrind --tool=callgrind (PAIR: rectangle,
          band-containment, bottom-edge-spanning, collapse; default 200,000 cases): the harness, the
          raw loop, (--sourced, not for rectangle) the raw loop drawing through a ChoiceSource, or
          (--check, rectangle and band-containment, Linux only) check() of DuoCheckTesting
      duo-bench profile properties [--cases N]
          runs every property, with its checks and drawing alone, in the function that callgrind's
          --toggle-collect and --dump-after name (default 1,000 and 2,000 cases each): what the
          properties table's instruction counts come from
      duo-bench fingerprint [--cases N]
          prints a hash, per property, of what its generator draws from the CI seed and of what
          replaying lowered choices builds (default 2,000 cases): equal hashes before and after a
          generator rewrite mean stored seeds and shrunk counterexamples are unchanged
      duo-bench peers [--sources DIR] [--rounds N]
          DuoCheck beside the Swift peers whose sources are in DIR (default .build/peers), on one
          always-true rectangle property checked inside a Swift Testing test, each library as its
          README writes it: prints each library's cases/s and DuoCheck's multiple of it. Run it from
          the package's folder, after cloning the peers:
              git clone https://github.com/x-sheep/swift-property-based .build/peers/swift-property-based
              git clone https://github.com/typelift/SwiftCheck .build/peers/SwiftCheck
          It writes a package of its own in .build/duo-bench-peers (Package.swift names no outside
          package), builds it in release (a few minutes) and runs each library's test N times
          (default 3); a peer that is missing is left out with a note
      duo-bench guided [--binary PATH] [--seeds N] [--limit SECONDS] [--coverage-time SECONDS]
          duo-fuzz run --guided beside the random run, from the duo-fuzz built with coverage counters
          (default .build/guided/release/duo-fuzz; .ci/guided release builds it): on each spec bug
          shape, its killer's cases and seconds to the first failure over seeds 1...N (default 5, at
          most --limit, default 20 s, a run); then the core's branches reached on every property in
          --coverage-time (default 60 s), guided and with guidance off
      duo-bench regions FILE
          prints the regions covered and the regions in all of an llvm-cov export -summary-only
          file, as two numbers (.ci/libfuzzer-coverage: the core's regions, guided and random)

    Exit status: 0 when the run completed (whether or not the targets were met), 2 on bad usage.
    """

enum Section: String, CaseIterable, Codable {
    case pairs, instructions, shrink, quality, passes, scaling, properties, check
}

struct BenchOptions {
    var repetitions = 5
    var quick = false
    var jsonPath: String?
    var sections = Set(Section.allCases)
    /// Only these pairs (all when empty), for working on one of them.
    var pairNames: [String] = []
    /// Only these standard shrinking problems in the quality section (all when empty), for working on one of them.
    var problemNames: [String] = []
    /// Whether `--only` chose the sections (a quick run leaves out the callgrind count otherwise).
    var sectionsChosen = false

    /// CPU seconds of harness time per pair and repetition (the raw loop's time comes on top).
    var secondsPerRepetition: Double { quick ? 0.08 : 0.6 }
    /// Seeds for the shrink figure: 100, so that "every seed" means something.
    var shrinkSeeds: Int { quick ? 10 : 100 }
    /// Each worker's time budget in the scaling figure.
    var scalingSeconds: Double { quick ? 0.3 : 1.5 }
    /// Bracketed repetitions of scaling runs per property (three `duo-fuzz` runs and three raw-loop runs
    /// each): twice the repetitions, since one run's rate on a shared virtual machine differs from the next
    /// by up to a third, and the median of more short runs holds better.
    var scalingRepetitions: Int { 2 * repetitions }
}

/// Which side of a pair `duo-bench profile` runs.
enum ProfileSide: String, CaseIterable {
    /// The property through the engine.
    case harness
    /// The hand-written loop, drawing from the PRNG.
    case raw
    /// The hand-written loop, drawing through a `ChoiceSource` (`SourcedDraws`).
    case sourced
    /// `check()` of DuoCheckTesting, as a test calls it.
    case check
}

/// Cases of each property in the instruction count of the properties table (and twice as many).
let propertyCallgrindCases = 1_000

enum BenchCommand {
    case help
    case bench(BenchOptions)
    case profile(pair: String, side: ProfileSide, cases: Int)
    case profileProperties(cases: Int)
    case fingerprint(cases: Int)
    case regions(file: String)
    case peers(PeerOptions)
    case guided(GuidedBenchOptions)
}

/// Reads the arguments after the executable's name, with the parser `duo-fuzz` uses too.
func parseCommand(_ arguments: [String]) throws -> BenchCommand {
    if arguments.contains("--help") || arguments.contains("-h") { return .help }
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "profile":
        return try parseProfile(rest)
    case "fingerprint":
        let parsed = try ParsedArguments(rest, tool: "duo-bench", command: "fingerprint", valueOptions: ["--cases"])
        if let extra = parsed.positionals.first { throw UsageError("fingerprint takes no arguments, but got \"\(extra)\"") }
        return .fingerprint(cases: try positiveInt(parsed, "--cases") ?? 2_000)
    case "peers":
        return try parsePeers(rest)
    case "guided":
        let parsed = try ParsedArguments(
            rest, tool: "duo-bench", command: "guided", valueOptions: ["--binary", "--seeds", "--limit", "--coverage-time"])
        if let extra = parsed.positionals.first { throw UsageError("guided takes options only, but got \"\(extra)\"") }
        var options = GuidedBenchOptions()
        options.binary = parsed.value("--binary") ?? options.binary
        options.seeds = min(try positiveInt(parsed, "--seeds") ?? options.seeds, 100)
        options.limitSeconds = min(try positiveInt(parsed, "--limit") ?? options.limitSeconds, 3600)
        options.coverageSeconds = min(try positiveInt(parsed, "--coverage-time") ?? options.coverageSeconds, 3600)
        return .guided(options)
    case "regions":
        let parsed = try ParsedArguments(rest, tool: "duo-bench", command: "regions")
        guard parsed.positionals.count == 1 else { throw UsageError("regions takes one llvm-cov export file") }
        return .regions(file: parsed.positionals[0])
    default:
        return .bench(try parseBenchOptions(arguments))
    }
}

/// A positive whole number given to `option` (underscores allowed), at most a billion (a profile runs twice as many
/// cases), or nil when the option is absent.
private func positiveInt(_ parsed: ParsedArguments, _ option: String) throws -> Int? {
    try parsed.value(option, expected: "a positive whole number up to 1_000_000_000") {
        Int($0.replacingOccurrences(of: "_", with: "")).flatMap { $0 > 0 && $0 <= 1_000_000_000 ? $0 : nil }
    }
}

/// `duo-bench profile PAIR [--raw | --sourced | --check] [--cases N]` and `duo-bench profile properties [--cases N]`.
private func parseProfile(_ arguments: [String]) throws -> BenchCommand {
    let parsed = try ParsedArguments(
        arguments, tool: "duo-bench", command: "profile", valueOptions: ["--cases"], flagOptions: ["--raw", "--sourced", "--check"])
    guard let pair = parsed.positionals.first else { throw UsageError("profile needs a pair name, or properties") }
    if parsed.positionals.count > 1 { throw UsageError("profile takes one pair, not \(parsed.positionals.joined(separator: " "))") }
    let sides = ProfileSide.allCases.filter { $0 != .harness && parsed.has("--\($0.rawValue)") }
    if pair == "properties" {
        if let side = sides.first { throw UsageError("profile properties runs every property's own loop, not --\(side.rawValue)") }
        return .profileProperties(cases: try positiveInt(parsed, "--cases") ?? propertyCallgrindCases)
    }
    guard let benchPair = BenchPair.named(pair) else { throw UsageError("no pair named \"\(pair)\"") }
    if sides.count > 1 { throw UsageError("profile runs one side: choose one of \(sides.map { "--\($0.rawValue)" }.joined(separator: ", "))") }
    let side = sides.first ?? .harness
    if side == .sourced && benchPair.sourced == nil { throw UsageError("the \(pair) pair has no --sourced loop") }
    if side == .check && benchPair.userCheck == nil {
        throw UsageError("the \(pair) pair has no --check side (rectangle and band-containment have one, on Linux)")
    }
    return .profile(pair: pair, side: side, cases: try positiveInt(parsed, "--cases") ?? 200_000)
}

/// `duo-bench peers [--sources DIR] [--rounds N]`.
private func parsePeers(_ arguments: [String]) throws -> BenchCommand {
    let parsed = try ParsedArguments(arguments, tool: "duo-bench", command: "peers", valueOptions: ["--sources", "--rounds"])
    if let extra = parsed.positionals.first { throw UsageError("peers takes options only, but got \"\(extra)\"") }
    var options = PeerOptions()
    options.sources = parsed.value("--sources") ?? options.sources
    if options.sources.isEmpty { throw UsageError("--sources needs a folder") }
    options.rounds = try positiveInt(parsed, "--rounds") ?? options.rounds
    if options.rounds > 100 { throw UsageError("--rounds takes at most 100, not \(options.rounds)") }
    return .peers(options)
}

/// The benchmark's own options.
private func parseBenchOptions(_ arguments: [String]) throws -> BenchOptions {
    let parsed = try ParsedArguments(
        arguments, tool: "duo-bench", command: "",
        valueOptions: ["--repetitions", "--json", "--pair", "--problem", "--only"], flagOptions: ["--quick"], repeatable: ["--pair", "--problem"])
    if let extra = parsed.positionals.first { throw UsageError("duo-bench takes options only, but got \"\(extra)\" (see --help)") }
    var options = BenchOptions()
    options.quick = parsed.has("--quick")
    options.jsonPath = parsed.value("--json")
    for name in parsed.values["--pair"] ?? [] {
        guard BenchPair.named(name) != nil else { throw UsageError("no pair named \"\(name)\"") }
        options.pairNames.append(name)
    }
    for name in parsed.values["--problem"] ?? [] {
        guard StandardProblems.named(name) != nil else { throw UsageError("no standard shrinking problem named \"\(name)\"") }
        options.problemNames.append(name)
    }
    if let text = parsed.value("--only") {
        var sections = Set<Section>()
        for name in text.split(separator: ",") {
            guard let section = Section(rawValue: String(name)) else {
                throw UsageError("--only takes pairs, instructions, shrink, quality, passes, scaling, properties or check, not \"\(name)\"")
            }
            sections.insert(section)
        }
        options.sections = sections
        options.sectionsChosen = true
    }
    if let repetitions = try positiveInt(parsed, "--repetitions") {
        options.repetitions = repetitions
    } else if options.quick {
        options.repetitions = 1
    }
    if options.quick && !options.sectionsChosen { options.sections.remove(.instructions) }
    return options
}
