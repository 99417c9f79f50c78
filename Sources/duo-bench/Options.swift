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
                        scaling
      --pair NAME       time and count only this pair (repeatable): rectangle, band-containment,
                        bottom-edge-spanning, collapse
      --help            show this help

    Diagnostics:
      duo-bench profile PAIR [--raw | --sourced] [--cases N]
          runs one side of one pair once, for valgrind --tool=callgrind (PAIR: rectangle,
          band-containment, bottom-edge-spanning, collapse; default 200,000 cases): the harness, the
          raw loop, or (--sourced, not for rectangle) the raw loop drawing through a ChoiceSource
      duo-bench fingerprint [--cases N]
          prints a hash, per property, of what its generator draws from the CI seed and of what
          replaying lowered choices builds (default 2,000 cases): equal hashes before and after a
          generator rewrite mean stored seeds and shrunk counterexamples are unchanged

    Exit status: 0 when the run completed (whether or not the targets were met), 2 on bad usage.
    """

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

enum Section: String, CaseIterable, Codable {
    case pairs, instructions, shrink, quality, scaling
}

struct BenchOptions {
    var repetitions = 5
    var quick = false
    var jsonPath: String?
    var sections = Set(Section.allCases)
    /// Only these pairs (all when empty), for working on one of them.
    var pairNames: [String] = []
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
enum ProfileSide: String {
    /// The property through the engine.
    case harness
    /// The hand-written loop, drawing from the PRNG.
    case raw
    /// The hand-written loop, drawing through a `ChoiceSource` (`SourcedDraws`).
    case sourced
}

enum Command {
    case help
    case bench(BenchOptions)
    case profile(pair: String, side: ProfileSide, cases: Int)
    case fingerprint(cases: Int)
}

/// Reads the arguments after the executable's name.
func parseCommand(_ arguments: [String]) throws -> Command {
    var remaining = arguments[...]
    func value(of option: String) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError(description: "\(option) needs a value") }
        return value
    }
    func positiveInt(of option: String) throws -> Int {
        let text = try value(of: option)
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 else {
            throw UsageError(description: "\(option) needs a positive whole number, not \"\(text)\"")
        }
        return number
    }
    switch remaining.first {
    case "profile":
        remaining.removeFirst()
        guard let pair = remaining.popFirst(), !pair.hasPrefix("-") else { throw UsageError(description: "profile needs a pair name") }
        guard BenchPair.named(pair) != nil else { throw UsageError(description: "no pair named \"\(pair)\"") }
        var side = ProfileSide.harness, cases = 200_000
        while let option = remaining.popFirst() {
            switch option {
            case "--raw": side = .raw
            case "--sourced":
                guard BenchPair.named(pair)?.sourced != nil else { throw UsageError(description: "the \(pair) pair has no --sourced loop") }
                side = .sourced
            case "--cases": cases = try positiveInt(of: option)
            case "--help", "-h": return .help
            default: throw UsageError(description: "profile does not take \"\(option)\"")
            }
        }
        return .profile(pair: pair, side: side, cases: cases)
    case "fingerprint":
        remaining.removeFirst()
        var cases = 2_000
        while let option = remaining.popFirst() {
            switch option {
            case "--cases": cases = try positiveInt(of: option)
            case "--help", "-h": return .help
            default: throw UsageError(description: "fingerprint does not take \"\(option)\"")
            }
        }
        return .fingerprint(cases: cases)
    default:
        var options = BenchOptions()
        var repetitionsGiven = false
        while let option = remaining.popFirst() {
            switch option {
            case "--help", "-h": return .help
            case "--quick": options.quick = true
            case "--repetitions":
                options.repetitions = try positiveInt(of: option)
                repetitionsGiven = true
            case "--json": options.jsonPath = try value(of: option)
            case "--pair":
                let name = try value(of: option)
                guard BenchPair.named(name) != nil else { throw UsageError(description: "no pair named \"\(name)\"") }
                options.pairNames.append(name)
            case "--only":
                let text = try value(of: option)
                var sections = Set<Section>()
                for name in text.split(separator: ",") {
                    guard let section = Section(rawValue: String(name)) else {
                        throw UsageError(description: "--only takes pairs, instructions, shrink, quality or scaling, not \"\(name)\"")
                    }
                    sections.insert(section)
                }
                options.sections = sections
                options.sectionsChosen = true
            default: throw UsageError(description: "unknown option \"\(option)\" (see --help)")
            }
        }
        if options.quick && !repetitionsGiven { options.repetitions = 1 }
        if options.quick && !options.sectionsChosen { options.sections.remove(.instructions) }
        return .bench(options)
    }
}
