import Foundation

/// Runs blocking `work` (a process from its start to its end) on a thread of its own, and awaits its result.
///
/// Swift Testing runs tests on the concurrency pool, which has a thread per core: a test that blocks one of
/// them while a child process sleeps out a timeout leaves a core idle. Awaiting the work here instead frees the
/// thread for other tests until the work is done. A process must start on the thread that waits for it: on Linux,
/// Foundation's `waitUntilExit()` runs the run loop of the thread that called `run()`, and on any other thread it
/// polls without sleeping, which keeps a core busy for the whole wait (measured with `perf`).
package func offPool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
