import Foundation
import OperatingSystem

/// A child process started with `posix_spawn`: standard output comes back
/// through a pipe, standard error goes to a file (or, when asked, comes back through
/// a pipe of its own and is kept in memory, its last bytes only), and how it ended
/// (exit status or signal) is read with `waitpid`, so that a crash is told from a
/// normal exit.
///
/// The child starts with every signal at its default action and none blocked,
/// whatever the parent set for itself.
package final class ChildProcess {
    /// The child's process id.
    package let processID: pid_t
    /// The read end of the child's standard output (close-on-exec, so that
    /// other children never hold it open).
    package let outputDescriptor: Int32
    private var isOutputOpen = true
    private var bufferedOutput = Data()
    /// How the child ended, once known.
    private(set) var ending: ProcessEnding?
    /// The write end of the child's standard input when it watches this process (see
    /// ``ParentWatch``): never written, only held open, so that the child reads the end
    /// of its input the moment this process dies, however it dies.
    private var lifeline: Int32?
    /// The read end of the child's standard error when it is kept in memory (close-on-exec), nil otherwise.
    private var errorDescriptor: Int32?
    /// The most bytes of standard error kept: the last ones, where a trap's message is.
    private let errorLimit: Int
    /// The last `errorLimit` bytes the child wrote on standard error, when it is kept in memory.
    package private(set) var capturedError: [UInt8] = []
    /// How many bytes of standard error were read and let go, to keep ``capturedError`` within its limit.
    package private(set) var droppedErrorCount = 0

    /// Starts `executable` with `arguments` (without the program name), its
    /// standard error appended to `errorPath` (or inherited when `nil`). With
    /// `ownProcessGroup`, the child leads a process group of its own, so that
    /// ``sendToGroup(_:)`` reaches every process it starts and the terminal's
    /// Ctrl-C reaches only the parent. `environment`, when given, replaces the
    /// inherited environment. With `watchesParent`, the child's standard input is a pipe
    /// that this process holds open and never writes (a worker ends when it closes). With `keepingErrorUpTo`,
    /// standard error comes back through a pipe instead of `errorPath`, and its last that many bytes are kept in
    /// ``capturedError`` while ``runToCompletion(timeout:countsFromLastLine:stopsOnRequest:firstLineTimeout:)``
    /// reads: nothing is written to disk, and a child that writes without end still never blocks on it.
    package init(
        executable: String, arguments: [String], errorPath: String?, ownProcessGroup: Bool = false,
        environment: [String: String]? = nil, watchesParent: Bool = false, keepingErrorUpTo errorLimit: Int? = nil
    ) throws {
        let output = try Self.pipeEnds()
        defer { close(output.write) }
        let lifelineEnds = watchesParent ? try Self.pipeEnds() : nil
        defer { if let lifelineEnds { close(lifelineEnds.read) } }
        let errorEnds = errorLimit == nil ? nil : try Self.pipeEnds()
        defer { if let errorEnds { close(errorEnds.write) } }
        let standardError: Spawn.Stream
        if let errorEnds {
            standardError = .descriptor(errorEnds.write)
        } else {
            standardError = errorPath.map { .appending(to: $0) } ?? .inherited
        }
        let processID: pid_t
        do {
            processID = try Spawn.start(
                executable, arguments: [executable] + arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                standardInput: lifelineEnds.map { .descriptor($0.read) } ?? .null, standardOutput: .descriptor(output.write),
                standardError: standardError, newProcessGroup: ownProcessGroup)
        } catch {
            for end in [output.read, lifelineEnds?.write, errorEnds?.read].compactMap({ $0 }) { close(end) }
            throw ChildProcessError("\(error)")
        }
        self.processID = processID
        outputDescriptor = output.read
        lifeline = lifelineEnds?.write
        errorDescriptor = errorEnds?.read
        self.errorLimit = errorLimit ?? 0
    }

    /// A new pipe, both ends close-on-exec (the supervisor is one thread, so no spawn can slip in between).
    private static func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ChildProcessError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    deinit {
        if isOutputOpen { close(outputDescriptor) }
        if let lifeline { close(lifeline) }
        if let errorDescriptor { close(errorDescriptor) }
    }

    /// Reads what the child has written on standard error (call when `poll` says the pipe is readable) into
    /// ``capturedError``, keeping its last bytes; closes the pipe at its end.
    private func readError() {
        guard let errorDescriptor else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(errorDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            close(errorDescriptor)
            self.errorDescriptor = nil
            return
        }
        capturedError.append(contentsOf: chunk[0..<count])
        let excess = capturedError.count - errorLimit
        if excess > 0 {
            capturedError.removeFirst(excess)
            droppedErrorCount += excess
        }
    }

    /// Reads what the child has written (call when `poll` says the pipe is
    /// readable) and returns the complete lines. At the end of output it
    /// closes the pipe and returns the last unterminated line too; a line cut
    /// off by a crash is dropped.
    package func readLines() -> (lines: [String], ended: Bool) {
        guard isOutputOpen else { return ([], true) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return ([], false) }
        if count <= 0 {
            close(outputDescriptor)
            isOutputOpen = false
            bufferedOutput.removeAll()
            return ([], true)
        }
        bufferedOutput.append(contentsOf: chunk[0..<count])
        var lines: [String] = []
        while let newline = bufferedOutput.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: bufferedOutput[bufferedOutput.startIndex..<newline], as: UTF8.self))
            bufferedOutput.removeSubrange(bufferedOutput.startIndex...newline)
        }
        return (lines, false)
    }

    /// Whether the output pipe is still open.
    package var isReading: Bool { isOutputOpen }

    /// Checks (without blocking, unless `blocking`) whether the child has ended, and records how.
    @discardableResult
    package func pollEnding(blocking: Bool = false) -> ProcessEnding? {
        if ending == nil { ending = Spawn.ending(of: processID, blocking: blocking) }
        return ending
    }

    /// Sends `signal` to the child, if it has not ended.
    package func send(_ signal: Int32) {
        if ending == nil { kill(processID, signal) }
    }

    /// Closes the pipe that a child started with `watchesParent` watches, as if this process had died: a
    /// worker exits, and `duo-fuzz lead-group` kills its command's whole tree.
    package func closeLifeline() {
        if let lifeline { close(lifeline) }
        lifeline = nil
    }

    /// Sends `signal` to the child's whole process group (a child started with
    /// `ownProcessGroup`), reaching the processes it started too.
    package func sendToGroup(_ signal: Int32) {
        Spawn.signalGroup(processID, signal)
    }

    /// Reads all output and waits for the end: for short-lived helpers. With a
    /// `timeout`, a child still running after it is killed (SIGKILL), and
    /// `timedOut` says so; with `countsFromLastLine`, the timeout counts from the
    /// last line the child wrote, as the hang watchdog of a run does. With
    /// `stopsOnRequest`, a stop request (``StopRequest``) kills the child within
    /// the 100 ms poll, so that a stop never waits out a timeout. With
    /// `firstLineTimeout`, the time before the child's first line is bounded by it
    /// instead (a child that reads a large input before it starts the timed work).
    package func runToCompletion(
        timeout: Duration? = nil, countsFromLastLine: Bool = false, stopsOnRequest: Bool = false, firstLineTimeout: Duration? = nil
    ) -> (lines: [String], ending: ProcessEnding, timedOut: Bool) {
        var deadline = (firstLineTimeout ?? timeout).map { ContinuousClock.now + $0 }
        var lines: [String] = []
        var timedOut = false
        var stopped = false
        while isOutputOpen || errorDescriptor != nil {
            var descriptors = [
                pollfd(fd: isOutputOpen ? outputDescriptor : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            ]
            let ready = poll(&descriptors, 2, 100)
            if ready < 0, errno != EINTR { break }
            if descriptors[1].revents != 0 { readError() }
            if descriptors[0].revents != 0 {
                let read = readLines().lines
                lines += read
                if countsFromLastLine, !read.isEmpty, let timeout { deadline = ContinuousClock.now + timeout }
            }
            if let deadline, !timedOut, ContinuousClock.now >= deadline {
                timedOut = true
                send(SIGKILL)
            }
            if stopsOnRequest, !stopped, StopRequest.isRequested {
                stopped = true
                send(SIGKILL)
            }
        }
        return (lines, pollEnding(blocking: true) ?? .exited(-1), timedOut)
    }

    /// This program's own executable, for starting workers (see ``ExecutablePath/current``).
    package static var ownExecutable: String { ExecutablePath.current }
}

/// A child process could not be started.
package struct ChildProcessError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
