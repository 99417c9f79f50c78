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
///
/// **No wait without a deadline.** A child's pipes can outlive it: a process it started inherits them (the Swift
/// runtime's backtracer, which a crashing child starts and which can block for minutes on a loaded machine, or a
/// grandchild that a check left running), so the end of output never says the child has ended. Output is read
/// until the child has ended (`waitpid`, here, so it never lingers as a zombie) and ``outputGrace`` has passed,
/// whoever else holds the pipes; a child that leads a process group takes the rest of its group with it then
/// (SIGKILL). ``runToCompletion(timeout:countsFromLastLine:stopsOnRequest:firstLineTimeout:)`` takes its deadline
/// as a required argument, and kills the child, and its group, when it passes.
///
/// **The backtracer, decided once.** Every child starts with `SWIFT_BACKTRACE=enable=no`, whatever this process
/// was given. What a crash seed keeps of a trap is the runtime's `Fatal error: …` line, which the runtime writes
/// before any backtracer starts; a backtrace of a worker, a probe or a replay is read by no one (a seed's replay
/// line reproduces the crash under `swift test` or a debugger, where the backtracer runs as the user set it). The
/// crashing process waits for its backtracer, which can take minutes on a loaded machine and held a dead child's
/// pipes open; with it off, a crash ends its process at once. `duo-fuzz` itself keeps the user's setting.
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
    /// Whether the child leads a process group of its own.
    private let leadsGroup: Bool
    /// When the child was first seen to have ended, while its pipes were still open.
    private var endedAt: ContinuousClock.Instant?
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
        var childEnvironment = environment ?? ProcessInfo.processInfo.environment
        childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        let processID: pid_t
        do {
            processID = try Spawn.start(
                executable, arguments: [executable] + arguments, environment: childEnvironment,
                standardInput: lifelineEnds.map { .descriptor($0.read) } ?? .null, standardOutput: .descriptor(output.write),
                standardError: standardError, newProcessGroup: ownProcessGroup)
        } catch {
            for end in [output.read, lifelineEnds?.write, errorEnds?.read].compactMap({ $0 }) { close(end) }
            throw ChildProcessError("\(error)")
        }
        self.processID = processID
        leadsGroup = ownProcessGroup
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

    /// How long output is still read after the child has ended, whoever else holds its pipes: what it wrote before it
    /// ended is in the pipes by then. Output still waiting there is read first, for at most eight times as long.
    package static let outputGrace: Duration = .milliseconds(250)

    /// Whether the child is done with: it has ended (reaped here, without blocking) and its pipes are closed, or
    /// ``outputGrace`` has passed since it ended and nothing waits in them (or eight times that, whatever waits), when
    /// the read ends are closed whoever holds the write ends. Then a child that led a process group takes what it
    /// started with it (SIGKILL to the group).
    package func isDone() -> Bool {
        guard pollEnding() != nil else { return false }
        if isOutputOpen || errorDescriptor != nil {
            let now = ContinuousClock.now
            let ended = endedAt ?? now
            endedAt = ended
            guard now - ended >= Self.outputGrace else { return false }
            if now - ended < Self.outputGrace * 8, hasWaitingOutput() { return false }
            if isOutputOpen {
                close(outputDescriptor)
                isOutputOpen = false
                bufferedOutput.removeAll()
            }
            if let errorDescriptor { close(errorDescriptor) }
            errorDescriptor = nil
        }
        if leadsGroup { sendToGroup(SIGKILL) }
        return true
    }

    /// Whether either pipe has bytes to read now.
    private func hasWaitingOutput() -> Bool {
        var descriptors = [
            pollfd(fd: isOutputOpen ? outputDescriptor : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errorDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        ]
        return poll(&descriptors, 2, 0) > 0
    }

    /// Kills the child (SIGKILL), and its group when it leads one.
    private func killWithGroup() {
        send(SIGKILL)
        if leadsGroup { sendToGroup(SIGKILL) }
    }

    /// Reads all output and waits for the end: for short-lived helpers. A child
    /// still running `timeout` after the start is killed (SIGKILL, with its group
    /// when it leads one), and `timedOut` says so; with `countsFromLastLine`, the
    /// timeout counts from the last line the child wrote, as the hang watchdog of
    /// a run does. With `stopsOnRequest`, a stop request (``StopRequest``) kills
    /// the child within the 100 ms poll, so that a stop never waits out a timeout.
    /// With `firstLineTimeout`, the time before the child's first line is bounded
    /// by it instead (a child that reads a large input before it starts the timed
    /// work). A child that leads a process group gets the stop this process was
    /// asked for (``StopRequest``), which the terminal's Ctrl-C no longer brings it.
    /// Returns once the child is done with (``isDone()``): at most ``outputGrace``
    /// after it ended, whoever else holds its pipes.
    package func runToCompletion(
        timeout: Duration, countsFromLastLine: Bool = false, stopsOnRequest: Bool = false, firstLineTimeout: Duration? = nil
    ) -> (lines: [String], ending: ProcessEnding, timedOut: Bool) {
        var deadline = ContinuousClock.now + (firstLineTimeout ?? timeout)
        var lines: [String] = []
        var timedOut = false
        var stopped = false
        var stopPassedOn = false
        while !isDone() {
            var descriptors = [
                pollfd(fd: isOutputOpen ? outputDescriptor : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            ]
            // Once both pipes are at their end the child is ending: look for its end every 5 ms, not 100.
            let ready = poll(&descriptors, 2, isOutputOpen || errorDescriptor != nil ? 100 : 5)
            if ready < 0, errno != EINTR { break }
            if descriptors[1].revents != 0 { readError() }
            if descriptors[0].revents != 0 {
                let read = readLines().lines
                lines += read
                if countsFromLastLine, !read.isEmpty { deadline = ContinuousClock.now + timeout }
            }
            if !timedOut, ContinuousClock.now >= deadline {
                timedOut = true
                killWithGroup()
            }
            if stopsOnRequest, !stopped, StopRequest.isRequested {
                stopped = true
                killWithGroup()
            }
            // A group of its own keeps the terminal's Ctrl-C from the child, so the stop this process was asked for
            // is passed on to it, as the terminal would have.
            if leadsGroup, !stopPassedOn, StopRequest.isRequested {
                stopPassedOn = true
                sendToGroup(StopRequest.signal)
            }
        }
        // Reaped already, unless poll failed (then the child is killed first: nothing is waited for without a kill).
        if ending == nil { killWithGroup() }
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
