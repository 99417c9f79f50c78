import Foundation
import OperatingSystem
import DuoFuzzSupport

/// Makes a worker's death lose nothing. Before each case batch, the worker
/// copies a description of it (JSON) into a file that it has mapped into memory
/// with `MAP_SHARED`. The copy costs a `memcpy`, no system call, and it lives in
/// the kernel's page cache, so the supervisor can read it however the worker
/// died: a trap, an abort, `SIGKILL` from the hang watchdog, or the kernel's
/// out-of-memory killer, which no signal handler would see.
///
/// The file holds a header of 16 bytes (the magic `DUOCRASH`, then the length
/// of the record as a little-endian `UInt64`) and the record. The length is set
/// to 0 while a record is copied, so a worker killed halfway leaves no half record.
///
/// A `sigaction` handler for the crash signals also ends the process at once
/// with the same signal, before the Swift runtime's backtracer spends time on
/// a report that nobody reads.
package enum CrashRecorder {
    /// The signals a crash can bring: a Swift trap is SIGILL on x86-64 and SIGTRAP on arm64 (``SignalName/trap``).
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The first 8 bytes of a crash file.
    static let magic = Array("DUOCRASH".utf8)
    static let headerSize = 16

    /// Creates (and empties) the crash file at `path`, maps it, and installs the handler.
    static func install(path: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ChildProcessError("cannot open the crash file \(path): \(String(cString: strerror(errno)))") }
        CrashRecordState.descriptor = descriptor
        try CrashRecordState.map(capacity: 64 * 1024)
        installHandler()
    }

    /// Installs the handler alone, for a process that keeps no crash file: a crash signal ends it at once.
    package static func installHandler() {
        Signals.install(crashSignalHandler, for: crashSignals, resetsToDefault: true)
    }

    /// Makes `data` the record that the supervisor finds if the worker dies now.
    static func record(_ data: Data) {
        if headerSize + data.count > CrashRecordState.capacity {
            try? CrashRecordState.map(capacity: max(CrashRecordState.capacity * 2, headerSize + data.count))
        }
        guard let base = CrashRecordState.base, headerSize + data.count <= CrashRecordState.capacity else { return }
        storeLength(0, at: base)
        data.withUnsafeBytes { bytes in
            if let source = bytes.baseAddress { (base + headerSize).copyMemory(from: source, byteCount: data.count) }
        }
        storeLength(UInt64(data.count), at: base)
    }

    /// The record in a crash file, or `nil` if there is none (or the file is not one).
    static func read(from path: String) -> Data? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= headerSize,
            Array(data.prefix(8)) == magic
        else { return nil }
        let length = data[data.startIndex + 8..<data.startIndex + 16].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard length > 0, UInt64(data.count - headerSize) >= length else { return nil }
        return data.subdata(in: data.startIndex + headerSize..<data.startIndex + headerSize + Int(length))
    }

    private static func storeLength(_ length: UInt64, at base: UnsafeMutableRawPointer) {
        for index in 0..<8 { base.storeBytes(of: UInt8(truncatingIfNeeded: length >> UInt64(8 * index)), toByteOffset: 8 + index, as: UInt8.self) }
    }
}

/// The mapping of the crash file. `nonisolated(unsafe)`: the worker's one thread sets it up before any case
/// runs, and afterwards only a fatal-signal handler reads it, which can take no lock.
enum CrashRecordState {
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var base: UnsafeMutableRawPointer?
    nonisolated(unsafe) static var capacity = 0

    /// (Re)maps the file at `capacity` bytes, writing the magic.
    static func map(capacity newCapacity: Int) throws {
        if let base { munmap(base, capacity) }
        base = nil
        capacity = 0
        guard ftruncate(descriptor, off_t(newCapacity)) == 0 else {
            throw ChildProcessError("cannot size the crash file: \(String(cString: strerror(errno)))")
        }
        let mapped = mmap(nil, newCapacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw ChildProcessError("cannot map the crash file: \(String(cString: strerror(errno)))")
        }
        for (offset, byte) in CrashRecorder.magic.enumerated() { mapped.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
        base = mapped
        capacity = newCapacity
    }
}

/// Ends the process with the same signal: with `SA_RESETHAND` its action is the
/// default again, so raising it kills the process as soon as the handler returns.
private func crashSignalHandler(_ signal: Int32) {
    raise(signal)
}
