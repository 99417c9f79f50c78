import Foundation
import Testing
import DuoFuzzTestSupport
import OperatingSystem

/// Another package can depend on DuoCheck's library products (`Tests/ExternalPackage/`): it writes a property of
/// its own on the author's API, and checks its own placement helpers with the conformance kit, once with the spec's
/// checks alone and once with the project's decisions too. The package is
/// copied beside a link to this repository, in `.build/external-package/`, so that its build is kept between runs.
/// `.ci/run` builds that copy with everything else, before `swift test`; without it, the first run builds it here.
///
/// The test is a function at the top of its module, not in a suite, and has no time-limit trait: Swift Testing
/// (6.3) then starts it with the suites, before the tests inside them, so that its long wait overlaps the rest of
/// the run instead of ending it. Each command it runs is stopped after 10 minutes instead.
@Test(
    "Tests/ExternalPackage passes; the symmetric left inset in listSideMargins fails list-margins-keep-band in both property tests and list-side-margins, and the replay line reproduces it; a frame decided otherwise fails robustness only with the decisions; the app's fuzz target fails on a crash file of the first, and the app's tests replay it from the line it prints"
)
func externalPackageConformsAndCatchesABugShape() async throws {
    try await ExternalPackage.conformsAndCatchesABugShape()
    try await ExternalPackage.differsOnlyInADecision()
}

/// The copy of the example package and its runs, for ``externalPackageConformsAndCatchesABugShape()``.
enum ExternalPackage {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent(".build/external-package")
    static let package = folder.appendingPathComponent("UsesDuoCheck")
    static let appLayout = package.appendingPathComponent("Sources/AppLayout/AppLayout.swift")
    /// The one line of the app's `listSideMargins(base:)` that the spec's first bug shape changes.
    static let correctLine = "(left: base + safeInsets.left, right: base + safeInsets.right)"
    static let symmetricLeftInset = "(left: base + safeInsets.left, right: base + safeInsets.left)"
    /// The line of the app's `coversStatusCorner(frame:)` that adopts DuoCheck's decision for a non-finite frame;
    /// without it an infinite frame over a block covers it.
    static let adoptedDecision =
        "        guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\\.isFinite) else { return false }\n"
    /// A crash file's bytes that libFuzzer found for `list-margins-keep-band` on that bug shape: an unfolded
    /// posture whose two side insets differ.
    static let crashBytes: [UInt8] = [0x03, 0x02, 0x36, 0xD9, 0x01, 0x01]
    /// SwiftPM's flag that plans the build again on every command. The copy reaches DuoCheck through a link, and
    /// SwiftPM keeps its cached plan across a file added to or removed from DuoCheck behind that link: the kept build
    /// then compiles the old list of files, and fails on the first declaration a new file holds. Planning again costs
    /// about 0.3 s a command.
    static let planAgain = "--disable-build-manifest-caching"
    /// The copy's tests.
    static let testCommand = "swift test \(planAgain)"
    /// The app's fuzz target run once on that file, as libFuzzer's plain replay runs a crash file.
    static let fuzzCommand = "DUOCHECK_FUZZ_PROPERTY=list-margins-keep-band swift run \(planAgain) AppLayoutFuzz .build/symmetric-left-inset.crash"

