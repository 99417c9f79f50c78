// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// The processor time that threads and processes have used, for a benchmark that must tell its own work
/// from the time other processes on a shared machine take.
package enum ProcessorTime {
    /// The processor time the calling thread has used, in seconds (`CLOCK_THREAD_CPUTIME_ID`, spelled
    /// the same on both platforms).
    package static var threadSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The processor time (user and system) of the children this process has waited for, in seconds.
    /// glibc declares `RUSAGE_CHILDREN` as an enumeration case, Darwin as an `int`.
    package static var waitedChildrenSeconds: Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #elseif canImport(Darwin)
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
