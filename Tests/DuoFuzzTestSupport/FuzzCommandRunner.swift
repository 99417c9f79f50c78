import Foundation
import OperatingSystem

/// Runs the built `duo-fuzz` binary as a subprocess, in a directory of its own,
/// with the demo properties in the catalogue (`DUOFUZZ_DEMO=1`).
package struct FuzzCommandRunner {
    /// The directory the command runs in (its default `Seeds/` and `fuzz-out/` land here), as the tests name it:
    /// through a link, as on macOS.
    package let directory: URL
    /// The folder that holds everything the runner made.
    private let root: URL

    /// A runner in a new temporary directory, reached through a link as macOS reaches every temporary folder.
    ///
    /// On macOS `/var` and `/tmp` are links into `/private`: the temporary folder is `/var/folders/…`, while a
    /// process started there reads its working directory (`getcwd`) as `/private/var/folders/…`, and Foundation's
    /// `standardizedFileURL` strips `/private` again. Linux has no such link, so the runner lays the folder out
    /// the same way itself, `<tmp>/duo-fuzz-tests-<id>/private/var/work` reached as `<tmp>/duo-fuzz-tests-<id>/var/work`
    /// through the link `var` → `private/var`: every test of a command's paths then meets the two spellings of
    /// one folder, as it would on a Mac.
    package init() throws {
        root = TemporaryFolder.url.appendingPathComponent("duo-fuzz-tests-\(UUID().uuidString.prefix(8))")
        let physical = root.appendingPathComponent("private/var/work")
        try FileManager.default.createDirectory(at: physical, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("var").path, withDestinationPath: "private/var")
        directory = root.appendingPathComponent("var/work")
    }

    /// What a finished command did.
    package struct Result {
        package var status: Int32
        package var signalled: Bool
        package var output: String
        package var errorOutput: String
        /// Both outputs, for messages.
        package var all: String { output + errorOutput }
    }

    /// The `duo-fuzz` binary next to the test bundle: `swift build --build-tests` and `swift test` build every
    /// product of the package, `duo-fuzz` among them, before any test runs.
    package static var binary: URL {
        ExecutablePath.productsFolder(ofImageAt: #dsohandle).appendingPathComponent("duo-fuzz")
    }

    /// A process set up to run `duo-fuzz arguments` here.
    package func process(_ arguments: [String], demo: Bool = true) -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["DUOFUZZ_DEMO"] = demo ? "1" : nil
        process.environment = environment
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        return (process, output, errorOutput)
    }

    /// Runs `duo-fuzz arguments` to the end.
    @discardableResult
    package func run(_ arguments: [String], demo: Bool = true) throws -> Result {
        let (process, output, errorOutput) = self.process(arguments, demo: demo)
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe never blocks the command.
        let outputData = Self.readAll(output)
        let errorData = Self.readAll(errorOutput)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: outputData.value, as: UTF8.self), errorOutput: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Runs `duo-fuzz arguments` to the end as ``run(_:demo:)`` does, on a thread of its own (``offPool(_:)``),
    /// for a command that spends its time waiting (a hang waited out): the test's task holds no thread of the
    /// concurrency pool meanwhile. A command whose test must act at a moment of its run (send a signal) stays on
    /// ``run(_:demo:)`` and `RunningCommand`, which no busy pool can delay.
    package func runAwaited(_ arguments: [String], demo: Bool = true) async throws -> Result {
        try await offPool { try run(arguments, demo: demo) }
    }

    /// Reads a pipe to its end on another thread.
    package static func readAll(_ pipe: Pipe) -> ReadResult {
        let result = ReadResult()
        let thread = Thread { result.store(pipe.fileHandleForReading.readDataToEndOfFile()) }
        thread.start()
        return result
    }

    /// A file's path in the directory.
    package func path(_ relative: String) -> URL {
        directory.appendingPathComponent(relative)
    }

    /// Every file under `relative` (recursively) with the extension, sorted.
    package func files(under relative: String, withExtension pathExtension: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: path(relative), includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }
    }

    /// The JSON object in a file.
    package func json(_ relative: String) throws -> [String: Any] {
        let data = try Data(contentsOf: path(relative))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// Removes the directory, and the link and folders that lead to it.
    package func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Data that another thread reads; `value` waits for it. Unchecked: every access holds `condition`.
package final class ReadResult: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    package func store(_ data: Data) {
        condition.lock()
        self.data = data
        condition.signal()
        condition.unlock()
    }

    package var value: Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data!
    }
}
