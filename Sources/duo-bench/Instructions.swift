import Foundation
import OperatingSystem
import DuoFuzzSupport
import DuoCheckEngine

/// Instructions per case, counted by valgrind's callgrind: unlike time, the count is the same on a
/// busy machine as on an idle one, so its ratio is the figure to compare between commits.
struct InstructionFigures: Codable {
    var name: String
    var title: String
    var harnessInstructionsPerCase: Double
    var rawInstructionsPerCase: Double
    /// The raw loop drawing through a `ChoiceSource` (`SourcedDraws`), where the pair has one: what the
    /// draws' contract (recorded choices, edge-case bias) adds to the raw loop, without the generators'
    /// closures, the case values or the runner.
    var sourcedInstructionsPerCase: Double?
    /// Heap allocations per case in the harness, counted by valgrind's memcheck (its "total heap usage").
    var harnessAllocationsPerCase: Double
    var ratio: Double { harnessInstructionsPerCase / rawInstructionsPerCase }
}

/// Whether `valgrind` can be run.
func valgrindIsAvailable() -> Bool {
    (try? runCapturingStandardError("/usr/bin/env", ["valgrind", "--version"]).ending) == .exited(0)
}

/// Runs a program to its end (its standard output read and dropped) and returns how it ended and what it wrote
/// on standard error.
func runCapturingStandardError(_ path: String, _ arguments: [String]) throws -> (ending: ProcessEnding, standardError: String) {
    let errorFile = TemporaryFolder.url.appendingPathComponent("duo-bench-stderr-\(getpid()).txt").path
    guard FileManager.default.createFile(atPath: errorFile, contents: nil) else {
        throw InstructionCountError(description: "cannot create \(errorFile) for the standard error of \(path)")
    }
    defer { try? FileManager.default.removeItem(atPath: errorFile) }
    // valgrind runs a profile of some thousands of cases in well under a minute here; an hour is one that will not end.
    let ending = try ChildProcess(executable: path, arguments: arguments, errorPath: errorFile, ownProcessGroup: true)
        .runToCompletion(timeout: .seconds(3600)).ending
    return (ending, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
}

/// The instructions `duo-bench profile <pair> [--raw | --sourced] --cases <cases>` executes under callgrind.
func callgrindInstructions(pair: String, side: ProfileSide, cases: Int) throws -> Int {
    let outputFile = TemporaryFolder.url.appendingPathComponent("duo-bench-callgrind-\(getpid()).out").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }
    let arguments =
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(outputFile)", executablePath(), "profile", pair]
        + (side == .harness ? [] : ["--\(side.rawValue)"]) + ["--cases", "\(cases)"]
    let (ending, standardError) = try runCapturingStandardError("/usr/bin/env", arguments)
    // callgrind ends with "==PID== Collected : N".
    guard ending == .exited(0),
        let line = standardError.split(separator: "\n").last(where: { $0.contains("Collected :") }),
        let count = Int(line.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
    else { throw InstructionCountError(description: "callgrind on \(pair) (\(side.rawValue)) \(ending)") }
    return count
}

/// The heap allocations `duo-bench profile <pair> --cases <cases>` makes under memcheck.
func memcheckAllocations(pair: String, cases: Int) throws -> Int {
    let arguments = ["valgrind", "--tool=memcheck", "--leak-check=no", executablePath(), "profile", pair, "--cases", "\(cases)"]
    let (ending, standardError) = try runCapturingStandardError("/usr/bin/env", arguments)
    // memcheck ends with "==PID==   total heap usage: N allocs, M frees, B bytes allocated".
    guard ending == .exited(0),
        let line = standardError.split(separator: "\n").last(where: { $0.contains("total heap usage:") }),
        let count = Int(line.split(separator: ":").last!.split(separator: " ").first!.replacingOccurrences(of: ",", with: ""))
    else { throw InstructionCountError(description: "memcheck on \(pair) \(ending)") }
    return count
}

/// Instructions per case of each side of `pair`: the difference between a run of `2 * cases` and a run
/// of `cases`, over `cases`, so that start-up and set-up cancel out.
func measureInstructions(_ pair: BenchPair, log: (String) -> Void) throws -> InstructionFigures {
    let cases = pair.callgrindCases
    func perCase(_ side: ProfileSide) throws -> Double { try instructionsPerCase(pair, side: side) }
    // Allocations the same way, over fewer cases (memcheck is slower than callgrind).
    let allocationCases = min(cases, 5_000)
    let allocations =
        Double(
            try memcheckAllocations(pair: pair.name, cases: 2 * allocationCases)
                - memcheckAllocations(pair: pair.name, cases: allocationCases)) / Double(allocationCases)
    let figures = InstructionFigures(
        name: pair.name, title: pair.title, harnessInstructionsPerCase: try perCase(.harness), rawInstructionsPerCase: try perCase(.raw),
        sourcedInstructionsPerCase: pair.sourced == nil ? nil : try perCase(.sourced), harnessAllocationsPerCase: allocations)
    log(
        "  \(pair.name): \(Int(figures.harnessInstructionsPerCase)) instructions a case in the harness, "
            + "\(Int(figures.rawInstructionsPerCase)) raw, \(figures.sourcedInstructionsPerCase.map { "\(Int($0)) raw through a choice source, " } ?? "")ratio \(format(ratio: figures.ratio)); \(DecimalText.fixed(allocations, places: 2)) allocations a case"
    )
    return figures
}

/// Instructions per case of one side of `pair`: the difference between a run of twice its callgrind cases and a run
/// of its callgrind cases, over those cases, so that start-up and set-up cancel out.
func instructionsPerCase(_ pair: BenchPair, side: ProfileSide) throws -> Double {
    let cases = pair.callgrindCases
    let small = try callgrindInstructions(pair: pair.name, side: side, cases: cases)
    let large = try callgrindInstructions(pair: pair.name, side: side, cases: 2 * cases)
    return Double(large - small) / Double(cases)
}

/// callgrind did not give a count.
struct InstructionCountError: Error, CustomStringConvertible {
    var description: String
}
