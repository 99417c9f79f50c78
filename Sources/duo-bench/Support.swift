import Foundation
import DuoCheckEngine
import OperatingSystem
import DuoFuzzSupport

/// The wall time of `body`, in seconds, on the monotonic clock.
@inline(never)
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    return (ContinuousClock.now - start).seconds
}

/// The CPU time this thread has used, in seconds. Unlike wall time, it does not count the time other
/// processes on a shared machine take the core away.
func threadCPUSeconds() -> Double {
    ProcessorTime.threadSeconds
}

/// The time `body` takes, as this thread's CPU time and as wall time, in seconds.
@inline(never)
func timed(_ body: () -> Void) -> (cpu: Double, wall: Double) {
    let wallStart = ContinuousClock.now
    let cpuStart = threadCPUSeconds()
    body()
    let cpu = threadCPUSeconds() - cpuStart
    return (cpu, (ContinuousClock.now - wallStart).seconds)
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

/// The median of `values` (the mean of the middle two for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A rate with thousands separators, or in millions above 10 million: `850,000`, `12.3 M`.
func format(rate: Double) -> String {
    if rate >= 10_000_000 { return DecimalText.fixed(rate / 1_000_000, places: 1) + " M" }
    return grouped(Int(rate.rounded()))
}

func format(ratio: Double) -> String {
    DecimalText.fixed(ratio, places: 2)
}

func format(milliseconds: Double) -> String {
    DecimalText.fixed(milliseconds, places: 2)
}

/// An integer with commas every three digits.
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}

/// Writes a line to standard error (progress and diagnostics; the table goes to standard output).
func note(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The machine the figures come from.
struct MachineDescription: Codable {
    var cores: Int
    var cpuModel: String
    var loadAverageAtStart: String
    var swiftVersion: String

    static func current() -> MachineDescription {
        let model = Machine.processorModel
        let load = Machine.loadAverages.map { $0.map { DecimalText.fixed($0, places: 2) }.joined(separator: " ") } ?? ""
        return MachineDescription(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model, loadAverageAtStart: load, swiftVersion: toolchainVersion())
    }

    /// The toolchain's release (``Toolchain``), asked with a temporary folder of its own, or the compiler's lower
    /// bound where `swift --version` cannot be asked.
    static func toolchainVersion() -> String {
        let scratch = TemporaryFolder.url.appendingPathComponent("duo-bench-toolchain-\(getpid())")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let line = Toolchain.versionLine(scratch: scratch), let release = Toolchain.release(in: line) { return release }
        #if compiler(>=6.3)
            return "6.3 or later (swift --version did not say)"
        #else
            return "before 6.3 (swift --version did not say)"
        #endif
    }
}
