import Foundation
import DuoCheckCommandLine
import DuoFuzzSupport
import OperatingSystem

/// What the hidden `lead-group` command does: it runs a command (a build of the mutation run's scratch copy, its
/// verdict) and ends the command and every process it started, however the supervisor ends.
///
/// A build tool starts some of its processes in process groups of their own (SwiftPM runs a package's
/// manifest so), which a signal to the command's group would miss; so this process ends the whole tree of
/// its descendants (``ProcessTable/stopAndKill(_:descendantsOf:)``):
///
/// - when its standard input, a pipe that only the supervisor holds, closes: the supervisor is gone, even by
///   `SIGKILL`, or has given up on the command (its time limit); the tree is killed at once;
/// - on `SIGTERM` (the supervisor's stop): the command and the rest of the tree get `SIGTERM`, so that a
///   build lets go of its files, and whatever is left after two seconds is killed;
/// - when the command ends by itself: whatever it left behind is killed.
///
/// It then ends as the command ended: the same exit status, or the same signal. ``SupervisedRun`` starts every
/// build and verdict under it.
package enum GroupLead {
    /// The command's name: `duo-fuzz lead-group -- EXECUTABLE [ARGUMENT...]`.
    package static let commandName = "lead-group"

    /// How long the command has to end after `SIGTERM` before its tree is killed.
    static let stopGrace: Duration = .seconds(2)

    /// Runs `command` (the executable, then its arguments) and ends as it ended; returns only when it could not
    /// start. Standard input must be a pipe from the supervisor: anything else is a ``UsageError``.
    package static func run(_ command: [String], console: Console) throws -> ExitCode {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else {
            throw UsageError("lead-group must have a pipe from its supervisor as standard input")
        }
        StopRequest.ignore(SIGINT)
        StopRequest.install(for: [SIGTERM])
        let child: pid_t
        do {
            child = try Spawn.start(
                command[0], arguments: command, environment: ProcessInfo.processInfo.environment, standardInput: .null,
                standardOutput: .inherited, standardError: .inherited, newProcessGroup: false)
        } catch {
            console.error("duo-fuzz lead-group: \(error)")
            return .failure
        }
        watch(child)
    }

    /// Follows `child` and the tree under this process until the command ends, then ends as it did.
    private static func watch(_ child: pid_t) -> Never {
        let me = getpid()
        var stopDeadline: ContinuousClock.Instant?
        var known: Set<pid_t> = []
        while true {
            if let ending = Spawn.ending(of: child, blocking: false) {
                ProcessTable.stopAndKill(known, descendantsOf: me)
                end(as: ending)
            }
            if StopRequest.isRequested, stopDeadline == nil {
                // Remember the whole tree now: a process whose parent ends first is no descendant any more.
                known = Set(ProcessTable.descendants(of: me).map(\.processID))
                for id in known { kill(id, SIGTERM) }
                stopDeadline = ContinuousClock.now + stopGrace
            }
            if let stopDeadline, ContinuousClock.now >= stopDeadline {
                ProcessTable.stopAndKill(known, descendantsOf: me)
            }
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&input, 1, 50) > 0 {
                var byte: UInt8 = 0
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR) {
                    ProcessTable.stopAndKill(known, descendantsOf: me)
                    Spawn.signalOwnGroup(SIGKILL)
                }
            }
        }
    }

    /// Ends this process as the command ended.
    private static func end(as ending: ProcessEnding) -> Never {
        switch ending {
        case .exited(let status):
            exit(status)
        case .signalled(let signal):
            Signals.restoreDefault(signal)
            Signals.unblock([signal])
            raise(signal)
            exit(128 + signal)
        }
    }
}
