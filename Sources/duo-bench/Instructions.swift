import Foundation

/// Instructions per case, counted by valgrind's callgrind: unlike time, the count is the same on a
/// busy machine as on an idle one, so its ratio is the figure to compare between commits.
struct InstructionFigures: Codable {
    var name: String
    var title: String
    var harnessInstructionsPerCase: Double
    var rawInstructionsPerCase: Double
    /// Heap allocations per case in the harness, counted by valgrind's memcheck (its "total heap usage").
    var harnessAllocationsPerCase: Double
    var ratio: Double { harnessInstructionsPerCase / rawInstructionsPerCase }
}

/// Whether `valgrind` can be run.
func valgrindIsAvailable() -> Bool {
    (try? runCapturingStandardError("/usr/bin/env", ["valgrind", "--version"]).status) == 0
}

/// Runs a program and returns its exit status and standard error.
func runCapturingStandardError(_ path: String, _ arguments: [String]) throws -> (status: Int32, standardError: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The instructions `duo-bench profile <pair> [--raw] --cases <cases>` executes under callgrind.
func callgrindInstructions(pair: String, raw: Bool, cases: Int) throws -> Int {
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-callgrind-\(getpid()).out").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }
    let arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(outputFile)", executablePath(), "profile", pair]
        + (raw ? ["--raw"] : []) + ["--cases", "\(cases)"]
    let (status, standardError) = try runCapturingStandardError("/usr/bin/env", arguments)
    // callgrind ends with "==PID== Collected : N".
    guard status == 0,
          let line = standardError.split(separator: "\n").last(where: { $0.contains("Collected :") }),
          let count = Int(line.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
    else { throw InstructionCountError(description: "callgrind on \(pair) (raw \(raw)) exited \(status)") }
    return count
}

/// The heap allocations `duo-bench profile <pair> --cases <cases>` makes under memcheck.
func memcheckAllocations(pair: String, cases: Int) throws -> Int {
    let arguments = ["valgrind", "--tool=memcheck", "--leak-check=no", executablePath(), "profile", pair, "--cases", "\(cases)"]
    let (status, standardError) = try runCapturingStandardError("/usr/bin/env", arguments)
    // memcheck ends with "==PID==   total heap usage: N allocs, M frees, B bytes allocated".
    guard status == 0,
          let line = standardError.split(separator: "\n").last(where: { $0.contains("total heap usage:") }),
          let count = Int(line.split(separator: ":").last!.split(separator: " ").first!.replacingOccurrences(of: ",", with: ""))
    else { throw InstructionCountError(description: "memcheck on \(pair) exited \(status)") }
    return count
}

/// Instructions per case of each side of `pair`: the difference between a run of `2 * cases` and a run
/// of `cases`, over `cases`, so that start-up and set-up cancel out.
func measureInstructions(_ pair: BenchPair, log: (String) -> Void) throws -> InstructionFigures {
    let cases = pair.callgrindCases
    func perCase(raw: Bool) throws -> Double {
        let small = try callgrindInstructions(pair: pair.name, raw: raw, cases: cases)
        let large = try callgrindInstructions(pair: pair.name, raw: raw, cases: 2 * cases)
        return Double(large - small) / Double(cases)
    }
    // Allocations the same way, over fewer cases (memcheck is slower than callgrind).
    let allocationCases = min(cases, 5_000)
    let allocations = Double(try memcheckAllocations(pair: pair.name, cases: 2 * allocationCases)
        - memcheckAllocations(pair: pair.name, cases: allocationCases)) / Double(allocationCases)
    let figures = InstructionFigures(
        name: pair.name, title: pair.title, harnessInstructionsPerCase: try perCase(raw: false), rawInstructionsPerCase: try perCase(raw: true),
        harnessAllocationsPerCase: allocations)
    log("  \(pair.name): \(Int(figures.harnessInstructionsPerCase)) instructions a case in the harness, "
        + "\(Int(figures.rawInstructionsPerCase)) raw, ratio \(format(ratio: figures.ratio)); \(String(format: "%.2f", allocations)) allocations a case")
    return figures
}

/// callgrind did not give a count.
struct InstructionCountError: Error, CustomStringConvertible {
    var description: String
}
