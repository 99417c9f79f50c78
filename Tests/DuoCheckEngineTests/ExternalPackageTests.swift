import Foundation
import Testing

/// Another package can depend on DuoCheck's library products (`Tests/ExternalPackage/`): it writes a property of
/// its own on the author's API, and checks its own placement helpers with the conformance kit. The package is
/// copied beside a link to this repository, in `.build/external-package/`, so that its build is kept between runs
/// (a fresh clone builds it once).
@Suite("Another package", .serialized)
struct ExternalPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent(".build/external-package")
    static let package = folder.appendingPathComponent("UsesDuoCheck")
    static let appLayout = package.appendingPathComponent("Sources/AppLayout/AppLayout.swift")
    /// The one line of the app's `listSideMargins(base:)` that the spec's first bug shape changes.
    static let correctLine = "(left: base + safeInsets.left, right: base + safeInsets.right)"
    static let symmetricLeftInset = "(left: base + safeInsets.left, right: base + safeInsets.left)"

    /// A fresh copy of the example package, keeping its `.build`.
    static func copyPackage() throws {
        let files = FileManager.default
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("DuoCheck")
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) != root.path {
            try? files.removeItem(at: link)
            try files.createSymbolicLink(at: link, withDestinationURL: root)
        }
        for name in try files.contentsOfDirectory(atPath: package.path) where name != ".build" {
            try files.removeItem(at: package.appendingPathComponent(name))
        }
        for name in try files.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/ExternalPackage").path) {
            try files.copyItem(
                at: root.appendingPathComponent("Tests/ExternalPackage").appendingPathComponent(name),
                to: package.appendingPathComponent(name))
        }
    }

    /// Runs `command` in the copied package under the CI profile, and returns its exit status and output.
    static func run(_ command: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = package
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "true"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(
        "Tests/ExternalPackage passes; with the symmetric left inset in the app's listSideMargins, list-margins-keep-band and list-side-margins fail, and the replay line reproduces it",
        .timeLimit(.minutes(10)))
    func externalPackageConformsAndCatchesABugShape() throws {
        try Self.copyPackage()
        let passing = try Self.run("swift test")
        #expect(passing.status == 0, "swift test in the other package failed:\n\(passing.output.suffix(3000))")
        for line in ["sortKeepsEveryElementHolds() passed", "property(_:) with 37 test cases passed", "snapshot(_:) with 57 test cases passed"] {
            #expect(passing.output.contains(line), "no \"\(line)\" in:\n\(passing.output.suffix(3000))")
        }

        let source = try String(contentsOf: Self.appLayout, encoding: .utf8)
        #expect(source.components(separatedBy: Self.correctLine).count == 2, "the app's listSideMargins line has changed")
        try source.replacingOccurrences(of: Self.correctLine, with: Self.symmetricLeftInset).write(
            to: Self.appLayout, atomically: true, encoding: .utf8)
        let failing = try Self.run("swift test")
        let text = failing.output
        #expect(failing.status != 0)
        #expect(text.components(separatedBy: "✘ Test property(_:) recorded an issue").count == 2, "one property fails:\n\(text.suffix(4000))")
        #expect(text.contains("id → \"list-margins-keep-band\""), "\(text.suffix(4000))")
        #expect(text.contains("Property \"list-margins-keep-band\" failed (rule: Rule 2)") && text.contains("explained ("))
        #expect(text.components(separatedBy: "✘ Test snapshot(_:) recorded an issue").count == 2, "one snapshot differs:\n\(text.suffix(4000))")
        #expect(text.contains("snapshot list-side-margins (PlacementHelpers.listSideMargins") && text.contains("simplest differing case"))
        let replay = try #require(text.split(separator: "\n").first { $0.contains("replay: DUOCHECK_PROPERTY=list-margins-keep-band") })
        let command = String(replay.split(separator: "replay: ", maxSplits: 1)[1])
        #expect(command.hasSuffix("swift test --filter property"), "\(command)")
        let replayed = try Self.run(command)
        #expect(
            replayed.status != 0 && replayed.output.contains("Property \"list-margins-keep-band\" failed on replay"),
            "\(replayed.output.suffix(3000))")
    }
}
