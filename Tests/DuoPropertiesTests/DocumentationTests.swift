import Foundation
import Testing
import DuoCheckEngine
import DuoDocumentation
import DuoProperties
import DuoSeedFiles

/// The documents that a command can print are that command's output, and the catalogue, its tests and its
/// table agree: a table a command prints that is not the command's output fails here.
@Suite("Documentation")
struct DocumentationTests {
    /// The package's root, two folders above this file's.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The part of `document` between the markers `<!-- BEGIN name -->` and `<!-- END name -->`.
    static func generatedPart(of document: String, name: String) -> String? {
        guard let begin = document.range(of: "<!-- BEGIN \(name) -->\n"), let end = document.range(of: "\n<!-- END \(name) -->") else { return nil }
        return String(document[begin.upperBound..<end.lowerBound])
    }

    @Test("every generated region of the documents is what duo-fuzz docs --write writes", arguments: GeneratedDocuments.regions.indices)
    func generatedRegionIsFresh(index: Int) {
        let region = GeneratedDocuments.regions[index]
        #expect(region.state(under: Self.root) == .fresh, "\(region.file)'s \(region.name) is stale: swift run duo-fuzz docs --write")
    }

    @Test("a stale region is found and rewritten in place; a document that is a link or lacks its markers is named, never written")
    func regionsAreCheckedAndWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let region = try #require(GeneratedDocuments.regions.first { $0.name == "snapshot counts" })
        let document = "before\n<!-- BEGIN snapshot counts -->\nold\n<!-- END snapshot counts -->\nafter\n"
        try Data(document.utf8).write(to: folder.appendingPathComponent(region.file))
        #expect(region.state(under: folder) == .stale)
        #expect(try region.write(under: folder))
        #expect(region.state(under: folder) == .fresh)
        let written = try String(contentsOf: folder.appendingPathComponent(region.file), encoding: .utf8)
        #expect(written == document.replacingOccurrences(of: "\nold\n", with: "\n\(region.text)\n"))
        #expect(try !region.write(under: folder))

