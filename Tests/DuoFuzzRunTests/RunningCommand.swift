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
