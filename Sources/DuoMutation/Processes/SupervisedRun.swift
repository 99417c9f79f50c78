import Foundation
import DuoFuzzSupport
import OperatingSystem

/// One child process run to its end under watch: in a process group of its own, its standard output
/// collected, stopped as a group when it outlives its time limit or when a stop is requested
/// (``StopRequest``), and its group cleared of stragglers when it ends.
///
/// The child runs under `duo-fuzz lead-group` (``GroupLead``), which watches a pipe from this process
/// and kills every process the child started when the pipe closes: a supervisor killed outright, which can
/// clean up nothing, takes the child and everything it started with it, and closing the pipe is how this
/// type kills a child that outlived its time limit.
struct SupervisedRun {
    /// Why the run ended the child's group before the child ended by itself.
    enum CutShort: Equatable {
        /// The child outlived its time limit; its group was killed.
        case timeLimit
        /// A stop was requested (SIGINT or SIGTERM); the child's group was stopped.
        case stopRequest
    }

    /// How the child ended.
    var ending: ProcessEnding
    /// Why the run ended it, when the child did not end by itself.
    var cutShort: CutShort?
    /// The lines the child wrote on standard output.
    var lines: [String]
    /// How long it ran, in seconds.
    var seconds: Double

    /// Runs `executable` with `arguments`, standard error appended to `errorPath`, `environment` replacing
    /// the inherited one when given, and kills it (and its group) with SIGKILL after `timeout`, which every run has. `groupLeader`
    /// is the duo-fuzz binary that leads the group.
    static func run(
        _ executable: String, _ arguments: [String], errorPath: String, environment: [String: String]? = nil,
        timeout: Duration, groupLeader: String = ChildProcess.ownExecutable
    ) throws -> SupervisedRun {
        let start = ContinuousClock.now
        let deadline = start + timeout
        let child = try ChildProcess(
            executable: groupLeader, arguments: [GroupLead.commandName, "--", executable] + arguments, errorPath: errorPath,
            ownProcessGroup: true, environment: environment, watchesParent: true)
        var lines: [String] = []
        func finish(_ ending: ProcessEnding?, cutShort: CutShort? = nil) -> SupervisedRun {
            SupervisedRun(ending: ending ?? .signalled(SIGKILL), cutShort: cutShort, lines: lines, seconds: (ContinuousClock.now - start).seconds)
        }
        while true {
            if StopRequest.isRequested {
                return finish(stop(child), cutShort: .stopRequest)
            }
            if ContinuousClock.now >= deadline {
                child.closeLifeline()
                wait(for: child, upTo: .seconds(5))
                child.sendToGroup(SIGKILL)
                return finish(child.pollEnding(blocking: true), cutShort: .timeLimit)
            }
            // Wait up to 100 ms for output; a stop signal cuts the wait short (its handler has no SA_RESTART).
            var descriptor = pollfd(fd: child.isReading ? child.outputDescriptor : -1, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 { lines += child.readLines().lines }
            if let ending = child.pollEnding() {
                lines += drain(child)
                // Whatever the child started and left behind goes with it.
                child.sendToGroup(SIGKILL)
                return finish(ending)
            }
        }
    }

    /// The output still waiting in the pipe of a child that has ended (a process it started may hold the
    /// pipe open, so this reads only what is there now).
    private static func drain(_ child: ChildProcess) -> [String] {
        var lines: [String] = []
        while child.isReading {
            var descriptor = pollfd(fd: child.outputDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { break }
            let (more, ended) = child.readLines()
            lines += more
            if ended { break }
        }
        return lines
    }

    /// Stops the child: SIGTERM to `lead-group`, which passes it on to everything the child started, so that
    /// a build can let go of its files, and kills what is still there after two seconds; then SIGKILL for
    /// anything of the group still there. Returns how the child ended.
    private static func stop(_ child: ChildProcess) -> ProcessEnding? {
        child.send(SIGTERM)
        wait(for: child, upTo: GroupLead.stopGrace + .seconds(3))
        child.closeLifeline()
        wait(for: child, upTo: .seconds(5))
        child.sendToGroup(SIGKILL)
        return child.pollEnding(blocking: true)
    }

    /// Waits until the child has ended, up to `limit`.
    private static func wait(for child: ChildProcess, upTo limit: Duration) {
        let deadline = ContinuousClock.now + limit
        while child.pollEnding() == nil, ContinuousClock.now < deadline {
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 1, 20)
        }
    }
}
