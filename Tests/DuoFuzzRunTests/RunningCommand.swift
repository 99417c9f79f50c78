import Foundation
import OperatingSystem
import DuoFuzzTestSupport

/// A `duo-fuzz` command running in the background, whose output a test can wait on:
/// the test waits for a line the command prints, or a file it writes, never for a fixed time. Unchecked: the
/// output is read on two threads and every access to it holds `condition`.
final class RunningCommand: @unchecked Sendable {
    let process: Process
    private let condition = NSCondition()
    private var output = Data()
    private var errorOutput = Data()
    private var openStreams = 2

    /// Starts `duo-fuzz arguments` in `runner`'s directory, with `environment` added.
    init(_ runner: FuzzCommandRunner, _ arguments: [String], environment: [String: String] = [:]) throws {
        let (process, outputPipe, errorPipe) = runner.process(arguments)
        var merged = process.environment ?? [:]
        merged.merge(environment) { _, new in new }
        process.environment = merged
        self.process = process
        try process.run()
        follow(outputPipe) { $0.output.append($1) }
        follow(errorPipe) { $0.errorOutput.append($1) }
    }

    private func follow(_ pipe: Pipe, append: @escaping @Sendable (RunningCommand, Data) -> Void) {
        let thread = Thread { [self] in
            let handle = pipe.fileHandleForReading
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty { openStreams -= 1 } else { append(self, chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { return }
            }
        }
        thread.start()
    }

    /// Standard output so far.
    var standardOutput: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Both outputs so far, for messages.
    var all: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: output + errorOutput, as: UTF8.self)
    }

    /// Waits until standard output contains `text` (up to `limit`, generous for a slow machine); whether it did.
    func waitForOutput(containing text: String, upTo limit: TimeInterval = 120) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        condition.lock()
        defer { condition.unlock() }
        while !String(decoding: output, as: UTF8.self).contains(text) {
            if openStreams == 0 || !condition.wait(until: deadline) { return String(decoding: output, as: UTF8.self).contains(text) }
        }
        return true
    }

    /// Waits up to `limit` for the command to end and for both outputs to be read to their end (a process it left
    /// behind may hold them); its exit status, or nil when it was still running at `limit` (it is killed then, so
    /// that no test waits longer). The end is read from the process table every 20 ms: Foundation's `isRunning`
    /// changes only when the run loop of the thread that started the command runs.
    func finish(within limit: Duration) -> Int32? {
        let deadline = ContinuousClock.now + limit
        let id = process.processIdentifier
        while ProcessTable.isRunning(id), ContinuousClock.now < deadline { _ = poll(nil, 0, 20) }
        guard !ProcessTable.isRunning(id) else {
            kill(id, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        let readingDeadline = Date().addingTimeInterval(max(0, (deadline - ContinuousClock.now).seconds))
        condition.lock()
        while openStreams > 0, condition.wait(until: readingDeadline) {}
        condition.unlock()
        return process.terminationStatus
    }

    /// Waits for the command to end, and for both outputs to be read to their end; its exit status.
    func finish() -> Int32 {
        process.waitUntilExit()
        condition.lock()
        while openStreams > 0 { condition.wait() }
        condition.unlock()
        return process.terminationStatus
    }
}

extension ProcessWatch {
    /// The running processes whose parent is `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        ProcessTable.running().filter { $0.parentID == parent }.map(\.processID).sorted()
    }
}
