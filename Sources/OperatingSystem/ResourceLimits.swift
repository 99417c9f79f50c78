// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// Limits on what the calling process may use.
package enum ResourceLimits {
    /// Whether ``limitAddressSpace(toBytes:)`` can limit this platform's processes. On Linux, `RLIMIT_AS`
    /// makes `brk` and `mmap` fail with `ENOMEM` past the limit (setrlimit(2)). On Darwin, `RLIMIT_AS` is
    /// `RLIMIT_RSS` (`sys/resource.h`), which getrlimit(2) describes as a resident-set size that the system
    /// prefers to take memory from when memory is tight: no allocation fails by it, so no limit is set there.
    package static var limitsAddressSpace: Bool {
        #if os(Linux)
            return true
        #elseif canImport(Darwin)
            return false
        #endif
    }

    /// Limits the process's address space to `bytes` (soft and hard limit), so that a check that allocates
    /// without bound fails an allocation instead of taking the machine's memory; whether the limit was set
    /// (never on a platform without such a limit, see ``limitsAddressSpace``). glibc types the resource as
    /// `__rlimit_resource_t`.
    @discardableResult
    package static func limitAddressSpace(toBytes bytes: UInt64) -> Bool {
        #if os(Linux)
            var bound = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
            return setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &bound) == 0
        #elseif canImport(Darwin)
            return false
        #endif
    }
}
