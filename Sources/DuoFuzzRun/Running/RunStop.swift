import Foundation
import OperatingSystem
import DuoFuzzSupport

/// How a run answers SIGINT and SIGTERM (``StopRequest``): the first stop asks every worker to finish the case
/// or shrink in hand (`SIGTERM`) and keeps what they find; a second ends them at once (`SIGKILL`). A check still
/// silent ``grace`` after the first stop is taken for an unfinished hang (``WorkerPool/stopSilent(stoppedAt:grace:)``).
struct RunStop {
    /// How long a stopping run lets a silent check go on before it takes the check for an unfinished hang.
    static let grace: Duration = .seconds(2)

    /// The signal that stopped the run, or 0 while it runs.
    private(set) var signal: Int32 = 0
    /// How many stop requests the run has passed on to its workers.
    private(set) var handled: Int32 = 0
    /// When the first stop request arrived.
    private(set) var instant: ContinuousClock.Instant?

    /// Whether the run is stopping.
    var isStopping: Bool { signal != 0 }

    /// Passes the stop requests that arrived since the last call on to `pool`'s workers, saying so in `events`:
    /// SIGTERM the first time, SIGKILL the second.
    mutating func passOn(to pool: WorkerPool, events: RunEventStream, now: ContinuousClock.Instant) {
        guard StopRequest.count > handled else { return }
        handled = StopRequest.count
        if signal == 0 {
            signal = StopRequest.signal
            instant = now
            events.emit(.stopping(signal: SignalName.name(signal), atOnce: false))
            pool.signalAll(SIGTERM)
        } else {
            events.emit(.stopping(signal: SignalName.name(StopRequest.signal), atOnce: true))
            pool.signalAll(SIGKILL)
        }
    }
}
