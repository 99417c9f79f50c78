import Foundation
import OperatingSystem

/// The toolchain's `llvm-symbolizer` in a child process, naming blocks of code by file and line where the
/// sanitizers' own symbolizer is not linked (a `-sanitize=fuzzer` build without AddressSanitizer). It is fed
/// one `CODE "MODULE" 0xOFFSET` line an address, as the sanitizers feed it, and answers each with the places
/// of the address's frames, innermost first, then an empty line. Requests go in batches small enough that
/// neither pipe fills while the other waits.
final class FuzzSymbolizer {
    /// The symbolizer's path.
    let path: String
    private let processID: pid_t
    private let requests: Int32
    private let answers: Int32
    private var buffered: [UInt8] = []
    /// How long one batch may take before the symbolizer counts as stuck.
    static let batchTimeout: Int32 = 30_000
    /// The most addresses a batch asks for.
    static let batchSize = 64

    /// Why no symbolizer answers: none was found, it could not start, or it stopped answering.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The symbolizer `environment` names (`LLVM_SYMBOLIZER_PATH`, then `ASAN_SYMBOLIZER_PATH`), else the
    /// `llvm-symbolizer` beside the first `swift` on `PATH`, else the first `llvm-symbolizer` on `PATH`.
    static func find(in environment: [String: String]) throws(Unavailable) -> String {
        for variable in ["LLVM_SYMBOLIZER_PATH", "ASAN_SYMBOLIZER_PATH"] {
            guard let named = environment[variable], !named.isEmpty else { continue }
            guard FileManager.default.isExecutableFile(atPath: named) else {
                throw Unavailable(description: "\(variable) names \(named), which is not an executable file")
            }
            return named
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let besideSwift = folders.first { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }.map { $0 + "/llvm-symbolizer" }
        let candidates = (besideSwift.map { [$0] } ?? []) + folders.map { $0 + "/llvm-symbolizer" }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Unavailable(
                description: "no symbolizer: the build has no AddressSanitizer, and no llvm-symbolizer was found "
                    + "(LLVM_SYMBOLIZER_PATH, ASAN_SYMBOLIZER_PATH, beside swift or on PATH)")
        }
        return found
    }

    /// Starts the symbolizer at `path`.
    init(path: String) throws(Unavailable) {
        self.path = path
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Unavailable(description: "\(path) cannot be started: no pipe") }
        for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer {
            close(input[0])
            close(output[1])
        }
        do {
            processID = try Spawn.start(
                path, arguments: [path, "--functions=none", "--inlines"], environment: ProcessInfo.processInfo.environment,
                standardInput: .descriptor(input[0]), standardOutput: .descriptor(output[1]), standardError: .null, newProcessGroup: false)
        } catch {
            close(input[1])
            close(output[0])
            throw Unavailable(description: "\(path) cannot be started: \(error)")
        }
        requests = input[1]
        answers = output[0]
        // A symbolizer that dies must not take the fuzz target with it when the next request is written.
        Signals.ignore(SIGPIPE)
    }

    /// Closes the symbolizer's input, which ends it, and reaps it (killed first, should it be stuck).
    deinit {
        close(requests)
        close(answers)
        kill(processID, SIGKILL)
        _ = Spawn.ending(of: processID, blocking: true)
    }

    /// The innermost frame's place (`FILE:LINE:COLUMN`, `??:0:0` when unknown) of each of `addresses`, in order.
    func places(of addresses: [(path: String, offset: UInt)]) throws(Unavailable) -> [String] {
        var places: [String] = []
        for start in stride(from: 0, to: addresses.count, by: Self.batchSize) {
            let batch = addresses[start..<min(start + Self.batchSize, addresses.count)]
            let text = batch.map { "CODE \"\($0.path)\" 0x\(String($0.offset, radix: 16))\n" }.joined()
            try write(text)
            for _ in batch { places.append(try answer()) }
        }
        return places
    }

    /// Writes `text` to the symbolizer whole.
    private func write(_ text: String) throws(Unavailable) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(requests, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Unavailable(description: "\(path) stopped reading: \(String(cString: strerror(errno)))") }
            written += count
        }
    }

    /// The first line of the next answer (its innermost frame), having read the rest of it up to its empty line.
    private func answer() throws(Unavailable) -> String {
        var lines: [String] = []
        while true {
            let line = try nextLine()
            if line.isEmpty { return lines.first ?? "??:0:0" }
            lines.append(line)
        }
    }

    /// The next line the symbolizer wrote.
    private func nextLine() throws(Unavailable) -> String {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return line
            }
            var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.batchTimeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw Unavailable(description: "\(path) gave no answer within \(Self.batchTimeout / 1000) s") }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Unavailable(description: "\(path) ended before it answered") }
            buffered += chunk[..<count]
        }
    }
}
