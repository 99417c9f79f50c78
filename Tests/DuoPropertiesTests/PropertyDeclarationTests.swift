import Foundation
import Testing
import DuoProperties

/// A property is declared once: its id is a case of `PropertyID`, named by its declaration in its suite file;
/// everything else (the catalogue, the oracle column, the tests, the mutants' killers, the benchmark's pairs) reads it
/// from the declaration or names the case.
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

    @Test("the ids of PropertyID are the catalogue's, one to one, and each is named in its property's suite file")
    func idsAreTyped() throws {
        let ids = PropertyCatalogue.properties().map(\.id)
        #expect(Set(ids) == Set(PropertyID.allCases.map(\.rawValue)) && ids.count == PropertyID.allCases.count)
        let files = try Self.swiftFiles()
        for property in PropertyCatalogue.properties() {
            let id = try #require(PropertyID(rawValue: property.id))
            let declaration = String(property.fileID.drop { $0 != "/" }.dropFirst())
            let text = try #require(files.first { $0.path.hasSuffix("Properties/Suites/\(declaration)") }?.text)
            #expect(text.contains("PropertyID.\(id).rawValue"), "\(property.id) is not named by its case in \(declaration)")
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
