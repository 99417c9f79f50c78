import Foundation
import Testing

/// docs/architecture.md's picture of the modules says what Package.swift says: one node per module that is not
/// a test target, and one arrow per dependency, no more. Both are read as text, so the test starts no process.
@Suite("Architecture picture")
struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A module graph: each module with the modules it imports.
    typealias Graph = [String: Set<String>]

    /// The modules of a manifest's text that are not test targets, with their dependencies by name.
    static func manifestGraph(_ manifest: String) -> Graph {
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        var graph: Graph = [:]
        for kind in [".target(", ".executableTarget(", ".testTarget("] {
            for declaration in code.components(separatedBy: kind).dropFirst() {
                let body = declaration.components(separatedBy: "path:")[0]
                let strings = quotedStrings(in: body)
                guard kind != ".testTarget(", let name = strings.first else { continue }
                graph[name] = body.contains("dependencies:") ? Set(strings.dropFirst()) : []
            }
        }
        return graph
    }

    /// The strings between double quotes in `text`, in order.
    static func quotedStrings(in text: String) -> [String] {
        text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The graph of a document's Mermaid block: a line `A --> B & C` gives A's arrows, a line `A` a module
    /// without any.
    static func pictureGraph(_ document: String) throws -> Graph {
        let blocks = document.components(separatedBy: "```mermaid\n")
        try #require(blocks.count == 2, "architecture.md holds one Mermaid picture")
        let picture = blocks[1].components(separatedBy: "```")[0]
        var graph: Graph = [:]
        for line in picture.split(separator: "\n").dropFirst() {
            let parts = line.components(separatedBy: "-->")
            let module = parts[0].trimmingCharacters(in: .whitespaces)
            let imports = parts.count > 1 ? parts[1].components(separatedBy: "&").map { $0.trimmingCharacters(in: .whitespaces) } : []
            #expect(graph[module] == nil, "\(module) has more than one line in the picture")
            graph[module] = Set(imports)
        }
        return graph
    }

    @Test("The picture's modules and arrows are Package.swift's")
    func pictureMatchesManifest() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declared = Self.manifestGraph(manifest)
        let drawn = try Self.pictureGraph(document)
        #expect(declared.count > 10, "Package.swift's targets were read")
        #expect(Set(drawn.keys) == Set(declared.keys), "modules missing from the picture or not in Package.swift")
        for (module, imports) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(drawn[module] == imports, "\(module)'s arrows in docs/architecture.md differ from Package.swift")
        }
    }

    @Test("A module added to the manifest, or an arrow, is missing from the picture until it is drawn")
    func changedManifestFails() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let drawn = try Self.pictureGraph(document)
        let newTarget = ".target(name: \"DuoStoredCases\", dependencies: [\"DuoCheckEngine\"], path: \"Sources/DuoStoredCases\"),"
        let added = manifest.replacingOccurrences(of: "\n    targets: [\n", with: "\n    targets: [\n        \(newTarget)\n")
        #expect(Self.manifestGraph(added)["DuoStoredCases"] == ["DuoCheckEngine"])
        #expect(Set(drawn.keys) != Set(Self.manifestGraph(added).keys))
        let rewired = manifest.replacingOccurrences(
            of: "name: \"DuoCheckTesting\", dependencies: [\"DuoCheckEngine\"]",
            with: "name: \"DuoCheckTesting\", dependencies: [\"DuoCheckEngine\", \"DuoGeometry\"]")
        #expect(Self.manifestGraph(rewired)["DuoCheckTesting"] != drawn["DuoCheckTesting"])
    }
}
