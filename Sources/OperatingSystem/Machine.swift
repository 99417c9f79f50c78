// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// What a benchmark report says of the machine it ran on.
package enum Machine {
    /// The processor's model name, or `unknown`: on Linux the first `model name` line of `/proc/cpuinfo`,
    /// on Darwin the `machdep.cpu.brand_string` sysctl (`sysctlbyname`, `sys/sysctl.h`).
    package static var processorModel: String {
        #if os(Linux)
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            return cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        #elseif canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown" }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return "unknown" }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The load averages over 1, 5 and 15 minutes (`getloadavg`, on both platforms), or `nil`.
    package static var loadAverages: [Double]? {
        var averages = [Double](repeating: 0, count: 3)
        return getloadavg(&averages, 3) == 3 ? averages : nil
    }
}
