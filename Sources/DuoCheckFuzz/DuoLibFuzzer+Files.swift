import DuoCheckEngine
import DuoProperties
import Foundation
import OperatingSystemFiles

extension DuoLibFuzzer {
    /// The most bytes a file may hold: libFuzzer's inputs stay far below it (4096 unless `-max_len` says more).
    static let largestInput = 1 << 20

    /// A fuzz target's `main` when it is built without libFuzzer: runs each file its arguments name once, as
    /// libFuzzer runs a crash file, and prints what each gave; a folder (a corpus) gives each of its files.
    /// Arguments that start with `-` (libFuzzer's flags) are skipped. Exit status 1 when a case failed, 2 when
    /// a file cannot be read (a link, a special file, a missing or oversized file), else 0.
    public static func runFiles(helpers: PlacementHelpers? = nil) -> Never {
        let target = choose(helpers: helpers)
        if let seconds = ProcessInfo.processInfo.environment["DUOCHECK_FUZZ_RANDOM"] { runRandom(target, seconds: seconds) }
        observe(target)
        var status: Int32 = 0
        for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
            for input in FuzzInputFile.inputs(at: argument, largest: largestInput) {
                switch input {
                case .failure(let problem):
                    printError("duo-libfuzzer: \(problem)")
                    status = 2
                case .success(let (path, bytes)):
                    status = max(status, runFile(path, bytes, target: target))
                }
            }
        }
        exit(status)
    }

    /// Runs the case of one file and prints what it gave: exit status 1 for a failure, else 0.
    static func runFile(_ path: String, _ bytes: [UInt8], target: FuzzTargetChoice) -> Int32 {
        switch observations?.run(bytes, on: target.property) ?? target.property.fuzzOneInput(bytes) {
        case .invalid: print("\(path): invalid (the bytes run out before a case is drawn)")
        case .passed: print("\(path): held")
        case .unreproduced(let message): print("\(path): failed once and held when replayed, not a finding: \(message)")
        case .failed(let found):
            print("\(path): " + failureText(found, target: target).replacingOccurrences(of: "CRASH-FILE", with: path))
            return 1
        }
        return 0
    }

    /// `DUOCHECK_FUZZ_RANDOM=SECONDS`: runs the property at random, as `duo-fuzz run` draws its cases (seed 1, or
    /// `DUOCHECK_SEED`), for that long or to its first failure, and prints the cases and the seconds they took;
    /// exit status 1 on a failure, 2 on a bad value. Built with coverage instrumentation, the same executable measures what random search
    /// reaches in the time guided search is given (`.ci/libfuzzer-coverage`).
    static func runRandom(_ target: FuzzTargetChoice, seconds text: String) -> Never {
        guard let seconds = Int(text), seconds > 0 else {
            printError("duo-libfuzzer: DUOCHECK_FUZZ_RANDOM is \"\(text)\"; expected a whole number of seconds, such as 30")
            exit(2)
        }
        let seed = ProcessInfo.processInfo.environment["DUOCHECK_SEED"].flatMap(RunConfiguration.parseSeed) ?? 1
        // The first failure ends the run unshrunk and unexplained, so that the time is the time to find it.
        var configuration = RunConfiguration(cases: nil, seed: seed, timeBudget: .seconds(seconds), shrinkEvaluationBudget: 0)
        configuration.explainBudget = 0
        let report = target.property.run(configuration)
        let time = String(format: "%.3f", Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18)
        print("\(target.name): \(report.casesRun) cases at random (seed \(seed)) in \(time) s\(report.failure == nil ? "" : ", the last failed")")
        exit(report.failure == nil ? 0 : 1)
    }
}

/// A fuzzer's input file: a crash file, or a file of a corpus. Every file is read through ``Folder``: the
/// folder a path names is opened, and the file is opened in it without following a link, and its kind and
/// size are checked on the open file, so that nothing swapped in between a check and the read is read.
package enum FuzzInputFile {
    /// Why an input file cannot be read.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The bytes of the regular file at `path`, at most `largest` of them; a link (not followed), a folder, a
    /// special file, a missing file or a larger one is a ``Problem`` that names the file and says what it is.
    package static func read(_ path: String, largest: Int) throws(Problem) -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        do {
            let folder = try Folder(path: url.deletingLastPathComponent().path)
            return [UInt8](try folder.read(url.lastPathComponent, atMost: largest))
        } catch {
            throw Problem(description: "\(path) cannot be read as an input: \(FileSystemError.reason(of: error))")
        }
    }

    /// The inputs at `path`: the file's bytes, or for a folder (a corpus) each of its files' in name order, a
    /// link or a folder inside it named as a problem and never followed.
    package static func inputs(at path: String, largest: Int) -> [Result<(String, [UInt8]), Problem>] {
        guard FileKind(atPath: path) == .folder else {
            do {
                return [.success((path, try read(path, largest: largest)))]
            } catch {
                return [.failure(error)]
            }
        }
        let folder: Folder
        let names: [String]
        do {
            folder = try Folder(path: path)
            names = try folder.names().sorted()
        } catch {
            return [.failure(Problem(description: "\(path): the corpus folder cannot be read: \(FileSystemError.reason(of: error))"))]
        }
        return names.map { name in
            do {
                return .success((folder.path(of: name), [UInt8](try folder.read(name, atMost: largest))))
            } catch {
                return .failure(Problem(description: "\(folder.path(of: name)) cannot be read as an input: \(FileSystemError.reason(of: error))"))
            }
        }
    }
}
