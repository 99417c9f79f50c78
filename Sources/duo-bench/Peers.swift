import DuoCheckCommandLine
import DuoFuzzSupport
import OperatingSystem
import Foundation

// `duo-bench peers`: DuoCheck beside the Swift peers whose sources are present, on one property in one run. The
// package names no outside package: the bench writes a package of its own under .build/, which depends on this
// package and on each peer's checkout by path, builds it in release and runs each library's test alone.

/// The side-by-side bench's options.
struct PeerOptions: Equatable {
    /// The folder that holds the peers' checkouts, one subfolder each (`swift-property-based`, `SwiftCheck`).
    var sources = ".build/peers"
    /// Rounds of each library; the report gives the median.
    var rounds = 3
}

/// One library's rounds, read from its test's lines.
struct PeerFigures: Equatable {
    var library: String
    /// Where its sources came from: the checkout's commit, or the package itself.
    var source: String
    var cases: Int
    /// Cases per CPU-second, one per round.
    var rates: [Double]
}

/// Why the side-by-side bench stopped.
struct PeerBenchError: Error, CustomStringConvertible {
    var description: String
}

/// The side-by-side bench was asked to stop (Ctrl-C, SIGTERM, SIGHUP): its children were given the signal, and
/// duo-bench ends with 128 plus its number.
struct PeerBenchStopped: Error {
    var signal: Int32
}

/// Runs the side-by-side bench from the DuoCheck package's folder and prints its table.
func runPeers(_ options: PeerOptions) throws {
    let root = FileManager.default.currentDirectoryPath
    guard (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8))?.contains("name: \"DuoCheck\"") == true else {
        throw UsageError("run duo-bench peers from the DuoCheck package's folder (no DuoCheck Package.swift in \(root))")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: options.sources, isDirectory: &isFolder), isFolder.boolValue else {
        throw UsageError("--sources \(options.sources) is not a folder: clone the peers there (see duo-bench --help)")
    }
    let sources = URL(fileURLWithPath: options.sources).standardizedFileURL.path
    // A stop is passed on to the build or the test in hand (each leads a process group of its own), which then ends.
    StopRequest.install(for: [SIGINT, SIGTERM, SIGHUP])
    var libraries = [PeerLibrary.duoCheck]
    for peer in PeerLibrary.all where peer.folder != nil {
        if FileManager.default.fileExists(atPath: "\(sources)/\(peer.folder!)/Package.swift") {
            libraries.append(peer)
        } else {
            note("no \(peer.name) at \(sources)/\(peer.folder!): left out")
        }
    }
    let scratch = try writePeerPackage(root: root, sources: sources, libraries: libraries, rounds: options.rounds)
    // No testable imports: each library is optimised as a user's release build has it, not opened up to the tests.
    // (`swift build` has no such option, so the first library's `swift test` builds them all.)
    note("building \(libraries.map(\.name).joined(separator: ", ")) in release in \(scratch), with the first test...")
    var figures: [PeerFigures] = []
    for (index, library) in libraries.enumerated() {
        note("running \(library.name), \(options.rounds) rounds of \(grouped(library.cases)) cases...")
        let run = try runSwift(
            ["test", "-c", "release", "--disable-testable-imports", "--package-path", scratch, "--filter", testName(library)]
                + (index == 0 ? [] : ["--skip-build"]),
            logIn: scratch, environment: ["DUOBENCH_PEER_CASES": "\(library.cases)"])
        guard run.ending == .exited(0) else {
            throw PeerBenchError(description: "swift test of \(library.name) failed (\(run.ending)): see \(scratch)/swift.log")
        }
        let source = library.folder.map { commit(of: "\(sources)/\($0)") } ?? commit(of: root)
        figures.append(PeerFigures(library: library.name, source: source, cases: library.cases, rates: peerRates(library.name, in: run.lines)))
    }
    print(peersTable(figures).joined(separator: "\n"))
}

/// The test function of `library`, as `swift test --filter` names it.
func testName(_ library: PeerLibrary) -> String {
    let name = library.testSource.split(separator: "@Test func ").dropFirst().first?.prefix { $0 != "(" } ?? ""
    return "PeerBench.\(name)"
}

/// Writes the bench's package into `<root>/.build/duo-bench-peers` (made when missing, refused when it is a link)
/// and returns its path.
func writePeerPackage(root: String, sources: String, libraries: [PeerLibrary], rounds: Int) throws -> String {
    let scratch = root + "/.build/duo-bench-peers"
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: scratch)) != nil {
        throw PeerBenchError(description: "\(scratch) is a link: remove it, and duo-bench peers writes a folder there")
    }
    let tests = scratch + "/Tests/PeerBench"
    try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
    try peerManifest(root: root, sources: sources, libraries: libraries).write(toFile: scratch + "/Package.swift", atomically: true, encoding: .utf8)
    for name in (try FileManager.default.contentsOfDirectory(atPath: tests)) where name.hasSuffix(".swift") {
        try FileManager.default.removeItem(atPath: "\(tests)/\(name)")
    }
    try PeerLibrary.supportSource(rounds: rounds).write(toFile: tests + "/Support.swift", atomically: true, encoding: .utf8)
    for library in libraries {
        try library.testSource.write(toFile: "\(tests)/\(library.product).swift", atomically: true, encoding: .utf8)
    }
    return scratch
}

