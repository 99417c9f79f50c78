import Foundation
import OperatingSystem

/// Watches the machine's processes (through ``ProcessTable``), for tests that must see a process gone. It
/// waits for the condition itself, checking every 50 ms up to a limit, never for a fixed time.
package enum ProcessWatch {
    /// Whether process `pid` is running: it exists and is not a zombie waiting to be reaped.
    package static func isAlive(_ pid: pid_t) -> Bool {
        ProcessTable.isRunning(pid)
    }

    /// The running processes (other than this one) whose command line contains `text`.
    package static func processes(mentioning text: String) -> [pid_t] {
        ProcessTable.running().filter { $0.processID != getpid() && $0.commandLine.contains(text) }.map(\.processID)
    }

    /// Waits until `condition` holds, up to `limit`; whether it did.
    package static func wait(upTo limit: Duration = .seconds(10), until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            usleep(50_000)
        }
        return true
    }

    /// Waits until process `pid` has ended; whether it did.
    package static func waitUntilGone(_ pid: pid_t) -> Bool {
        wait { !isAlive(pid) }
    }

    /// Waits until no running process mentions `text` in its command line; whether none does.
    package static func waitUntilNoProcess(mentioning text: String) -> Bool {
        wait { processes(mentioning: text).isEmpty }
    }
}
