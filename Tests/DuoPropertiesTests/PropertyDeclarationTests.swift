import Foundation
import Testing
import DuoProperties

/// A property is declared once: its id is typed, as a string literal, in its suite file and in at most one test that
/// names it; everything else (the catalogue, the oracle column, the tests, the mutants' killers, the benchmark's pairs)
/// reads it from the declaration.
@Suite("One declaration per property")
struct PropertyDeclarationTests {
    /// The package's root, two folders above this file's.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Properties/`, `Sources/` and `Tests/`, by its path from the root, with its text.
    static func swiftFiles() throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for folder in ["Properties", "Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                files.append((path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files
    }

    @Test("every property's id string is in at most two Swift files: its suite file and at most one test")
    func idTypedOnce() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "the walk found only \(files.count) Swift files")
        for property in PropertyCatalogue.properties() {
            let naming = files.filter { $0.text.contains("\"\(property.id)\"") }.map(\.path)
            let declaration = String(property.fileID.drop { $0 != "/" }.dropFirst())
            let others = naming.filter { !$0.hasSuffix("Properties/Suites/\(declaration)") }
            #expect(naming.count - others.count == 1, "\(property.id) is not typed in its suite file \(declaration)")
            #expect(others.count <= 1 && others.allSatisfy { $0.hasPrefix("Tests/") }, "\(property.id) is typed in \(others)")
        }
    }

    @Test("the catalogue is the suites' declarations in registration order, each building its own property")
    func orderIsRegistration() {
        let declarations = PropertyCatalogue.declarations
        #expect(declarations.count == PropertyCatalogue.suites.map(\.count).reduce(0, +))
        #expect(PropertyCatalogue.properties().map(\.id) == declarations.map { $0.property().id })
        #expect(Set(declarations.map { $0.property().id }).count == declarations.count)
    }

    @Test("docs/writing-properties.md's new-property recipe quotes a declaration as its suite file has it")
    func recipeQuotesARealDeclaration() throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/writing-properties.md"), encoding: .utf8)
        let recipe = try #require(document.range(of: "### A new property\n"), "docs/writing-properties.md has no new-property recipe")
        let start = try #require(document.range(of: "   ```swift\n", range: recipe.upperBound..<document.endIndex))
        let end = try #require(document.range(of: "   ```\n", range: start.upperBound..<document.endIndex))
        let quoted = document[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(3) }
        let text = quoted.joined(separator: "\n")
        let files = try Self.swiftFiles().filter { $0.path.hasPrefix("Properties/Suites/") }
        #expect(text.contains("PropertyDeclaration("))
        #expect(files.contains { $0.text.contains(text) }, "the recipe's declaration is in no suite file:\n\(text)")
    }
}