/// The bench's Package.swift: one test target linking each library's product, every package by path.
func peerManifest(root: String, sources: String, libraries: [PeerLibrary]) -> String {
    func identity(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
    let packages = libraries.map { library in (library, library.folder.map { "\(sources)/\($0)" } ?? root) }
    let dependencies = packages.map { "        .package(path: \(quoted($0.1)))" }
    let products = packages.map { ".product(name: \(quoted($0.0.product)), package: \(quoted(identity($0.1))))" }
    return """
        // swift-tools-version: 6.1
        // Written by duo-bench peers; rewritten on every run.
        import PackageDescription

        let package = Package(
            name: "PeerBench",
            // DuoCheck's own floor, which is above each peer's.
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [
        \(dependencies.joined(separator: ",\n"))
            ],
            targets: [
                .testTarget(name: "PeerBench", dependencies: [\(products.joined(separator: ", "))], path: "Tests/PeerBench")
            ]
        )

        """
}

/// `text` as a Swift string literal.
private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Each round's cases per CPU-second that `library`'s test printed.
func peerRates(_ library: String, in lines: [String]) -> [Double] {
    lines.compactMap { line in
        let fields = line.split(separator: " ")
        guard fields.count == 4, fields[0] == "DUOBENCH-PEER", fields[1] == library, let cases = Double(fields[2]),
            let seconds = Double(fields[3]), seconds > 0
        else { return nil }
        return cases / seconds
    }
}

/// Runs `swift` with `arguments`, its standard error appended to `swift.log` in `folder`; an hour is a build that
/// will not end. The child leads a process group, which a stop this process is asked for reaches (``StopRequest``):
/// `swift test` then ends the test it runs in a group of its own. (The hour's kill reaches `swift`'s group alone; a test
/// left by it ends by itself after its rounds.)
func runSwift(_ arguments: [String], logIn folder: String, environment: [String: String] = [:]) throws -> (lines: [String], ending: ProcessEnding) {
    // A replay request of the user's (`DUOCHECK_REPLAY`, and the rest of `DUOCHECK_*`) would make DuoCheck's test
    // replay one case instead of running its rounds: the children get none of it.
    let inherited = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("DUOCHECK_") && !$0.key.hasPrefix("TEST_RUNNER_DUOCHECK_") }
    let child = try ChildProcess(
        executable: "/usr/bin/env", arguments: ["swift"] + arguments, errorPath: folder + "/swift.log", ownProcessGroup: true,
        environment: inherited.merging(environment) { $1 })
    let result = child.runToCompletion(timeout: .seconds(3600))
    if StopRequest.isRequested { throw PeerBenchStopped(signal: StopRequest.signal) }
    return (result.lines, result.ending)
}

/// The commit a checkout is at ("with changes" when its files differ from it), or "a folder" when it is no git
/// checkout.
func commit(of folder: String) -> String {
    func git(_ arguments: [String]) -> (lines: [String], ending: ProcessEnding)? {
        guard let child = try? ChildProcess(executable: "/usr/bin/env", arguments: ["git", "-C", folder] + arguments, errorPath: "/dev/null")
        else { return nil }
        let result = child.runToCompletion(timeout: .seconds(60))
        return (result.lines, result.ending)
    }
    guard let head = git(["rev-parse", "--short", "HEAD"]), head.ending == .exited(0), let commit = head.lines.first else { return "a folder" }
    return git(["diff", "--quiet", "HEAD"])?.ending == .exited(0) ? commit : "\(commit) with changes"
}

/// The report: each library's median rate, and DuoCheck's multiple of it.
func peersTable(_ figures: [PeerFigures]) -> [String] {
    let duoCheck = figures.first { $0.library == PeerLibrary.duoCheck.name }.map { median($0.rates) } ?? 0
    var lines = [
        "| library | source | cases a round | cases/s (median of rounds) | DuoCheck's multiple |", "|---|---|---:|---:|---:|"
    ]
    for entry in figures {
        let rate = entry.rates.isEmpty ? 0 : median(entry.rates)
        let multiple = rate > 0 ? "\(format(ratio: duoCheck / rate))×" : "–"
        lines.append("| \(entry.library) | \(entry.source) | \(grouped(entry.cases)) | \(format(rate: rate)) | \(multiple) |")
    }
    return lines
}