        try Data("no markers\n".utf8).write(to: folder.appendingPathComponent("docs/real.md"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(region.file))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(region.file).path, withDestinationPath: "real.md")
        guard case .broken(let reason) = region.state(under: folder) else { throw Failure("a link read as a document") }
        #expect(reason.contains("is a link"))
        #expect(throws: RegionProblem.self) { try region.write(under: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(region.file))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("docs/real.md"), to: folder.appendingPathComponent(region.file))
        guard case .broken(let missing) = region.state(under: folder) else { throw Failure("a document without markers read") }
        #expect(missing.contains("lacks the markers"))
        #expect(try String(contentsOf: folder.appendingPathComponent("docs/real.md"), encoding: .utf8) == "no markers\n")
    }

    @Test("a document reached through a linked folder, a read-only one and one with its markers twice are named, never written")
    func regionsRefuseWhatTheyMustNotWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-docs-\(UUID().uuidString)")
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let region = try #require(GeneratedDocuments.regions.first { $0.name == "snapshot counts" })
        let stale = "<!-- BEGIN snapshot counts -->\nold\n<!-- END snapshot counts -->\n"
        try Data(stale.utf8).write(to: outside.appendingPathComponent("snapshots.md"))
        let root = folder.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("docs").path, withDestinationPath: outside.path)
        #expect(region.state(under: root) == .broken("docs is a link; a generated document is written only as a file of the package"))
        #expect(throws: RegionProblem.self) { try region.write(under: root) }
        #expect(try String(contentsOf: outside.appendingPathComponent("snapshots.md"), encoding: .utf8) == stale)

        #expect(region.state(under: folder.appendingPathComponent("nowhere")) == .broken("docs/snapshots.md is missing"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("docs"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let document = root.appendingPathComponent(region.file)
        try Data(stale.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: document)
        #expect(region.state(under: root) == .broken("docs/snapshots.md has Windows line ends (CRLF); the documents end their lines with LF alone"))
        try Data((stale + stale).utf8).write(to: document)
        #expect(region.state(under: root) == .broken("docs/snapshots.md holds the markers of snapshot counts more than once"))
        try Data(stale.utf8).write(to: document)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: document.path)
        if !FileManager.default.isWritableFile(atPath: document.path) {  // (root may write anything)
            #expect(region.state(under: root) == .broken("docs/snapshots.md is read-only; a generated document must be writable"))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: document.path)
        #expect(try region.write(under: root))
        #expect(try FileManager.default.attributesOfItem(atPath: document.path)[.posixPermissions] as? Int == 0o640, "the mode is kept")
    }

    private struct Failure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    @Test("Every declaration says where its property's expected values come from")
    func everyPropertyHasItsOracle() {
        for declaration in PropertyCatalogue.declarations {
            #expect(!declaration.oracle.sources.isEmpty && !declaration.oracle.text.isEmpty, "\(declaration.property().id) has no oracle")
        }
    }

    @Test("README.md is at most 200 lines, and every document it names exists")
    func readmeIsShort() throws {
        let readme = try Self.text("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        let named = try readme.matches(of: Regex(#"docs/[a-z-]+\.md"#)).map { String(readme[$0.range]) }
        #expect(!named.isEmpty)
        for path in Set(named) {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "README.md names \(path), which does not exist")
        }
    }

    @Test("README.md's example property is ReadmeExample.swift, which builds and runs as a test")
    func readmeExampleIsTested() throws {
        let readme = try Self.text("README.md")
        let start = try #require(readme.range(of: "```swift\n"), "README.md has no Swift example")
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let block = readme[start.upperBound..<end.lowerBound]
        let example = try Self.text("Tests/DuoPropertiesTests/ReadmeExample.swift")
        #expect(example.hasSuffix("\n\n" + block), "README.md's example differs from Tests/DuoPropertiesTests/ReadmeExample.swift")
    }

    @Test("docs/writing-properties.md's example is WritingPropertiesExample.swift, which builds and runs as a test")
    func writingPropertiesExampleIsTested() throws {
        let document = try Self.text("docs/writing-properties.md")
        let start = try #require(document.range(of: "```swift\n"), "docs/writing-properties.md has no Swift example")
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let example = try Self.text("Tests/DuoCheckEngineTests/WritingPropertiesExample.swift")
        #expect(example.hasSuffix("\n\n" + document[start.upperBound..<end.lowerBound]), "the example differs from WritingPropertiesExample.swift")
    }

    @Test("README.md's failure report is the one the spec's first bug shape gives under the CI seed, whole, in at most 25 lines")
    func readmeFailureIsReal() throws {
        let readme = try Self.text("README.md")
        let mutant = try #require(BugShape.all.first { $0.id == "symmetric-left-inset" })
        let property = try #require(PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers))
        // As the property tests run it: Seeds/ replayed first, read-only, so that this bug shape's seed is never written.
        var configuration = RunConfiguration(cases: 100, seed: RunConfiguration.continuousIntegrationSeed)
        configuration.database = SeedDatabase(directory: SeedReplayTests.seedsDirectory, savesNewFailures: false)
        let failure = try #require(property.run(configuration).failure)
        let report = failure.text(testFilter: LayoutPropertyTests.testFilter)
        #expect(report.split(separator: "\n").count <= 25)
        #expect(readme.contains("```\n" + report + "\n```"), "README.md's failure report is not the real one:\n\(report)")
    }

    @Test("docs/writing-properties.md lists every public declaration of the engine and the bridge, at most 60")
    func authorAPIIsListed() throws {
        let document = try Self.text("docs/writing-properties.md")
        let list = try #require(Self.generatedPart(of: document, name: "public API"), "docs/writing-properties.md has no API list")
        let declaration = try Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|final|mutating)\s+)*(?:(struct|class|enum|func|var|let)\s+(\w+)|(init))"#)
        var names: [String] = []
        for folder in ["Sources/DuoCheckEngine", "Sources/DuoCheckTesting"] {
            let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).filter {
                $0.hasSuffix(".swift")
            }
            for file in files {
                for line in try Self.text(folder + "/" + file).split(separator: "\n") {
                    guard let match = try declaration.firstMatch(in: String(line)) else { continue }
                    let name = match.output[2].substring ?? match.output[3].substring ?? ""
                    names.append(String(name))
                }
            }
        }
        #expect(names.count <= 60, "\(names.count) public declarations")
        for name in Set(names) { #expect(list.contains("`\(name)`"), "the public \(name) is not in docs/writing-properties.md's list") }
    }

    @Test("docs/writing-properties.md shows Tests/ExternalPackage's files as they are")
    func externalPackageExampleIsCurrent() throws {
        let document = try Self.text("docs/writing-properties.md")
        for file in ["Tests/ExternalPackage/Package.swift", "Tests/ExternalPackage/Tests/SortTests/SortTests.swift"] {
            #expect(document.contains("```swift\n" + (try Self.text(file)) + "```"), "docs/writing-properties.md does not show \(file) as it is")
        }
    }
}
