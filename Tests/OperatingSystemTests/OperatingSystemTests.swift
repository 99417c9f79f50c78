import Foundation
import OperatingSystem
import Testing

/// The home of the operating-system calls does what its callers rely on, on the platform it runs on.
@Suite("Operating-system calls")
struct OperatingSystemTests {
    /// Starts `/bin/sh -c script` with its output on a pipe; its process id and the pipe's read end.
    static func shell(_ script: String, newProcessGroup: Bool = false) throws -> (pid_t, FileHandle) {
        let pipe = Pipe()
        let id = try Spawn.start(
            "/bin/sh", arguments: ["sh", "-c", script], environment: ProcessInfo.processInfo.environment, standardInput: .null,
            standardOutput: .descriptor(pipe.fileHandleForWriting.fileDescriptor), standardError: .inherited, newProcessGroup: newProcessGroup)
        try pipe.fileHandleForWriting.close()
        return (id, pipe.fileHandleForReading)
    }

    /// Waits until `condition` holds, checking every 20 ms for up to 10 s; whether it did.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            _ = poll(nil, 0, 20)
        }
        return true
    }

    @Test("a spawned process's exit status and ending signal are read back")
    func endings() throws {
        let (exiting, _) = try Self.shell("exit 3")
        #expect(Spawn.ending(of: exiting, blocking: true) == .exited(3))
        let (killed, _) = try Self.shell("kill -TERM $$")
        #expect(Spawn.ending(of: killed, blocking: true) == .signalled(SIGTERM))
        #expect(throws: SystemCallError.self) {
            try Spawn.start(
                FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)/program").path, arguments: ["x"],
                environment: [:], standardInput: .null, standardOutput: .null,
                standardError: .null, newProcessGroup: false)
        }
    }

    @Test("a spawned process gets every signal at its default action, though this process ignores one")
    func signalsStartAtTheirDefault() throws {
        Signals.ignore(SIGUSR2)
        defer { Signals.restoreDefault(SIGUSR2) }
        let (child, _) = try Self.shell("kill -USR2 $$; exit 0")
        #expect(Spawn.ending(of: child, blocking: true) == .signalled(SIGUSR2))
    }

    @Test("a process group's leader and what it started end together when the group is signalled")
    func processGroups() throws {
        let (leader, output) = try Self.shell("sleep 300 & echo $!; wait", newProcessGroup: true)
        let line = String(decoding: output.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let started = try #require(pid_t(line), "the shell printed \(line)")
        #expect(getpgid(leader) == leader && getpgid(started) == leader)
        #expect(ProcessTable.isRunning(started))
        Spawn.signalGroup(leader, SIGKILL)
        #expect(Spawn.ending(of: leader, blocking: true) == .signalled(SIGKILL))
        #expect(Self.eventually { !ProcessTable.isRunning(started) }, "the group's other process survived")
    }

    @Test("the process table lists this process with its parent and command line, and a child until it ends")
    func processTable() throws {
        let me = try #require(ProcessTable.running().first { $0.processID == getpid() })
        #expect(me.parentID == getppid())
        #expect(me.commandLine.contains(URL(fileURLWithPath: ExecutablePath.current).lastPathComponent), "\(me.commandLine)")
        let (child, _) = try Self.shell("exec sleep 300")
        #expect(
            Self.eventually {
                ProcessTable.running().contains { $0.processID == child && $0.parentID == getpid() && $0.commandLine.contains("sleep 300") }
            })
        kill(child, SIGKILL)
        // Ended but not yet waited for: no longer running.
        #expect(Self.eventually { !ProcessTable.isRunning(child) })
        #expect(Spawn.ending(of: child, blocking: true) == .signalled(SIGKILL))
    }

    @Test("the executable's path is this test program, and its products folder holds the test bundle")
    func paths() throws {
        #expect(FileManager.default.isExecutableFile(atPath: ExecutablePath.current), "\(ExecutablePath.current)")
        let folder = ExecutablePath.productsFolder(ofImageAt: #dsohandle)
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(contents.contains { $0.hasSuffix(".xctest") }, "\(folder.path): \(contents)")
    }

    @Test("processor time grows with work, the processor has a model name, and the load averages are three")
    func machine() throws {
        let before = ProcessorTime.threadSeconds
        var sum = 0.0
        for index in 0..<20_000_000 { sum += Double(index & 7) }
        #expect(sum > 0 && ProcessorTime.threadSeconds > before)
        let waited = ProcessorTime.waitedChildrenSeconds
        let (child, _) = try Self.shell("exit 0")
        _ = Spawn.ending(of: child, blocking: true)
        #expect(ProcessorTime.waitedChildrenSeconds >= waited)
        #expect(!Machine.processorModel.isEmpty)
        let load = try #require(Machine.loadAverages)
        #expect(load.count == 3 && load.allSatisfy { $0 >= 0 })
    }

    @Test(
        "where the platform can limit a process's address space, an allocation past the limit fails",
        .enabled(if: ResourceLimits.limitsAddressSpace))
    func addressSpaceLimit() async {
        // The limit cannot be lifted again, so it is set in a process of its own.
        await #expect(processExitsWith: .success) {
            guard ResourceLimits.limitAddressSpace(toBytes: 1 << 30) else { exit(2) }
            let block = malloc(2 << 30)
            exit(block == nil ? 0 : 1)
        }
    }

    @Test("a trap is named by what it is on every processor: SIGILL on x86-64 and SIGTRAP on arm64 both read `a trap`")
    func trapIsNamedAsOne() async {
        for trap in [SIGILL, SIGTRAP] {
            #expect(SignalName.describeCrash(trap, trap: trap) == "a trap" && SignalName.crashName(trap, trap: trap) == "trap")
        }
        // An illegal instruction on arm64 is no Swift trap, nor is a breakpoint on x86-64: each keeps its signal's name.
        #expect(SignalName.describeCrash(SIGILL, trap: SIGTRAP) == "SIGILL (signal \(SIGILL))")
        #expect(SignalName.describeCrash(SIGTRAP, trap: SIGILL) == "SIGTRAP (signal \(SIGTRAP))")
        #expect(SignalName.describeCrash(SIGSEGV) == "SIGSEGV (signal \(SIGSEGV))")
        // This machine's trap is the signal a Swift trap raises here.
        await #expect(processExitsWith: .signal(SignalName.trap)) {
            let values: [Int] = []
            _ = values[Int(getpid()) % 2 + 1]
        }
    }

    @Test("a KERN_PROCARGS2 answer gives its arguments, empty ones kept, and none of the environment after them")
    func procArgs2() {
        func answer(_ count: Int32, _ strings: [String], padding: Int = 3) -> ArraySlice<UInt8> {
            let countBytes = withUnsafeBytes(of: count) { Array($0) }
            let path = Array("/usr/bin/duo-fuzz".utf8) + [UInt8](repeating: 0, count: padding)
            return ArraySlice(countBytes + path + strings.flatMap { Array($0.utf8) + [0] })
        }
        // duo-fuzz run "" --seed 7, then the environment: the empty argument keeps its place.
        let recorded = answer(5, ["duo-fuzz", "run", "", "--seed", "7", "HOME=/Users/x", "PATH=/usr/bin"])
        #expect(ProcessTable.arguments(inProcArgs2: recorded) == ["duo-fuzz", "run", "", "--seed", "7"])
        #expect(ProcessTable.arguments(inProcArgs2: answer(2, ["a", "", "TERM=x"], padding: 1)) == ["a", ""])
        // A count past the bytes, a negative count, and bytes too short for a count read what is there, or nothing.
        #expect(ProcessTable.arguments(inProcArgs2: answer(9, ["a", "b"])) == ["a", "b"])
        #expect(ProcessTable.arguments(inProcArgs2: answer(-1, ["a"])) == [])
        #expect(ProcessTable.arguments(inProcArgs2: [1, 0]) == [])
        // A slice that does not start at 0, as a reused buffer's prefix is not.
        let shifted = (Array(repeating: UInt8(9), count: 3) + Array(recorded))[3...]
        #expect(ProcessTable.arguments(inProcArgs2: shifted) == ["duo-fuzz", "run", "", "--seed", "7"])
    }

    @Test(
        "a spawned child has only its three streams open: a descriptor this process left without close-on-exec is closed in it",
        .enabled(if: Spawn.closesOtherDescriptors, "this C library leaves the descriptors open"))
    func childGetsOnlyItsStreams() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let (id, output) = try Self.shell("if [ -e /dev/fd/\(ends[1]) ]; then echo open; else echo closed; fi")
        let text = String(decoding: output.readDataToEndOfFile(), as: UTF8.self)
        _ = Spawn.ending(of: id, blocking: true)
        #expect(text == "closed\n", "\(text)")
    }
}
