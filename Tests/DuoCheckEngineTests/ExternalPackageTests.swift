import Foundation
import Testing

/// Another package can depend on `DuoCheckEngine` and `DuoCheckTesting` and write a property that runs under
/// its own `swift test` (`Tests/ExternalPackage/`), seeing only the author's API.
@Suite("Another package")
struct ExternalPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Tests/ExternalPackage builds against the library products and its property passes", .timeLimit(.minutes(10)))
    func externalPackageRunsItsProperty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duocheck-external-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("DuoCheck"), withDestinationURL: Self.root)
        let package = folder.appendingPathComponent("UsesDuoCheck")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/ExternalPackage"), to: package)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test"]
        process.currentDirectoryURL = package
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift test in the other package failed:\n\(text.suffix(3000))")
        #expect(text.contains("sortKeepsEveryElementHolds() passed"), "\(text.suffix(3000))")
    }
}
