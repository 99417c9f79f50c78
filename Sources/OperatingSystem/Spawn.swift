// Built and tested on Linux (glibc), here and in CI's swift:6.3.1 container. The Darwin branch is built and
// tested only by the macOS job of .github/workflows/ci.yml.
import Foundation

/// Starting a process with `posix_spawn`, and reading how it ended.
///
/// The child starts with every signal at its default action and none blocked, whatever the parent set for
/// itself, and, when asked, as the leader of a process group of its own. Only the declarations of the two
/// attribute objects differ between the platforms: glibc's `posix_spawn_file_actions_t` and
/// `posix_spawnattr_t` are structures, Darwin's are opaque pointers that `…_init` allocates (`spawn.h`).
package enum Spawn {
    /// Where a standard stream of the child comes from or goes to.
    package enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// This process's own stream of the same number.
        case inherited
        /// A descriptor of this process, duplicated onto the stream.
        case descriptor(Int32)
        /// A file opened for appending (created if missing).
        case appending(to: String)
    }

    /// Starts `executable` with `arguments` (the program's name first) and `environment`; its process id.
    /// With `newProcessGroup`, the child leads a process group of its own, whose id is its process id.
    /// Throws the `posix_spawn` error number's text.
    package static func start(
        _ executable: String, arguments: [String], environment: [String: String], standardInput: Stream,
        standardOutput: Stream, standardError: Stream, newProcessGroup: Bool
    ) throws -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #elseif canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (number, stream) in [(STDIN_FILENO, standardInput), (STDOUT_FILENO, standardOutput), (STDERR_FILENO, standardError)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            case .inherited: break
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
            case .appending(let path): posix_spawn_file_actions_addopen(&actions, number, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            }
        }
        // Only the three streams reach the child: a descriptor that this process, or whoever started it, left
        // without close-on-exec would stay open in the child and in whatever the child starts, and could hold a
        // pipe of this process's caller open long after this process has ended. glibc 2.34 and later close them in
        // the child (`posix_spawn_file_actions_addclosefrom_np`, looked up by name: Swift sees it only under
        // _GNU_SOURCE); an older glibc leaves them, as before.
        #if os(Linux)
            if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        #if canImport(Darwin)
            // No crash report for a child that crashes: workers and probes crash on purpose when a check traps, and
            // the system's crash reporter would spend seconds on each. As swift-testing's exit tests do, the child
            // gets no port for the corpse notification (spawn.h, macOS 10.5 and iOS 2.0).
            posix_spawnattr_setexceptionports_np(
                &attributes, exception_mask_t(EXC_MASK_CORPSE_NOTIFY), mach_port_t(MACH_PORT_NULL), EXCEPTION_DEFAULT, THREAD_STATE_NONE)
        #endif
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var processID: pid_t = 0
        let status = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SystemCallError("cannot start \(executable)", code: status) }
        return processID
    }

    /// Whether a child starts with only its three streams open (see ``start(_:arguments:environment:standardInput:standardOutput:standardError:newProcessGroup:)``):
    /// on glibc 2.34 and later. Elsewhere a child inherits every descriptor not marked close-on-exec.
    package static var closesOtherDescriptors: Bool {
        #if os(Linux)
            return closeFrom != nil
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// The C signature of glibc's `posix_spawn_file_actions_addclosefrom_np`.
        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np`, when the C library has it.
        private static let closeFrom: CloseFrom? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
            return unsafeBitCast(symbol, to: CloseFrom.self)
        }()
    #endif

    /// Whether process `processID`, a child of this one, has ended, and how; `nil` while it runs (or when it
    /// is not a child). Waits for the end when `blocking`.
    package static func ending(of processID: pid_t, blocking: Bool) -> ProcessEnding? {
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(processID, &status, blocking ? 0 : WNOHANG)
        } while result < 0 && errno == EINTR
        guard result == processID else { return nil }
        return ProcessEnding(waitStatus: status)
    }

    /// Sends `signal` to every process of the group that `leader` leads.
    package static func signalGroup(_ leader: pid_t, _ signal: Int32) {
        kill(-leader, signal)
    }

    /// Sends `signal` to every process of the calling process's own group, itself included.
    package static func signalOwnGroup(_ signal: Int32) {
        kill(0, signal)
    }
}

/// A system call failed: what was being done, and the error number's text.
package struct SystemCallError: Error, CustomStringConvertible {
    package var description: String

    /// `doing`: the text of error number `code` (`errno` by default).
    package init(_ doing: String, code: Int32 = errno) {
        description = "\(doing): \(String(cString: strerror(code)))"
    }
}
