import Foundation
import DuoFuzzSupport

/// Ends a worker when its supervisor dies. The supervisor starts each worker with
/// standard input a pipe that it holds open and never writes (see
/// ``ChildProcess/init(executable:arguments:errorPath:ownProcessGroup:environment:watchesParent:)``);
/// a thread here waits on it, and the end of input means the supervisor is gone,
/// even by `SIGKILL`, which no handler sees. A worker stuck in a check that never
/// returns is ended too: `_exit` ends every thread.
package enum ParentWatch {
    /// The exit status of a worker whose supervisor died.
    static let orphanedStatus: Int32 = 70

    /// Starts watching, when standard input is a pipe (a worker started by hand, with
    /// a terminal or `/dev/null` as input, is left alone).
    package static func startIfPiped() {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR) { _exit(orphanedStatus) }
            }
        }
        thread.start()
    }
}
