import Foundation
import Testing
import DuoProperties

/// `docs/spec.md` is the spec in the repository: every property names one of its sections, every section is
/// checked by some property, and its bug-shape table is the catalogue's list of the spec's bug shapes.
@Suite("The spec in the repository")
struct SpecDocumentTests {
    /// The names of `docs/spec.md`'s sections: the `<name>` of each `## <name>: <title>` heading.
    static func sectionNames() throws -> [String] {
        let document = try DocumentationTests.text("docs/spec.md")
        return document.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## "), let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<colon])
        }
    }

    @Test("Every property's rule is a section of docs/spec.md, and every section has a property")
    func rulesAndSectionsMatch() throws {
        let sections = try Self.sectionNames()
        #expect(Set(sections).count == sections.count, "docs/spec.md names a section twice")
        let rules = Set(PropertyCatalogue.properties().map(\.rule))
        for rule in rules.subtracting(sections).sorted() {
            Issue.record("a property names the rule \"\(rule)\", which has no section \"## \(rule): …\" in docs/spec.md")
        }
        for section in Set(sections).subtracting(rules).sorted() {
            Issue.record("docs/spec.md's section \"\(section)\" is checked by no property")
        }
    }

    @Test("docs/spec.md's bug-shape table lists each of the spec's bug shapes with its mutant and its killer")
    func bugShapeTableIsTheCatalogue() throws {
        let document = try DocumentationTests.text("docs/spec.md")
        let section = try #require(document.components(separatedBy: "\n## Bug shapes:").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| ") }
        var listed: [String: String] = [:]
        for row in rows.dropFirst() {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].hasPrefix("`") else { continue }
            listed[cells[1].trimmingCharacters(in: ["`"])] = cells[2].trimmingCharacters(in: ["`"])
        }
        let named = BugShape.all.filter(\.isNamedInSpec)
        #expect(Set(listed.keys) == Set(named.map(\.id)), "the table's mutants differ from the catalogue's bug shapes")
        for mutant in named {
            #expect(listed[mutant.id] == mutant.expectedKiller, "\(mutant.id) is caught by \(mutant.expectedKiller)")
        }
    }
}
