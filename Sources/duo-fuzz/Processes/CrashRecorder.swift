import Foundation

/// Makes a worker's crash lose nothing: before each piece of work, the worker
/// puts a description of it (JSON) into a preallocated buffer; a `sigaction`
/// handler for the crash signals writes the buffer to the worker's crash file
/// with the async-signal-safe `write`, then lets the signal kill the process
/// as before, so the supervisor sees which signal it was.
///
/// The handler touches only memory prepared beforehand: a file descriptor
/// opened at installation, and a buffer that is only replaced between pieces
/// of work (never while a check runs).
enum CrashRecorder {
    /// The signals a crash can bring: a Swift trap is SIGILL on Linux x86_64 and SIGTRAP on arm64.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Opens (and empties) the crash file at `path` and installs the handler.
    static func install(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ChildProcessError("cannot open the crash file \(path): \(String(cString: strerror(errno)))") }
        CrashRecordState.descriptor = descriptor
        CrashRecordState.reserve(4096)
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashSignalHandler
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Replaces what the handler would write with `data`.
    static func record(_ data: Data) {
        CrashRecordState.reserve(data.count)
        data.withUnsafeBytes { bytes in
            CrashRecordState.buffer.update(from: bytes.bindMemory(to: UInt8.self).baseAddress!, count: data.count)
        }
        CrashRecordState.length = data.count
    }
}

/// The state the crash handler reads; set up before the handler is installed.
enum CrashRecordState {
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    nonisolated(unsafe) static var capacity = 1
    nonisolated(unsafe) static var length = 0

    static func reserve(_ count: Int) {
        guard count > capacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 2)
        larger.update(from: buffer, count: length)
        let old = buffer
        buffer = larger
        capacity = count * 2
        old.deallocate()
    }
}

/// Writes the recorded work to the crash file, then re-raises the signal,
/// which (with `SA_RESETHAND`) now has its default action and ends the process.
private func crashSignalHandler(_ signal: Int32) {
    let descriptor = CrashRecordState.descriptor
    if descriptor >= 0 {
        var written = 0
        while written < CrashRecordState.length {
            let result = write(descriptor, CrashRecordState.buffer + written, CrashRecordState.length - written)
            if result <= 0 { break }
            written += result
        }
    }
    raise(signal)
}
