import Foundation
import Testing
@testable import DuoMutation
import DuoFuzzTestSupport

/// The reviewed list of equivalent mutants: the repository's own loads, and a bad one names itself.
@Suite("Mutation equivalent list")
struct MutationEquivalentListTests {
    static let entry = """
        {"id": "BandClipping:relational:ce20fd0b", "file": "Sources/DuoGeometry/BandClipping.swift",
         "line text": "guard minX < maxX, minY < maxY else { return .null }", "operator": "relational",
         "reason": "an empty intersection and a zero-width one are both read as no overlap"}
        """

    /// The list parsed from `text`, named `list.json`.
    func parse(_ text: String) throws -> EquivalentMutantList {
        try EquivalentMutantList.parse(Data(text.utf8), name: "list.json")
    }

    /// The message of the error that parsing `text` throws, or "" when it parses.
    func problem(_ text: String) -> String {
        do {
            _ = try parse(text)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test("the repository's list loads, and its ids match sites of the current core")
    func repositoryList() throws {
        let list = try EquivalentMutantList.load(packageRoot: TestPackage.root)
        let sites = try PackageSites(root: TestPackage.root).sites
        #expect(list.staleEntries(among: sites).isEmpty)
        let text = try String(contentsOf: TestPackage.root.appendingPathComponent(EquivalentMutantList.path), encoding: .utf8)
        #expect(text.contains("\"about\""))
    }

    @Test("an entry's fields are read, and an entry that matches no site is stale")
    func entries() throws {
        let list = try parse("{\"about\": \"x\", \"mutants\": [\(Self.entry)]}")
        #expect(list.entries.count == 1)
        #expect(list.entries.first?.operatorName == "relational")
        #expect(list.entries.first?.lineText.hasPrefix("guard minX") == true)
        #expect(list.staleEntries(among: []).map(\.id) == ["BandClipping:relational:ce20fd0b"])
        #expect(try parse("{\"mutants\": []}").entries.isEmpty)
    }

    @Test("a missing list is an empty one")
    func missing() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-list-\(UUID().uuidString.prefix(8))")
        #expect(try EquivalentMutantList.load(packageRoot: empty).entries.isEmpty)
    }

    @Test(
        "a malformed list is an error naming the file and the problem",
        arguments: [
            ("{", "not valid JSON"),
            ("[]", "top level"),
            ("{\"about\": \"x\"}", "\"mutants\""),
            ("{\"mutants\": [], \"extra\": 1}", "extra"),
            ("{\"mutants\": [1]}", "entry 1 is not an object"),
            ("{\"mutants\": [{\"id\": \"A:relational:00000000\"}]}", "no \"file\""),
            ("{\"mutants\": [ENTRY, ENTRY]}", "second time"),
            ("{\"mutants\": [ENTRY_NO_REASON]}", "no \"reason\""),
            ("{\"mutants\": [ENTRY_BAD_OPERATOR]}", "unknown operator \"swap\""),
            ("{\"mutants\": [ENTRY_BAD_ID]}", "not <file stem>:relational"),
            ("{\"mutants\": [ENTRY_TYPO]}", "unknown field \"line_text\"")
        ])
    func malformed(text: String, expected: String) {
        let filled =
            text
            .replacingOccurrences(
                of: "ENTRY_NO_REASON",
                with: Self.entry.replacingOccurrences(of: "an empty intersection and a zero-width one are both read as no overlap", with: " ")
            )
            .replacingOccurrences(
                of: "ENTRY_BAD_OPERATOR", with: Self.entry.replacingOccurrences(of: "\"operator\": \"relational\"", with: "\"operator\": \"swap\"")
            )
            .replacingOccurrences(of: "ENTRY_BAD_ID", with: Self.entry.replacingOccurrences(of: ":relational:", with: ":plus-minus:"))
            .replacingOccurrences(of: "ENTRY_TYPO", with: Self.entry.replacingOccurrences(of: "\"line text\"", with: "\"line_text\""))
            .replacingOccurrences(of: "ENTRY", with: Self.entry)
        let message = problem(filled)
        #expect(message.hasPrefix("list.json: "), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }
}
