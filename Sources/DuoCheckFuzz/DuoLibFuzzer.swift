import DuoCheckEngine
import DuoProperties
import Foundation
import OperatingSystem

/// A libFuzzer target for the properties of the suites: the bytes libFuzzer mutates are read as a case's
/// choices (``Property/fuzzOneInput(_:)``), a failing case is a crash libFuzzer records, and the labels of a
/// passing case are features that guide it (docs/libfuzzer.md).
///
/// A fuzz target's executable calls these from libFuzzer's two entry points, built with
/// `swift build --sanitize=fuzzer -Xswiftc -DDUOCHECK_LIBFUZZER`:
///
/// ```swift
/// @_cdecl("LLVMFuzzerInitialize")
/// public func initialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutableRawPointer?) -> CInt {
///     DuoLibFuzzer.initialize(helpers: .app)  // the app's own helpers; nil (the default) for the core's
/// }
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///     DuoLibFuzzer.testOneInput(data, size)
/// }
/// ```
///
/// Without that flag the same executable is a plain command (``runFiles(helpers:)``) that runs crash files
/// and corpus files once each, as libFuzzer would.
public enum DuoLibFuzzer {
    // libFuzzer calls its entry points on one thread, one input after another.
    nonisolated(unsafe) static var chosen: FuzzTargetChoice?
    nonisolated(unsafe) static var unreproducedReported = false
    nonisolated(unsafe) static var observations: FuzzObservations?

    /// Chooses the property (and the mutant) as the environment and the executable's name say, for
    /// `helpers` (an app's own; nil for the core's), and hands the crash signals back to libFuzzer; a wrong
    /// choice ends the process with a message and exit status 2. Returns 0, as `LLVMFuzzerInitialize` does.
    @discardableResult
    public static func initialize(helpers: PlacementHelpers? = nil) -> CInt {
        let target = choose(helpers: helpers)
        observe(target)
        // The Swift runtime installs a backtracer for the crash signals, and libFuzzer leaves a handler that
        // is already installed in place, so without this a failure would print a backtrace and no crash
        // file would be written.
        for signal in [SIGABRT, SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGTRAP] { Signals.restoreDefault(signal) }
        return 0
    }

    /// Runs one input: returns 0 for a case that held (its labels set libFuzzer's extra counters), -1 for
    /// bytes that build no case (libFuzzer keeps no such input), and for a failure that the engine's replay
    /// confirms, prints it with the command that imports it and aborts, so that libFuzzer writes the input
    /// as a crash file.
    public static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let target = chosen ?? choose(helpers: nil)
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        switch observations?.run(bytes, on: target.property) ?? target.property.fuzzOneInput(bytes) {
        case .invalid:
            return -1
        case .passed(let labels):
            FuzzFeatures.record(labels)
            return 0
        case .unreproduced(let message):
            if !unreproducedReported {
                unreproducedReported = true
                printError("duo-libfuzzer: \(target.name) failed once and held when replayed (not a finding): \(message)")
            }
            return 0
        case .failed(let found):
            printError(failureText(found, target: target))
            abort()
        }
    }

    /// What a failure prints before the crash: the property, the failure, and how to import the crash file. On
    /// an app's own helpers `duo-fuzz import-crash`, which runs DuoCheck's, would find the case holding and keep
    /// nothing, so the text gives the replay line of the app's conformance tests instead (docs/libfuzzer.md).
    static func failureText(_ found: CaseRecord, target: FuzzTargetChoice) -> String {
        if target.runsAppHelpers {
            let choices = found.choices.map(String.init).joined(separator: ",")
            return """
                duo-libfuzzer: property "\(target.property.id)" failed on the app's own helpers
                  \(found.failureDescription)
                  replay it in the app's conformance tests (duo-fuzz import-crash runs DuoCheck's helpers, not the app's):
                    DUOCHECK_PROPERTY=\(target.property.id) DUOCHECK_REPLAY=\(choices) swift test --filter property
                """
        }
        let mutant = target.mutantID.map { " --mutant \($0)" } ?? ""
        return """
            duo-libfuzzer: property "\(target.property.id)" failed\(target.mutantID.map { " (mutant \($0))" } ?? "")
              \(found.failureDescription)
              import the crash file libFuzzer writes next as a seed:
                duo-fuzz import-crash \(target.property.id) CRASH-FILE\(mutant)
            """
    }

    @discardableResult
    static func choose(helpers: PlacementHelpers?) -> FuzzTargetChoice {
        switch ProcessInfo.processInfo.environment["DUOCHECK_FUZZ_LIST"] {
        case "1":
            // The ids, one a line, for a build script that names a target after each.
            print(PropertyCatalogue.properties().map(\.id).joined(separator: "\n"))
            exit(0)
        case "mutants":
            // The spec's bug shapes, each with the property expected to kill it, for a benchmark script.
            print(BugShape.namedInSpec.map { "\($0.id) \($0.expectedKiller)" }.joined(separator: "\n"))
            exit(0)
        default: break
        }
        switch FuzzTargetChoice.choose(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment, helpers: helpers) {
        case .success(let target):
            chosen = target
            return target
        case .failure(let error):
            printError("duo-libfuzzer: \(error)")
            exit(2)
        }
    }

    /// Turns on the observation records when `DUOCHECK_OBSERVE` asks for them (``FuzzObservations``), written
    /// at the latest when the process exits; a bad value of its variables ends the process with exit status 2.
    static func observe(_ target: FuzzTargetChoice) {
        do {
            guard let observation = try RunConfiguration.fromEnvironment().observation else { return }
            observations = FuzzObservations(observation: observation, propertyID: target.property.id)
            atexit { DuoLibFuzzer.observations?.flush() }
        } catch {
            printError("duo-libfuzzer: \(error)")
            exit(2)
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