    /// A copy of the example package, keeping its `.build`. Only a file whose bytes differ is written, and a file
    /// the example no longer has is removed, so that the build `.ci/run` made beforehand (`cp -R` of the same
    /// folder) stays current and only what this test plants is compiled again.
    static func copyPackage() throws {
        let files = FileManager.default
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("DuoCheck")
        let linked = (try? files.destinationOfSymbolicLink(atPath: link.path)).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        if linked != root.resolvingSymlinksInPath().path {
            try? files.removeItem(at: link)
            try files.createSymbolicLink(at: link, withDestinationURL: root)
        }
        let source = root.appendingPathComponent("Tests/ExternalPackage")
        let wanted = try relativeFiles(under: source)
        for name in try relativeFiles(under: package) where !wanted.contains(name) {
            try files.removeItem(at: package.appendingPathComponent(name))
        }
        for name in wanted {
            let bytes = try Data(contentsOf: source.appendingPathComponent(name))
            let copy = package.appendingPathComponent(name)
            guard files.contents(atPath: copy.path) != bytes else { continue }
            try files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: copy)
        }
    }

    /// The paths of the regular files under `folder`, relative to it, leaving out hidden ones (`.build`, and
    /// `.swiftpm` where Xcode opened the copy).
    static func relativeFiles(under folder: URL) throws -> [String] {
        let base = folder.resolvingSymlinksInPath().path + "/"
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var names: [String] = []
        while let url = walk?.nextObject() as? URL {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                names.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count)))
            }
        }
        return names
    }

    /// How many test cases of the parameterized test `name(_:)` passed in `output`, if all of them did: the kit's
    /// tests take their arguments from DuoCheck's catalogue, so the count is the catalogue's, whatever it is.
    static func casesPassed(by name: String, in output: String) -> Int? {
        let marker = "Test \(name)(_:) with "
        for line in output.split(separator: "\n") where line.contains(" test cases passed") {
            guard let range = line.range(of: marker) else { continue }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }

    /// Runs `command` in `folder` (the copied package unless told) under the CI profile, and returns its exit
    /// status and output; the test's task holds no thread of the concurrency pool meanwhile (``offPool(_:)``). A
    /// command still running after 10 minutes is killed with every process it started (so that the output's pipe
    /// closes), and its status shows it.
    static func run(_ command: String, in folder: URL = package) async throws -> (status: Int32, output: String) {
        try await offPool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = folder
            // Swift Testing prints SF Symbols instead of ✔ and ✘ on a Mac with the SF Pro font, unless told not to;
            // the output read here is the plain one, on every machine.
            process.environment = ProcessInfo.processInfo.environment.merging(["CI": "true", "SWT_SF_SYMBOLS_ENABLED": "0"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let stop = DispatchWorkItem {
                for entry in ProcessTable.descendants(of: process.processIdentifier) { kill(entry.processID, SIGKILL) }
                kill(process.processIdentifier, SIGKILL)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(600), execute: stop)
            defer { stop.cancel() }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    /// Runs the copy's tests as it is, with the bug planted, and with the replay line the failure printed.
    static func conformsAndCatchesABugShape() async throws {
        try Self.copyPackage()
        let passing = try await Self.run(Self.testCommand)
        #expect(passing.status == 0, "swift test in the other package failed:\n\(passing.output.suffix(3000))")
        #expect(passing.output.contains("sortKeepsEveryElementHolds() passed"), "no sort test in:\n\(passing.output.suffix(3000))")
        let properties = Self.casesPassed(by: "property", in: passing.output)
        let snapshots = Self.casesPassed(by: "snapshot", in: passing.output)
        #expect(properties ?? 0 > 40 && snapshots ?? 0 > 20, "the kit's tests did not pass every case:\n\(passing.output.suffix(3000))")
        #expect(Self.casesPassed(by: "propertyAndDecisions", in: passing.output) == properties)
        #expect(Self.casesPassed(by: "snapshotAndDecisions", in: passing.output) ?? 0 > snapshots ?? .max, "\(passing.output.suffix(3000))")

        // The app's fuzz target, built without libFuzzer, runs a crash file of the spec's first bug shape once.
        try Data(Self.crashBytes).write(to: Self.package.appendingPathComponent(".build/symmetric-left-inset.crash"))
        let fuzzHolds = try await Self.run(Self.fuzzCommand)
        #expect(fuzzHolds.status == 0 && fuzzHolds.output.contains("symmetric-left-inset.crash: held"), "\(fuzzHolds.output.suffix(3000))")

        let source = try String(contentsOf: Self.appLayout, encoding: .utf8)
        #expect(source.components(separatedBy: Self.correctLine).count == 2, "the app's listSideMargins line has changed")
        try source.replacingOccurrences(of: Self.correctLine, with: Self.symmetricLeftInset).write(
            to: Self.appLayout, atomically: true, encoding: .utf8)
        let failing = try await Self.run(Self.testCommand)
        let text = failing.output
        #expect(failing.status != 0)
        // With the decisions, the robustness pair fails too: a list's margins are the base plus each side's own inset on
        // every value, hostile ones included (a rule that is arithmetic of its inputs holds on every value).
        for (test, failing) in [("property(_:)", 1), ("propertyAndDecisions(_:)", 3)] {
            #expect(
                text.components(separatedBy: "✘ Test \(test) recorded an issue").count == failing + 1,
                "\(failing) properties fail in \(test):\n\(text.suffix(4000))")
        }
        #expect(text.contains("id → \"whole-space-robustness\""), "\(text.suffix(4000))")
        #expect(text.contains("id → \"list-margins-keep-band\""), "\(text.suffix(4000))")
        #expect(text.contains("Property \"list-margins-keep-band\" failed (rule 2)") && text.contains("explained ("))
        #expect(text.components(separatedBy: "✘ Test snapshot(_:) recorded an issue").count == 2, "one snapshot differs:\n\(text.suffix(4000))")
        #expect(text.contains("snapshot list-side-margins (PlacementHelpers.listSideMargins") && text.contains("simplest differing case"))
        let fuzzFails = try await Self.run(Self.fuzzCommand)
        #expect(
            fuzzFails.status == 1 && fuzzFails.output.contains("property \"list-margins-keep-band\" failed")
                && fuzzFails.output.contains("the right list margin"), "\(fuzzFails.output.suffix(3000))")
        // The crash file's case, replayed by the app's own conformance tests from the line the fuzz target printed.
        let crashReplay = try #require(
            fuzzFails.output.split(separator: "\n").first { $0.contains("DUOCHECK_REPLAY=") && $0.hasSuffix("--filter property") })
        let crashReplayed = try await Self.run(crashReplay.trimmingCharacters(in: .whitespaces))
        #expect(
            crashReplayed.status != 0 && crashReplayed.output.contains("Property \"list-margins-keep-band\" failed on replay"),
            "\(crashReplayed.output.suffix(3000))")
        let replay = try #require(
            text.split(separator: "\n").first { $0.contains("replay: DUOCHECK_PROPERTY=list-margins-keep-band") && $0.hasSuffix("--filter property") }
        )
        let command = String(replay.split(separator: "replay: ", maxSplits: 1)[1])
        let replayed = try await Self.run(command)
        #expect(
            replayed.status != 0 && replayed.output.contains("Property \"list-margins-keep-band\" failed on replay"),
            "\(replayed.output.suffix(3000))")
    }

    /// Runs the copy with the app's non-finite frame decided otherwise than DuoCheck decides it: an infinite frame
    /// over a block covers it. The spec is silent there, so the spec's checks and the snapshots pass, and only the
    /// test that opts into the decisions fails, at `robustness` and its whole-space twin, naming the decision.
    static func differsOnlyInADecision() async throws {
        try Self.copyPackage()
        let source = try String(contentsOf: Self.appLayout, encoding: .utf8)
        #expect(source.components(separatedBy: Self.adoptedDecision).count == 2, "the app's coversStatusCorner guard has changed")
        try source.replacingOccurrences(of: Self.adoptedDecision, with: "").write(to: Self.appLayout, atomically: true, encoding: .utf8)
        let differing = try await Self.run(Self.testCommand)
        let text = differing.output
        #expect(differing.status != 0)
        #expect(Self.casesPassed(by: "property", in: text) ?? 0 > 40, "no passing property(_:) in:\n\(text.suffix(4000))")
        #expect(Self.casesPassed(by: "snapshot", in: text) ?? 0 > 20, "no passing snapshot(_:) in:\n\(text.suffix(4000))")
        #expect(Self.casesPassed(by: "snapshotAndDecisions", in: text) ?? 0 > 40, "no passing snapshotAndDecisions(_:) in:\n\(text.suffix(4000))")
        #expect(
            text.components(separatedBy: "✘ Test propertyAndDecisions(_:) recorded an issue").count == 3,
            "robustness and its whole-space twin fail with the decisions:\n\(text.suffix(4000))")
        #expect(
            text.contains("Property \"robustness\" failed (decision: a non-finite frame covers nothing)")
                && text.contains("replay: DUOCHECK_PROPERTY=robustness") && text.contains("--filter propertyAndDecisions"),
            "\(text.suffix(4000))")
    }
}
