// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// The machine's running processes, as the tests that must see a process come and go read them.
///
/// Linux reads `/proc/<pid>/stat` (the state letter after the command's closing parenthesis, the parent's id
/// after it) and `/proc/<pid>/cmdline`. Darwin asks `sysctl`: `KERN_PROC_ALL` gives a `kinfo_proc` per
/// process (`sys/sysctl.h`: `kp_proc.p_pid`, `kp_proc.p_stat`, `kp_eproc.e_ppid`; `sys/proc.h`: `SZOMB` is 5),
/// and `KERN_PROCARGS2` a process's arguments (its count, the executable's path, then each argument, every
/// string ending in a zero byte; ``arguments(inProcArgs2:)``).
package enum ProcessTable {
    /// One running process.
    package struct Row: Equatable, Sendable {
        /// Its id.
        package var processID: pid_t
        /// Its parent's id.
        package var parentID: pid_t
        /// Its arguments joined by spaces (empty when they cannot be read, as for another user's process).
        package var commandLine: String
    }

    /// Every process that is running: it exists and has not ended (a process that has ended but that its
    /// parent has not yet waited for is not running).
    package static func running() -> [Row] {
        #if os(Linux)
            let ids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
            return ids.compactMap { id in
                guard let (running, parent) = linuxState(of: id), running else { return nil }
                let arguments = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") ?? Data()
                let text = String(decoding: arguments.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
                return Row(processID: id, parentID: parent, commandLine: text.trimmingCharacters(in: .whitespaces))
            }
        #elseif canImport(Darwin)
            var buffer = [UInt8](repeating: 0, count: darwinArgumentMaximum)  // one buffer for every process's arguments
            return darwinProcesses().compactMap { info in
                guard info.kp_proc.p_stat != darwinZombieState else { return nil }
                let id = info.kp_proc.p_pid
                return Row(processID: id, parentID: info.kp_eproc.e_ppid, commandLine: darwinArguments(of: id, in: &buffer).joined(separator: " "))
            }
        #endif
    }

    /// Whether process `processID` is running (see ``running()``).
    package static func isRunning(_ processID: pid_t) -> Bool {
        #if os(Linux)
            return linuxState(of: processID)?.running ?? false
        #elseif canImport(Darwin)
            return darwinProcesses().contains { $0.kp_proc.p_pid == processID && $0.kp_proc.p_stat != darwinZombieState }
        #endif
    }

    /// The running processes descended from `root` (its children, their children, and so on).
    package static func descendants(of root: pid_t) -> [Row] {
        let table = running()
        var found: [Row] = []
        var parents: Set<pid_t> = [root]
        var added = true
        while added {
            added = false
            for entry in table where parents.contains(entry.parentID) && !parents.contains(entry.processID) {
                found.append(entry)
                parents.insert(entry.processID)
                added = true
            }
        }
        return found
    }

    /// Kills (`SIGKILL`) the processes `known` and every process descended from `root`, so that none can
    /// start another in between: each is first stopped (`SIGSTOP`), round after round, until a round finds
    /// no new one; then all are killed. A process in a group of its own, which a signal to `root`'s group
    /// would miss (a build tool's compiler or manifest runner), goes too, and so does one of `known` whose
    /// parent has already ended.
    package static func stopAndKill(_ known: Set<pid_t> = [], descendantsOf root: pid_t) {
        var stopped: Set<pid_t> = []
        var pending = known
        for _ in 0..<50 {
            pending.formUnion(descendants(of: root).map(\.processID))
            pending.subtract(stopped)
            if pending.isEmpty { break }
            for id in pending { kill(id, SIGSTOP) }
            stopped.formUnion(pending)
            pending = []
        }
        for id in stopped { kill(id, SIGKILL) }
    }

    #if os(Linux)
        /// Whether the process is running (its state is neither `Z`, a zombie, nor `X`, dead), and its parent.
        private static func linuxState(of processID: pid_t) -> (running: Bool, parent: pid_t)? {
            guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
            return (state != "Z" && state != "X", parent)
        }
    #elseif canImport(Darwin)
        /// `SZOMB` of `sys/proc.h`: a process that has ended and waits for its parent.
        private static let darwinZombieState: CChar = 5

        /// A `kinfo_proc` for every process.
        private static func darwinProcesses() -> [kinfo_proc] {
            var request: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
            for _ in 0..<4 {
                var size = 0
                guard sysctl(&request, 4, nil, &size, nil, 0) == 0 else { return [] }
                // Room for processes started between the two calls.
                size += size / 8 + MemoryLayout<kinfo_proc>.stride * 16
                var table = [kinfo_proc](repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride)
                let status = table.withUnsafeMutableBytes { sysctl(&request, 4, $0.baseAddress, &size, nil, 0) }
                if status == 0 { return Array(table.prefix(size / MemoryLayout<kinfo_proc>.stride)) }
                guard errno == ENOMEM else { return [] }
            }
            return []
        }

        /// `KERN_ARGMAX`, the most bytes a process's arguments and environment take (about 1 MiB), read once: it
        /// is fixed while the system runs. 0 when it cannot be read.
        private static let darwinArgumentMaximum: Int = {
            var maximum: Int32 = 0
            var maximumSize = MemoryLayout<Int32>.size
            var request: [Int32] = [CTL_KERN, KERN_ARGMAX]
            return sysctl(&request, 2, &maximum, &maximumSize, nil, 0) == 0 ? Int(max(maximum, 0)) : 0
        }()

        /// The arguments of process `processID`, from `KERN_PROCARGS2`, read into `buffer` (``darwinArgumentMaximum``
        /// bytes, reused from one process to the next: `sysctl` says how many bytes it wrote); empty when they
        /// cannot be read.
        private static func darwinArguments(of processID: pid_t, in buffer: inout [UInt8]) -> [String] {
            guard !buffer.isEmpty else { return [] }
            var size = buffer.count
            var request: [Int32] = [CTL_KERN, KERN_PROCARGS2, processID]
            let status = buffer.withUnsafeMutableBytes { sysctl(&request, 3, $0.baseAddress, &size, nil, 0) }
            return status == 0 ? arguments(inProcArgs2: buffer.prefix(size)) : []
        }
    #endif

    /// The arguments in a `KERN_PROCARGS2` answer (`bytes`): the argument count (an `Int32` in the machine's order),
    /// the executable's path, zero bytes up to the first argument, then that many arguments, each ending in a zero
    /// byte, and after them the environment. An empty argument is kept (it is a lone zero byte among the arguments),
    /// and nothing past the count is read; only the padding after the path is skipped. Read on every platform, so that
    /// Linux tests it on recorded answers.
    package static func arguments(inProcArgs2 bytes: ArraySlice<UInt8>) -> [String] {
        let countSize = MemoryLayout<Int32>.size
        guard bytes.count > countSize else { return [] }
        let count = Array(bytes.prefix(countSize)).withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
        var index = bytes.startIndex + countSize
        while index < bytes.endIndex, bytes[index] != 0 { index += 1 }
        while index < bytes.endIndex, bytes[index] == 0 { index += 1 }
        var arguments: [String] = []
        while arguments.count < Int(max(count, 0)), index < bytes.endIndex {
            let end = bytes[index...].firstIndex(of: 0) ?? bytes.endIndex
            arguments.append(String(decoding: bytes[index..<end], as: UTF8.self))
            index = end + 1
        }
        return arguments
    }
}
