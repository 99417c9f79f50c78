import Foundation
import OperatingSystem

/// A child process started with `posix_spawn`: standard output comes back
/// through a pipe, standard error goes to a file, and how it ended (exit
/// status or signal) is read with `waitpid`, so that a crash is told from a
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

    /// Starts `executable` with `arguments` (without the program name), its
    /// standard error appended to `errorPath` (or inherited when `nil`). With
    /// `ownProcessGroup`, the child leads a process group of its own, so that
    /// ``sendToGroup(_:)`` reaches every process it starts and the terminal's
    /// Ctrl-C reaches only the parent. `environment`, when given, replaces the
    /// inherited environment. With `watchesParent`, the child's standard input is a pipe
    /// that this process holds open and never writes (a worker ends when it closes).
    package init(
        executable: String, arguments: [String], errorPath: String?, ownProcessGroup: Bool = false,
        environment: [String: String]? = nil, watchesParent: Bool = false
    ) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw ChildProcessError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        // Close-on-exec on both ends (the supervisor is one thread, so no spawn can slip in between).
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(pipeEnds[1]) }

        var lifelineEnds: [Int32] = [-1, -1]
        if watchesParent {
            guard pipe(&lifelineEnds) == 0 else { throw ChildProcessError("cannot make a pipe: \(String(cString: strerror(errno)))") }
            for end in lifelineEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        defer { if lifelineEnds[0] >= 0 { close(lifelineEnds[0]) } }
        let processID: pid_t
        do {
            processID = try Spawn.start(
                executable, arguments: [executable] + arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                standardInput: watchesParent ? .descriptor(lifelineEnds[0]) : .null, standardOutput: .descriptor(pipeEnds[1]),
                standardError: errorPath.map { .appending(to: $0) } ?? .inherited, newProcessGroup: ownProcessGroup)
        } catch {
            close(pipeEnds[0])
            if lifelineEnds[1] >= 0 { close(lifelineEnds[1]) }
            throw ChildProcessError("\(error)")
        }
        self.processID = processID
        outputDescriptor = pipeEnds[0]
        lifeline = lifelineEnds[1] >= 0 ? lifelineEnds[1] : nil
    }

    deinit {
        if isOutputOpen { close(outputDescriptor) }
        if let lifeline { close(lifeline) }
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
        while isOutputOpen {
            var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready < 0, errno != EINTR { break }
            if ready > 0 {
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
